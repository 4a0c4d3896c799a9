/**
 * Shared helpers for the journeys, and the `test` they all use: on top of Playwright's, it fails a
 * journey during which WordPress's debug log (E2E_DEBUG_LOG) got lines.
 */

/** External dependencies */
import { test as base, expect, type Page } from '@playwright/test';

/** Internal dependencies */
import { DEBUG_LOG, linesSince, logSize } from './debug-log';
import { REAL_STORE_URL, isRealStore } from './target';

export { expect };

export const test = base.extend< { debugLog: void } >( {
	debugLog: [
		async ( {}, use ) => {
			const start = DEBUG_LOG ? logSize() : 0;
			await use();
			const lines = DEBUG_LOG ? linesSince( start ) : [];
			expect(
				lines,
				`WordPress's debug log (${ DEBUG_LOG }) during this journey`
			).toEqual( [] );
		},
		{ auto: true },
	],
} );

/**
 * A journey of `steps` page loads gets a page load's budget (the navigation timeout) for each, instead of
 * all of them sharing the one journey timeout.
 */
export function budgetPageSteps( steps: number ): void {
	const perStep = test.info().project.use.navigationTimeout ?? 30_000;
	test.setTimeout( Math.max( test.info().timeout, steps * perStep ) );
}

/** Hosts the pages may load from: this machine, and the real store's own host. */
const OWN_HOSTS = new Set( [
	'localhost',
	'127.0.0.1',
	...( isRealStore ? [ new URL( REAL_STORE_URL ).hostname ] : [] ),
] );

/**
 * Requests to other hosts that a real store makes with plain Storefront + WooCommerce just as well,
 * so they are not Tourfront's: noted on the journey (annotation "platform"), not failed. Offline
 * they fail with a console error, which is dropped with them.
 */
const PLATFORM_REQUESTS: Array< { url: RegExp; why: string } > = [
	{
		url: /^https:\/\/secure\.gravatar\.com\/avatar\//,
		why: "WordPress's avatars from gravatar.com (reviews, the admin bar)",
	},
];

/** Why a real store's request to `url` is the platform's, or undefined. */
const platformReason = ( url: string ) =>
	isRealStore
		? PLATFORM_REQUESTS.find( ( entry ) => entry.url.test( url ) )?.why
		: undefined;

/**
 * Collects console errors and warnings, page errors and any request that leaves the store's host
 * (the demo is fully offline; on a real store Tourfront itself loads nothing from elsewhere).
 */
export function watchPage( page: Page ) {
	const problems: string[] = [];
	const platform = new Set< string >();
	page.on( 'console', ( message ) => {
		const where = message.location().url;
		if ( platformReason( where ) ) {
			return;
		}
		if ( message.type() === 'error' || message.type() === 'warning' ) {
			problems.push(
				`console ${ message.type() }: ${ message.text() }${ where ? ` (${ where })` : '' }`
			);
		}
	} );
	page.on( 'pageerror', ( error ) =>
		problems.push( `page error: ${ error.message }` )
	);
	page.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		if (
			OWN_HOSTS.has( url.hostname ) ||
			[ 'data:', 'blob:' ].includes( url.protocol )
		) {
			return;
		}
		const why = platformReason( request.url() );
		if ( why ) {
			platform.add( `${ why }: ${ url.origin }${ url.pathname }` );
		} else {
			problems.push( `request off the store's host: ${ request.url() }` );
		}
	} );
	return {
		problems,
		/** Fails the test when anything was collected; notes the platform's own requests. */
		expectClean() {
			for ( const description of platform ) {
				test.info().annotations.push( {
					type: 'platform',
					description,
				} );
			}
			const distinct = [ ...new Set( problems ) ];
			expect( distinct, distinct.join( '\n' ) ).toEqual( [] );
		},
	};
}

/**
 * Waits until every image in the viewport has loaded or failed (lazy ones far from it never start, so
 * only what is on screen is awaited).
 */
export async function imagesLoaded( page: Page ): Promise< void > {
	await page.waitForFunction( () =>
		[ ...document.images ].every( ( image ) => {
			const { top, bottom } = image.getBoundingClientRect();
			return image.complete || bottom <= 0 || top >= window.innerHeight;
		} )
	);
}

/** Waits until the page has loaded, the network is idle and the blocks have mounted. */
export async function settle( page: Page ) {
	// eslint-disable-next-line playwright/no-networkidle -- the deferred and lazily imported scripts mark nothing on the page when they have run.
	await page.waitForLoadState( 'networkidle' );
	await expect( page.locator( '[data-block-name].is-loading' ) ).toHaveCount(
		0
	);
}

/** Hides the store notice bar when the store shows one: fixed at the bottom, it covers buttons. */
export async function dismissStoreNotice( page: Page ) {
	const dismiss = page.locator( '.woocommerce-store-notice__dismiss-link' );
	if ( await dismiss.isVisible() ) {
		await dismiss.click();
		await expect( dismiss ).toBeHidden();
	}
}
