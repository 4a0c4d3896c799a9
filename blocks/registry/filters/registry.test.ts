/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import {
	__unstableResetCheckoutFilters,
	applyCheckoutFilter,
	registerCheckoutFilters,
} from './registry';
import { mustContain } from './validation';

const asAdmin = ( admin: boolean ) => {
	window.tourfrontSettings = { currentUserIsAdmin: admin };
};

afterEach( () => {
	__unstableResetCheckoutFilters();
	delete window.tourfrontSettings;
} );

describe( 'applyCheckoutFilter', () => {
	it( 'returns the default value without filters', () => {
		expect(
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'Tour',
			} )
		).toBe( 'Tour' );
	} );

	it( 'chains the filters of each namespace and passes extensions and arg', () => {
		const seen = vi.fn();
		registerCheckoutFilters( 'a', {
			itemName: ( v: string ) => `${ v } A`,
		} );
		registerCheckoutFilters( 'b', {
			itemName: ( v: string, ext: unknown, arg: unknown ) => {
				seen( ext, arg );
				return `${ v } B`;
			},
		} );
		expect(
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'Tour',
				extensions: { x: 1 },
				arg: { context: 'cart' },
			} )
		).toBe( 'Tour A B' );
		expect( seen ).toHaveBeenCalledWith( { x: 1 }, { context: 'cart' } );
	} );

	it( 'skips a result of another type and logs it for shoppers', () => {
		asAdmin( false );
		const log = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		registerCheckoutFilters( 'bad', { itemName: () => 42 } );
		registerCheckoutFilters( 'good', {
			itemName: ( v: string ) => v.toUpperCase(),
		} );
		expect(
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'tour',
			} )
		).toBe( 'TOUR' );
		expect( log ).toHaveBeenCalledTimes( 1 );
		expect( String( log.mock.calls[ 0 ][ 0 ] ) ).toContain(
			'The type returned by checkout filters must be the same as the type they receive. The function received string but returned number.'
		);
	} );

	it( 'throws a type error for administrators', () => {
		asAdmin( true );
		registerCheckoutFilters( 'bad', { itemName: () => 42 } );
		expect( () =>
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'tour',
			} )
		).toThrow(
			'The type returned by checkout filters must be the same as the type they receive...'.slice(
				0,
				60
			)
		);
	} );

	it( 'treats an array returned for an object as another type', () => {
		asAdmin( true );
		registerCheckoutFilters( 'bad', { coupons: () => ( {} ) } );
		expect( () =>
			applyCheckoutFilter( { filterName: 'coupons', defaultValue: [] } )
		).toThrow( 'The function received array but returned object.' );
	} );

	it( 'keeps a result only when the validation accepts it', () => {
		asAdmin( false );
		vi.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registerCheckoutFilters( 'x', {
			subtotalPriceFormat: () => 'no placeholder',
		} );
		const validation = ( value: string ) =>
			mustContain( value, '<price/>' );
		expect(
			applyCheckoutFilter( {
				filterName: 'subtotalPriceFormat',
				defaultValue: '<price/>',
				validation,
			} )
		).toBe( '<price/>' );
		asAdmin( true );
		expect( () =>
			applyCheckoutFilter( {
				filterName: 'subtotalPriceFormat',
				defaultValue: '<price/>',
				validation,
			} )
		).toThrow(
			'Returned value must include <price/>, you passed "no placeholder"'
		);
	} );

	it( 'keeps the old value when validation returns false', () => {
		registerCheckoutFilters( 'x', { showRemoveCouponNotice: () => false } );
		expect(
			applyCheckoutFilter( {
				filterName: 'showRemoveCouponNotice',
				defaultValue: true,
				validation: () => false as unknown as true,
			} )
		).toBe( true );
	} );

	it( 'logs admin-visible errors thrown inside a filter for shoppers and skips it', () => {
		asAdmin( false );
		const log = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		registerCheckoutFilters( 'x', {
			itemName: () => {
				throw new Error( 'boom' );
			},
		} );
		expect(
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'Tour',
			} )
		).toBe( 'Tour' );
		expect( log ).toHaveBeenCalledWith( new Error( 'boom' ) );
	} );
} );

describe( 'registerCheckoutFilters', () => {
	it( 'warns that couponName is deprecated in favour of coupons', () => {
		const warn = vi
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		registerCheckoutFilters( 'old', { couponName: ( v: string ) => v } );
		expect( warn ).toHaveBeenCalledWith(
			'The couponName filter is deprecated. Please use the coupons filter instead.'
		);
	} );

	it( 'replaces the filters of a namespace registered again', () => {
		registerCheckoutFilters( 'a', {
			itemName: ( v: string ) => `${ v }1`,
		} );
		registerCheckoutFilters( 'a', {
			itemName: ( v: string ) => `${ v }2`,
		} );
		expect(
			applyCheckoutFilter( { filterName: 'itemName', defaultValue: 'x' } )
		).toBe( 'x2' );
	} );
} );
