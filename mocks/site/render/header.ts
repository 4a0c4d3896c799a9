/**
 * Storefront's header: branding, product search, primary navigation and the theme's mini-cart
 * (`div#site-header-cart.tourfront-mini-cart`, printed empty: the demo client fills the visitor's cart).
 */

/** Internal dependencies */
import { __, _n, sprintf } from '../i18n';
import { escAttr, escHtml } from './escape';
import { wcPrice } from './price';
import { getCatalogue } from '../data/catalogue';

let searchFieldIndex = 0;

/** WooCommerce's product search widget. */
export function productSearchForm( value = '' ): string {
	const id = `woocommerce-product-search-field-${ searchFieldIndex++ % 2 }`;
	return `<div class="widget woocommerce widget_product_search"><form role="search" method="get" class="woocommerce-product-search" action="/">
	<label class="screen-reader-text" for="${ id }">${ escHtml( __( 'Search for:' ) ) }</label>
	<input type="search" id="${ id }" class="search-field" placeholder="${ escAttr( __( 'Search products…' ) ) }" value="${ escAttr( value ) }" name="s" autocomplete="off" />
	<button type="submit" value="${ escAttr( __( 'Search' ) ) }" class="">${ escHtml( __( 'Search' ) ) }</button>
	<input type="hidden" name="post_type" value="product" />
</form>
</div>`;
}

/** The header cart link (`a.cart-contents`) for an empty cart; fragments replace it. */
export function cartContentsLink( total = '0', count = 0 ): string {
	/* translators: %d: number of tours in the cart. */
	const label = sprintf( _n( '%d tour', '%d tours', count ), count );
	return `<a class="cart-contents" href="/cart/" title="${ escAttr( __( 'View your shopping cart' ) ) }">${ wcPrice( total ) } <span class="count">${ escHtml( label ) }</span></a>`;
}

/** The theme's header mini-cart (contract markup; see the team brief). */
export function headerMiniCart(): string {
	return `<div id="site-header-cart" class="site-header-cart tourfront-mini-cart" data-block-name="tourfront/mini-cart">
		${ cartContentsLink() }
		<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>
	</div>`;
}

function menuItem( href: string, label: string, current: string, children = '' ): string {
	const classes = [ 'menu-item' ];
	if ( children ) {
		classes.push( 'menu-item-has-children' );
	}
	if ( current === href ) {
		classes.push( 'current-menu-item' );
	}
	const aria = current === href ? ' aria-current="page"' : '';
	return `<li class="${ classes.join( ' ' ) }"><a href="${ escAttr( href ) }"${ aria }>${ escHtml( label ) }</a>${ children }</li>`;
}

/** The primary menu (a real `wp_nav_menu` with a categories sub-menu). */
export function primaryMenu( current: string, id: string ): string {
	const categories = getCatalogue()
		.categories.map( ( c ) => menuItem( `/product-category/${ c.slug }/`, c.name, current ) )
		.join( '' );
	const article = getCatalogue().articles[ 0 ];
	return `<ul id="${ id }" class="menu">${ [
		menuItem( '/', __( 'Home' ), current ),
		menuItem( '/shop/', __( 'Tours' ), current, `<ul class="sub-menu">${ categories }</ul>` ),
		article ? menuItem( `/${ article.slug }/`, __( 'Travel guide' ), current ) : '',
		menuItem( '/my-account/', __( 'My account' ), current ),
		menuItem( '/cart/', __( 'Cart' ), current ),
	].join( '' ) }</ul>`;
}

/** Storefront's masthead. */
export function siteHeader( options: { current: string; hideCart: boolean; search: string } ): string {
	return `<header id="masthead" class="site-header" role="banner">
		<div class="col-full">
		<a class="skip-link screen-reader-text" href="#site-navigation">${ escHtml( __( 'Skip to navigation' ) ) }</a>
		<a class="skip-link screen-reader-text" href="#content">${ escHtml( __( 'Skip to content' ) ) }</a>
		<div class="site-branding">
			<a href="/" class="custom-logo-link" rel="home"><img width="48" height="48" src="/wp-content/uploads/tourfront-logo.svg" class="custom-logo" alt="Du lịch Việt" decoding="async" /></a>
			<div class="beta site-title"><a href="/" rel="home">Du lịch Việt</a></div>
			<p class="site-description">${ escHtml( __( 'Domestic and international tours' ) ) }</p>
		</div>
		<div class="site-search">${ productSearchForm( options.search ) }</div>
		</div>
		<div class="storefront-primary-navigation"><div class="col-full">
		<nav id="site-navigation" class="main-navigation" role="navigation" aria-label="${ escAttr( __( 'Primary Navigation' ) ) }">
		<button id="site-navigation-menu-toggle" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false"><span>${ escHtml( __( 'Menu' ) ) }</span></button>
			<div class="primary-navigation">${ primaryMenu( options.current, 'menu-primary' ) }</div>
			<div class="handheld-navigation">${ primaryMenu( options.current, 'menu-handheld' ) }</div>
		</nav><!-- #site-navigation -->
		${ options.hideCart ? '' : headerMiniCart() }
		</div></div>
	</header><!-- #masthead -->`;
}
