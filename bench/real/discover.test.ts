// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { discoverStore } from './discover';

const product = ( slug: string, extra: Record< string, unknown > = {} ) => ( {
	id: slug.length,
	slug,
	name: `Tour ${ slug }`,
	permalink: `http://s/product/${ slug }/`,
	type: 'simple',
	is_in_stock: true,
	is_purchasable: true,
	add_to_cart: { maximum: 9999 },
	...extra,
} );

function fakeStore( answers: Record< string, unknown > ) {
	return async ( url: string ) => {
		const key = Object.keys( answers ).find( ( k ) => url.includes( k ) );
		return {
			ok: !! key,
			status: key ? 200 : 404,
			json: async () => ( key ? answers[ key ] : null ),
		};
	};
}

describe( 'store discovery', () => {
	it( 'finds pages by slug, products and categories through the Store API, the longest article', async () => {
		const map = await discoverStore(
			'http://s/',
			fakeStore( {
				'/wp/v2/pages': [
					{ slug: 'shop', link: 'http://s/shop/' },
					{ slug: 'cart', link: 'http://s/cart/' },
					{ slug: 'checkout', link: 'http://s/checkout/' },
				],
				'/products/categories': [
					{ count: 2, permalink: 'http://s/c/small/' },
					{ count: 7, permalink: 'http://s/c/big/' },
				],
				'/wc/store/v1/products': [
					product( 'capped', { add_to_cart: { maximum: 4 } } ),
					product( 'variable-tour', { type: 'variable' } ),
					product( 'tour-sa-pa-fansipan-3-ngay-2-dem' ),
					product( 'sold-out', { is_in_stock: false } ),
				],
				'/wp/v2/posts': [
					{
						link: 'http://s/short/',
						content: { rendered: '<p>Hi</p>' },
					},
					{
						link: 'http://s/long/',
						content: { rendered: '<h2>A</h2>'.repeat( 20 ) },
					},
				],
			} )
		);
		expect( map.pages ).toEqual( {
			home: 'http://s/',
			shop: 'http://s/shop/',
			cart: 'http://s/cart/',
			checkout: 'http://s/checkout/',
			product: 'http://s/product/capped/',
			search: 'http://s/?s=tour&post_type=product',
			'product-variable': 'http://s/product/variable-tour/',
			category: 'http://s/c/big/',
			article: 'http://s/long/',
		} );
		expect( map.cartProduct?.slug ).toBe(
			'tour-sa-pa-fansipan-3-ngay-2-dem'
		);
		expect( map.missing ).toEqual( {
			account: 'no page with the slug "my-account"',
		} );
	} );

	it( 'says why a page type is missing instead of guessing', async () => {
		const map = await discoverStore( 'http://s', fakeStore( {} ) );
		expect( map.pages ).toEqual( { home: 'http://s/' } );
		expect( map.cartProduct ).toBeNull();
		expect( Object.keys( map.missing ).sort() ).toEqual( [
			'account',
			'article',
			'cart',
			'category',
			'checkout',
			'product',
			'product-variable',
			'search',
			'shop',
		] );
	} );
} );
