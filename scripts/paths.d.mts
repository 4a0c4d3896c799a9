export declare const ROOT: string;
export declare const BUILD_DIR: string;
export declare const DEMO_DIR: string;
export declare const PORT: number;
