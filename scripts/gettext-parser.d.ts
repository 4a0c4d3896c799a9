/** The part of gettext-parser (no bundled types) that scripts/i18n.mjs and its test use. */
declare module 'gettext-parser' {
	interface Translation {
		msgctxt?: string;
		msgid: string;
		msgid_plural?: string;
		msgstr: string[];
	}
	interface Catalogue {
		charset: string;
		headers: Record< string, string >;
		translations: Record< string, Record< string, Translation > >;
	}
	const gettextParser: {
		po: {
			parse: ( input: Buffer | string ) => Catalogue;
			compile: ( data: Catalogue, options?: object ) => Buffer;
		};
		mo: {
			parse: ( input: Buffer ) => Catalogue;
			compile: ( data: Catalogue ) => Buffer;
		};
	};
	export default gettextParser;
}
