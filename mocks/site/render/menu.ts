/**
 * The seed's menu items as `wp_nav_menu` prints them on a real store: the item classes WordPress and
 * WooCommerce add for the page being shown (current item, its parents, the shop as the parent of a product).
 */

/** Internal dependencies */
import { SITE, type MenuLink } from '../../fixtures';
import { getCatalogue } from '../data/catalogue';
import { escAttr, escHtml } from './escape';

/** What the page is, as far as the menu marks it. */
export interface MenuContext {
	/** The page shown, when it is one the menu links to. */
	page?: MenuLink;
	/** A product category archive's slug. */
	category?: string;
	/** A product page's category slug. */
	productCategory?: string;
	/** A single post (or the 404 page): the articles' page is its parent. */
	post?: boolean;
}

/** The demo's page ids (WordPress gives each page its own). */
export const PAGE_IDS: Record< MenuLink | 'checkout', number > = {
	home: 2,
	posts: 3,
	shop: 5,
	cart: 6,
	checkout: 7,
	myaccount: 8,
};

/** Where a menu link leads. */
export function linkUrl( link: MenuLink ): string {
	return {
		home: '/',
		shop: '/shop/',
		posts: `/${ SITE.postsPage.slug }/`,
		myaccount: '/my-account/',
		cart: '/cart/',
	}[ link ];
}

function pageItemState( link: MenuLink, context: MenuContext ): string[] {
	if ( context.page === link ) {
		const page = [
			'current-menu-item',
			'page_item',
			`page-item-${ PAGE_IDS[ link ] }`,
			'current_page_item',
		];
		if ( link === 'shop' ) {
			return [ 'current-menu-item', 'current_page_item' ];
		}
		return link === 'posts' ? [ ...page, 'current_page_parent' ] : page;
	}
	if ( link === 'shop' && context.category ) {
		return [
			'current-menu-ancestor',
			'current-menu-parent',
			'current_page_parent',
			'current_page_ancestor',
		];
	}
	if (
		( link === 'shop' && context.productCategory ) ||
		( link === 'posts' && context.post )
	) {
		return [ 'current_page_parent' ];
	}
	return [];
}

function categoryState( slug: string, context: MenuContext ): string[] {
	if ( context.category === slug ) {
		return [ 'current-menu-item' ];
	}
	return context.productCategory === slug
		? [
				'current-product-ancestor',
				'current-menu-parent',
				'current-product-parent',
			]
		: [];
}

function item(
	id: number,
	classes: string[],
	href: string,
	label: string,
	withId: boolean,
	children = ''
): string {
	const current = classes.includes( 'current-menu-item' )
		? ' aria-current="page"'
		: '';
	return `<li${ withId ? ` id="menu-item-${ id }"` : '' } class="${ [ 'menu-item', ...classes, `menu-item-${ id }` ].join( ' ' ) }"><a href="${ escAttr( href ) }"${ current }>${ escHtml( label ) }</a>${ children }</li>\n`;
}

/** The `li` items of the menu (ids from 20 on, children numbered after their parent). */
export function menuItems(
	items: typeof SITE.menu.items,
	context: MenuContext,
	handheld: boolean
): string {
	let id = 20;
	return items
		.map( ( entry ) => {
			const ownId = id++;
			const children = entry.categoriesBelow
				? getCatalogue()
						.categories.map( ( category ) =>
							item(
								id++,
								[
									'menu-item-type-taxonomy',
									'menu-item-object-product_cat',
									...categoryState( category.slug, context ),
								],
								`/product-category/${ category.slug }/`,
								category.name,
								! handheld
							)
						)
						.join( '' )
				: '';
			const classes = [
				'menu-item-type-post_type',
				'menu-item-object-page',
				...( entry.link === 'home' ? [ 'menu-item-home' ] : [] ),
				...pageItemState( entry.link, context ),
				...( children ? [ 'menu-item-has-children' ] : [] ),
			];
			return item(
				ownId,
				classes,
				linkUrl( entry.link ),
				entry.label,
				! handheld,
				children ? `\n<ul class="sub-menu">\n${ children }</ul>\n` : ''
			);
		} )
		.join( '' );
}
