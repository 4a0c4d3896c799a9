/**
 * Loads what the React mini-cart needs, once: the classic WordPress scripts not on the page yet (in
 * order, each after the previous one ran, with their inline code when a plugin's script is among them),
 * then the module, then its stylesheets (waited for, so the panel never shows unstyled).
 */

/** Internal dependencies */
import type { MiniCartModule } from '../../common/mini-cart/types';

/**
 * A script's URL, or inline code WordPress would print around one (localized data, translations, inline
 * code: only when a plugin's script comes with the mini-cart).
 */
export type MiniCartScript = string | { code: string };

export interface MiniCartAssets {
	scripts: MiniCartScript[];
	module: string;
	styles: string[];
}

function appendAndWait(
	element: HTMLScriptElement | HTMLLinkElement,
	failOnError: boolean
): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		element.addEventListener( 'load', () => resolve(), { once: true } );
		element.addEventListener(
			'error',
			() =>
				failOnError
					? reject(
							new Error(
								`Could not load ${ ( element as HTMLScriptElement ).src || ( element as HTMLLinkElement ).href }`
							)
						)
					: resolve(),
			{ once: true }
		);
		document.head.appendChild( element );
	} );
}

/** Loads one classic script unless a script with the same URL is already on the page. */
export function loadScript( src: string ): Promise< void > {
	if ( document.querySelector( `script[src="${ CSS.escape( src ) }"]` ) ) {
		return Promise.resolve();
	}
	const script = document.createElement( 'script' );
	script.src = src;
	script.async = false;
	return appendAndWait( script, true );
}

/** Runs inline code as an inline script tag does (a classic script runs when appended). */
function runInline( code: string ): void {
	const script = document.createElement( 'script' );
	script.textContent = code;
	document.head.appendChild( script );
}

/** Loads one stylesheet unless it is already on the page; a failed stylesheet does not block the panel. */
export function loadStyle( href: string ): Promise< void > {
	if (
		document.querySelector(
			`link[rel="stylesheet"][href="${ CSS.escape( href ) }"]`
		)
	) {
		return Promise.resolve();
	}
	const link = document.createElement( 'link' );
	link.rel = 'stylesheet';
	link.href = href;
	return appendAndWait( link, false );
}

/** The default module importer (a real dynamic import of a URL). */
export const importModule = ( url: string ): Promise< MiniCartModule > =>
	import( /* @vite-ignore */ url );

/** Loads everything in order and resolves the module. */
export async function loadMiniCartAssets(
	assets: MiniCartAssets,
	importer = importModule
): Promise< MiniCartModule > {
	for ( const script of assets.scripts ) {
		await ( typeof script === 'string'
			? loadScript( script )
			: runInline( script.code ) );
	}
	const module = await importer( assets.module );
	await Promise.all( assets.styles.map( loadStyle ) );
	return module;
}
