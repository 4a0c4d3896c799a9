/**
 * Vietnamese from end to end, on the demo and on a real store (E2E_BASE_URL) whose
 * WordPress and WooCommerce have their `vi` language packs (README, "Vietnamese"): what the shopper
 * meets reads as WooCommerce's Vietnamese, the very sentences a real store answered
 * (mocks/fixtures/real-messages), and every date is dd/mm/yyyy.
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Internal dependencies */
import { formatDate } from '../common/date/format-date';
import {
	fillGuestDetails,
	openCheckoutWithTour,
	placeOrderButton,
	waitForOrderReceived,
} from './checkout-helpers';
import { t } from './i18n';
import { addToCartInPlace, ARTICLE_PATH } from './store-api';
import { isRealStore } from './target';
import { expect, test, watchPage } from './test-utils';

const fixture = ( name: string ) =>
	JSON.parse(
		readFileSync(
			new URL(
				`../mocks/fixtures/real-messages/${ name }`,
				import.meta.url
			),
			'utf8'
		)
	);
const recorded = fixture( 'vi.json' ) as {
	messages: Record< string, { message?: string } >;
};
const countryNames = fixture( 'vi-countries.json' ) as {
	countries: Record< string, string >;
};

/** What a shopper reads of an HTML message (entities decoded, tags dropped). */
const readable = ( page: Page, html: string ) =>
	page.evaluate(
		( markup ) =>
			new DOMParser().parseFromString( markup, 'text/html' ).body
				.textContent ?? '',
		html
	);

/** Whether the store speaks Vietnamese (a real store without the vi packs answers in English). */
async function storeLanguage( page: Page ): Promise< string > {
	await page.goto( '/' );
	return ( await page.locator( 'html' ).getAttribute( 'lang' ) ) ?? '';
}

/** A Store API call from the page (the demo answers it in the browser), with the store's Nonce. */
async function storeApi(
	page: Page,
	route: string,
	body: unknown
): Promise< { status: number; message: string } > {
	return page.evaluate(
		async ( [ path, payload ] ) => {
			const cart = await fetch( '/wp-json/wc/store/v1/cart', {
				credentials: 'same-origin',
			} );
			const nonce = cart.headers.get( 'Nonce' ) ?? '';
			const response = await fetch( `/wp-json/wc/store/v1/${ path }`, {
				method: 'POST',
				credentials: 'same-origin',
				headers: { 'Content-Type': 'application/json', Nonce: nonce },
				body: JSON.stringify( payload ),
			} );
			const json = await response.json();
			return {
				status: response.status,
				message: String( json.message ?? '' ),
			};
		},
		[ route, body ] as const
	);
}

test.beforeEach( async ( { page } ) => {
	const lang = await storeLanguage( page );
	test.skip(
		isRealStore && ! lang.startsWith( 'vi' ),
		`the store at E2E_BASE_URL speaks "${ lang }": it needs Site Language Tiếng Việt and the vi language packs (README, "Vietnamese")`
	);
} );

test( "a coupon that does not exist is refused in WooCommerce's Vietnamese", async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await addToCartInPlace( page, 'haLong' );
	await page.goto( '/cart/' );
	await page.getByRole( 'button', { name: 'Thêm mã giảm giá' } ).click();
	await page.getByRole( 'textbox', { name: 'Nhập mã' } ).fill( 'khongcoma' );
	await page.getByRole( 'button', { name: 'Áp dụng', exact: true } ).click();
	// The pack's words, with the theme's typographic quotes around the code (theme/inc/wording.php; a store
	// recorded before that filter said "khongcoma").
	const expected = (
		await readable(
			page,
			recorded.messages[ 'coupon-missing' ].message ?? ''
		)
	).replace( /"([^"]*)"/g, '\u201c$1\u201d' );
	expect( expected ).toBe(
		'Không thể áp dụng mã giảm giá “khongcoma” vì mã này không tồn tại.'
	);
	await expect( page.getByText( expected ) ).toBeVisible();
	watch.expectClean();
} );

test( 'more than the seats left: the store names the limit in Vietnamese', async ( {
	page,
} ) => {
	await page.goto( '/' );
	// The tour with the fewest seats left, as the recorder chooses it (in-stock simple, ordered by slug).
	const tour = await page.evaluate( async () => {
		const list = ( await (
			await fetch( '/wp-json/wc/store/v1/products?per_page=100' )
		).json() ) as Array< {
			id: number;
			slug: string;
			name: string;
			type: string;
			is_in_stock: boolean;
			sold_individually: boolean;
			add_to_cart: { maximum: number; multiple_of: number };
		} >;
		const limited = list
			.filter(
				( p ) =>
					p.type === 'simple' &&
					p.is_in_stock &&
					! p.sold_individually &&
					p.add_to_cart.multiple_of === 1 &&
					p.add_to_cart.maximum > 1 &&
					p.add_to_cart.maximum < 9999
			)
			.sort(
				( a, b ) =>
					a.add_to_cart.maximum - b.add_to_cart.maximum ||
					a.slug.localeCompare( b.slug )
			);
		return limited[ 0 ];
	} );
	expect( tour, 'a tour with few seats left' ).toBeTruthy();
	const answer = await storeApi( page, 'cart/add-item', {
		id: tour.id,
		quantity: tour.add_to_cart.maximum + 5,
	} );
	expect( answer.status ).toBe( 400 );
	expect( await readable( page, answer.message ) ).toBe(
		// The message names the product as it was typed (" - "), the listing texturizes it (" – ").
		`Bạn không thể thêm quá số lượng của sản phẩm “${ ( await readable( page, tour.name ) ).replace( / – /g, ' - ' ) }” vào giỏ hàng vì không có đủ hàng trong kho (${ tour.add_to_cart.maximum } còn lại).`
	);
} );

test( 'the checkout names every country in Vietnamese, and order received and dates read dd/mm/yyyy', async ( {
	page,
} ) => {
	const watch = watchPage( page );
	await openCheckoutWithTour( page, 'haLong' );
	// A tours-only cart asks for the billing address (nothing to ship), a cart with an extra for the shipping one.
	await page
		.locator( '#shipping-country, #billing-country' )
		.first()
		.waitFor();
	const options = await page
		.locator( '#shipping-country option, #billing-country option' )
		.allTextContents();
	const names = options.map( ( name ) => name.trim() ).filter( Boolean );
	expect( names.length ).toBeGreaterThan( 200 );
	expect( names ).toEqual(
		expect.arrayContaining( [
			'Việt Nam',
			'Mỹ (US)',
			'Nhật Bản',
			'Hàn Quốc',
			'Campuchia',
		] )
	);
	const vietnamese = new Set(
		(
			await readable(
				page,
				Object.values( countryNames.countries ).join( '\n' )
			)
		)
			.split( '\n' )
			.map( ( name ) => name.trim() )
	);
	// The theme's own name for Poland, which the vi pack calls "Phần Lan" like Finland (theme/inc/wording.php).
	vietnamese.add( t( 'Poland' ) );
	expect(
		names.filter(
			( name ) => ! vietnamese.has( name ) && ! /^[—–-]/.test( name )
		)
	).toEqual( [] );
	// No country twice under one name.
	expect(
		names.filter( ( name, index ) => names.indexOf( name ) !== index )
	).toEqual( [] );

	await fillGuestDetails( page );
	await page
		.getByRole( 'radio', { name: 'Thanh toán khi nhận hàng' } )
		.check();
	await placeOrderButton( page ).click();
	await waitForOrderReceived( page );
	const order = page.locator( '.woocommerce-order' );
	await expect(
		order.getByText( 'Cảm ơn bạn. Đơn hàng của bạn đã được nhận.' )
	).toBeVisible();
	await expect(
		order.locator( '.woocommerce-order-overview__order' )
	).toContainText( 'Mã đơn hàng:' );
	await expect(
		order.locator( '.woocommerce-order-overview__payment-method' )
	).toContainText( 'Phương thức thanh toán:' );
	await expect(
		order.locator( '.woocommerce-order-overview__date' )
	).toContainText( 'Ngày:' );
	// Placed just now: today in the shop's time zone (a run across midnight may see yesterday).
	const today = formatDate( new Date() );
	const yesterday = formatDate( new Date( Date.now() - 60_000 ) );
	expect( [ today, yesterday ] ).toContain(
		(
			await order
				.locator( '.woocommerce-order-overview__date strong' )
				.textContent()
		)?.trim()
	);
	watch.expectClean();

	await page.goto( ARTICLE_PATH );
	await expect(
		page.locator( '.posted-on time.entry-date' ).first()
	).toHaveText( /^\d{2}\/\d{2}\/\d{4}$/ );
} );
