/**
 * Pure helpers: mobile user agents, video embed addresses, the gallery's preload window.
 */

/** Internal dependencies */
import {
	GALLERY_PRELOAD_EACH_SIDE,
	MOBILE_USER_AGENT_PATTERN,
} from './constants';

/** True for phone and tablet browsers (the only ones whose page scroll is locked). */
export function isMobileUserAgent( userAgent: string ): boolean {
	return MOBILE_USER_AGENT_PATTERN.test( userAgent );
}

/** The embed address of a YouTube or Vimeo link (autoplaying), or null for other videos. */
export function videoEmbedUrl( href: string ): string | null {
	let url: URL;
	try {
		url = new URL( href );
	} catch {
		return null;
	}
	const host = url.hostname.replace( /^www\./, '' );
	let youtube: string | null | undefined = null;
	if ( host === 'youtu.be' ) {
		youtube = url.pathname.slice( 1 );
	} else if ( /(^|\.)youtube\.com$/.test( host ) ) {
		youtube =
			url.searchParams.get( 'v' ) ??
			url.pathname.match( /^\/(?:embed|shorts)\/([^/?]+)/ )?.[ 1 ];
	}
	if ( youtube ) {
		return `https://www.youtube.com/embed/${ encodeURIComponent( youtube ) }?autoplay=1`;
	}
	const vimeo =
		host === 'vimeo.com' ? url.pathname.match( /^\/(\d+)/ )?.[ 1 ] : null;
	if ( vimeo ) {
		return `https://player.vimeo.com/video/${ vimeo }?autoplay=1`;
	}
	return null;
}

/** Indexes of the images to preload around `index` in a gallery of `count` (wrapping). */
export function preloadIndexes( index: number, count: number ): number[] {
	const result: number[] = [];
	for ( let step = 1; step <= GALLERY_PRELOAD_EACH_SIDE; step++ ) {
		for ( const candidate of [ index - step, index + step ] ) {
			const wrapped = ( ( candidate % count ) + count ) % count;
			if ( wrapped !== index && ! result.includes( wrapped ) ) {
				result.push( wrapped );
			}
		}
	}
	return result;
}
