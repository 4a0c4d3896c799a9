/**
 * Test helper: an extension using every documented filter, recording the arguments each filter receives.
 */

/** External dependencies */
import { expect } from 'vitest';

/** The filters and, by filter name, the `[ value, extensions, arg ]` of each call. */
export function testExtension() {
	const calls: Record< string, unknown[][] > = {};
	const spy =
		< T >( name: string, result: ( value: T ) => T ) =>
		( value: T, extensions: unknown, arg: unknown ) => {
			( calls[ name ] ||= [] ).push( [ value, extensions, arg ] );
			return result( value );
		};
	const filters = {
		itemName: spy( 'itemName', ( name: string ) => `${ name } ★` ),
		cartItemClass: spy( 'cartItemClass', () => 'is-from-extension' ),
		cartItemPrice: spy( 'cartItemPrice', () => '<price/> / khách' ),
		subtotalPriceFormat: spy(
			'subtotalPriceFormat',
			() => 'Cộng: <price/>'
		),
		showRemoveItemLink: spy( 'showRemoveItemLink', () => false ),
		totalLabel: spy( 'totalLabel', () => 'Trả hôm nay' ),
		totalValue: spy( 'totalValue', () => '<price/> (đặt cọc)' ),
		coupons: spy(
			'coupons',
			( coupons: Array< { code: string; label: string } > ) =>
				coupons.map( ( coupon ) => ( { ...coupon, label: 'Ưu đãi' } ) )
		),
		proceedToCheckoutButtonLabel: spy(
			'proceedToCheckoutButtonLabel',
			() => 'Đặt tour ngay'
		),
		proceedToCheckoutButtonLink: spy(
			'proceedToCheckoutButtonLink',
			() => '/thanh-toan-nhanh/'
		),
		placeOrderButtonLabel: spy( 'placeOrderButtonLabel', () => 'Đặt tour' ),
	};
	/** The `arg` of a filter's first call. */
	const argOf = ( name: string ) => calls[ name ]?.[ 0 ]?.[ 2 ];
	return { calls, filters, argOf };
}

/** Asserts the total row under `root` shows the extension's totalLabel and totalValue. */
export function expectFilteredTotal( root: ParentNode ): void {
	const total = root.querySelector(
		'.tourfront-totals__row.is-total'
	) as HTMLElement;
	expect(
		total.querySelector( '.tourfront-totals__label' )?.textContent
	).toBe( 'Trả hôm nay' );
	expect(
		total.querySelector( '.tourfront-totals__value' )?.textContent
	).toMatch( / \(đặt cọc\)$/ );
}
