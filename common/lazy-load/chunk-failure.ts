/**
 * What happens when a lazy chunk did not load: the shopper reads "Loading chunk
 * {n} failed." with a button that loads it again. Itself a lazy chunk, so pages that load fine never carry it.
 *
 * The retry first asks for the failed file past every cache (`cache: 'reload'` sends `no-cache` upstream and
 * stores the fresh answer in the browser's cache): a 404 or 503 kept by the browser or a proxy would otherwise
 * fail the retry too. It then runs the original `load`, so a load that picks one export of a shared chunk
 * keeps doing so.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { withChunkTimeout } from './lazy';

const NOTICE_CLASS = 'tourfront-chunk-error';

/** The address of the file that failed, when the browser names it in the error (Chromium, Firefox); else ''. */
export function failedChunkUrl( error: unknown ): string {
	const message = error instanceof Error ? error.message : '';
	return /\bhttps?:\/\/\S+?\.js\b(?:\?\S*)?/.exec( message )?.[ 0 ] ?? '';
}

/** The chunk's name as the message shows it: its file name without `.js`, or its number among the failures. */
export function chunkName( url: string, doc: Document ): string {
	const file = url.split( /[?#]/ )[ 0 ].split( '/' ).pop() ?? '';
	return (
		file.replace( /\.js$/, '' ) ||
		String( doc.querySelectorAll( `.${ NOTICE_CLASS }` ).length + 1 )
	);
}

/** Loads the chunk again, past any cached copy of the file that failed. */
export async function retryChunk< T >(
	url: string,
	load: () => Promise< T >
): Promise< T > {
	if ( url ) {
		// Only to refresh the caches: a failure here is the import's to report.
		await fetch( url, {
			cache: 'reload',
			credentials: 'same-origin',
		} ).catch( () => undefined );
	}
	return withChunkTimeout( load() );
}

/**
 * Shows the failure with a "Try again" button; settles with the module once a retry loads it (the notice
 * then leaves). A retry that fails again leaves the notice and its button for the next try.
 */
export function recoverChunk< T >(
	error: unknown,
	load: () => Promise< T >,
	doc: Document = document
): Promise< T > {
	const url = failedChunkUrl( error );
	const notice = doc.createElement( 'div' );
	notice.className = `woocommerce-error ${ NOTICE_CLASS }`;
	notice.setAttribute( 'role', 'alert' );
	// Inline, so the site stylesheet every page loads carries nothing for this rare case.
	notice.style.cssText =
		'position:fixed;left:1rem;right:1rem;z-index:100000;max-width:40rem;margin:0 auto;flex-direction:row;align-items:center';
	// Above Storefront's handheld footer bar, fixed at the bottom of phones.
	const bar = doc.querySelector< HTMLElement >(
		'.storefront-handheld-footer-bar'
	);
	const lift =
		bar && doc.defaultView?.getComputedStyle( bar ).position === 'fixed'
			? bar.offsetHeight
			: 0;
	notice.style.bottom = `calc(1rem + ${ lift }px)`;
	const text = doc.createElement( 'span' );
	text.textContent = sprintf(
		/* translators: %s: the name of the part of the page's code that did not load. */
		__( 'Loading chunk %s failed.', 'tourfront' ),
		chunkName( url, doc )
	);
	const button = doc.createElement( 'button' );
	button.type = 'button';
	button.className = 'button';
	button.textContent = __( 'Try again', 'tourfront' );
	notice.append( text, button );
	doc.body.append( notice );
	return new Promise< T >( ( resolve ) => {
		button.addEventListener( 'click', () => {
			button.disabled = true;
			retryChunk( url, load ).then(
				( module ) => {
					notice.remove();
					resolve( module );
				},
				() => {
					button.disabled = false;
				}
			);
		} );
	} );
}
