/**
 * The versions a store runs, read from what it prints: WordPress's and WooCommerce's generator tags,
 * and the header of the style.css of each theme whose files the home page references (the parent and
 * the active theme; a theme that owns the page's styles no longer links its style.css, so the header is
 * read from the theme's folder).
 */

export interface StoreVersions {
	wordpress: string | null;
	woocommerce: string | null;
	/** Theme name => version, for every theme whose style.css the home page loads. */
	themes: Record< string, string >;
}

/** Parses the generator tags of an HTML page, and the style.css of every theme folder its links and scripts point into. */
export function parseVersions( html: string ): {
	wordpress: string | null;
	woocommerce: string | null;
	themeStylesheets: string[];
} {
	const generator = ( name: string ) =>
		new RegExp(
			`<meta name=["']generator["'] content=["']${ name } ([^"']+)["']`,
			'i'
		).exec( html )?.[ 1 ] ?? null;
	const themeStylesheets = [
		...new Set(
			[
				...html.matchAll(
					/(?:href|src)=["']([^"']*\/themes\/[^/"'?]+\/)[^"']*["']/g
				),
			].map( ( m ) => `${ m[ 1 ] }style.css` )
		),
	];
	return {
		wordpress: generator( 'WordPress' ),
		woocommerce: generator( 'WooCommerce' ),
		themeStylesheets,
	};
}

/** A theme's name and version from its style.css header. */
export function parseThemeHeader(
	css: string
): { name: string; version: string } | null {
	const field = ( label: string ) =>
		new RegExp( `^[ \\t/*#@]*${ label }:\\s*(.+)$`, 'im' )
			.exec( css )?.[ 1 ]
			?.replace( /\s*\*\/.*$/, '' )
			.trim();
	const name = field( 'Theme Name' );
	const version = field( 'Version' );
	return name && version ? { name, version } : null;
}

/** Reads a store's versions from its home page. */
export async function readVersions( origin: string ): Promise< StoreVersions > {
	const html = await ( await fetch( `${ origin }/` ) ).text();
	const parsed = parseVersions( html );
	const themes: Record< string, string > = {};
	for ( const href of parsed.themeStylesheets ) {
		try {
			const header = parseThemeHeader(
				await ( await fetch( new URL( href, origin ) ) ).text()
			);
			if ( header ) {
				themes[ header.name ] = header.version;
			}
		} catch {
			// a theme stylesheet that cannot be read is left out of the versions
		}
	}
	return {
		wordpress: parsed.wordpress,
		woocommerce: parsed.woocommerce,
		themes,
	};
}
