/** Types of scripts/zip.mjs. */
export interface ZipOptions {
	themeDir?: string;
	buildDir?: string;
	out?: string;
}
export declare const REQUIRED_HEADERS: string[];
export declare function themeHeaders( css: string ): Record< string, string >;
export declare function themeFiles( options?: ZipOptions ): Map< string, string >;
export declare function createThemeZip( options?: ZipOptions ): { out: string; bytes: number; files: number; version: string };
