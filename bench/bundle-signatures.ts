/**
 * Strings that only a copy of React or of a WordPress package would put into a bundle. Our bundles
 * must read those from WordPress's globals instead (see scripts/vite/wordpress-externals.ts).
 */
export const BUNDLED_COPY_SIGNATURES: Record< string, string[] > = {
	react: [
		'__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED',
		'__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
	],
	'react-dom': [ 'Minified React error', 'animationIterationCount' ],
	'wp-data': [
		'Must specify store reducer',
		'store.getSelectors must be a function',
	],
	'wp-i18n': [ 'i18n.gettext_with_context' ],
	'wp-hooks': [ 'The hook callback must be a function.' ],
	'wp-api-fetch': [ 'rest_cookie_invalid_nonce' ],
};

/** The packages whose signature appears in `code`. */
export function bundledCopies( code: string ): string[] {
	return Object.entries( BUNDLED_COPY_SIGNATURES )
		.filter( ( [ , signatures ] ) =>
			signatures.some( ( s ) => code.includes( s ) )
		)
		.map( ( [ name ] ) => name );
}
