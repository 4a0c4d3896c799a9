/**
 * Removing a booking and "Hoàn tác", in the mini-cart and on the cart page, at 1280 and 390 px: the line's
 * row says it was removed and offers it back; the undo brings back the same line (same date, same
 * travellers, same key where the booking is unchanged); without it the row is gone after the window and
 * the cart stays without the line.
 */

/** External dependencies */
import type { Locator, Page } from '@playwright/test';

/** Internal dependencies */
import { addToCartInPlace, storeCart } from './store-api';
import { ORDER_TOUR, ORDER_TOUR_NAME } from './checkout-helpers';
import { t } from './i18n';
import {
	budgetPageSteps,
	dismissStoreNotice,
	expect,
	settle,
	test,
} from './test-utils';
import { UNDO_WINDOW_MS } from '../blocks/cart/undo/constants';

const STORE = process.env.E2E_BASE_URL ? '-store' : '';

/** The tour's line: its date and travellers, as the store has them. */
async function tourLine( page: Page ) {
	const { items } = ( await storeCart( page ) ) as unknown as {
		items: Array< {
			key: string;
			id: number;
			quantity: number;
			variation: unknown;
			item_data: Array< { value: string } >;
			extensions: Record< string, { is_tour?: boolean } >;
		} >;
	};
	const line = items.find(
		( item ) => item.extensions[ 'tourfront-booking' ]?.is_tour
	);
	return line
		? {
				key: line.key,
				id: line.id,
				quantity: line.quantity,
				variation: line.variation,
				item_data: line.item_data,
				booking: line.extensions[ 'tourfront-booking' ],
			}
		: undefined;
}

/** The names of the rows, a removed line's as its row reads. */
const rowTexts = ( items: Locator ) =>
	items
		.locator( 'tbody tr' )
		.evaluateAll( ( rows ) =>
			rows.map( ( row ) =>
				row.classList.contains( 'is-removed' )
					? `removed: ${ row.querySelector( 'span' )?.textContent }`
					: row.querySelector( '.tourfront-cart-item__name' )
							?.textContent
			)
		);

async function openMiniCart( page: Page ): Promise< Locator > {
	await page.goto( '/shop/' );
	await settle( page );
	await dismissStoreNotice( page );
	await page.locator( 'a.cart-contents' ).first().click();
	const panel = page.locator( '.tourfront-mini-cart__panel' );
	await expect( panel.locator( '.tourfront-cart-items' ) ).toBeVisible();
	return panel;
}

async function openCart( page: Page ): Promise< Locator > {
	await page.goto( '/cart/' );
	await settle( page );
	await dismissStoreNotice( page );
	return page.locator( '.tourfront-cart' );
}

for ( const [ where, open ] of [
	[ 'mini-cart', openMiniCart ],
	[ 'cart', openCart ],
] as const ) {
	for ( const width of [ 1280, 390 ] ) {
		test( `${ where } at ${ width } px: Xóa a booking, Hoàn tác brings the same line back; without it the line stays removed`, async ( {
			page,
		} ) => {
			budgetPageSteps( 6 );
			await page.setViewportSize( { width, height: 900 } );
			await addToCartInPlace( page, ORDER_TOUR, 2, 1 );
			await addToCartInPlace( page, 'guidebook' );
			const before = await tourLine( page );
			expect( before?.quantity ).toBe( 3 );
			const root = await open( page );
			const guidebook = await root
				.locator( 'tbody tr .tourfront-cart-item__name' )
				.nth( 1 )
				.textContent();

			// Xóa: the row in the line's place, focus on Hoàn tác, the line out of the cart.
			await root
				.getByRole( 'button', {
					name: t( 'Remove %s from cart', ORDER_TOUR_NAME ),
				} )
				.click();
			const undo = root.getByRole( 'button', {
				name: t( 'Undo removing %s', ORDER_TOUR_NAME ),
			} );
			await expect( undo ).toBeFocused();
			await expect
				.poll( () =>
					rowTexts( root.locator( '.tourfront-cart-items' ) )
				)
				.toEqual( [
					`removed: ${ t( '%s removed.', ORDER_TOUR_NAME ) }`,
					guidebook,
				] );
			await expect.poll( () => tourLine( page ) ).toBeUndefined();
			await page.screenshot( {
				path: `e2e/artifacts/undo-${ where }-${ width }${ STORE }.png`,
			} );

			// Hoàn tác: the same booking is back (its date, its travellers, its key).
			await undo.click();
			await expect(
				root.getByRole( 'button', {
					name: t( 'Remove %s from cart', ORDER_TOUR_NAME ),
				} )
			).toBeVisible();
			await expect( undo ).toHaveCount( 0 );
			expect( await tourLine( page ) ).toEqual( before );
			const row = root
				.locator( 'tbody tr' )
				.filter( { hasText: ORDER_TOUR_NAME } );
			await expect(
				row.locator( '.tourfront-cart-item__name' )
			).toBeFocused();
			for ( const data of before?.item_data ?? [] ) {
				// The Store API answers item data HTML-escaped; the row shows it as text.
				await expect( row ).toContainText(
					data.value.replace( /&amp;/g, '&' )
				);
			}
			await page.screenshot( {
				path: `e2e/artifacts/undo-${ where }-${ width }-back${ STORE }.png`,
			} );

			// Xóa again, no Hoàn tác: the row goes once the window is over, and the line stays out.
			await root
				.getByRole( 'button', {
					name: t( 'Remove %s from cart', ORDER_TOUR_NAME ),
				} )
				.click();
			await expect( undo ).toBeVisible();
			await expect( undo ).toHaveCount( 0, {
				timeout: UNDO_WINDOW_MS + 10000,
			} );
			await expect
				.poll( () =>
					rowTexts( root.locator( '.tourfront-cart-items' ) )
				)
				.toEqual( [ guidebook ] );
			expect( await tourLine( page ) ).toBeUndefined();
		} );
	}
}
