/**
 * The demo's service worker (MSW) across pages. MSW's worker unregisters itself when its last page
 * closes, and MSW's start asks the registration it found for an update without waiting for the answer:
 * when the unregistration lands between the two (a busy machine, two tabs), Chromium rejects that update
 * with "Failed to update a ServiceWorker … Not found". The page stays controlled by its worker, so the
 * demo must neither log that as an error nor lose its answers.
 */

/** Internal dependencies */
import { DEMO_ONLY, isRealStore } from './target';
import { expect, test, watchPage } from './test-utils';

test( 'a worker registration removed while the next page starts: no error, the page keeps its answers', async ( {
	context,
} ) => {
	test.skip( isRealStore, DEMO_ONLY.worker );
	const first = await context.newPage();
	await first.goto( '/shop/' );
	await expect
		.poll( () =>
			first.evaluate( () => !! navigator.serviceWorker.controller )
		)
		.toBe( true );

	// The second tab is controlled by the same worker; its registration goes away right after MSW found it,
	// which is the order the race takes on a busy machine.
	const second = await context.newPage();
	const watch = watchPage( second );
	await second.addInitScript( () => {
		const seen = window as unknown as {
			tfUnregistered?: number;
			tfUpdateSettled?: boolean;
		};
		const container = navigator.serviceWorker;
		const getRegistrations = container.getRegistrations.bind( container );
		container.getRegistrations = async () => {
			const found = await getRegistrations();
			await Promise.all( found.map( ( r ) => r.unregister() ) );
			seen.tfUnregistered = found.length;
			return found;
		};
		// Notes when the update check is answered, passing its outcome on untouched (a rejection nobody
		// handles stays unhandled).
		const update = ServiceWorkerRegistration.prototype.update;
		ServiceWorkerRegistration.prototype.update = function () {
			return new Promise( ( resolve, reject ) =>
				update.call( this ).then(
					( value ) => {
						seen.tfUpdateSettled = true;
						resolve( value );
					},
					( error ) => {
						seen.tfUpdateSettled = true;
						reject( error );
					}
				)
			);
		};
	} );
	await second.goto( '/shop/' );
	await expect
		.poll( () =>
			second.evaluate( () => {
				const seen = window as unknown as {
					tfUnregistered?: number;
					tfUpdateSettled?: boolean;
				};
				return [ seen.tfUnregistered, seen.tfUpdateSettled ];
			} )
		)
		.toEqual( [ 1, true ] );
	// The Store API is still answered in the browser (the server itself would say 503).
	await expect
		.poll( () =>
			second.evaluate( async () => {
				const response = await fetch( '/wp-json/wc/store/v1/cart' );
				return response.status;
			} )
		)
		.toBe( 200 );
	watch.expectClean();
} );
