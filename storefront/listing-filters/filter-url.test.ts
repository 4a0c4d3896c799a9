/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { filterUrl } from './filter-url';

describe( 'filterUrl', () => {
	it( 'keeps the filled fields in form order and drops the empty ones', () => {
		document.body.innerHTML = `<form action="http://shop.test/product-category/tour-mien-bac/?stale=1">
			<input name="min_price" value=" 2000000 " /><input name="max_price" value="" />
			<select name="filter_thoi-luong"><option value="3-ngay-2-dem" selected>3</option></select>
			<select name="departure_month"><option value="" selected>All</option></select>
			<input type="hidden" name="orderby" value="price" /></form>`;
		expect(
			filterUrl( document.querySelector( 'form' ) as HTMLFormElement )
		).toBe(
			'http://shop.test/product-category/tour-mien-bac/?min_price=2000000&filter_thoi-luong=3-ngay-2-dem&orderby=price'
		);
	} );

	it( 'leads to the bare listing when every field is empty', () => {
		document.body.innerHTML =
			'<form action="/shop/"><input name="min_price" value="" /></form>';
		expect(
			filterUrl(
				document.querySelector( 'form' ) as HTMLFormElement,
				'http://shop.test/shop/?min_price=5'
			)
		).toBe( 'http://shop.test/shop/' );
	} );
} );
