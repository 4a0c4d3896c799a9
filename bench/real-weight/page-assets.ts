/**
 * The scripts and stylesheets a recorded page references: each `<script src>` and
 * `<link rel="stylesheet">` with its handle (WordPress prints `id="<handle>-js"` / `-css`), and the file
 * WordPress's emoji loader would fetch (its `concatemoji` setting).
 */

export interface ReferencedAsset {
	kind: 'js' | 'css';
	/** The handle from the id attribute, or '' when the tag has none. */
	handle: string;
	/** As printed (absolute or root-relative, with its ?ver). */
	url: string;
	/** Path and query, without scheme and host: the key of bench/real-assets.json. */
	key: string;
}

const attr = ( tag: string, name: string ) =>
	new RegExp( `\\b${ name }=(["'])(.*?)\\1`, 'i' ).exec( tag )?.[ 2 ] ?? null;

const decode = ( url: string ) => url.replace( /&#0?38;|&amp;/g, '&' );

/** `/path?query` of a URL (external origins keep their host: `//fonts.example/css?x`). */
export function assetKey( url: string, site?: string ): string {
	const base = site ?? 'http://site.invalid';
	const parsed = new URL( decode( url ), base );
	const local = parsed.origin === new URL( base ).origin;
	return `${ local ? '' : `//${ parsed.host }` }${ parsed.pathname }${ parsed.search }`;
}

/** The site's origin, from the first absolute URL under /wp-content/ or /wp-includes/. */
export function siteOrigin( html: string ): string | undefined {
	const m = /(https?:\/\/[^/"'\s]+)\/wp-(?:content|includes)\//.exec( html );
	return m ? m[ 1 ] : undefined;
}

/** Every script and stylesheet the HTML references, in document order. */
export function referencedAssets( html: string ): ReferencedAsset[] {
	const origin = siteOrigin( html );
	const out: ReferencedAsset[] = [];
	for ( const m of html.matchAll( /<(script|link)\b[^>]*>/gi ) ) {
		const tag = m[ 0 ];
		if ( m[ 1 ].toLowerCase() === 'script' ) {
			const src = attr( tag, 'src' );
			if ( src ) {
				out.push( {
					kind: 'js',
					handle: ( attr( tag, 'id' ) ?? '' ).replace( /-js$/, '' ),
					url: decode( src ),
					key: assetKey( src, origin ),
				} );
			}
		} else if ( /^stylesheet$/i.test( attr( tag, 'rel' ) ?? '' ) ) {
			const href = attr( tag, 'href' );
			if ( href ) {
				out.push( {
					kind: 'css',
					handle: ( attr( tag, 'id' ) ?? '' ).replace( /-css$/, '' ),
					url: decode( href ),
					key: assetKey( href, origin ),
				} );
			}
		}
	}
	const emoji =
		/<script[^>]*id=["']wp-emoji-settings["'][^>]*>([\s\S]*?)<\/script>/i.exec(
			html
		) ?? /_wpemojiSettings\s*=\s*(\{[\s\S]*?\});/.exec( html );
	if ( emoji ) {
		try {
			const concat = (
				JSON.parse( emoji[ 1 ] ) as {
					source?: { concatemoji?: string };
				}
			 ).source?.concatemoji;
			if ( concat ) {
				out.push( {
					kind: 'js',
					handle: 'concatemoji',
					url: concat,
					key: assetKey( concat, origin ),
				} );
			}
		} catch {
			// settings that are not JSON: no emoji file to count
		}
	}
	return out;
}
