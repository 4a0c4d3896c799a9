/**
 * MSW handlers for the Store API: every request under /wp-json/wc/store/v1 (or ?rest_route=)
 * goes to the router; faults are applied first.
 */

/** External dependencies */
import { http, HttpResponse } from 'msw';

/** Internal dependencies */
import type { WooStore } from '../store';
import type { Faults } from './faults';
import { readBody, transportFault } from './http-utils';
import { injectFault } from './store-api/fault-response';
import { baseHeaders } from './store-api/respond';
import { effectiveMethod, faultUrl, route } from './store-api/router';

function storeApiPath( url: URL ): string | undefined {
	const restRoute = url.searchParams.get( 'rest_route' );
	if ( restRoute?.startsWith( '/wc/store/v1' ) ) {
		return restRoute.slice( '/wc/store/v1'.length );
	}
	const match = url.pathname.match( /\/wp-json\/wc\/store\/v1(\/.*)?$/ );
	return match ? ( match[ 1 ] ?? '' ) : undefined;
}

/** The Store API handlers. */
export function storeApiHandlers( store: WooStore, faults: Faults ) {
	return [
		// MSW matches paths without the query, so `?rest_route=` needs the catch-all and a check.
		http.all( '*', async ( { request } ) => {
			const url = new URL( request.url );
			const path = storeApiPath( url );
			if ( path === undefined ) {
				return undefined;
			}
			const query = new URLSearchParams( url.searchParams );
			query.delete( 'rest_route' );
			const method = effectiveMethod( {
				method: request.method,
				headers: request.headers,
				query,
			} );
			const fault = faults.take( {
				method,
				url: faultUrl( { path, query } ),
			} );
			const transport = await transportFault( fault );
			if ( transport ) {
				return transport;
			}
			let answer = fault ? injectFault( store, fault ) : undefined;
			if ( ! answer ) {
				let body: unknown;
				try {
					body = await readBody( request );
				} catch {
					return HttpResponse.json(
						{
							code: 'rest_invalid_json',
							message: 'Invalid JSON body passed.',
							data: { status: 400 },
						},
						{ status: 400, headers: baseHeaders( store ) }
					);
				}
				answer = route(
					store,
					{
						method: request.method,
						path,
						query,
						headers: request.headers,
						body,
					},
					faults,
					false
				);
			}
			return HttpResponse.json( answer.body as never, {
				status: answer.status,
				headers: answer.headers,
			} );
		} ),
	];
}
