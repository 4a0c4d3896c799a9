/**
 * Copyright-protection badge links (`a.dmca-badge`) get `refurl` = the current page address, so the
 * provider can show the protection status of the page the visitor came from.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../site-kit/once';

const claim = createClaim();

/** `href` with `refurl` set to `pageUrl`. */
export function withRefurl( href: string, pageUrl: string ): string {
	const url = new URL( href, pageUrl );
	url.searchParams.set( 'refurl', pageUrl );
	return url.href;
}

/** Appends `refurl` to every badge link in `root`. */
export function init( root: ParentNode ): void {
	for ( const link of queryAll< HTMLAnchorElement >( root, 'a.dmca-badge, a[data-copyright-badge]' ) ) {
		if ( claim( link ) && link.getAttribute( 'href' ) ) {
			link.href = withRefurl( link.href, link.ownerDocument.location.href );
		}
	}
}
