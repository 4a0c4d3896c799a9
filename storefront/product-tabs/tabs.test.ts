/** External dependencies */
import { beforeEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { openReviews } from '../reviews/reviews';
import { enhance as init } from './tabs';

beforeEach( () => {
	window.history.replaceState( null, '', '/product/x/' );
	document.body.innerHTML = `<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">
		<li class="description_tab" id="tab-title-description"><a href="#tab-description" role="tab">Description</a></li>
		<li class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews" role="tab">Reviews (2)</a></li></ul>
		<div class="woocommerce-Tabs-panel wc-tab" id="tab-description">D</div>
		<div class="woocommerce-Tabs-panel wc-tab" id="tab-reviews"><div id="reviews">R</div></div></div>`;
} );

const shown = () =>
	Array.from( document.querySelectorAll< HTMLElement >( '.wc-tab' ) )
		.filter( ( p ) => ! p.hidden )
		.map( ( p ) => p.id );

describe( 'product tabs', () => {
	it( 'shows the first panel only, then the clicked one', () => {
		init( document );
		expect( shown() ).toEqual( [ 'tab-description' ] );
		expect(
			document
				.querySelector( '#tab-title-description' )
				?.classList.contains( 'active' )
		).toBe( true );
		const reviews = document.querySelector(
			'a[href="#tab-reviews"]'
		) as HTMLAnchorElement;
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		reviews.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect( shown() ).toEqual( [ 'tab-reviews' ] );
		expect( reviews.getAttribute( 'aria-selected' ) ).toBe( 'true' );
		expect(
			( document.getElementById( 'tab-description' ) as HTMLElement )
				.style.display
		).toBe( 'none' );
	} );

	it( 'opens the tab the hash names and moves with the arrows', () => {
		window.history.replaceState( null, '', '/product/x/#tab-reviews' );
		init( document );
		expect( shown() ).toEqual( [ 'tab-reviews' ] );
		const reviews = document.querySelector(
			'a[href="#tab-reviews"]'
		) as HTMLAnchorElement;
		reviews.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowRight', bubbles: true } )
		);
		expect( shown() ).toEqual( [ 'tab-description' ] );
	} );

	// The reviews code and the tabs code load in either order; both must leave Reviews open.
	it.each( [
		'#reviews',
		'#comment-12',
		'#comments',
		'#tab-reviews',
		'?cpage=2',
		'comment-page-2/',
	] )(
		'keeps the reviews tab open for %s whichever code runs first',
		( suffix ) => {
			window.history.replaceState( null, '', `/product/x/${ suffix }` );
			openReviews( document );
			init( document );
			expect( shown() ).toEqual( [ 'tab-reviews' ] );
		}
	);

	it( 'opens the first tab on a malformed hash (#%) instead of throwing', () => {
		window.history.replaceState( null, '', '/product/x/#%' );
		expect( () => init( document ) ).not.toThrow();
		expect( shown() ).toEqual( [ 'tab-description' ] );
	} );
} );
