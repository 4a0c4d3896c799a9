/**
 * Which template answers a page URL, the way WordPress's rewrite rules map them.
 */

/** Internal dependencies */
import { accountPage } from './pages/account';
import { archivePage } from './pages/archive';
import { cartPage, checkoutPage, orderReceivedPage } from './pages/checkout';
import { articlePage } from './pages/article';
import { homePage } from './pages/home';
import { notFoundPage } from './pages/not-found';
import { postArchivePage } from './pages/post-archives';
import { productPage } from './pages/product';
import { staticPage } from './pages/static-page';
import { testPayPage } from './pages/testpay';
import { TESTPAY_ID } from '../store/test-plugins';
import type { PageRequest, PageResult } from './pages/types';

type Route = [
	RegExp,
	( request: PageRequest, match: RegExpExecArray ) => PageResult | undefined,
];

const page = ( m: RegExpExecArray, index: number ) =>
	m[ index ] ? Number( m[ index ] ) : 1;

const ROUTES: Route[] = [
	[
		/^\/(?:page\/(\d+)\/)?$/,
		( r, m ) => {
			if ( r.url.searchParams.has( TESTPAY_ID ) ) {
				return m[ 1 ] ? undefined : testPayPage( r );
			}
			if ( r.url.searchParams.has( 's' ) ) {
				return archivePage( r, { kind: 'search', page: page( m, 1 ) } );
			}
			// The home page has no /page/N/.
			return m[ 1 ] ? undefined : homePage( r );
		},
	],
	[
		/^\/shop\/(?:page\/(\d+)\/)?$/,
		( r, m ) => archivePage( r, { kind: 'shop', page: page( m, 1 ) } ),
	],
	[
		/^\/product-category\/([^/]+)\/(?:page\/(\d+)\/)?$/,
		( r, m ) =>
			archivePage( r, {
				kind: 'category',
				slug: m[ 1 ],
				page: page( m, 2 ),
			} ),
	],
	[ /^\/product\/([^/]+)\/$/, ( r, m ) => productPage( r, m[ 1 ] ) ],
	[ /^\/cart\/$/, ( r ) => cartPage( r ) ],
	[ /^\/checkout\/$/, ( r ) => checkoutPage( r ) ],
	[
		/^\/checkout\/order-received\/(\d+)\/$/,
		( r, m ) => orderReceivedPage( r, Number( m[ 1 ] ) ),
	],
	[
		/^\/my-account\/view-order\/(\d+)\/$/,
		( r, m ) => accountPage( r, 'view-order', Number( m[ 1 ] ) ),
	],
	[
		/^\/my-account\/(?:([a-z-]+)\/)?$/,
		( r, m ) => accountPage( r, m[ 1 ] ?? '' ),
	],
	[
		/^\/(category|tag|author)\/([a-z0-9-]+)\/$/,
		( r, m ) =>
			postArchivePage(
				r,
				m[ 1 ] as 'category' | 'tag' | 'author',
				m[ 2 ]
			),
	],
	[
		/^\/([a-z0-9-]+)\/$/,
		( r, m ) => staticPage( r, m[ 1 ] ) ?? articlePage( r, m[ 1 ] ),
	],
];

/** The page for a GET, or the 404 page. */
export function routePage( request: PageRequest ): PageResult {
	let pathname: string;
	try {
		pathname = decodeURIComponent( request.url.pathname );
	} catch {
		return notFoundPage( request );
	}
	// WordPress's canonical redirect adds the trailing slash.
	if ( ! pathname.endsWith( '/' ) && ! /\.[a-z0-9]+$/i.test( pathname ) ) {
		return {
			status: 301,
			location: `${ request.url.pathname }/${ request.url.search }`,
		};
	}
	for ( const [ pattern, handler ] of ROUTES ) {
		const match = pattern.exec( pathname );
		if ( match ) {
			const result = handler( request, match );
			if ( result ) {
				return result;
			}
		}
	}
	return notFoundPage( request );
}
