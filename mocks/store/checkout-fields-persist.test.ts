/**
 * PUT /checkout keeps the posted additional fields on the session, as WooCommerce 11 does (checked on a
 * real store: a required field sent empty or a value its rules refuse refuses the whole request, naming the
 * field in `data.details.additional_fields.data.key`; the rest of the fields is not required).
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { createWooStore } from './index';
import { StoreError } from './errors';

const storeWithTour = () => ( { store: createWooStore() } );

describe( 'PUT /checkout additional_fields', () => {
	it( 'keeps the posted fields and answers them on GET /checkout', () => {
		const { store } = storeWithTour();
		store.saveCheckoutFields( {
			'tourfront/traveller-2-name': 'Trần Văn Nam',
			'tourfront/pickup-point': '12 Hàng Bạc',
		} );
		store.saveCheckoutFields( {
			'tourfront/traveller-2-birth-year': '1990',
		} );
		expect( store.getCheckout().additional_fields ).toEqual( {
			'tourfront/traveller-2-name': 'Trần Văn Nam',
			'tourfront/pickup-point': '12 Hàng Bạc',
			'tourfront/traveller-2-birth-year': '1990',
		} );
	} );

	it( 'refuses the whole request for a value the field refuses, naming the field', () => {
		const { store } = storeWithTour();
		let error: StoreError | undefined;
		try {
			store.saveCheckoutFields( {
				'tourfront/pickup-point': '12 Hàng Bạc',
				'tourfront/traveller-2-birth-year': 'abc',
			} );
		} catch ( caught ) {
			error = caught as StoreError;
		}
		expect( error?.code ).toBe( 'rest_invalid_param' );
		expect(
			(
				error?.data as {
					details: { additional_fields: { data: { key: string } } };
				}
			 ).details.additional_fields.data.key
		).toBe( 'tourfront/traveller-2-birth-year' );
		expect( store.getCheckout().additional_fields ).toEqual( {} );
	} );
} );
