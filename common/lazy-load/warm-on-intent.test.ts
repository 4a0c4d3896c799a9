/** External dependencies */
import { describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { warmOnIntent } from './warm-on-intent';

describe( 'warmOnIntent', () => {
	it( 'loads once, on the first pointer, focus or touch towards a matching element', () => {
		document.body.innerHTML =
			'<p>text</p><ul><li><a class="ajax_add_to_cart" href="#"><span>Add</span></a></li></ul>';
		const load = vi.fn( () => Promise.resolve() );
		warmOnIntent( document, '.ajax_add_to_cart', load );
		document
			.querySelector( 'p' )!
			.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		expect( load ).not.toHaveBeenCalled();
		document
			.querySelector( 'span' )!
			.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		document
			.querySelector( 'a' )!
			.dispatchEvent( new Event( 'focusin', { bubbles: true } ) );
		document
			.querySelector( 'a' )!
			.dispatchEvent( new Event( 'touchstart', { bubbles: true } ) );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );
} );
