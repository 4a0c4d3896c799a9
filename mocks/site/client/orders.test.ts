/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { orderAttributionHtml, orderDetailsHtml } from './orders';

describe( 'order attribution on the order-received page', () => {
	it( 'shows the origin and the non-empty fields of the order meta, escaped', () => {
		const html = orderAttributionHtml( {
			_wc_order_attribution_source_type: 'utm',
			_wc_order_attribution_utm_source: 'facebook',
			_wc_order_attribution_utm_medium: 'cpc',
			_wc_order_attribution_utm_campaign: '<b>tết</b>',
			_wc_order_attribution_utm_content: '',
			_wc_order_attribution_device_type: 'Mobile',
			_wc_order_attribution_session_pages: '3',
		} );
		const table = document.createElement( 'div' );
		table.innerHTML = html;
		const rows = [ ...table.querySelectorAll( 'tr' ) ].map( ( tr ) => [ tr.querySelector( 'th' )?.textContent, tr.querySelector( 'td' )?.textContent ] );
		expect( rows ).toEqual( [
			[ 'Origin', 'Source: facebook' ],
			[ 'Source type', 'utm' ],
			[ 'Campaign', '<b>tết</b>' ],
			[ 'Source', 'facebook' ],
			[ 'Marketing medium', 'cpc' ],
			[ 'Device type', 'Mobile' ],
			[ 'Session page views', '3' ],
		] );
		expect( table.querySelector( 'b' ) ).toBeNull();
	} );

	it( 'shows nothing for an order placed without attribution (tracking off)', () => {
		expect( orderAttributionHtml( {} ) ).toBe( '' );
	} );

	it( 'names a direct visit as such', () => {
		expect( orderAttributionHtml( { _wc_order_attribution_source_type: 'typein', _wc_order_attribution_utm_source: '(direct)' } ) ).toContain( 'Direct' );
	} );
} );

describe( 'order details on the order-received page', () => {
	const order = {
		id: 7,
		key: 'wc_order_x',
		status: 'processing',
		date: '2026-11-24T03:00:00Z',
		customerId: 0,
		paymentMethod: 'cod',
		paymentTitle: 'COD',
		billing: { first_name: 'Mai', last_name: 'Trần Thị', address_1: '25 Hàng Bài', city: 'Hà Nội', country: 'VN' },
		shipping: {},
		cart: { items: [], totals: {} },
		attribution: { '_wc_other/tourfront/traveller-2-name': 'Trần <b>Nam</b>', '_wc_other/tourfront/pickup-point': 'Bãi Cháy', _wc_order_attribution_source_type: 'typein' },
	};

	it( 'prints a Vietnamese name family name first and the order’s additional fields as WooCommerce does', () => {
		const html = orderDetailsHtml( order );
		expect( html ).toContain( 'Trần Thị Mai' );
		expect( html ).toContain( '<section class="wc-block-order-confirmation-additional-fields-wrapper">' );
		expect( html ).toContain( '<dt>Traveller 2: full name</dt><dd>Trần &lt;b&gt;Nam&lt;/b&gt;</dd>' );
		expect( html ).toContain( '<dt>Pickup point</dt><dd>Bãi Cháy</dd>' );
	} );

	it( 'prints no additional section for an order without fields', () => {
		expect( orderDetailsHtml( { ...order, attribution: {} } ) ).not.toContain( 'additional-fields' );
	} );
} );
