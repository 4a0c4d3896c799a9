// @vitest-environment node
/**
 * The stand-ins for WooCommerce's script handles (build/compat, theme/inc/compat-scripts.php), as built:
 * each runs as a classic script over WordPress's globals, puts its `wc.*` global in place, carries none of
 * the page's stores, and stays small. They load only with a plugin that declares one of the handles, so no
 * page budget counts them; this is what such a plugin adds (gzip).
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';

/** WordPress dependencies */
import * as element from '@wordpress/element';
import * as data from '@wordpress/data';
import * as i18n from '@wordpress/i18n';
import * as url from '@wordpress/url';
import apiFetch from '@wordpress/api-fetch';

/** Internal dependencies */
import { requireBuild } from '../build-dir';
import { gzipSize } from '../page-weight';

const HANDLES = [
	'wc-price-format',
	'wc-blocks-data-store',
	'wc-blocks-components',
	'wc-blocks-checkout',
] as const;

/** Gzip bytes each may weigh (today's plus a little room). */
const CEILINGS: Record< ( typeof HANDLES )[ number ], number > = {
	'wc-price-format': 1_100,
	// +0.9 KB (2.6 → 3.5): the payment store it registers where the page has none (the cart, the mini-cart;
	// blocks/compat/payment-store-where-missing.ts).
	'wc-blocks-data-store': 3_600,
	'wc-blocks-components': 3_800,
	'wc-blocks-checkout': 1_300,
};

const file = ( handle: string ) =>
	readFileSync( path.join( requireBuild(), 'compat', `${ handle }.js` ) );

describe( 'the compatibility scripts, as built', () => {
	it( 'run in dependency order as classic scripts and put WooCommerce’s globals in place', () => {
		// A browser's global object: the scripts read and write `window.*`.
		const page = globalThis as unknown as Record< string, unknown >;
		page.window = page;
		page.React = React;
		page.ReactJSXRuntime = jsxRuntime;
		page.wp = { element, data, i18n, url, apiFetch };
		for ( const handle of HANDLES ) {
			new Function( file( handle ).toString() )();
		}
		const wc = page.wc as Record< string, Record< string, unknown > >;
		expect( Object.keys( wc ).sort() ).toEqual( [
			'blocksCheckout',
			'blocksComponents',
			'priceFormat',
			'wcBlocksData',
		] );
		expect( wc.wcBlocksData.CART_STORE_KEY ).toBe( 'wc/store/cart' );
		expect( wc.blocksCheckout.TotalsItem ).toBe(
			wc.blocksComponents.TotalsItem
		);
		expect( typeof wc.blocksCheckout.registerCheckoutFilters ).toBe(
			'function'
		);
		// The data script registers only the stores no page bundle carries.
		expect( data.select( 'wc/store/collections' ) ).toBeTruthy();
		expect( data.select( 'wc/store/schema' ) ).toBeTruthy();
		expect( data.select( 'wc/store/cart' ) ).toBeUndefined();
		// A page with no payment store installs its API (as the cart does): the data script registers one.
		expect( data.select( 'wc/store/payment' ) ).toBeUndefined();
		const queued = page.tourfrontExtensions as Array<
			( api: unknown ) => void
		>;
		queued.forEach( ( fn ) => fn( {} ) );
		expect(
			(
				data.select( 'wc/store/payment' ) as unknown as {
					getActivePaymentMethod: () => string;
				}
			 ).getActivePaymentMethod()
		).toBe( '' );
	} );

	it( 'carry no copy of the page’s stores', () => {
		for ( const handle of HANDLES ) {
			const code = file( handle ).toString();
			for ( const type of [
				'RECEIVE_CART',
				'SET_EXTENSION_DATA',
				'SET_VALIDATION_ERRORS',
			] ) {
				expect( code, `${ handle } holds ${ type }` ).not.toContain(
					type
				);
			}
		}
	} );

	for ( const handle of HANDLES ) {
		it( `${ handle } stays within ${ CEILINGS[ handle ] } B gzip`, () => {
			expect( gzipSize( file( handle ) ) ).toBeLessThanOrEqual(
				CEILINGS[ handle ]
			);
		} );
	}
} );
