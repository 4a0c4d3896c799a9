// @vitest-environment node
/**
 * A variable product's `prices.price_range` as WooCommerce 11 answers it (ProductSchema): `{ min_amount,
 * max_amount }` of its variations' active prices when they differ, `null` when every variation costs the
 * same. Checked against the real store's answer for the whole seeded catalogue (./price-ranges.json, the
 * demo's tours), and against the recorded variable product.
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { RECORDED_TOURS } from '../fixtures/recorded';
import { setupMockWoo } from '../node';
import { createWooStore } from '../store';
import { productPrices } from '../store/product-response';
import { loadRecords } from './records';

interface PriceEntry {
	slug: string;
	type: string;
	price: string;
	price_range: { min_amount: string; max_amount: string } | null;
}

const real = (
	JSON.parse(
		readFileSync(
			new URL( './price-ranges.json', import.meta.url ),
			'utf8'
		)
	) as { products: PriceEntry[] }
 ).products;

const mock = setupMockWoo( { seed: 'price-range' } );
const API = 'http://localhost/wp-json/wc/store/v1';

beforeAll( () => mock.listen() );
afterAll( () => mock.server.close() );

async function mockProducts(): Promise< PriceEntry[] > {
	const list = ( await (
		await fetch( `${ API }/products?per_page=100` )
	).json() ) as Array< {
		slug: string;
		type: string;
		prices: Omit< PriceEntry, 'slug' | 'type' >;
	} >;
	return list.map( ( product ) => ( {
		slug: product.slug,
		type: product.type,
		price: product.prices.price,
		price_range: product.prices.price_range,
	} ) );
}

describe( 'prices.price_range of variable products', () => {
	it( 'is what the real store answers for every tour of the catalogue', async () => {
		const bySlug = new Map(
			( await mockProducts() ).map( ( entry ) => [ entry.slug, entry ] )
		);
		const variable = real.filter( ( entry ) => entry.type === 'variable' );
		expect( variable.length ).toBeGreaterThan( 20 );
		for ( const entry of variable ) {
			expect( { slug: entry.slug, ...bySlug.get( entry.slug ) } ).toEqual(
				entry
			);
		}
		// Both kinds are there: tours with a range and tours whose departures all cost the same.
		expect( variable.some( ( entry ) => entry.price_range ) ).toBe( true );
		expect( variable.some( ( entry ) => ! entry.price_range ) ).toBe(
			true
		);
	} );

	it( 'carries the key on every product, as the schema does (null for simple products)', async () => {
		for ( const entry of await mockProducts() ) {
			expect( entry ).toHaveProperty( 'price_range' );
			if ( entry.type !== 'variable' ) {
				expect( entry.price_range ).toBeNull();
			}
		}
	} );

	it( 'spans the recorded variable product’s variations to the unit (record 06)', () => {
		const record = loadRecords().find(
			( r ) => r.file === '06-product-variable.json'
		)!;
		const recorded = record.response.body as {
			id: number;
			prices: { price_range: PriceEntry[ 'price_range' ] };
		};
		const store = createWooStore( {
			tours: RECORDED_TOURS,
			tourfront: false,
		} );
		expect(
			productPrices( store.ctx, store.catalogue.get( recorded.id )! )
				.price_range
		).toEqual( recorded.prices.price_range );
	} );
} );
