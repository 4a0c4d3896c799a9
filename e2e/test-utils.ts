/**
 * Shared helpers for the journeys.
 */

/** External dependencies */
import { expect, type Page } from '@playwright/test';

/** Collects console errors, page errors and any request that leaves localhost. */
export function watchPage( page: Page ) {
	const problems: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			problems.push( `console: ${ message.text() }` );
		}
	} );
	page.on( 'pageerror', ( error ) => problems.push( `page error: ${ error.message }` ) );
	page.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		if ( ! [ 'localhost', '127.0.0.1' ].includes( url.hostname ) && ! [ 'data:', 'blob:' ].includes( url.protocol ) ) {
			problems.push( `off-localhost request: ${ request.url() }` );
		}
	} );
	return {
		problems,
		/** Fails the test when anything was collected. */
		expectClean() {
			expect( problems, problems.join( '\n' ) ).toEqual( [] );
		},
	};
}

/** Clears the demo's stored state (cart, orders, session) and reloads. */
export async function resetDemo( page: Page, path = '/' ) {
	await page.goto( path );
	await page.evaluate( () => window.localStorage.clear() );
	await page.reload();
}
