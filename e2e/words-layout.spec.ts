/**
 * Issue 32, item 11 at a phone's width and a desktop's: the header leaves the screen to the page (two rows at
 * 390 px, search and cart kept), the product tabs are all on screen, the sorting reads its whole choice, and
 * a table of contents lands its heading near the top.
 */

/** Internal dependencies */
import { t } from './i18n';
import { ARTICLE_PATH, productPath } from './store-api';
import { expect, test } from './test-utils';

for ( const width of [ 390, 1280 ] ) {
	test.describe( `at ${ width } px`, () => {
		test.beforeEach( async ( { page } ) => {
			await page.setViewportSize( {
				width,
				height: width > 500 ? 800 : 844,
			} );
		} );

		test( 'the header keeps its search and cart and leaves the screen to the page', async ( {
			page,
		} ) => {
			await page.goto( '/shop/' );
			const header = page.locator( '#masthead' );
			await expect(
				header.locator( 'input.search-field' ).first()
			).toBeVisible();
			await expect(
				header.locator( 'a.cart-contents' ).first()
			).toBeVisible();
			await expect(
				header.getByRole( 'button', { name: t( 'Menu' ) } ).first()
			).toHaveCount( width > 767 ? 0 : 1 );
			// The field has room for its placeholder ("Tìm tour…" was cut to "Tìm to" by the button).
			const field = await header
				.locator( 'input.search-field' )
				.first()
				.evaluate( ( input: HTMLInputElement ) => {
					const style = getComputedStyle( input );
					const probe = document.createElement( 'span' );
					probe.style.font = style.font;
					probe.style.whiteSpace = 'pre';
					probe.textContent = input.placeholder;
					document.body.append( probe );
					const text = probe.getBoundingClientRect().width;
					probe.remove();
					const button = input.form?.querySelector( 'button' );
					const covered =
						button && button.offsetWidth
							? input.getBoundingClientRect().right -
								button.getBoundingClientRect().left
							: parseFloat( style.paddingRight );
					return {
						text,
						room:
							input.clientWidth -
							parseFloat( style.paddingLeft ) -
							covered,
					};
				} );
			expect( field.text ).toBeLessThanOrEqual( field.room );
			const height = await header.evaluate(
				( el ) => el.getBoundingClientRect().height
			);
			// It was 214 px at 390 px (three rows and the menu's).
			expect( height ).toBeLessThanOrEqual( width > 767 ? 130 : 120 );
			await page.screenshot( {
				path: `e2e/artifacts/words-header-${ width }.png`,
			} );
		} );

		test( 'the product tabs are all on screen', async ( { page } ) => {
			await page.goto( productPath( 'haLong' ) );
			const tabs = page.locator( '.woocommerce-tabs ul.tabs' );
			await expect( tabs.locator( 'li' ) ).toHaveCount( 3 );
			const fit = await tabs.evaluate( ( list ) => {
				const box = list.getBoundingClientRect();
				return {
					scrolls: list.scrollWidth > list.clientWidth,
					cut: [ ...list.querySelectorAll( 'li' ) ]
						.map( ( li ) => li.getBoundingClientRect() )
						.filter(
							( r ) =>
								r.right > box.right + 0.5 ||
								r.left < box.left - 0.5
						).length,
				};
			} );
			expect( fit ).toEqual( { scrolls: false, cut: 0 } );
		} );

		test( 'the sorting reads its whole choice', async ( { page } ) => {
			await page.goto( '/shop/?orderby=price' );
			const select = page.locator( 'select.orderby' ).first();
			await expect( select ).toHaveValue( 'price' );
			// The chosen option's text, in the select's font, against the room the select gives it.
			const { text, room } = await select.evaluate(
				( el: HTMLSelectElement ) => {
					const style = getComputedStyle( el );
					const probe = document.createElement( 'span' );
					probe.style.font = style.font;
					probe.style.whiteSpace = 'pre';
					probe.textContent = el.options[ el.selectedIndex ].text;
					document.body.append( probe );
					const measured = probe.getBoundingClientRect().width;
					probe.remove();
					return {
						text: measured,
						room:
							el.clientWidth -
							parseFloat( style.paddingLeft ) -
							parseFloat( style.paddingRight ),
					};
				}
			);
			expect( text ).toBeLessThanOrEqual( room );
		} );

		test( 'a table of contents link lands its heading near the top', async ( {
			page,
		} ) => {
			await page.goto( ARTICLE_PATH );
			const link = page
				.locator( 'nav.tourfront-toc .tourfront-toc__list a' )
				.nth( 2 );
			const id = ( ( await link.getAttribute( 'href' ) ) ?? '' ).slice(
				1
			);
			await link.click();
			await expect( page ).toHaveURL( new RegExp( `#${ id }$` ) );
			const top = await page
				.locator( `[id="${ id }"]` )
				.evaluate( ( el ) => el.getBoundingClientRect().top );
			// 100 px below the top (the seed's offset), below the header where it stays stuck (768 px and up).
			expect( top ).toBeGreaterThan( 0 );
			expect( top ).toBeLessThanOrEqual( width > 767 ? 240 : 110 );
		} );
	} );
}
