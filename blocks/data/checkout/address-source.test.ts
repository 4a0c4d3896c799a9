// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { getAddressSource, getOrderAddresses } from './address-source';
import type { CustomerData } from '../cart/types';

const address = ( firstName: string, city: string ) => ( {
	first_name: firstName,
	last_name: 'An',
	company: '',
	address_1: '12 Lý Thường Kiệt',
	address_2: '',
	city,
	state: '',
	postcode: '',
	country: 'VN',
	phone: '',
} );

const customer: CustomerData = {
	billingAddress: {
		...address( 'Billing', 'Hà Nội' ),
		email: 'an@example.vn',
		phone: '0912',
	},
	shippingAddress: address( 'Shipping', 'Huế' ),
};

describe( 'getAddressSource', () => {
	it( 'follows WooCommerce: pickup → billing is the source; same-address → shipping; nothing to ship → none', () => {
		expect(
			getAddressSource( {
				needsShipping: true,
				prefersCollection: true,
				useShippingAsBilling: true,
			} )
		).toBe( 'billing' );
		expect(
			getAddressSource( {
				needsShipping: true,
				prefersCollection: false,
				useShippingAsBilling: true,
			} )
		).toBe( 'shipping' );
		expect(
			getAddressSource( {
				needsShipping: true,
				prefersCollection: false,
				useShippingAsBilling: false,
			} )
		).toBeNull();
		expect(
			getAddressSource( {
				needsShipping: false,
				prefersCollection: true,
				useShippingAsBilling: true,
			} )
		).toBeNull();
	} );
} );

describe( 'getOrderAddresses', () => {
	it( 'a pickup order sends the billing address as its shipping address (without the email)', () => {
		const sent = getOrderAddresses( customer, {
			needsShipping: true,
			prefersCollection: true,
			useShippingAsBilling: true,
		} );
		expect( sent.billing_address ).toEqual( customer.billingAddress );
		expect( sent.shipping_address ).toEqual( {
			...address( 'Billing', 'Hà Nội' ),
			phone: '0912',
		} );
	} );

	it( 'with the same address, billing is the shipping address with the contact email (and the billing phone as fallback)', () => {
		const sent = getOrderAddresses( customer, {
			needsShipping: true,
			prefersCollection: false,
			useShippingAsBilling: true,
		} );
		expect( sent.billing_address ).toEqual( {
			...customer.shippingAddress,
			phone: '0912',
			email: 'an@example.vn',
		} );
		expect( sent.shipping_address ).toEqual( customer.shippingAddress );
	} );

	it( 'sends both as typed when they differ, and no shipping address when nothing ships', () => {
		expect(
			getOrderAddresses( customer, {
				needsShipping: true,
				prefersCollection: false,
				useShippingAsBilling: false,
			} )
		).toEqual( {
			billing_address: customer.billingAddress,
			shipping_address: customer.shippingAddress,
		} );
		expect(
			getOrderAddresses( customer, {
				needsShipping: false,
				prefersCollection: false,
				useShippingAsBilling: true,
			} )
		).toEqual( {
			billing_address: customer.billingAddress,
		} );
	} );
} );
