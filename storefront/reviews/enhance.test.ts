/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { enhance as initTabs } from '../product-tabs/tabs';
import { openReviews } from './reviews';
import { buildStars, removeDuplicateStars } from './stars';

const PAGE = `<div class="woocommerce-product-rating"><a href="#reviews" class="woocommerce-review-link" rel="nofollow">(2 customer reviews)</a></div>
	<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">
	<li class="description_tab"><a href="#tab-description" role="tab">Description</a></li>
	<li class="reviews_tab"><a href="#tab-reviews" role="tab">Reviews (2)</a></li></ul>
	<div class="woocommerce-Tabs-panel wc-tab" id="tab-description">D</div>
	<div class="woocommerce-Tabs-panel wc-tab" id="tab-reviews"><div id="reviews" class="woocommerce-Reviews">
	<div id="review_form"><form id="commentform" class="comment-form"><div class="comment-form-rating">
	<select name="rating" id="rating" required><option value="">Rate…</option><option value="5">Perfect</option><option value="4">Good</option><option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option></select></div>
	<textarea name="comment"></textarea></form></div></div></div></div>`;

function rect( top: number ): DOMRect {
	return {
		top,
		bottom: top + 100,
		left: 0,
		right: 0,
		width: 0,
		height: 100,
		x: 0,
		y: top,
		toJSON: () => '',
	};
}

beforeEach( () => {
	vi.useFakeTimers();
	vi.resetModules();
	window.history.replaceState( null, '', '/product/tour-ha-long/' );
	document.body.innerHTML = PAGE;
	initTabs( document );
	(
		document.getElementById( 'reviews' ) as HTMLElement
	 ).getBoundingClientRect = () => rect( 1500 );
} );

afterEach( () => {
	vi.useRealTimers();
} );

const reviewsShown = () =>
	! ( document.getElementById( 'tab-reviews' ) as HTMLElement ).hidden;

describe( 'openReviews', () => {
	it( 'opens the reviews tab and scrolls in 300 ms to 200 px above the reviews', async () => {
		const scrollTo = vi
			.spyOn( window, 'scrollTo' )
			.mockImplementation( () => undefined );
		expect( reviewsShown() ).toBe( false );
		expect( openReviews( document ) ).toBe( true );
		expect( reviewsShown() ).toBe( true );
		await vi.advanceTimersByTimeAsync( 150 );
		expect( scrollTo.mock.calls.at( -1 )?.[ 1 ] ).toBeLessThan( 1300 );
		await vi.advanceTimersByTimeAsync( 200 );
		expect( scrollTo.mock.calls.at( -1 ) ).toEqual( [ 0, 1300 ] );
	} );
} );

describe( 'openReviews in an accordion', () => {
	it( 'opens the closed accordion item or details element holding the reviews', () => {
		vi.spyOn( window, 'scrollTo' ).mockImplementation( () => undefined );
		document.body.innerHTML = `<div class="tourfront-accordion"><div class="tourfront-accordion__item">
			<button class="tourfront-accordion__title">Reviews</button><div class="tourfront-accordion__content" hidden><div id="reviews"></div></div></div></div>`;
		const title = document.querySelector(
			'.tourfront-accordion__title'
		) as HTMLElement;
		const clicks = vi.fn();
		title.addEventListener( 'click', clicks );
		openReviews( document );
		expect( clicks ).toHaveBeenCalledTimes( 1 );
		document.body.innerHTML = `<details><summary>Reviews</summary><div id="reviews"></div></details>`;
		openReviews( document );
		expect(
			( document.querySelector( 'details' ) as HTMLDetailsElement ).open
		).toBe( true );
	} );
} );

describe( 'reviews feature', () => {
	it( 'opens on arrival with #reviews', async () => {
		vi.spyOn( window, 'scrollTo' ).mockImplementation( () => undefined );
		window.history.replaceState(
			null,
			'',
			'/product/tour-ha-long/#reviews'
		);
		const { enhance: init } = await import( './enhance' );
		init( document );
		expect( reviewsShown() ).toBe( true );
	} );

	it( 'stays closed on arrival without a review hash, then the review link sets #reviews and opens them', async () => {
		vi.spyOn( window, 'scrollTo' ).mockImplementation( () => undefined );
		const { enhance: init } = await import( './enhance' );
		init( document );
		expect( reviewsShown() ).toBe( false );
		const link = document.querySelector(
			'.woocommerce-review-link'
		) as HTMLElement;
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect( window.location.hash ).toBe( '#reviews' );
		expect( reviewsShown() ).toBe( true );
	} );

	it( 'builds one star widget that sets the hidden rating select, and asks for a rating', async () => {
		const { enhance: init } = await import( './enhance' );
		init( document );
		init( document );
		const widgets = document.querySelectorAll( 'p.stars' );
		expect( widgets ).toHaveLength( 1 );
		const select = document.getElementById( 'rating' ) as HTMLSelectElement;
		expect( select.style.display ).toBe( 'none' );
		const alert = vi
			.spyOn( window, 'alert' )
			.mockImplementation( () => undefined );
		const form = document.getElementById(
			'commentform'
		) as HTMLFormElement;
		const submit = new SubmitEvent( 'submit', { cancelable: true } );
		form.dispatchEvent( submit );
		expect( submit.defaultPrevented ).toBe( true );
		expect( alert ).toHaveBeenCalledWith( 'Please select a rating' );
		( widgets[ 0 ].querySelector( '.star-4' ) as HTMLElement ).click();
		expect( select.value ).toBe( '4' );
		expect(
			widgets[ 0 ]
				.querySelector( '.star-4' )
				?.getAttribute( 'aria-checked' )
		).toBe( 'true' );
		expect( widgets[ 0 ].querySelector( '.star-4' )?.textContent ).toBe(
			'4 of 5 stars'
		);
	} );
} );

describe( 'removeDuplicateStars', () => {
	it( 'removes all but the first widget and hides the select', () => {
		const form = document.getElementById(
			'commentform'
		) as HTMLFormElement;
		const select = document.getElementById( 'rating' ) as HTMLSelectElement;
		buildStars( select );
		buildStars( select );
		select.style.display = '';
		expect( removeDuplicateStars( form ) ).toBe( 1 );
		expect( form.querySelectorAll( 'p.stars' ) ).toHaveLength( 1 );
		expect( select.style.display ).toBe( 'none' );
		expect( removeDuplicateStars( form ) ).toBe( 0 );
	} );
} );

describe( 'the reviews code (not before the shopper reaches for reviews in a closed tab)', () => {
	const stars = () => document.querySelectorAll( 'p.stars' ).length;

	it( 'waits while the reviews are in a closed tab, and loads on the first intent towards the rating link', async () => {
		const { enhance: init } = await import( './on-demand' );
		init( document );
		await vi.dynamicImportSettled();
		expect( stars() ).toBe( 0 );
		document
			.querySelector( '.woocommerce-review-link' )!
			.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await vi.waitFor( () => expect( stars() ).toBe( 1 ) );
	} );

	it( 'loads on the first intent towards the Reviews tab', async () => {
		const { enhance: init } = await import( './on-demand' );
		init( document );
		await vi.dynamicImportSettled();
		document
			.querySelector( 'a[href="#tab-reviews"]' )!
			.dispatchEvent( new Event( 'focusin', { bubbles: true } ) );
		await vi.waitFor( () => expect( stars() ).toBe( 1 ) );
	} );

	it( 'loads at once and opens them when the address asks for the reviews', async () => {
		vi.spyOn( window, 'scrollTo' ).mockImplementation( () => undefined );
		window.history.replaceState(
			null,
			'',
			'/product/tour-ha-long/#comment-12'
		);
		const { enhance: init } = await import( './on-demand' );
		init( document );
		await vi.waitFor( () =>
			expect( [ reviewsShown(), stars() ] ).toEqual( [ true, 1 ] )
		);
	} );

	it( 'loads at once when the reviews are the first tab (on show)', async () => {
		document.getElementById( 'tab-description' )!.remove();
		const { enhance: init } = await import( './on-demand' );
		init( document );
		await vi.waitFor( () => expect( stars() ).toBe( 1 ) );
	} );

	it( 'a review link followed before the code came in (the hash changes) opens the reviews', async () => {
		vi.spyOn( window, 'scrollTo' ).mockImplementation( () => undefined );
		const { enhance: init } = await import( './on-demand' );
		init( document );
		await vi.dynamicImportSettled();
		window.history.replaceState(
			null,
			'',
			'/product/tour-ha-long/#reviews'
		);
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		await vi.waitFor( () => expect( reviewsShown() ).toBe( true ) );
	} );
} );
