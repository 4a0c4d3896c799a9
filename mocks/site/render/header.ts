/**
 * Storefront's header as a store seeded by wp-env/seed.php prints it: site title and tagline, product
 * search, the theme's contact links (render/trust.ts), the seed's menu (mocks/fixtures/site.ts) in the
 * primary and handheld locations, and the theme's mini-cart with the empty cart a new visitor has (the
 * demo client swaps in the visitor's cart).
 */

/** Internal dependencies */
import { SITE } from '../../fixtures';
import { __ } from '../i18n';
import { cartCountLabel } from '../../../common/booking/count';
import { decodeEntities, escAttr, escHtml } from './escape';
import { wcPrice } from './price';
import { menuItems, type MenuContext } from './menu';
import { headerContact } from './trust';

let searchFieldIndex = 0;

/** WooCommerce's product search widget, its placeholder the theme's (inc/wording.php): a tour shop's search. */
export function productSearchForm( value = '' ): string {
	const id = `woocommerce-product-search-field-${ searchFieldIndex++ % 2 }`;
	return `<div class="widget woocommerce widget_product_search"><form role="search" method="get" class="woocommerce-product-search" action="/">
	<label class="screen-reader-text" for="${ id }">${ escHtml( __( 'Search for:' ) ) }</label>
	<input type="search" id="${ id }" class="search-field" placeholder="${ escAttr( decodeEntities( __( 'Search tours&hellip;' ) ) ) }" value="${ escAttr( value ) }" name="s" />
	<button type="submit" value="${ escAttr( __( 'Search' ) ) }" class="">${ escHtml( __( 'Search' ) ) }</button>
	<input type="hidden" name="post_type" value="product" />
</form>
</div>`;
}

/** The header cart link (`a.cart-contents`) for an empty cart; fragments replace it. */
export function cartContentsLink( total = '0' ): string {
	// An empty cart counts "0 khách", as the theme prints it.
	const label = cartCountLabel( { travellers: 0, items: 0 } );
	return `<a class="cart-contents" href="/cart/" title="${ escAttr( __( 'View your shopping cart' ) ) }">${ wcPrice( total ) } <span class="count">${ escHtml( label ) }</span></a>`;
}

/** The theme's header mini-cart (contract markup; see the team brief), holding WooCommerce's empty mini-cart. */
export function headerMiniCart(): string {
	return `<div id="site-header-cart" class="site-header-cart tourfront-mini-cart" data-block-name="tourfront/mini-cart">
		${ cartContentsLink() }
		<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">${ escHtml( __( 'No products in the cart.' ) ) }</p></div></div>
	</div>`;
}

/** The seed's menu as `wp_nav_menu` prints it; the handheld copy has no item ids. */
export function primaryMenu( context: MenuContext, handheld: boolean ): string {
	return `<ul id="menu-menu-chinh${ handheld ? '-1' : '' }" class="menu">${ menuItems( SITE.menu.items, context, handheld ) }</ul>`;
}

/** The site title: Storefront makes it the page's h1 on the posts page (`is_home()`). */
function siteTitle( postsPage: boolean ): string {
	const tag = postsPage ? 'h1' : 'div';
	return `<${ tag } class="beta site-title"><a href="/" rel="home">${ escHtml( SITE.title ) }</a></${ tag }>`;
}

/** Storefront's masthead. */
export function siteHeader( options: {
	menu: MenuContext;
	search: string;
} ): string {
	return `<header id="masthead" class="site-header" role="banner" style="">
		<div class="col-full">
		<a class="skip-link screen-reader-text" href="#site-navigation">${ escHtml( __( 'Skip to navigation' ) ) }</a>
		<a class="skip-link screen-reader-text" href="#content">${ escHtml( __( 'Skip to content' ) ) }</a>
		<div class="site-branding">
			${ siteTitle( options.menu.page === 'posts' ) }<p class="site-description">${ escHtml( SITE.tagline ) }</p>
		</div>
		${ headerContact() }
		<div class="site-search">${ productSearchForm( options.search ) }</div>
		</div><div class="storefront-primary-navigation"><div class="col-full">
		<nav id="site-navigation" class="main-navigation" role="navigation" aria-label="${ escAttr( __( 'Primary Navigation' ) ) }">
		<button id="site-navigation-menu-toggle" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false"><span>${ escHtml( __( 'Menu' ) ) }</span></button>
			<div class="primary-navigation">${ primaryMenu( options.menu, false ) }</div><div class="handheld-navigation">${ primaryMenu( options.menu, true ) }</div>
		</nav><!-- #site-navigation -->
		${ headerMiniCart() }
		</div></div>
	</header><!-- #masthead -->`;
}
