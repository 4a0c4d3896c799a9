/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import {
	ADDRESS_KEYS,
	blankHiddenFields,
	getAddressFields,
	getCountryOptions,
	getStateOptions,
} from './fields';
import fixture from './test-fixtures/checkout-settings.json';
import type {
	AddressFieldConfig,
	AddressFieldKey,
	CountryData,
} from '../../../common/settings';

const defaultFields = fixture.defaultFields as unknown as Record<
	AddressFieldKey,
	AddressFieldConfig
>;
const countryData = fixture.countryData as unknown as Record<
	string,
	CountryData
>;
const fields = ( country: string ) =>
	getAddressFields( country, ADDRESS_KEYS, defaultFields, countryData );

describe( 'getAddressFields', () => {
	it( 'hides the state and makes the postcode optional in Vietnam, ordered by index', () => {
		const vn = fields( 'VN' );
		expect( vn.map( ( f ) => f.key ) ).toEqual( [
			'country',
			'first_name',
			'last_name',
			'company',
			'address_1',
			'address_2',
			'postcode',
			'city',
			'state',
			'phone',
		] );
		const state = vn.find( ( f ) => f.key === 'state' )!;
		expect( state ).toMatchObject( { hidden: true, required: false } );
		const postcode = vn.find( ( f ) => f.key === 'postcode' )!;
		expect( postcode ).toMatchObject( {
			required: false,
			displayLabel: 'Postal code (optional)',
		} );
	} );

	it( 'applies locale labels, and derives the optional label from an overridden label', () => {
		const us = fields( 'US' );
		expect( us.find( ( f ) => f.key === 'postcode' )!.displayLabel ).toBe(
			'ZIP Code'
		);
		const state = us.find( ( f ) => f.key === 'state' )!;
		expect( state.displayLabel ).toBe( 'State' );
		const gbState = fields( 'GB' ).find( ( f ) => f.key === 'state' )!;
		expect( gbState ).toMatchObject( {
			required: false,
			displayLabel: 'County (optional)',
		} );
	} );

	it( 'reads "{label} (optional)" when the field has no optionalLabel', () => {
		const [ phone ] = getAddressFields(
			'VN',
			[ 'phone' ],
			{
				phone: {
					label: 'Phone',
					required: false,
					hidden: false,
					index: 1,
				},
			},
			countryData
		);
		expect( phone.displayLabel ).toBe( 'Phone (optional)' );
	} );

	it( 'never requires a hidden field', () => {
		const [ company ] = getAddressFields(
			'VN',
			[ 'company' ],
			{
				company: {
					label: 'Company',
					required: true,
					hidden: true,
					index: 1,
				},
			},
			countryData
		);
		expect( company ).toMatchObject( { hidden: true, required: false } );
	} );

	it( 'orders Japanese fields by their locale index', () => {
		expect( fields( 'JP' ).map( ( f ) => f.key ) ).toEqual( [
			'country',
			'last_name',
			'first_name',
			'company',
			'postcode',
			'state',
			'city',
			'address_1',
			'address_2',
			'phone',
		] );
		expect(
			fields( 'JP' ).find( ( f ) => f.key === 'state' )!.displayLabel
		).toBe( 'Prefecture' );
	} );

	it( 'offers a state select when the country has states', () => {
		const options = fields( 'US' ).find(
			( f ) => f.key === 'state'
		)!.options!;
		expect( options[ 0 ] ).toEqual( { value: 'AL', label: 'Alabama' } );
		expect( getStateOptions( 'VN', countryData ) ).toBeNull();
		expect( getStateOptions( 'ZZ', countryData ) ).toBeNull();
	} );
} );

describe( 'blankHiddenFields', () => {
	it( 'blanks hidden fields and a state that does not belong to the country', () => {
		const address = {
			country: 'VN',
			state: 'CA',
			company: 'ACME',
			city: 'Huế',
		};
		expect( blankHiddenFields( address, fields( 'VN' ) ) ).toEqual( {
			country: 'VN',
			state: '',
			company: '',
			city: 'Huế',
		} );
		expect(
			blankHiddenFields(
				{ ...address, country: 'US', state: 'XX' },
				fields( 'US' )
			).state
		).toBe( '' );
		expect(
			blankHiddenFields(
				{ ...address, country: 'US', state: 'CA' },
				fields( 'US' )
			).state
		).toBe( 'CA' );
	} );
} );

describe( 'getCountryOptions', () => {
	it( 'keeps the countries allowed for the address type', () => {
		const data = {
			...countryData,
			FR: { ...countryData.FR, allowShipping: false },
		};
		const shipping = getCountryOptions(
			fixture.countries,
			data,
			'shipping'
		).map( ( o ) => o.value );
		const billing = getCountryOptions(
			fixture.countries,
			data,
			'billing'
		).map( ( o ) => o.value );
		expect( shipping ).not.toContain( 'FR' );
		expect( billing ).toContain( 'FR' );
		expect( billing ).toContain( 'VN' );
	} );
} );

describe( 'getCountryOptions sorts in the site locale', () => {
	const countries = { EC: 'Ecuador', DK: 'Đan Mạch', DM: 'Dominica' };
	const sorted = () =>
		getCountryOptions( countries, {}, 'billing' ).map( ( o ) => o.value );
	// A shopper whose browser speaks Vietnamese: what `localeCompare()` without a locale would use.
	const browserInVietnamese = () =>
		vi
			.spyOn( String.prototype, 'localeCompare' )
			.mockImplementation( function ( this: string, other: string ) {
				return new Intl.Collator( 'vi' ).compare(
					String( this ),
					other
				);
			} );
	afterEach( () => {
		vi.restoreAllMocks();
		delete window.tourfrontSettings;
	} );

	it( 'follows Vietnamese collation on a Vietnamese site (Đ after D)', () => {
		window.tourfrontSettings = {
			locale: { siteLocale: 'vi', userLocale: 'vi', weekdaysShort: [] },
		};
		expect( sorted() ).toEqual( [ 'DM', 'DK', 'EC' ] );
	} );

	it( 'follows the site, not the browser: an English site sorts Đ with D', () => {
		browserInVietnamese();
		window.tourfrontSettings = {
			locale: {
				siteLocale: 'en_US',
				userLocale: 'en_US',
				weekdaysShort: [],
			},
		};
		expect( sorted() ).toEqual( [ 'DK', 'DM', 'EC' ] );
	} );

	it( 'falls back to en_US when the page prints no locale', () => {
		browserInVietnamese();
		delete window.tourfrontSettings;
		expect( sorted() ).toEqual( [ 'DK', 'DM', 'EC' ] );
	} );
} );
