// @vitest-environment node
/**
 * The demo's checkout offers every country and state under the name, and in the order, a real store with
 * WooCommerce's Vietnamese language pack gives (mocks/fixtures/real-messages/vi-countries.json).
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { buildSettings, themeCountryNames } from './settings';

const recorded = JSON.parse(
	readFileSync(
		join(
			dirname( fileURLToPath( import.meta.url ) ),
			'../fixtures/real-messages/vi-countries.json'
		),
		'utf8'
	)
) as {
	countries: Record< string, string >;
	states: Record< string, Record< string, string > >;
};

const settings = buildSettings( {
	page: 'checkout',
	isCart: false,
	userId: 0,
	miniCartAssets: { scripts: [], module: '', styles: [] },
} );

describe( 'country names in the demo checkout', () => {
	it( 'lists every country the real store lists, in Vietnamese and in its order', () => {
		// The recorded list with the theme's names (theme/inc/wording.php): the same once recorded with it.
		expect( Object.entries( settings.countries ?? {} ) ).toEqual(
			themeCountryNames( recorded.countries )
		);
		// Intl's Vietnamese collation gives the recorded order (WooCommerce sorts by name with PHP's Collator).
		expect(
			themeCountryNames( recorded.countries ).filter(
				( [ code ] ) => code !== 'PL'
			)
		).toEqual(
			Object.entries( recorded.countries ).filter(
				( [ code ] ) => code !== 'PL'
			)
		);
		expect( settings.countries?.US ).toBe( 'Mỹ (US)' );
		expect( settings.countries?.VN ).toBe( 'Việt Nam' );
	} );

	it( 'names no two countries alike: Poland is "Ba Lan", Finland "Phần Lan"', () => {
		const names = Object.values( settings.countries ?? {} );
		expect(
			names.filter( ( name, i ) => names.indexOf( name ) !== i )
		).toEqual( [] );
		expect( settings.countries?.PL ).toBe( 'Ba Lan' );
		expect( settings.countries?.FI ).toBe( 'Phần Lan' );
	} );

	it( 'names the states as the real store does', () => {
		const demoStates = Object.fromEntries(
			Object.entries( settings.countryData ?? {} )
				.filter(
					( [ , data ] ) =>
						data.states &&
						! Array.isArray( data.states ) &&
						Object.keys( data.states ).length
				)
				.map( ( [ code, data ] ) => [ code, data.states ] )
		);
		expect( demoStates ).toEqual( recorded.states );
	} );
} );
