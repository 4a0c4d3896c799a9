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

/** /cart/ */
export function cartPage( request: PageRequest ): PageResult {
	const title = __( 'Cart' );
	const mount = `<div class="wp-block-tourfront-cart is-loading alignwide" data-block-name="tourfront/cart">
	${ skeleton( 'cart' ) }
	<noscript><p class="woocommerce-info">${ escHtml( __( 'Your cart needs JavaScript. Please enable it in your browser to see and change your cart.' ) ) }</p></noscript>
	<span class="screen-reader-text">${ escHtml( __( 'Loading your cart…' ) ) }</span>
</div>`;
	return {
		status: 200,
		html: renderPage( {
			title,
			bodyClasses: [
				'page-template-default',
				'page',
				'page-id-6',
				'woocommerce-cart',
				'woocommerce-page',
			],
			main: pageArticle( 6, title, mount ),
			breadcrumb: [ { label: title } ],
			entries: [ 'cart' ],
			settingsPage: 'cart',
			menu: { page: 'cart' },
			userId: request.userId,
		} ),
	};
}

/** /checkout/ */
export function checkoutPage( request: PageRequest ): PageResult {
	const title = __( 'Checkout' );
	const mount = `<div class="wp-block-tourfront-checkout is-loading alignwide" data-block-name="tourfront/checkout">
	${ skeleton( 'checkout' ) }
	<noscript><p class="woocommerce-info">${ escHtml( __( 'The checkout needs JavaScript. Please enable it in your browser to place your order.' ) ) }</p></noscript>
	<span class="screen-reader-text">${ escHtml( __( 'Loading the checkout…' ) ) }</span>
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
			],
			main: pageArticle( 7, title, mount ),
			breadcrumb: [ { label: title } ],
			entries: [ 'checkout' ],
			settingsPage: 'checkout',
			menu: {},
			userId: request.userId,
		} ),
	};
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
