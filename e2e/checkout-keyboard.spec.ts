/**
 * A keyboard moving down the checkout on a phone meets every part of the form, in order, from the payment
 * step to Place order, without the page being scrolled first: nothing of the form waits for a scroll.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import { openCheckoutWithTour, payOnDelivery } from './checkout-helpers';
import { t } from './i18n';
import { TRUST } from '../mocks/fixtures/trust';
import { expect, test } from './test-utils';

/** What has the focus: a field's id and label, or a link's or button's text. */
const focused = ( page: Page ) =>
	page.locator( ':focus' ).evaluate( ( element: HTMLInputElement ) => {
		const label = element.labels?.[ 0 ]?.textContent?.trim();
		return `${ element.id } ${ label ?? element.textContent?.trim() }`;
	} );

/** Presses Tab until Place order has the focus (30 presses at most); what had the focus after each press. */
async function tabToPlaceOrder( page: Page ): Promise< string[] > {
	const met: string[] = [];
	const place = t( 'Place order' );
	while ( met.length < 30 && ! met.at( -1 )?.includes( place ) ) {
		await page.keyboard.press( 'Tab' );
		met.push( await focused( page ) );
	}
	return met;
}

for ( const viewport of [
	{ width: 390, height: 844 },
	{ width: 1280, height: 900 },
] ) {
	test( `checkout at ${ viewport.width } px: Tab from the payment step reaches the order fields, the notes, the terms and the cancellation policy before Place order`, async ( {
		page,
	} ) => {
		await page.setViewportSize( viewport );
		await openCheckoutWithTour( page );
		// Before any scroll: the foot is in the document.
		expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
		await payOnDelivery( page );
		await page.locator( 'input[type=radio][value="cod"]' ).focus();
		const met = await tabToPlaceOrder( page );
		const at = ( what: string ) =>
			met.findIndex( ( seen ) => seen.includes( what ) );
		const pickup = at( 'order-tourfront/pickup-point' );
		const notes = at( t( 'Add a note to your order' ) );
		const cancellation = at( TRUST.cancellationPolicyPage.title );
		const place = at( t( 'Place order' ) );
		expect( { pickup, notes, cancellation, place, met } ).toEqual(
			expect.objectContaining( { place: met.length - 1 } )
		);
		expect( pickup ).toBeGreaterThanOrEqual( 0 );
		expect( notes ).toBeGreaterThan( pickup );
		expect( cancellation ).toBeGreaterThan( notes );
		expect( place ).toBeGreaterThan( cancellation );
	} );
}
