// @vitest-environment node
/**
 * The mock WooCommerce says what a real store with WooCommerce's Vietnamese language pack says: the
 * shopper's mistakes of scripts/real-messages/scenarios.ts, played against the mock with the demo's
 * Vietnamese, give the answers recorded on a real store (mocks/fixtures/real-messages/vi.json,
 * re-recorded with `node scripts/record-real-messages.mjs --url <store>`).
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	productTexts,
	type ProductTexts,
} from '../../scripts/real-messages/product-texts';
import {
	runScenarios,
	SCENARIOS,
	type Said,
} from '../../scripts/real-messages/scenarios';
import { setupMockWoo } from '../node';
import { loadDictionary, toLocaleData } from '../site/i18n';

const recording = JSON.parse(
	readFileSync(
		join(
			dirname( fileURLToPath( import.meta.url ) ),
			'../fixtures/real-messages/vi.json'
		),
		'utf8'
	)
) as {
	locale: string;
	buildDay: string;
	messages: Record< string, Said >;
	products: Record< string, ProductTexts >;
};

/**
 * The recording with the theme's typographic quotes (theme/inc/wording.php puts “ ” around a quoted code of
 * WooCommerce's messages, which the Store API escapes as &quot; when they are straight). A recording made
 * with the filter on already has them: then this changes nothing.
 */
function withThemeQuotes( said: Said ): Said {
	return JSON.parse(
		JSON.stringify( said ).replace(
			/&quot;([^&<>"]*?)&quot;/g,
			'\u201c$1\u201d'
		)
	) as Said;
}

// The departures (and the dates the seat messages name) count from the day the real store was seeded.
const mock = setupMockWoo( {
	buildDay: recording.buildDay,
	now: () => Date.parse( `${ recording.buildDay }T05:00:00Z` ),
} );
let answers: Record< string, Said > = {};
let texts: Record< string, ProductTexts > = {};

beforeAll( async () => {
	setLocaleData( toLocaleData( loadDictionary() ) as never, 'tourfront' );
	mock.listen();
	answers = await runScenarios( 'http://shop.test', {
		beforeEach: () => mock.reset(),
		setStock: async ( id, quantity ) => {
			mock.store.ctx.state.stock[ String( id ) ] = quantity;
		},
	} );
	mock.reset();
	const listing = await fetch(
		'http://shop.test/wp-json/wc/store/v1/products?per_page=100&orderby=slug&order=asc'
	);
	texts = productTexts( await listing.json() );
} );

afterAll( () => {
	mock.server.close();
	resetLocaleData( undefined, 'tourfront' );
} );

describe( 'the mock WooCommerce in Vietnamese', () => {
	it( 'has a recording of a Vietnamese store for every scenario', () => {
		expect( recording.locale ).toBe( 'vi' );
		expect( Object.keys( recording.messages ).sort() ).toEqual(
			Object.keys( SCENARIOS ).sort()
		);
	} );

	it.each( Object.keys( SCENARIOS ) )(
		'answers "%s" as the real store did',
		( name ) => {
			expect( answers[ name ] ).toEqual(
				withThemeQuotes( recording.messages[ name ] )
			);
		}
	);
} );

describe( 'quoted coupon codes', () => {
	it( 'are in typographic quotes, as the theme words them', () => {
		expect( answers[ Object.keys( SCENARIOS )[ 0 ] ] ).toBeDefined();
		const said = JSON.stringify( answers );
		expect( said ).toContain( '\u201chethan\u201d' );
		expect( said ).not.toContain( '&quot;hethan&quot;' );
	} );
} );

describe( "what the mock's catalogue says in Vietnamese", () => {
	it( 'lists the products the real store lists', () => {
		expect( Object.keys( texts ) ).toEqual(
			Object.keys( recording.products )
		);
	} );

	it.each( Object.keys( recording.products ) )(
		'words "%s" (stock, button, screen-reader prices) as the real store did',
		( slug ) => {
			expect( texts[ slug ] ).toEqual( recording.products[ slug ] );
		}
	);
} );
