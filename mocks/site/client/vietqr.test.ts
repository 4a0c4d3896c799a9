/**
 * The demo prints, for a bank-transfer order, the markup a real store printed (recorded in
 * theme/tests/fixtures/vietqr): WooCommerce's bank details and the theme's VietQR block.
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { DEFAULT_SETTINGS } from '../../fixtures/settings';
import type { DemoOrder } from './orders';
import { fillViewOrder, viewOrderHtml } from './view-order';
import {
	bacsBankDetailsHtml,
	bacsBeforeThankYouHtml,
	bacsThankYouHtml,
	bankTransferHtml,
	type BankSettings,
} from './vietqr';

const FIXTURES = join( __dirname, '../../../theme/tests/fixtures/vietqr' );
const recorded = ( file: string ) =>
	readFileSync( join( FIXTURES, file ), 'utf8' );

/** Markup as the browser reads it (entities, attribute quoting and whitespace between tags settled). */
function normalise( html: string ): string {
	const template = document.createElement( 'template' );
	template.innerHTML = html.replace( />\s+</g, '><' ).trim();
	return template.innerHTML;
}

const BANK: BankSettings = {
	accounts: DEFAULT_SETTINGS.bacsAccounts,
	baseCountry: 'VN',
};

/** The recorded order: 102, Tour Hạ Long with shipping and taxes, 2.771.400 ₫, on hold. */
function order( patch: Partial< DemoOrder > = {} ): DemoOrder {
	return {
		id: 102,
		key: 'wc_order_x',
		status: 'on-hold',
		date: '2026-11-24T01:20:00',
		customerId: 7,
		paymentMethod: 'bacs',
		paymentTitle: 'Chuyển khoản ngân hàng',
		billing: {
			first_name: 'An',
			last_name: 'Nguyễn',
			address_1: '12 Lý Thường Kiệt',
			city: 'Hà Nội',
			country: 'VN',
			email: 'an@example.vn',
		},
		shipping: {},
		cart: {
			items: [
				{
					name: 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền',
					quantity: 1,
					totals: { line_subtotal: '2490000' },
				},
			],
			totals: {
				currency_code: 'VND',
				currency_minor_unit: 0,
				currency_thousand_separator: '.',
				currency_decimal_separator: ',',
				currency_prefix: '',
				currency_suffix: ' ₫',
				total_items: '2490000',
				total_price: '2771400',
			},
		},
		attribution: {},
		...patch,
	};
}

afterEach( () => {
	document.body.innerHTML = '';
	delete window.tourfrontSettings;
} );

describe( "the demo's bank-transfer markup", () => {
	it( "is the real store's on order received: the VietQR block first, and WooCommerce's bank details only without it", () => {
		expect( normalise( bacsBankDetailsHtml( order(), BANK ) ) ).toBe(
			normalise( recorded( 'bacs-bank-details.html' ) )
		);
		expect( normalise( bankTransferHtml( order(), BANK, true ) ) ).toBe(
			normalise( recorded( 'order-received.html' ) )
		);
		expect( normalise( bacsBeforeThankYouHtml( order(), BANK ) ) ).toBe(
			normalise( recorded( 'order-received.html' ) )
		);
		// The block lists the accounts: WooCommerce's list would repeat them.
		expect( bacsThankYouHtml( order(), BANK ) ).toBe( '' );
		const abroad = { ...BANK, baseCountry: 'US' };
		expect( bacsBeforeThankYouHtml( order(), abroad ) ).toBe( '' );
		expect( normalise( bacsThankYouHtml( order(), abroad ) ) ).toBe(
			normalise( recorded( 'bacs-bank-details.html' ) )
		);
	} );

	it( 'prints no block for other gateways or once the order is paid', () => {
		expect(
			bacsThankYouHtml( order( { paymentMethod: 'cod' } ), BANK )
		).toBe( '' );
		expect(
			bankTransferHtml( order( { status: 'processing' } ), BANK )
		).toBe( '' );
		expect(
			bankTransferHtml( order( { status: 'pending' } ), BANK )
		).not.toBe( '' );
	} );

	it( 'keeps the accounts without a code outside Vietnam, and prints nothing more on order received', () => {
		const abroad = { ...BANK, baseCountry: 'US' };
		expect( bankTransferHtml( order(), abroad, true ) ).toBe( '' );
		const html = bankTransferHtml( order(), abroad );
		expect( html ).toContain( '0123456789' );
		expect( html ).not.toContain( 'data-tourfront-vietqr' );
		expect( html ).not.toContain( 'tourfront-vietqr__figure' );
	} );
} );

describe( 'View order', () => {
	it( 'shows the status line, the bank-transfer block, then the order details', () => {
		document.body.innerHTML = viewOrderHtml( order(), BANK );
		expect( document.querySelector( 'p' )?.textContent ).toMatch(
			/^Order #102 was placed on .+ and is currently on-hold\.$/
		);
		expect(
			document.querySelector(
				'.tourfront-vietqr + .woocommerce-order-details'
			)
		).not.toBeNull();
		expect(
			normalise(
				document.querySelector( '.tourfront-vietqr' )!.outerHTML
			)
		).toBe( normalise( recorded( 'order-received.html' ) ) );
	} );

	it( "shows only the customer's own order", () => {
		window.tourfrontSettings = {
			currentUserId: 8,
		} as unknown as typeof window.tourfrontSettings;
		document.body.innerHTML =
			'<div data-tourfront-demo-view-order="102"></div>';
		fillViewOrder( [ order() ], BANK );
		expect(
			document.querySelector( '.woocommerce-error' )?.textContent
		).toContain( 'Invalid order.' );
		window.tourfrontSettings = {
			currentUserId: 7,
		} as unknown as typeof window.tourfrontSettings;
		document.body.innerHTML =
			'<div data-tourfront-demo-view-order="102"></div>';
		fillViewOrder( [ order() ], BANK );
		expect( document.querySelector( '.tourfront-vietqr' ) ).not.toBeNull();
	} );
} );
