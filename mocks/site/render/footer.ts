/**
 * Storefront's footer: widgets, site info, the demo's reset control and the handheld footer bar.
 */

/** External dependencies */
import { createHash } from 'node:crypto';

/** Internal dependencies */
import { __ } from '../i18n';
import { escAttr, escHtml } from './escape';
import { productSearchForm } from './header';
import { getCatalogue } from '../data/catalogue';

function footerWidgets(): string {
	const { categories, articles } = getCatalogue();
	const list = ( items: Array< [ string, string ] > ) =>
		`<ul>${ items.map( ( [ href, label ] ) => `<li><a href="${ escAttr( href ) }">${ escHtml( label ) }</a></li>` ).join( '' ) }</ul>`;
	return `<div class="footer-widgets row-1 col-3 fix">
		<div class="block footer-widget-1"><div class="widget widget_text"><span class="gamma widget-title">Du lịch Việt</span>
			<p>${ escHtml( __( '123 Nguyen Hue, District 1, Ho Chi Minh City' ) ) }<br />Hotline: <a href="tel:19001234">1900 1234</a><br />Email: <a href="mailto:hello@dulichviet.test">hello@dulichviet.test</a></p></div></div>
		<div class="block footer-widget-2"><div class="widget widget_product_categories"><span class="gamma widget-title">${ escHtml( __( 'Tours' ) ) }</span>
			${ list( categories.map( ( c ) => [ `/product-category/${ c.slug }/`, c.name ] ) ) }</div></div>
		<div class="block footer-widget-3"><div class="widget widget_recent_entries"><span class="gamma widget-title">${ escHtml( __( 'Travel guide' ) ) }</span>
			${ list( articles.map( ( a ) => [ `/${ a.slug }/`, a.title ] ) ) }</div></div>
	</div>`;
}

/** The footer; `hideCart` leaves out the handheld bar like Storefront does on the cart and checkout. */
export function siteFooter( options: { hideCart: boolean } ): string {
	const handheld = options.hideCart
		? ''
		: `<div class="storefront-handheld-footer-bar">
			<ul class="columns-3">
				<li class="my-account"><a href="/my-account/">${ escHtml( __( 'My Account' ) ) }</a></li>
				<li class="search"><a href="">${ escHtml( __( 'Search' ) ) }</a><div class="site-search">${ productSearchForm() }</div></li>
				<li class="cart"><a class="footer-cart-contents" href="/cart/">${ escHtml( __( 'Cart' ) ) }<span class="count">0</span></a></li>
			</ul>
		</div>`;
	return `<footer id="colophon" class="site-footer" role="contentinfo">
		<div class="col-full">
			${ footerWidgets() }
			<div class="site-info">
				&copy; Du lịch Việt ${ new Date().getFullYear() }
				<br /><span class="tourfront-demo-info">${ escHtml( __( 'Offline demo: the cart, orders and account live in this browser.' ) ) }</span>
				<button type="button" class="button tourfront-demo-reset" data-tourfront-demo-reset>${ escHtml( __( 'Reset demo' ) ) }</button>
			</div><!-- .site-info -->
			${ handheld }
		</div><!-- .col-full -->
	</footer><!-- #colophon -->`;
}

/** WooCommerce's demo-store notice (hidden until the store-notice script shows it). */
export function storeNotice(): string {
	const text = escHtml( __( 'This is a demo store for testing purposes — no orders shall be fulfilled.' ) );
	// theme/inc/store-notice.php: the id is the md5 of the notice text.
	const id = createHash( 'md5' ).update( text ).digest( 'hex' );
	return `<p role="complementary" aria-label="${ escAttr( __( 'Store notice' ) ) }" class="woocommerce-store-notice demo_store" data-notice-id="${ id }" style="display:none;">${ text } <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">${ escHtml( __( 'Dismiss' ) ) }</a></p>`;
}
