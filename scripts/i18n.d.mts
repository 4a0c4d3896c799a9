/** Types of scripts/i18n.mjs (the translation extractor and writer). */
export interface ExtractedString {
	msgid: string;
	msgctxt?: string;
	msgid_plural?: string;
	comment: string;
	reference: string;
}
export interface CatalogueEntry {
	msgid: string;
	msgctxt?: string;
	msgid_plural?: string;
	references: string[];
	comments: Set< string >;
	php: boolean;
}
export interface TranslationCoverage {
	strings: number;
	translated_vi: number;
	missing: string[];
}
export interface I18nOptions {
	root?: string;
	buildDir?: string;
}
export declare const ROOT: string;
export declare const DOMAIN: string;
export declare const ENTRY_HANDLES: Record< string, string >;
export declare function extractFromSource( source: string, language: 'php' | 'js', reference: string ): ExtractedString[];
export declare function entryKey( entry: { msgid: string; msgctxt?: string } ): string;
export declare function extractStrings( options?: I18nOptions ): { entries: Map< string, CatalogueEntry >; scriptFiles: Map< string, Set< string > > };
export declare function loadTranslations( options?: I18nOptions ): { translations: Map< string, string >; conflicts: string[] };
export declare function translationCoverage( options?: I18nOptions ): TranslationCoverage;
export declare function entrySources( entry: string, options?: I18nOptions ): Set< string > | null;
export declare function buildLanguages( options?: I18nOptions ): {
	files: Map< string, Buffer | string >;
	coverage: { strings: number; translated_vi: number; missing: string[] };
	conflicts: string[];
	perEntry: boolean;
};
