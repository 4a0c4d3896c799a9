/**
 * Copyright-protection badge links (`a.dmca-badge`) get `refurl` = the page's canonical address, so the
 * provider can show the protection status of the page the visitor came from. Never the query string or
 * fragment: they can hold an order key (order received) or a shopper's email, which must not leave the shop.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';

const claim = createClaim();

/** `href` with `refurl` set to `pageUrl`. */
export function withRefurl( href: string, pageUrl: string ): string {
	const url = new URL( href, pageUrl );
	url.searchParams.set( 'refurl', pageUrl );
	return url.href;
}

/** The page's canonical address (`<link rel="canonical">`, else the location) without query or fragment. */
export function canonicalPageUrl( doc: Document ): string {
	const canonical = doc.querySelector< HTMLLinkElement >(
		'link[rel="canonical"][href]'
	)?.href;
	const url = new URL( canonical || doc.location.href );
	url.search = '';
	url.hash = '';
	return url.href;
}

/** Appends `refurl` to every badge link in `root`. */
export function init( root: ParentNode ): void {
	for ( const link of queryAll< HTMLAnchorElement >(
		root,
		'a.dmca-badge, a[data-copyright-badge]'
	) ) {
		if ( claim( link ) && link.getAttribute( 'href' ) ) {
			link.href = withRefurl(
				link.href,
				canonicalPageUrl( link.ownerDocument )
			);
		}
	}
}
