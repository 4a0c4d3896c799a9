/**
 * Records the server HTML of each page type from a real store with Tourfront active, as three visitors
 * in Debian's Chromium: a guest, a shopper who buys a tour with cash on delivery, and a signed-in customer.
 * It only reads what the store answers (and places the orders a shopper would); it assembles nothing.
 */

/** External dependencies */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/** Internal dependencies */
import { launchChromium } from '../../bench/measure/browser';
import {
	PAGE_TYPES,
	RECORDER_CUSTOMER,
	SIMPLE_TOUR,
	type PageType,
} from './pages';
import { FIXED_ORIGIN, sanitizePage } from './sanitize';
import { openAdmin, takeBackOrders } from './admin';
import { storeVersions, type StoreVersions } from './versions';

export interface RecordOptions {
	/** The store, e.g. http://127.0.0.1:8083. */
	url: string;
	/** Folder for `<type>.html` and `manifest.json`. */
	out: string;
	/** `user:password` of an administrator, to read the PHP version from WooCommerce's system status. */
	admin?: string;
}

interface Recorded {
	page: PageType;
	path: string;
	status: number;
	html: string;
}

/** Opens a path and returns what the server sent (before any script ran). */
async function serverHtml(
	page: Page,
	type: PageType,
	pathname: string
): Promise< Recorded > {
	let response = await page.goto( pathname, { waitUntil: 'load' } );
	// A gateway error is the server restarting (php-fpm reloads), not the page: ask again.
	for (
		let retry = 0;
		retry < 3 && response && response.status() >= 502;
		retry++
	) {
		await page.waitForTimeout( 1000 );
		response = await page.goto( pathname, { waitUntil: 'load' } );
	}
	if ( ! response ) {
		throw new Error( `${ type.type }: no response for ${ pathname }` );
	}
	if ( response.status() !== type.status ) {
		throw new Error(
			`${ type.type }: ${ pathname } answered ${ response.status() }, expected ${ type.status }`
		);
	}
	return {
		page: type,
		path: pathname,
		status: response.status(),
		html: await response.text(),
	};
}

/** Store API call from inside the page (its cookies, the Nonce the store hands out). */
async function storeApi< T >(
	page: Page,
	route: string,
	body?: unknown
): Promise< T > {
	return page.evaluate(
		async ( [ r, b ] ) => {
			const cart = await fetch( '/wp-json/wc/store/v1/cart', {
				credentials: 'same-origin',
			} );
			const nonce = cart.headers.get( 'Nonce' ) || '';
			if ( ! b ) {
				return cart.json();
			}
			const response = await fetch( `/wp-json/wc/store/v1/${ r }`, {
				method: 'POST',
				credentials: 'same-origin',
				headers: { 'Content-Type': 'application/json', Nonce: nonce },
				body: JSON.stringify( b ),
			} );
			const json = await response.json();
			if ( ! response.ok ) {
				throw new Error(
					`${ r }: ${ response.status } ${ JSON.stringify( json ) }`
				);
			}
			return json;
		},
		[ route, body ] as const
	) as Promise< T >;
}

const ADDRESS = {
	address_1: '12 Lý Thường Kiệt',
	city: 'Hà Nội',
	country: 'VN',
	phone: '0901234567',
};

/** Puts the simple tour in the cart. */
async function addTour( page: Page ): Promise< void > {
	const [ product ] = await page.evaluate(
		async ( slug ) =>
			(
				await fetch( `/wp-json/wc/store/v1/products?slug=${ slug }` )
			).json(),
		SIMPLE_TOUR
	);
	await storeApi( page, 'cart/add-item', { id: product.id, quantity: 1 } );
}

/** Pays the cart (the simple tour when it is empty) cash on delivery; resolves with the order and its thank-you URL. */
async function placeOrder(
	page: Page,
	who: { first_name: string; last_name: string; email: string }
): Promise< { id: number; url: string } > {
	if (
		! ( await storeApi< { items_count: number } >( page, 'cart' ) )
			.items_count
	) {
		await addTour( page );
	}
	const address = {
		...ADDRESS,
		first_name: who.first_name,
		last_name: who.last_name,
	};
	const order = await storeApi< {
		order_id: number;
		payment_result: { redirect_url: string };
	} >( page, 'checkout', {
		billing_address: { ...address, email: who.email },
		shipping_address: address,
		payment_method: 'cod',
	} );
	return { id: order.order_id, url: order.payment_result.redirect_url };
}

/** Signs the recorder's customer in, registering it on the store the first time. */
async function signIn( page: Page ): Promise< void > {
	const customer = RECORDER_CUSTOMER;
	await page.goto( '/my-account/' );
	await page.locator( 'form.login #username' ).fill( customer.username );
	await page.locator( 'form.login #password' ).fill( customer.password );
	await Promise.all( [
		page.waitForNavigation(),
		page.locator( 'form.login [name="login"]' ).click(),
	] );
	if ( await page.locator( '.woocommerce-MyAccount-navigation' ).count() ) {
		return;
	}
	await page
		.locator( 'form.register #reg_username' )
		.fill( customer.username );
	await page.locator( 'form.register #reg_email' ).fill( customer.email );
	await page
		.locator( 'form.register #reg_password' )
		.fill( customer.password );
	await Promise.all( [
		page.waitForNavigation(),
		page.locator( 'form.register [name="register"]' ).click(),
	] );
	if (
		! ( await page.locator( '.woocommerce-MyAccount-navigation' ).count() )
	) {
		throw new Error(
			`Could not sign in or register ${ customer.username }: ${ await page.locator( '.woocommerce-error' ).allInnerTexts() }`
		);
	}
}

async function visit(
	context: BrowserContext,
	visitor: PageType[ 'visitor' ],
	orderIds: number[]
): Promise< Recorded[] > {
	const page = await context.newPage();
	const pages = PAGE_TYPES.filter( ( p ) => p.visitor === visitor );
	const recorded: Recorded[] = [];
	if ( visitor === 'customer' ) {
		await signIn( page );
		const customer = RECORDER_CUSTOMER;
		orderIds.push(
			(
				await placeOrder( page, {
					first_name: customer.firstName,
					last_name: customer.lastName,
					email: customer.email,
				} )
			).id
		);
	}
	if ( visitor === 'shopper' ) {
		await page.goto( '/' );
		await addTour( page );
	}
	for ( const type of pages ) {
		if ( type.type === 'order-received' ) {
			const order = await placeOrder( page, {
				first_name: 'Nguyễn Văn',
				last_name: 'An',
				email: 'an.nguyen@example.vn',
			} );
			orderIds.unshift( order.id );
			recorded.push(
				await serverHtml(
					page,
					type,
					new URL( order.url ).pathname + new URL( order.url ).search
				)
			);
			continue;
		}
		recorded.push( await serverHtml( page, type, type.path ) );
	}
	await page.close();
	return recorded;
}

/** Records every page type into `options.out`; resolves with the manifest. */
export async function recordRealPages( options: RecordOptions ) {
	const origin = new URL( options.url ).origin;
	const browser = await launchChromium();
	const orderIds: number[] = [];
	const recorded: Recorded[] = [];
	let versions: StoreVersions;
	const secrets: string[] = [];
	const admin = options.admin
		? await openAdmin( browser, origin, options.admin )
		: null;
	if ( ! admin ) {
		console.warn(
			"[record-real-pages] No administrator: the orders placed stay on the store (stock and sales counts change) and PHP's version is unknown."
		);
	}
	try {
		for ( const visitor of [ 'guest', 'shopper', 'customer' ] as const ) {
			const context = await browser.newContext( {
				baseURL: origin,
				locale: 'vi-VN',
			} );
			try {
				recorded.push(
					...( await visit( context, visitor, orderIds ) )
				);
				secrets.push(
					...( await context.cookies() )
						.map( ( cookie ) => cookie.value )
						.filter( ( value ) => value.length >= 8 )
				);
			} finally {
				await context.close();
			}
		}
		versions = await storeVersions( recorded[ 0 ].html, admin );
	} finally {
		if ( admin ) {
			await takeBackOrders( admin, orderIds );
			await admin.close();
		}
		await browser.close();
	}
	const recordedAt = new Date();
	mkdirSync( options.out, { recursive: true } );
	const pages: Record< string, { url: string; status: number } > = {};
	for ( const entry of recorded ) {
		const html = sanitizePage( entry.html, {
			origin,
			orderIds,
			recordedAt,
		} );
		const leak = secrets.find(
			( secret ) =>
				html.includes( secret ) ||
				html.includes( decodeURIComponent( secret ) )
		);
		if ( leak ) {
			throw new Error(
				`${ entry.page.type }: a cookie value is still in the page after sanitising.`
			);
		}
		writeFileSync(
			path.join( options.out, `${ entry.page.type }.html` ),
			html
		);
		pages[ entry.page.type ] = {
			url: sanitizePage( entry.path, { origin, orderIds } ),
			status: entry.status,
		};
	}
	const manifest = {
		$comment:
			'Server HTML of a real store with Tourfront active, recorded by scripts/record-real-pages.mjs. Nonces, tokens, order keys and numbers, the recording day and the origin are replaced by fixed placeholders.',
		recordedFrom: origin,
		writtenAs: FIXED_ORIGIN,
		date: recordedAt.toISOString().slice( 0, 10 ),
		versions,
		pages,
	};
	writeFileSync(
		path.join( options.out, 'manifest.json' ),
		JSON.stringify( manifest, null, '\t' ) + '\n'
	);
	return manifest;
}
