/**
 * The cart and checkout pages (the theme's block mount points with a light skeleton; React fills
 * them from the preloaded Store API cart) and the order-received page (filled by the demo client
 * from the order kept in the browser).
 */

/** Internal dependencies */
import { __, sprintf } from '../i18n';
import { escAttr, escHtml } from '../render/escape';
import { renderPage } from '../render/layout';
import type { PageRequest, PageResult } from './types';
import { testPluginsOnPage } from '../test-plugins';

function skeleton( kind: 'cart' | 'checkout' ): string {
	const lines = ( n: number ) =>
		'<span class="tourfront-skeleton__line"></span>'.repeat( n );
	const main =
		kind === 'cart'
			? `<div class="tourfront-skeleton__items">${ lines( 3 ) }</div>`
			: `<div class="tourfront-skeleton__fields">${ lines( 4 ) }</div>`;
	return `<div class="tourfront-skeleton tourfront-skeleton--${ kind }" aria-hidden="true">
		${ main }
		<div class="tourfront-skeleton__sidebar">${ lines( 1 ) }<span class="tourfront-skeleton__button"></span></div>
	</div>`;
}

function pageArticle( id: number, title: string, content: string ): string {
	return `<article id="post-${ id }" class="post-${ id } page type-page status-publish hentry">
	<header class="entry-header"><h1 class="entry-title">${ escHtml( title ) }</h1></header>
	<div class="entry-content">
${ content }
	</div><!-- .entry-content -->
</article>`;
}

/** The page of a block the theme mounts (the Cart or the Checkout): the block's skeleton while it loads. */
function blockPage(
	request: PageRequest,
	block: 'cart' | 'checkout',
	page: {
		id: number;
		title: string;
		noscript: string;
		loading: string;
		menu: Parameters< typeof renderPage >[ 0 ][ 'menu' ];
	}
): PageResult {
	const mount = `<div class="wp-block-tourfront-${ block } is-loading alignwide" data-block-name="tourfront/${ block }">
	${ skeleton( block ) }
	<noscript><p class="woocommerce-info">${ escHtml( page.noscript ) }</p></noscript>
	<span class="screen-reader-text">${ escHtml( page.loading ) }</span>
</div>`;
	return {
		status: 200,
		html: renderPage( {
			title: page.title,
			bodyClasses: [
				'page-template-default',
				'page',
				`page-id-${ page.id }`,
				`woocommerce-${ block }`,
				'woocommerce-page',
			],
			main: pageArticle( page.id, page.title, mount ),
			breadcrumb: [ { label: page.title } ],
			entries: [ block ],
			settingsPage: block,
			menu: page.menu,
			userId: request.userId,
			plugins: testPluginsOnPage( request.plugins, block ),
		} ),
	};
}

/** /cart/ */
export function cartPage( request: PageRequest ): PageResult {
	return blockPage( request, 'cart', {
		id: 6,
		title: __( 'Cart' ),
		noscript: __(
			'Your cart needs JavaScript. Please enable it in your browser to see and change your cart.'
		),
		loading: __( 'Loading your cart…' ),
		menu: { page: 'cart' },
	} );
}

/** /checkout/ */
export function checkoutPage( request: PageRequest ): PageResult {
	return blockPage( request, 'checkout', {
		id: 7,
		title: __( 'Checkout' ),
		noscript: __(
			'The checkout needs JavaScript. Please enable it in your browser to place your order.'
		),
		loading: __( 'Loading the checkout…' ),
		menu: {},
	} );
}

/** /checkout/order-received/<id>/?key=… */
export function orderReceivedPage(
	request: PageRequest,
	orderId: number
): PageResult {
	const title = __( 'Order received' );
	const key = request.url.searchParams.get( 'key' ) ?? '';
	const content = `<div class="woocommerce">
	<div class="woocommerce-order tourfront-demo-order" data-tourfront-demo-order="${ orderId }" data-order-key="${ escAttr( key ) }">
		<p class="woocommerce-notice woocommerce-notice--info woocommerce-thankyou-order-loading">${ escHtml( sprintf( __( 'Loading order #%d…' ), orderId ) ) }</p>
	</div>
</div>`;
	return {
		status: 200,
		html: renderPage( {
			title,
			bodyClasses: [
				'page-template-default',
				'page',
				'page-id-7',
				'woocommerce-checkout',
				'woocommerce-page',
				'woocommerce-order-received',
			],
			main: pageArticle( 7, title, content ),
			breadcrumb: [
				{ label: __( 'Checkout' ), url: '/checkout/' },
				{ label: title },
			],
			menu: {},
			userId: request.userId,
		} ),
	};
}
