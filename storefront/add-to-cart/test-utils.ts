/**
 * Test helpers: a `fetch` answering `?wc-ajax=` from H1's mock WooCommerce store, with each answer
 * held until the test releases it (so tests can see what is in flight).
 */

/** External dependencies */
import { vi } from 'vitest';

/** Internal dependencies */
import { createWooStore } from '../../mocks/store';
import { wcAjaxAnswer } from '../../mocks/handlers/wc-ajax';

/** A held request. */
export interface HeldRequest {
	endpoint: string;
	form: Record< string, string >;
	release: ( override?: unknown ) => void;
	fail: () => void;
}

/** Installs the fake `fetch`; returns the store and the held requests. */
export function installWcAjax() {
	const store = createWooStore( { seed: 'h4' } );
	const held: HeldRequest[] = [];
	const fetchMock = vi.fn( ( url: string, init?: RequestInit ) => {
		const endpoint = new URL( url, 'http://localhost' ).searchParams.get( 'wc-ajax' ) ?? '';
		const form = Object.fromEntries( new URLSearchParams( String( init?.body ?? '' ) ) );
		return new Promise< Response >( ( resolve, reject ) => {
			held.push( {
				endpoint,
				form,
				release: ( override ) => {
					const body = override ?? wcAjaxAnswer( store, endpoint, form ).body;
					resolve( new Response( JSON.stringify( body ), { headers: { 'Content-Type': 'application/json' } } ) );
				},
				fail: () => reject( new TypeError( 'Failed to fetch' ) ),
			} );
		} );
	} );
	vi.stubGlobal( 'fetch', fetchMock );
	return { store, held, fetchMock };
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise< void > {
	for ( let round = 0; round < 5; round++ ) {
		for ( let i = 0; i < 10; i++ ) {
			await Promise.resolve();
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
}
