/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { orderAttributionHtml } from './orders';

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
