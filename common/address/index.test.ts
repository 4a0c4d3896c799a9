// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	getChangedAddressFields,
	isAddressComplete,
	normalizeAddress,
	normalizeAddressField,
} from '.';

describe( 'address normalisation', () => {
	it( 'keeps only a valid, trimmed email', () => {
		expect(
			normalizeAddressField( 'email', '  an.nguyen@example.vn ' )
		).toBe( 'an.nguyen@example.vn' );
		expect( normalizeAddressField( 'email', 'an.nguyen@' ) ).toBe( '' );
	} );

	it( 'removes a space from the postcode and upper-cases it', () => {
		expect( normalizeAddressField( 'postcode', ' sw1a 1aa ' ) ).toBe(
			'SW1A1AA'
		);
		expect( normalizeAddressField( 'postcode', '100000' ) ).toBe(
			'100000'
		);
	} );

	it( 'trims every other field', () => {
		expect(
			normalizeAddress( { first_name: '  An ', city: 'Hà Nội  ' } )
		).toEqual( { first_name: 'An', city: 'Hà Nội' } );
	} );

	it( 'reports only the fields that differ after normalising', () => {
		const previous = { first_name: 'An', postcode: 'SW1A1AA', email: '' };
		expect(
			getChangedAddressFields( previous, {
				first_name: ' An ',
				postcode: 'sw1a 1aa',
				email: 'an@',
			} )
		).toEqual( {} );
		expect(
			getChangedAddressFields( previous, {
				first_name: 'Bình',
				postcode: 'SW1A1AA',
				email: 'a@b.vn',
			} )
		).toEqual( {
			first_name: 'Bình',
			email: 'a@b.vn',
		} );
	} );

	it( 'a full address has all 10 fields, billing also email', () => {
		const shipping = {
			first_name: '',
			last_name: '',
			company: '',
			address_1: '',
			address_2: '',
			city: '',
			state: '',
			postcode: '',
			country: '',
			phone: '',
		};
		expect( isAddressComplete( shipping ) ).toBe( true );
		expect( isAddressComplete( shipping, 'billing' ) ).toBe( false );
		expect(
			isAddressComplete( { ...shipping, email: '' }, 'billing' )
		).toBe( true );
		const { phone: _phone, ...missing } = shipping;
		expect( isAddressComplete( missing ) ).toBe( false );
	} );
} );
