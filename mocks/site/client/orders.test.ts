/** External dependencies */
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	fillAccountOrders,
	orderAttributionHtml,
	orderDetailsHtml,
	orderReceivedHtml,
	type DemoOrder,
} from './orders';

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
		const rows = [ ...table.querySelectorAll( 'tr' ) ].map( ( tr ) => [
			tr.querySelector( 'th' )?.textContent,
			tr.querySelector( 'td' )?.textContent,
		] );
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
		expect(
			orderAttributionHtml( {
				_wc_order_attribution_source_type: 'typein',
				_wc_order_attribution_utm_source: '(direct)',
			} )
		).toContain( 'Direct' );
	} );
} );

describe( 'order-received page', () => {
	const order = {
		id: 77,
		key: 'wc_order_x',
		date: '2026-11-24T04:00:00',
		customerId: 0,
		paymentMethod: 'bacs',
		paymentTitle: 'Chuyển khoản ngân hàng',
		billing: {
			first_name: 'Mai',
			last_name: 'Trần Thị',
			email: 'mai@example.vn',
			country: 'VN',
		},
		shipping: {},
		attribution: {
			_wc_order_attribution_source_type: 'utm',
			_wc_order_attribution_utm_source: 'facebook',
		},
		cart: {
			items: [],
			totals: {
				total_items: '2490000',
				total_price: '2739000',
				currency_minor_unit: 0,
				tax_lines: [
					{ name: 'VAT', price: '199200', rate: '8%' },
					{ name: 'Phí du lịch', price: '49800', rate: '2%' },
				],
			},
		},
	} as unknown as DemoOrder;
	const render = ( admin: boolean ) => {
		(
			window as unknown as { tourfrontSettings: unknown }
		 ).tourfrontSettings = { currentUserId: 0, currentUserIsAdmin: admin };
		const page = document.createElement( 'div' );
		page.innerHTML = orderReceivedHtml( order );
		return page;
	};
	afterEach( () => {
		delete ( window as unknown as { tourfrontSettings?: unknown } )
			.tourfrontSettings;
	} );

	it( 'keeps the traffic source from the shopper and shows it to an administrator', () => {
		expect(
			render( false ).querySelector( '.woocommerce-order-attribution' )
		).toBeNull();
		expect(
			render( true ).querySelector( '.woocommerce-order-attribution' )
		).not.toBeNull();
	} );

	it( 'lists VAT and the travel fee on lines of their own, with their rates as the cart names them', () => {
		const labels = [
			...render( false ).querySelectorAll( '.order_details tfoot th' ),
		].map( ( th ) => th.textContent );
		expect( labels ).toEqual(
			expect.arrayContaining( [ 'VAT 8%:', 'Phí du lịch 2%:' ] )
		);
		expect(
			labels.filter( ( l ) => /^(Tax|Thuế):$/.test( l ?? '' ) )
		).toEqual( [] );
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
		billing: {
			first_name: 'Mai',
			last_name: 'Trần Thị',
			address_1: '25 Hàng Bài',
			city: 'Hà Nội',
			country: 'VN',
		},
		shipping: {},
		cart: { items: [], totals: {} },
		attribution: {
			'_wc_other/tourfront/traveller-2-name': 'Trần <b>Nam</b>',
			'_wc_other/tourfront/pickup-point': 'Bãi Cháy',
			_wc_order_attribution_source_type: 'typein',
		},
	};

	it( 'prints a Vietnamese name family name first and the order’s additional fields as WooCommerce does', () => {
		const html = orderDetailsHtml( order );
		expect( html ).toContain( 'Trần Thị Mai' );
		expect( html ).toContain(
			'<section class="wc-block-order-confirmation-additional-fields-wrapper">'
		);
		expect( html ).toContain(
			'<dt>Traveller 2: full name</dt><dd>Trần &lt;b&gt;Nam&lt;/b&gt;</dd>'
		);
		expect( html ).toContain( '<dt>Pickup point</dt><dd>Bãi Cháy</dd>' );
	} );

	it( 'prints no additional section for an order without fields', () => {
		expect(
			orderDetailsHtml( { ...order, attribution: {} } )
		).not.toContain( 'additional-fields' );
	} );

	it( 'prints a shipping address only for an order shipped by a method other than pickup, as WooCommerce does', () => {
		const address = {
			first_name: 'Mai',
			last_name: 'Trần Thị',
			address_1: '25 Hàng Bài',
			city: 'Hà Nội',
			country: 'VN',
		};
		const shippedBy = ( methodId?: string ) =>
			orderDetailsHtml( {
				...order,
				// The checkout sends the billing address as the shipping one when it asks for none.
				shipping: address,
				cart: {
					items: [],
					totals: {},
					shipping_rates: methodId
						? [
								{
									shipping_rates: [
										{
											name: methodId,
											selected: true,
											method_id: methodId,
										},
									],
								},
							]
						: [],
				},
			} as unknown as DemoOrder );
		expect( shippedBy() ).not.toContain( 'Shipping address' );
		expect( shippedBy( 'pickup_location' ) ).not.toContain(
			'Shipping address'
		);
		expect( shippedBy( 'flat_rate' ) ).toContain( 'Shipping address' );
	} );
} );

describe( 'My account → Orders', () => {
	const line = ( quantity: number, tour: boolean ) => ( {
		name: tour ? 'Tour Hạ Long 2 ngày 1 đêm' : 'Sách hướng dẫn',
		quantity,
		extensions: {
			'tourfront-booking': tour
				? { is_tour: true, adults: 2, children: quantity - 2 }
				: { is_tour: false },
		},
	} );
	const order = ( id: number, items: unknown[] ) =>
		( {
			id,
			key: `wc_order_${ id }`,
			status: 'processing',
			date: '2026-11-24T04:00:00',
			customerId: 7,
			paymentMethod: 'cod',
			paymentTitle: 'Thanh toán khi nhận hàng',
			billing: {},
			shipping: {},
			attribution: {},
			cart: {
				items,
				totals: { total_price: '2739000', currency_minor_unit: 0 },
			},
		} ) as unknown as DemoOrder;
	afterEach( () => {
		delete ( window as unknown as { tourfrontSettings?: unknown } )
			.tourfrontSettings;
	} );

	it( "says what a tour order pays for in travellers, as the theme's column does", () => {
		(
			window as unknown as { tourfrontSettings: unknown }
		 ).tourfrontSettings = { currentUserId: 7 };
		const page = document.createElement( 'div' );
		page.innerHTML =
			'<table data-tourfront-demo-orders hidden><tbody></tbody></table>';
		fillAccountOrders(
			[
				order( 61, [ line( 3, true ) ] ),
				order( 62, [ line( 3, true ), line( 1, false ) ] ),
			],
			page
		);
		const totals = [
			...page.querySelectorAll(
				'.woocommerce-orders-table__cell-order-total'
			),
		].map( ( cell ) => cell.textContent?.replace( /^.*₫\s*/, '' ) );
		expect( totals ).toEqual( [
			'for 3 travellers, 1 item',
			'for 3 travellers',
		] );
	} );
} );
