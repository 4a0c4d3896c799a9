// @vitest-environment node
/**
 * The collections store over the real api-fetch and our Store API client, against the mock WooCommerce:
 * route discovery from the namespace index, collections read from the discovered routes, and the
 * `Last-Modified` check that clears the cached collections.
 */

/** External dependencies */
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	createTestEnvironment,
	describeRequests,
	withMockWoo,
} from '../test-utils';
import { storeMidnight } from '../../../mocks/fixtures/departures';
import { COLLECTIONS_STORE_KEY } from './constants';
import { createCollectionsStore } from './store';

const { woo, requests } = withMockWoo();
const NS = 'wc/store/v1';

let cleanup = () => undefined as void;
afterEach( () => cleanup() );

/** A fresh registry with the collections store and the Store API client. */
function setUp() {
	const env = createTestEnvironment();
	env.registry.register( createCollectionsStore() );
	cleanup = env.cleanup;

	const store = () => env.registry.select( COLLECTIONS_STORE_KEY ) as any;

	const resolve = () =>
		env.registry.resolveSelect( COLLECTIONS_STORE_KEY ) as any;
	return { store, resolve };
}

const paths = () =>
	requests.map(
		( request ) =>
			`${ request.method } ${ request.url.pathname }${ request.url.search.replace( /[?&]_locale=user/, '' ).replace( /^&/, '?' ) }`
	);

describe( 'Route discovery (GET {namespace})', () => {
	it( 'reads the namespace index once and finds each resource’s route, ids filled in', async () => {
		const { store, resolve } = setUp();
		await resolve().getRoutes( NS );
		expect( store().getRoutes( NS ) ).toContain(
			'/wc/store/v1/products/attributes/{attribute_id}/terms'
		);
		expect( store().getRoute( NS, 'products' ) ).toBe(
			'/wc/store/v1/products'
		);
		expect( store().getRoute( NS, 'products', [ 15 ] ) ).toBe(
			'/wc/store/v1/products/15'
		);
		expect(
			store().getRoute( NS, 'products/attributes/terms', [ 1 ] )
		).toBe( '/wc/store/v1/products/attributes/1/terms' );
		expect( store().getRoute( NS, 'khong-co' ) ).toBe( '' );
		await resolve().getRoute( NS, 'products/categories' );
		expect( describeRequests( requests ) ).toEqual( [ 'GET ' ] );
	} );
} );

describe( 'Collections (GET {route from the namespace schema}?{query})', () => {
	it( 'reads a collection from the discovered route with its query, keeps its headers, and reads it once', async () => {
		const { store, resolve } = setUp();
		const items = await resolve().getCollection( NS, 'products', {
			per_page: 5,
		} );
		expect( items ).toHaveLength( 5 );
		expect(
			Number(
				store().getCollectionHeader( 'X-WP-Total', NS, 'products', {
					per_page: 5,
				} )
			)
		).toBeGreaterThan( 5 );
		expect(
			store().getCollectionHeader( 'x-no-such-header', NS, 'products', {
				per_page: 5,
			} )
		).toBeUndefined();
		await resolve().getCollectionHeader(
			'x-wp-totalpages',
			NS,
			'products',
			{ per_page: 5 }
		);
		await resolve().getCollection( NS, 'products', { per_page: 5 } );
		expect( paths() ).toEqual( [
			'GET /wp-json/wc/store/v1',
			'GET /wp-json/wc/store/v1/products?per_page=5',
		] );
	} );

	it( 'reads a resource with ids through its placeholder route', async () => {
		const { resolve } = setUp();
		const terms = ( await resolve().getCollection(
			NS,
			'products/attributes/terms',
			null,
			[ 1 ]
		) ) as Array< { slug: string } >;
		expect( terms.length ).toBeGreaterThan( 0 );
		expect( paths()[ 1 ] ).toBe(
			'GET /wp-json/wc/store/v1/products/attributes/1/terms'
		);
	} );

	it( 'asks nothing for a resource the namespace does not list, and keeps a failed read’s error', async () => {
		const { store, resolve } = setUp();
		expect( await resolve().getCollection( NS, 'khong-co' ) ).toEqual( [] );
		expect( paths() ).toEqual( [ 'GET /wp-json/wc/store/v1' ] );
		woo.faults.failNext( '/wc/store/v1/products/categories', {
			status: 500,
		} );
		expect(
			await resolve().getCollection( NS, 'products/categories' )
		).toEqual( [] );
		expect(
			store().getCollectionError( NS, 'products/categories' )
		).toMatchObject( { code: expect.any( String ) } );
	} );
} );

describe( 'Last-Modified', () => {
	it( 'remembers the first value; a newer one clears the cached collections, which are read again', async () => {
		const { store, resolve } = setUp();
		await resolve().getCollection( NS, 'products', { per_page: 2 } );
		const first = store().getCollectionLastModified();
		expect( first ).toBe(
			storeMidnight( woo.store.ctx.catalogue.buildDay )
		);

		// Same catalogue: another page keeps the first one cached.
		await resolve().getCollection( NS, 'products', {
			per_page: 2,
			page: 2,
		} );
		expect(
			store().getCollection( NS, 'products', { per_page: 2 } )
		).toHaveLength( 2 );

		// A product changed on the server (an order lowered its stock): the next answer is newer.
		woo.store.ctx.state.productsModifiedAt = first + 3_600_000;
		await resolve().getCollection( NS, 'products', {
			per_page: 2,
			page: 3,
		} );
		expect( store().getCollectionLastModified() ).toBe( first + 3_600_000 );
		expect(
			store().getCollection( NS, 'products', { per_page: 2 } )
		).toEqual( [] );
		expect(
			store().getCollection( NS, 'products', { per_page: 2, page: 3 } )
		).toHaveLength( 2 );

		requests.length = 0;
		expect(
			await resolve().getCollection( NS, 'products', { per_page: 2 } )
		).toHaveLength( 2 );
		expect( paths() ).toEqual( [
			'GET /wp-json/wc/store/v1/products?per_page=2',
		] );
	} );

	it( 'an older or equal value clears nothing', async () => {
		const { store, resolve } = setUp();
		woo.store.ctx.state.productsModifiedAt = Date.parse(
			'2026-06-01T00:00:00Z'
		);
		await resolve().getCollection( NS, 'products', { per_page: 2 } );
		woo.store.ctx.state.productsModifiedAt = Date.parse(
			'2026-05-01T00:00:00Z'
		);
		await resolve().getCollection( NS, 'products', {
			per_page: 2,
			page: 2,
		} );
		expect( store().getCollectionLastModified() ).toBe(
			Date.parse( '2026-06-01T00:00:00Z' )
		);
		expect(
			store().getCollection( NS, 'products', { per_page: 2 } )
		).toHaveLength( 2 );
	} );
} );
