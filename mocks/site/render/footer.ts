/**
 * Storefront's footer as a store seeded by wp-env/seed.php prints it: the seed's widgets
 * (mocks/fixtures/site.ts) in the footer areas, the theme's trust elements (render/trust.ts), the site info and
 * the handheld footer bar; then the
 * demo's own reset control, which a real site does not have.
 */

/** External dependencies */
import { createHash } from 'node:crypto';

/** Internal dependencies */
import { SITE, SITE_PAGES, type FooterWidgetFixture } from '../../fixtures';
import { __ } from '../i18n';
import { escAttr, escHtml } from './escape';
import { productSearchForm } from './header';
import type { MenuContext } from './menu';
import { getCatalogue } from '../data/catalogue';
import { footerTrust } from './trust';

function widgetBody(
	widget: FooterWidgetFixture,
	context: MenuContext
): string {
	const { categories, articles } = getCatalogue();
	switch ( widget.type ) {
		case 'text':
			return `<div class="textwidget"><p>${ widget.html }</p>\n</div>`;
		case 'product-categories':
			return `<ul class="product-categories">${ categories
				.map( ( c ) => {
					const current = [
						context.category,
						context.productCategory,
					].includes( c.slug )
						? ' current-cat'
						: '';
					return `<li class="cat-item cat-item-${ c.id }${ current }"><a href="/product-category/${ escAttr( c.slug ) }/">${ escHtml( c.name ) }</a></li>\n`;
				} )
				.join( '' ) }</ul>`;
		default:
			return `<ul>${ articles
				.slice( 0, widget.number )
				.map(
					( a ) =>
						`<li><a href="/${ escAttr( a.slug ) }/">${ escHtml( a.title ) }</a></li>`
				)
				.join( '' ) }</ul>`;
	}
}

const WIDGET_CLASSES: Record<
	FooterWidgetFixture[ 'type' ],
	[ string, string ]
> = {
	text: [ 'text', 'widget_text' ],
	'product-categories': [
		'woocommerce_product_categories',
		'woocommerce widget_product_categories',
	],
	'recent-posts': [ 'recent-posts', 'widget_recent_entries' ],
};

/** The footer widget areas, one block per widget (the seed's widget numbers start at 7001). */
function footerWidgets( context: MenuContext ): string {
	const blocks = SITE.footerWidgets.map( ( widget, index ) => {
		const [ base, classes ] = WIDGET_CLASSES[ widget.type ];
		return `<div class="block footer-widget-${ index + 1 }"><div id="${ base }-${ 7001 + index }" class="widget ${ classes }"><span class="gamma widget-title">${ escHtml(
			widget.title
		) }</span>${ widgetBody( widget, context ) }</div></div>`;
	} );
	return `<div class="footer-widgets row-1 col-${ blocks.length } fix">${ blocks.join( '' ) }</div><!-- .footer-widgets.row-1 -->`;
}

/** Storefront's handheld footer bar: account, search, cart. */
function handheldBar(): string {
	return `<div class="storefront-handheld-footer-bar">
			<ul class="columns-3">
				<li class="my-account"><a href="/my-account/">${ escHtml( __( 'My Account' ) ) }</a></li>
				<li class="search"><a href="">${ escHtml( __( 'Search' ) ) }</a><div class="site-search">${ productSearchForm() }</div></li>
				<li class="cart"><a class="footer-cart-contents" href="/cart/">${ escHtml( __( 'Cart' ) ) } <span class="count">0</span></a></li>
			</ul>
		</div>`;
}

/** The footer. */
export function siteFooter( context: MenuContext ): string {
	return `<footer id="colophon" class="site-footer" role="contentinfo">
		<div class="col-full">
			${ footerWidgets( context ) }
			${ footerTrust() }
			<div class="site-info">
				&copy; ${ escHtml( SITE.title ) } ${ new Date().getFullYear() }
				<br /><a class="privacy-policy-link" href="/${ SITE_PAGES.privacy.slug }/" rel="privacy-policy">${ escHtml( SITE_PAGES.privacy.title ) }</a><span role="separator" aria-hidden="true"></span><a href="https://woocommerce.com" target="_blank" title="${ escAttr( __( 'WooCommerce - The Best eCommerce Platform for WordPress' ) ) }" rel="noreferrer nofollow">${ escHtml( __( 'Built with WooCommerce' ) ) }</a>.
				<span class="tourfront-demo-info">${ escHtml( __( 'Offline demo: the cart, orders and account live in this browser.' ) ) }</span>
				<button type="button" class="button tourfront-demo-reset" data-tourfront-demo-reset>${ escHtml( __( 'Reset demo' ) ) }</button>
			</div><!-- .site-info -->
			${ handheldBar() }
		</div><!-- .col-full -->
	</footer><!-- #colophon -->`;
}

/** WooCommerce's demo-store notice (hidden until the store-notice script shows it), printed at `wp_body_open`. */
export function storeNotice(): string {
	if ( ! SITE.storeNotice ) {
		return '';
	}
	const text = escHtml(
		__(
			'This is a demo store for testing purposes — no orders shall be fulfilled.'
		)
	);
	// theme/inc/store-notice.php: the id is the md5 of the notice text.
	const id = createHash( 'md5' ).update( text ).digest( 'hex' );
	return `<p role="complementary" aria-label="${ escAttr( __( 'Store notice' ) ) }" class="woocommerce-store-notice demo_store" data-notice-id="${ id }">${ text } <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">${ escHtml( __( 'Dismiss' ) ) }</a></p>`;
}
