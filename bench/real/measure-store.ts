/**
 * Measures one real store in the browser: the weight and layout shift of each page type, axe, the
 * requests of each journey step and the shopper-facing latencies. (Lighthouse runs apart, see run-real.ts.)
 */

/** External dependencies */
import type { Browser, BrowserContext } from 'playwright-core';

/** Internal dependencies */
import { attempt, type Unmeasured } from '../measure/figure';
import { trackTraffic } from '../measure/traffic';
import {
	axeViolations,
	countByImpact,
	type ImpactCounts,
} from '../measure/axe';
import {
	measureAddToCartLatency,
	measureMiniCartTapLatency,
	measureRequests,
	measureSearchLatency,
	type JourneyTarget,
} from '../measure/journeys';
import {
	discoverStore,
	REAL_PAGE_TYPES,
	type RealPageType,
	type StoreMap,
} from './discover';
import {
	installLayoutShiftObserver,
	readLayoutShift,
	sumAssets,
	type LayoutShift,
	type PageBytes,
} from './page-weight';
import { readVersions, type StoreVersions } from './versions';

export interface PageFigures extends PageBytes {
	url: string;
	cls_desktop: LayoutShift | null;
	cls_mobile: LayoutShift | null;
	a11y: ImpactCounts | null;
}

export interface StoreFigures {
	url: string;
	versions: StoreVersions;
	date: string;
	pages: Partial< Record< RealPageType, PageFigures | null > >;
	requests: Record< string, number | null >;
	latency: Record< string, number | null >;
	unmeasured: Unmeasured;
	map: StoreMap;
}

/** Pages weighed with the cart filled: the cart and the checkout are measured full. */
const WITH_CART: ReadonlySet< RealPageType > = new Set( [
	'cart',
	'checkout',
] );

/** Adds a product to the context's cart through WooCommerce's own AJAX endpoint. */
export async function fillCart(
	context: BrowserContext,
	origin: string,
	productId: number
): Promise< void > {
	const response = await context.request.post(
		`${ origin }/?wc-ajax=add_to_cart`,
		{ form: { product_id: String( productId ), quantity: '1' } }
	);
	if ( ! response.ok() ) {
		throw new Error( `add_to_cart answered ${ response.status() }` );
	}
}

/** One fresh load at a viewport: bytes (desktop only), CLS, axe (desktop only). */
async function loadPage(
	browser: Browser,
	map: StoreMap,
	type: RealPageType,
	url: string,
	mobile: boolean
) {
	const context = await browser.newContext(
		mobile
			? {
					viewport: { width: 390, height: 844 },
					deviceScaleFactor: 3,
					isMobile: true,
					hasTouch: true,
				}
			: { viewport: { width: 1280, height: 900 } }
	);
	try {
		if ( WITH_CART.has( type ) ) {
			if ( ! map.cartProduct ) {
				throw new Error( 'no product to fill the cart with' );
			}
			await fillCart( context, map.origin, map.cartProduct.id );
		}
		const page = await context.newPage();
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Network.setCacheDisabled', { cacheDisabled: true } );
		await page.addInitScript( installLayoutShiftObserver );
		const traffic = trackTraffic( page );
		const response = await page.goto( url, { waitUntil: 'networkidle' } );
		// Work the page starts when idle (lazy chunks) counts: it is sent before any interaction.
		await page.waitForTimeout( 1000 );
		const html = response ? await response.text() : '';
		const cls = await page.evaluate( readLayoutShift );
		if ( mobile ) {
			return { cls };
		}
		const assets = await traffic.assets();
		if ( ! assets.length ) {
			throw new Error(
				'no script or stylesheet seen: the load was not observed'
			);
		}
		const bytes = sumAssets( assets, html );
		const a11y = countByImpact( await axeViolations( page ) );
		return { cls, bytes, a11y };
	} finally {
		await context.close();
	}
}

/** Every measure of one store but Lighthouse. */
export async function measureStore(
	browser: Browser,
	origin: string,
	options: { placeOrder: boolean; label: string }
): Promise< StoreFigures > {
	const unmeasured: Unmeasured = {};
	const map = await discoverStore( origin );
	for ( const [ type, why ] of Object.entries( map.missing ) ) {
		unmeasured[ `pages.${ type }` ] = why;
	}
	const versions = await readVersions( map.origin );
	const pages: StoreFigures[ 'pages' ] = {};
	for ( const type of REAL_PAGE_TYPES ) {
		const url = map.pages[ type ];
		if ( ! url ) {
			continue;
		}
		console.log( `  ${ options.label }: ${ type } ${ url }` );
		// Once more after a failed load (a shared machine drops one now and then); the reason stays if both fail.
		let desktop = null;
		for ( let tries = 0; tries < 2 && ! desktop; tries++ ) {
			desktop = await attempt( `pages.${ type }`, unmeasured, () =>
				loadPage( browser, map, type, url, false )
			);
		}
		if ( desktop ) {
			delete unmeasured[ `pages.${ type }` ];
		}
		const mobile = await attempt(
			`pages.${ type }.cls_mobile`,
			unmeasured,
			() => loadPage( browser, map, type, url, true )
		);
		pages[ type ] = desktop?.bytes
			? {
					url,
					...desktop.bytes,
					cls_desktop: desktop.cls,
					cls_mobile: mobile?.cls ?? null,
					a11y: desktop.a11y ?? null,
				}
			: null;
	}

	let requests: StoreFigures[ 'requests' ] = {};
	const latency: StoreFigures[ 'latency' ] = {};
	if (
		map.cartProduct &&
		map.pages.shop &&
		map.pages.cart &&
		map.pages.checkout
	) {
		const target: JourneyTarget = {
			origin: map.origin,
			shopUrl: map.pages.shop,
			cartUrl: map.pages.cart,
			checkoutUrl: map.pages.checkout,
			cartProductId: map.cartProduct.id,
			checkoutProductId: map.cartProduct.id,
			placeOrder: options.placeOrder,
		};
		console.log( `  ${ options.label }: journeys` );
		requests = await measureRequests( browser, target, unmeasured );
		latency.add_to_cart_ms = await attempt(
			'latency.add_to_cart_ms',
			unmeasured,
			() => measureAddToCartLatency( browser, target )
		);
		latency.search_ms = await attempt(
			'latency.search_ms',
			unmeasured,
			() => measureSearchLatency( browser, target, false )
		);
		latency.mini_cart_tap_ms = await attempt(
			'latency.mini_cart_tap_ms',
			unmeasured,
			() => measureMiniCartTapLatency( browser, target )
		);
		latency.mini_cart_tap_again_ms = await attempt(
			'latency.mini_cart_tap_again_ms',
			unmeasured,
			() => measureMiniCartTapLatency( browser, target, 7, true )
		);
	} else {
		unmeasured.requests =
			'the shop, cart or checkout page, or a product without a stock cap, was not found';
	}
	return {
		url: map.origin,
		versions,
		date: new Date().toISOString(),
		pages,
		requests,
		latency,
		unmeasured,
		map,
	};
}
