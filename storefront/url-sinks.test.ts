/**
 * The storefront's sinks: every navigation fed by a server answer (an add-to-cart answer's
 * `product_url`, a search suggestion's `url`), with the OWASP URL vectors. None may navigate to a script URL.
 * The blocks' sinks are in blocks/url-sinks.test.tsx, the rule itself in common/safe-url.
 */

/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { navigation } from '../common/safe-url';
import { HOSTILE_URLS } from '../common/safe-url/owasp-vectors';
import { addButtonToCart } from './add-to-cart/add-to-cart';
import {
	button,
	flush,
	installWcAjax,
	loopButton,
	page,
} from './add-to-cart/test-utils';
import { isNavigable, parseSuggestions } from './live-search/suggestions';

let assign: ReturnType< typeof vi.spyOn >;
beforeEach( () => {
	assign = vi
		.spyOn( navigation, 'assign' )
		.mockImplementation( () => undefined );
} );
afterEach( () => {
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
	delete window.tourfrontSettings;
} );

describe( 'storefront navigation (product_url, suggestion url)', () => {
	it.each( HOSTILE_URLS )(
		'an add-to-cart answer whose product_url is %j goes nowhere',
		async ( url ) => {
			window.tourfrontSettings = {
				shop: {
					cart_redirect_after_add: 'no',
					cart_url: '/cart/',
					is_cart: false,
					wc_ajax_url: '/?wc-ajax=%%endpoint%%',
				},
			};
			const { held } = installWcAjax();
			page( loopButton( 11, 'HL' ) );
			const outcome = addButtonToCart( button( 11 ) );
			await flush();
			held[ 0 ].release( { error: true, product_url: url } );
			await outcome;
			expect( assign ).not.toHaveBeenCalled();
		}
	);

	it.each( HOSTILE_URLS )(
		'a search suggestion whose url is %j cannot be chosen',
		( url ) => {
			const [ suggestion ] = parseSuggestions( {
				suggestions: [ { id: 11, value: 'Hạ Long', url } ],
			} );
			expect( isNavigable( suggestion ) ).toBe( false );
		}
	);
} );
