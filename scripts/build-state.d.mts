export declare const BUILD_SOURCES: string[];
export declare const BUILD_OUTPUTS: string[];
export declare function newestMtime( paths: string[], root?: string ): number;
export declare function buildNeeded( sources?: string[], outputs?: string[], root?: string ): string | null;
