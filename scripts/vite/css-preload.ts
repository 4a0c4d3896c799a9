/**
 * What a lazy chunk's `import()` runs first in the build, in place of Vite's preload helper (see
 * lean-preload.ts): the chunk's stylesheets, once each, then the chunk. Vite's helper also writes
 * `<link rel="modulepreload">` tags and a polyfill's detection, which a build with `modulePreload: false`
 * never uses, and it sits in a chunk every page loads.
 */

const loading: Record< string, Promise< unknown > > = {};

/** Adds the stylesheet `href` to the page (unless it is there already); resolves when it has loaded. */
function loadStylesheet( href: string ): Promise< unknown > {
	loading[ href ] ??= [
		...document.querySelectorAll< HTMLLinkElement >(
			'link[rel="stylesheet"]'
		),
	].some( ( link ) => link.href === href )
		? Promise.resolve()
		: new Promise( ( resolve, reject ) => {
				const link = document.createElement( 'link' );
				link.rel = 'stylesheet';
				link.href = href;
				link.onload = resolve;
				link.onerror = () =>
					reject(
						new Error( `Unable to preload CSS for ${ href }` )
					);
				document.head.append( link );
			} );
	return loading[ href ];
}

/** Vite's contract: `deps` are paths relative to `importerUrl` (the importing chunk's `import.meta.url`). */
export function __vitePreload< T >(
	load: () => Promise< T >,
	deps?: string[],
	importerUrl?: string
): Promise< T > {
	const sheets = ( deps ?? [] ).filter( ( dep ) => dep.endsWith( '.css' ) );
	return Promise.all(
		sheets.map( ( dep ) =>
			loadStylesheet(
				new URL( dep, importerUrl ?? document.baseURI ).href
			)
		)
	).then( load );
}
