/**
 * The box's estimate of what checkout asks: the same figures as the demo's WooCommerce (mocks/store/totals.ts,
 * itself checked against recorded WooCommerce 11 answers) for a cart holding the booking, and WooCommerce's
 * own rounding where the two part (half down with prices entered with tax, compound rates, rounding at the
 * subtotal), worked out by hand from WC_Tax and WC_Cart_Totals. Then what the box says with them.
 */

/** External dependencies */
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { DEFAULT_SETTINGS, USD } from '../../mocks/fixtures/settings';
import { priceTerms } from '../../mocks/store/price-terms';
import { ratesFor } from '../../mocks/store/taxes';
import { calculateTotals } from '../../mocks/store/totals';
import { enhanceBookingForm } from './box';
import type { PriceTerms } from './feed';
import { estimate, showTaxes } from './taxes';
import { FEED, loadTourForm } from './test-utils';

const DEMO = priceTerms( DEFAULT_SETTINGS ) as PriceTerms;

/** What the demo's WooCommerce computes for a cart holding one booking of `amount` for `travellers`. */
function demoCart( amount: number, travellers: number, inclusive: boolean ) {
	const rates = ratesFor( DEFAULT_SETTINGS.taxRates, 'VN' );
	const totals = calculateTotals( {
		lines: [
			{
				key: 'tour',
				unitPrice: amount / travellers,
				quantity: travellers,
				taxable: true,
			},
		],
		coupons: [],
		itemRates: rates,
		shippingRates: [],
		shippingCost: 0,
		fees: [],
		pricesIncludeTax: inclusive,
	} );
	// A rate whose tax rounds to nothing has no tax line (WooCommerce hides zero taxes).
	return {
		net: totals.totalItems,
		taxes: rates.map(
			( rate ) =>
				totals.taxLines.find( ( line ) => line.rate.id === rate.id )
					?.amount ?? 0
		),
		gross: totals.totalPrice,
	};
}

const terms = ( overrides: Partial< PriceTerms > ): PriceTerms => ( {
	...DEMO,
	...overrides,
} );

describe( 'estimate', () => {
	it( 'is the checkout of the issue: 6.480.000 ₫ + VAT 8% 518.400 ₫ + travel fee 2% 129.600 ₫ = 7.128.000 ₫', () => {
		expect( DEMO.rates.map( ( rate ) => rate.label ) ).toEqual( [
			'VAT 8%',
			'Phí du lịch 2%',
		] );
		expect( estimate( 6480000, DEMO ) ).toEqual( {
			net: 6480000,
			taxes: [ 518400, 129600 ],
			gross: 7128000,
		} );
		expect( demoCart( 6480000, 3, false ) ).toEqual(
			estimate( 6480000, DEMO )
		);
	} );

	it( 'matches the demo’s WooCommerce for parties of every catalogue price, entered without or with tax', () => {
		const prices = [
			[ 2490000, 1500000 ],
			[ 990000, 690000 ],
			[ 1234567, 765433 ],
			[ 3333333, 1111111 ],
			[ 15, 7 ],
			[ 1, 1 ],
			[ 49999, 25001 ],
		];
		for ( const [ adult, child ] of prices ) {
			for ( let adults = 1; adults <= 9; adults += 2 ) {
				for ( let children = 0; children <= 4; children += 1 ) {
					const amount = adults * adult + children * child;
					const party = `${ adults } × ${ adult } + ${ children } × ${ child }`;
					for ( const inclusive of [ false, true ] ) {
						expect(
							estimate(
								amount,
								terms( { inclusive, halfDown: inclusive } )
							),
							`${ party }, ${ inclusive ? 'with' : 'without' } tax`
						).toEqual(
							demoCart( amount, adults + children, inclusive )
						);
					}
				}
			}
		}
	} );

	it( 'matches it for every amount from 1 to 5.000 minor units and up to a billion', () => {
		const amounts = [
			...Array.from( { length: 5000 }, ( _, i ) => i + 1 ),
			...Array.from(
				{ length: 400 },
				( _, i ) => 987654321 - i * 2468013
			),
		];
		for ( const amount of amounts ) {
			for ( const inclusive of [ false, true ] ) {
				expect(
					estimate(
						amount,
						terms( { inclusive, halfDown: inclusive } )
					),
					`${ amount }, ${ inclusive ? 'with' : 'without' } tax`
				).toEqual( demoCart( amount, 1, inclusive ) );
			}
		}
	} );

	it( 'rounds each rate’s tax half up, per line (WooCommerce’s default)', () => {
		// 25 ₫: 8% is 2, 2% is 0,5 → 1.
		expect( estimate( 25, DEMO ) ).toEqual( {
			net: 25,
			taxes: [ 2, 1 ],
			gross: 28,
		} );
		expect( demoCart( 25, 1, false ) ).toEqual( estimate( 25, DEMO ) );
	} );

	it( 'rounds half down when prices are entered with tax, as WooCommerce does (WC_TAX_ROUNDING_MODE)', () => {
		// 3 cents with 20% in them: 0,5 of tax → 0, so the total stays 3 (half up would make it 4).
		const twenty = {
			rates: [ { label: 'VAT 20%', rate: 20, compound: false } ],
			inclusive: true,
		};
		expect( estimate( 3, terms( { ...twenty, halfDown: true } ) ) ).toEqual(
			{ net: 3, taxes: [ 0 ], gross: 3 }
		);
		expect(
			estimate( 3, terms( { ...twenty, halfDown: false } ) ).gross
		).toBe( 4 );
		// 10.000 ₫ with 10% in them: 909,090909… of tax.
		expect(
			estimate(
				10000,
				terms( {
					rates: [ { label: 'VAT 10%', rate: 10, compound: false } ],
					inclusive: true,
					halfDown: true,
				} )
			)
		).toEqual( { net: 9091, taxes: [ 909 ], gross: 10000 } );
	} );

	it( 'computes a compound rate on the price with the taxes before it', () => {
		const compound = terms( {
			rates: [
				{ label: 'A 10%', rate: 10, compound: false },
				{ label: 'B 5%', rate: 5, compound: true },
			],
		} );
		expect( estimate( 10000, compound ) ).toEqual( {
			net: 10000,
			taxes: [ 1000, 550 ],
			gross: 11550,
		} );
		// Entered with both: 11.550 → 550 of B taken out first, then 1.000 of A.
		expect(
			estimate( 11550, { ...compound, inclusive: true, halfDown: true } )
		).toEqual( { net: 10000, taxes: [ 1000, 550 ], gross: 11550 } );
	} );

	it( 'rounds the total once when the shop rounds tax at the subtotal', () => {
		const halves = terms( {
			rates: [
				{ label: 'A 10%', rate: 10, compound: false },
				{ label: 'B 10%', rate: 10, compound: false },
			],
		} );
		// 5: each rate 0,5. Per line 1 + 1 → 7; at the subtotal 5 + 1 → 6.
		expect( estimate( 5, halves ).gross ).toBe( 7 );
		expect( estimate( 5, { ...halves, subtotal: true } ).gross ).toBe( 6 );
	} );

	it( 'labels a rate with the shop’s decimal separator', () => {
		const rates = priceTerms( {
			...DEFAULT_SETTINGS,
			taxRates: [ { ...DEFAULT_SETTINGS.taxRates[ 0 ], rate: 5.5 } ],
		} )?.rates;
		expect( rates?.[ 0 ].label ).toBe( 'VAT 5,5%' );
		expect(
			priceTerms( { ...DEFAULT_SETTINGS, currency: USD } )?.precision
		).toBe( 6 );
		expect(
			priceTerms( { ...DEFAULT_SETTINGS, taxesEnabled: false } )
		).toBeUndefined();
	} );
} );

const money = ( minor: number ) =>
	`${ String( minor ).replace( /\B(?=(\d{3})+(?!\d))/g, '.' ) } ₫`;

function totalLine( amount: string ) {
	document.body.innerHTML = `<div><p class="tourfront-booking__total">Total: <strong>${ amount }</strong></p></div>`;
	return document.querySelector( 'p' ) as HTMLElement;
}
const text = ( selector: string ) =>
	document.querySelector( selector )?.textContent;

describe( 'showTaxes', () => {
	it( 'says the taxes are not in the total, with their amounts, and what checkout will ask', () => {
		const total = totalLine( '6.480.000 ₫' );
		showTaxes( total, 6480000, DEMO, money );
		expect( text( '.tourfront-booking__total' ) ).toBe(
			'Total: 6.480.000 ₫'
		);
		expect( text( '.tourfront-booking__taxes' ) ).toBe(
			'Excl. VAT 8%: 518.400 ₫, Phí du lịch 2%: 129.600 ₫'
		);
		expect( text( '.tourfront-booking__payable' ) ).toBe(
			'Estimated total at checkout: 7.128.000 ₫'
		);
		// Drawn again (another party), no line twice; no departure: nothing to add.
		showTaxes( total, 2490000, DEMO, money );
		expect(
			document.querySelectorAll( '.tourfront-booking__taxes' )
		).toHaveLength( 1 );
		expect( text( '.tourfront-booking__payable' ) ).toBe(
			'Estimated total at checkout: 2.739.000 ₫'
		);
		total.textContent = 'Choose a departure date to see the total.';
		showTaxes( total, null, DEMO, money );
		expect( text( '.tourfront-booking__taxes' ) ).toBe( '' );
		expect( text( '.tourfront-booking__payable' ) ).toBe( '' );
	} );

	it( 'shows the total with the taxes where the shop shows prices with tax', () => {
		const total = totalLine( '6.480.000 ₫' );
		showTaxes( total, 6480000, { ...DEMO, display: 'incl' }, money );
		expect( text( '.tourfront-booking__total' ) ).toBe(
			'Total: 7.128.000 ₫'
		);
		expect( text( '.tourfront-booking__taxes' ) ).toBe(
			'Incl. VAT 8%: 518.400 ₫, Phí du lịch 2%: 129.600 ₫'
		);
		expect( text( '.tourfront-booking__payable' ) ).toBe( '' );
	} );
} );

describe( 'the booking box of a tour with taxes', () => {
	it( 'adds the taxes under the total once a departure is chosen, and follows the party', async () => {
		const form = loadTourForm( { ...FEED, tax: DEMO } );
		expect( enhanceBookingForm( form ) ).toBe( true );
		expect( form.querySelector( '.tourfront-booking__taxes' ) ).toBeNull();
		fireEvent.click( screen.getByLabelText( /05\/12\/2026/ ) );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add an adult' } )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add a child' } )
		);
		await waitFor( () =>
			expect( text( '.tourfront-booking__payable' ) ).toBe(
				'Estimated total at checkout: 7.128.000 ₫'
			)
		);
		expect( text( '.tourfront-booking__total' ) ).toBe(
			'Total: 6.480.000 ₫'
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove a child' } )
		);
		expect( text( '.tourfront-booking__taxes' ) ).toBe(
			'Excl. VAT 8%: 398.400 ₫, Phí du lịch 2%: 99.600 ₫'
		);
		expect( text( '.tourfront-booking__payable' ) ).toBe(
			'Estimated total at checkout: 5.478.000 ₫'
		);
	} );

	it( 'keeps a count the shopper is typing when the taxes’ code arrives', async () => {
		const form = loadTourForm( { ...FEED, tax: DEMO } );
		enhanceBookingForm( form );
		fireEvent.click( screen.getByLabelText( /05\/12\/2026/ ) );
		// Typed, not yet committed (no change event) while the taxes' chunk is on its way.
		const adults = screen.getByRole( 'spinbutton', {
			name: 'Adults',
		} ) as HTMLInputElement;
		adults.value = '3';
		await waitFor( () =>
			expect( text( '.tourfront-booking__payable' ) ).toMatch(
				/^Estimated total at checkout/
			)
		);
		expect( adults.value ).toBe( '3' );
	} );
} );
