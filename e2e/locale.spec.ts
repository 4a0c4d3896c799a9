/**
 * The checkout sorts the countries in the site's language (settings.locale.userLocale, as the
 * page's `<html lang>` says), whatever language the shopper's browser speaks. On a Vietnamese store "Đan Mạch"
 * (Denmark) comes after "Dominica", as Vietnamese sorts Đ after D; an English browser alone would mix them.
 */

/** Internal dependencies */
import { openCheckoutWithTour } from './checkout-helpers';
import { expect, test } from './test-utils';

// The shopper's browser in English: what `localeCompare()` without a locale would have followed.
test.use( { locale: 'en-US' } );

test( 'the country list is sorted in the site’s language, not the browser’s', async ( {
	page,
} ) => {
	await openCheckoutWithTour( page );
	const select = page.locator( 'select[id$="-country"]' ).first();
	await expect( select ).toBeVisible();
	const { labels, sorted } = await select.evaluate(
		( element: HTMLSelectElement ) => {
			const names = [ ...element.options ]
				.filter( ( option ) => option.value )
				.map( ( option ) => option.text );
			const collator = new Intl.Collator(
				document.documentElement.lang || 'en-US'
			);
			return {
				labels: names,
				sorted: [ ...names ].sort( collator.compare ),
			};
		}
	);
	expect( labels.length ).toBeGreaterThan( 100 );
	expect( labels ).toEqual( sorted );
} );
