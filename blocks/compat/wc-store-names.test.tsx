/**
 * WooCommerce's store names are the page's stores: what a plugin reads and writes through
 * `wp.data.select( 'wc/store/cart' )`, `dispatch( 'wc/store/checkout' )`, … (or the descriptors of
 * `wc.wcBlocksData`) is what the theme's cart renders and sends, with no second store registered.
 */

/** External dependencies */
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** WordPress dependencies */
import { dispatch, select } from '@wordpress/data';

/** Internal dependencies */
import { filledCart } from '../cart/test-utils';
import { cartStore } from '../data/cart';
import { checkoutStore } from '../data/checkout';
import { paymentStore } from '../data/payment';
import { validationStore } from '../data/validation';
import { noticesStore } from '../data/notices';
import { collectionsStore } from '../data/collections';
import Cart from '../cart/cart';
import { blockData } from './block-data';
import { totalsRowsText } from '../components/test-fixtures';

/** What a plugin's untyped `dispatch( 'wc/store/…' )` gets. */
const wcDispatch = ( name: string ) =>
	dispatch( name ) as Record< string, ( ...args: unknown[] ) => unknown >;

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( "WooCommerce's store names", () => {
	it( "select( 'wc/store/cart' ) is the cart the theme's cart renders", () => {
		const errors = vi.spyOn( console, 'error' );
		const cart = filledCart();
		act( () => {
			wcDispatch( 'wc/store/cart' ).receiveCart( cart );
			// As when the page preloaded it: the cart is not read again.
			dispatch( cartStore ).finishResolution( 'getCartData', [] );
		} );
		const { container } = render( <Cart /> );
		const wcCart = select( 'wc/store/cart' );
		expect( wcCart.getCartTotals() ).toBe( cart.totals );
		expect( wcCart.getCartData() ).toBe(
			select( cartStore ).getCartData()
		);
		expect( select( blockData.cartStore ).getCartTotals() ).toBe(
			cart.totals
		);
		expect( wcCart.getCartMeta() ).toEqual(
			select( cartStore ).getCartMeta()
		);
		expect( wcCart.getCartErrors() ).toEqual( [] );
		expect( wcCart.getCouponBeingApplied() ).toBe( '' );
		expect( wcCart.isCustomerDataUpdating() ).toBe( false );
		expect( wcCart.getItemsPendingQuantityUpdate() ).toEqual( [] );
		// The total the cart shows is the one the plugin reads.
		const total = totalsRowsText( container ).find( ( row ) =>
			row.startsWith( 'Total' )
		);
		expect( total ).toBeTruthy();
		expect( total?.replace( /\D/g, '' ) ).toBe(
			String( Number( wcCart.getCartTotals().total_price ) )
		);
		expect( errors ).not.toHaveBeenCalled();
	} );

	it( 'registers each store once, under its WooCommerce name', () => {
		expect( [
			cartStore.name,
			checkoutStore.name,
			paymentStore.name,
			validationStore.name,
			noticesStore.name,
			collectionsStore.name,
		] ).toEqual( [
			'wc/store/cart',
			'wc/store/checkout',
			'wc/store/payment',
			'wc/store/validation',
			'wc/store/store-notices',
			'wc/store/collections',
		] );
		expect( blockData.CART_STORE_KEY ).toBe( cartStore.name );
		expect( blockData.STORE_NOTICES_STORE_KEY ).toBe( noticesStore.name );
		// A descriptor of wc.wcBlocksData never puts a second store under the name.
		expect( () => blockData.cartStore.instantiate( {} as never ) ).toThrow(
			/registered by the theme/
		);
	} );

	it( "a plugin's checkout data, validation error and payment method reach the theme's stores", () => {
		wcDispatch( 'wc/store/checkout' ).setExtensionData( 'test-extension', {
			newsletter: true,
		} );
		expect( select( checkoutStore ).getExtensionData() ).toEqual( {
			'test-extension': { newsletter: true },
		} );
		dispatch( blockData.validationStore ).setValidationErrors( {
			'test-extension-optin': { message: 'Vui lòng đánh dấu ô.' },
		} );
		expect(
			select( validationStore ).getValidationError(
				'test-extension-optin'
			)
		).toEqual( { message: 'Vui lòng đánh dấu ô.', hidden: false } );
		expect( select( 'wc/store/validation' ).hasValidationErrors() ).toBe(
			true
		);
		wcDispatch( 'wc/store/validation' ).clearValidationError(
			'test-extension-optin'
		);
		expect( select( validationStore ).hasValidationErrors() ).toBe( false );
		dispatch( paymentStore ).setActivePaymentMethod( 'cod' );
		expect( select( 'wc/store/payment' ).getActivePaymentMethod() ).toBe(
			'cod'
		);
	} );

	it( "wc/store/schema answers from the collections store's routes", () => {
		dispatch( collectionsStore ).finishResolution( 'getRoutes', [
			'wc/store/v1',
		] );
		dispatch( collectionsStore ).receiveRoutes( 'wc/store/v1', [
			'/wc/store/v1/products',
			'/wc/store/v1/products/(?P<id>[\\d]+)',
		] );
		expect(
			select( blockData.SCHEMA_STORE_KEY ).getRoute(
				'wc/store/v1',
				'products',
				[ 15 ]
			)
		).toBe( '/wc/store/v1/products/15' );
		expect(
			select( blockData.schemaStore ).getRoute(
				'wc/store/v1',
				'products'
			)
		).toBe( '/wc/store/v1/products' );
	} );
} );
