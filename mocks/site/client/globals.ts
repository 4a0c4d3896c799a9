/**
 * The `window.wp` namespace and the React globals, as WordPress's script loader leaves them.
 */

export type WpNamespace = Record< string, unknown >;

declare global {
	interface Window {
		wp?: WpNamespace;
		React?: unknown;
		ReactDOM?: unknown;
		ReactJSXRuntime?: unknown;
	}
}

/** `window.wp`, created when missing. */
export function wpGlobal(): WpNamespace {
	window.wp ??= {};
	return window.wp;
}
