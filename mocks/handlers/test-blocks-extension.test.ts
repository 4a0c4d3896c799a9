// @vitest-environment node
/**
 * The test blocks extension's Store API parts over HTTP, as its PHP answers on a real store: the cart's
 * extension data, the update callback's fee, the checkout's newsletter meta; nothing of it when it is off.
 */

/** External dependencies */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { RECORDED_TOURS } from '../fixtures/recorded';
import { setupMockWoo } from '../node';
import { createWooStore } from '../store';
import { pageNonce } from '../store/nonce';
import { BILLING } from '../store/test-utils';
import {
	BLOCKS_EXTENSION,
	NEWSLETTER_META,
} from '../store/test-blocks-extension';

const API = 'http://localhost/wp-json/wc/store/v1';
const on = setupMockWoo( {
	tours: RECORDED_TOURS,
	tourfront: false,
	seed: 'blocks-extension',
	settings: { blocksExtension: true },
} );
beforeAll( () => on.listen() );
afterEach( () => on.reset() );
afterAll( () => on.server.close() );

const post = ( path: string, body: unknown ) =>
	fetch( `${ API }${ path }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Nonce: pageNonce() },
		body: JSON.stringify( body ),
	} );

interface CartBody {
	fees: Array< { key: string; name: string; totals: { total: string } } >;
	totals: { total_price: string; total_fees: string };
	extensions: Record< string, unknown >;
}

describe( 'The test blocks extension on the Store API', () => {
	it( 'puts { points, insured } in the cart: a point per 10.000 ₫ of the total', async () => {
		await post( '/cart/add-item', { id: 11, quantity: 1 } );
		const cart = ( await (
			await fetch( `${ API }/cart` )
		).json() ) as CartBody;
		const total = Number( cart.totals.total_price );
		expect( total ).toBeGreaterThan( 10000 );
		expect( cart.extensions[ BLOCKS_EXTENSION ] ).toEqual( {
			points: Math.floor( total / 10000 ),
			insured: false,
		} );
	} );

	it( 'adds the untaxed fee "Bảo hiểm du lịch" 50.000 ₫ to the fees and the totals once insured', async () => {
		const before = ( await (
			await post( '/cart/add-item', { id: 11, quantity: 1 } )
		).json() ) as CartBody;
		const response = await post( '/cart/extensions', {
			namespace: BLOCKS_EXTENSION,
			data: { insured: true },
		} );
		expect( response.status ).toBe( 200 );
		const after = ( await response.json() ) as CartBody;
		expect( after.fees ).toMatchObject( [
			{
				key: 'bao-hiem-du-lich',
				name: 'Bảo hiểm du lịch',
				totals: { total: '50000', total_tax: '0' },
			},
		] );
		expect( after.totals.total_fees ).toBe( '50000' );
		expect(
			Number( after.totals.total_price ) -
				Number( before.totals.total_price )
		).toBe( 50000 );
		expect( after.extensions[ BLOCKS_EXTENSION ] ).toEqual( {
			points: Math.floor( Number( after.totals.total_price ) / 10000 ),
			insured: true,
		} );
		// The session keeps it: the next GET has the fee too.
		const again = ( await (
			await fetch( `${ API }/cart` )
		).json() ) as CartBody;
		expect( again.totals.total_fees ).toBe( '50000' );
	} );

	it.each( [
		[ true, 'yes' ],
		[ false, 'no' ],
		[ undefined, 'no' ],
	] )(
		'keeps newsletter %s from the checkout as %s on the order',
		async ( newsletter, meta ) => {
			await post( '/cart/add-item', { id: 11, quantity: 1 } );
			const response = await post( '/checkout', {
				billing_address: BILLING,
				shipping_address: BILLING,
				payment_method: 'cod',
				extensions:
					newsletter === undefined
						? {}
						: { [ BLOCKS_EXTENSION ]: { newsletter } },
			} );
			expect( response.status ).toBe( 200 );
			const { order_id: id, order_key: key } =
				( await response.json() ) as {
					order_id: number;
					order_key: string;
				};
			expect(
				on.store.getOrder( id, key )?.meta[ NEWSLETTER_META ]
			).toBe( meta );
		}
	);
} );

describe( 'Without the test blocks extension', () => {
	it( 'the cart has none of its data and its namespace is unknown (400)', () => {
		const store = createWooStore( {
			tours: RECORDED_TOURS,
			tourfront: false,
			seed: 'no-blocks-extension',
		} );
		store.addItem( { id: 11 } );
		expect(
			store.getCartResponse().extensions[ BLOCKS_EXTENSION ]
		).toBeUndefined();
		expect( () =>
			store.extensionCartUpdate( BLOCKS_EXTENSION, { insured: true } )
		).toThrow( 'There is no such namespace registered' );
	} );
} );
