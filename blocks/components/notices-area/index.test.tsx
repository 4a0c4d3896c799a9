/** External dependencies */
import { render, screen, fireEvent, act } from '@testing-library/react';
import { describe, it, expect, vi, afterEach } from 'vitest';

/** WordPress dependencies */
import { dispatch, select } from '@wordpress/data';

/** Internal dependencies */
import '../test-utils';
import NoticesArea from '.';
import { noticesStore } from '../../data/notices';
import { shouldScrollToNotices } from './should-scroll';

afterEach( () => {
	act( () => {
		dispatch( noticesStore ).removeAllNotices();
	} );
} );

describe( 'NoticesArea', () => {
	it( 'registers its context while shown', () => {
		const { unmount } = render( <NoticesArea context="wc/cart" /> );
		expect( select( noticesStore ).getRegisteredContainers() ).toContain(
			'wc/cart'
		);
		unmount();
		expect(
			select( noticesStore ).getRegisteredContainers()
		).not.toContain( 'wc/cart' );
	} );

	it( 'shows non-dismissible notices one by one, without a close button', async () => {
		render( <NoticesArea context="wc/cart" /> );
		act( () => {
			dispatch( noticesStore ).createErrorNotice(
				'Sorry, &quot;Tour&quot; is out of stock.',
				{
					id: 'woocommerce_rest_cart_item_error',
					context: 'wc/cart',
					isDismissible: false,
				}
			);
		} );
		// The lists' code loads with the first notice.
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toBe(
			'Sorry, "Tour" is out of stock.'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Dismiss this notice' } )
		).toBeNull();
	} );

	it( 'groups dismissible errors under the summary, and one dismiss removes the group', async () => {
		render( <NoticesArea context="wc/cart" /> );
		act( () => {
			dispatch( noticesStore ).createErrorNotice(
				'Mã giảm giá không tồn tại',
				{ context: 'wc/cart' }
			);
			dispatch( noticesStore ).createErrorNotice( 'Hết hàng', {
				context: 'wc/cart',
			} );
			dispatch( noticesStore ).createErrorNotice(
				'Mã giảm giá không tồn tại',
				{ context: 'wc/cart' }
			);
		} );
		const alert = await screen.findByRole( 'alert' );
		expect( alert.textContent ).toContain(
			'Please fix the following errors before continuing'
		);
		expect( alert.querySelectorAll( 'li' ) ).toHaveLength( 2 );
		expect( alert.textContent ).toContain( 'Hết hàng' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Dismiss this notice' } )
		);
		expect( select( noticesStore ).getNotices( 'wc/cart' ) ).toHaveLength(
			0
		);
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'shows snackbars and dismisses them on click', async () => {
		render( <NoticesArea context="wc/cart" /> );
		act( () => {
			dispatch( noticesStore ).createInfoNotice( 'Đã cập nhật số lượng', {
				context: 'wc/cart',
				type: 'snackbar',
			} );
		} );
		fireEvent.click(
			await screen.findByRole( 'button', {
				name: /Đã cập nhật số lượng/,
			} )
		);
		expect( select( noticesStore ).getNotices( 'wc/cart' ) ).toHaveLength(
			0
		);
	} );

	it( 'scrolls into view when a new notice appears', () => {
		const scroll = vi.fn();
		Element.prototype.scrollIntoView = scroll;
		render( <NoticesArea context="wc/cart" /> );
		act( () => {
			dispatch( noticesStore ).createErrorNotice( 'A', {
				context: 'wc/cart',
			} );
		} );
		expect( scroll ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'shouldScrollToNotices', () => {
	it( 'does not scroll while a text input, select, button or textarea has focus; a radio does not count', () => {
		const el = ( html: string ) => {
			const t = document.createElement( 'template' );
			t.innerHTML = html;
			return t.content.firstElementChild;
		};
		expect( shouldScrollToNotices( el( '<input type="text">' ) ) ).toBe(
			false
		);
		expect( shouldScrollToNotices( el( '<select></select>' ) ) ).toBe(
			false
		);
		expect( shouldScrollToNotices( el( '<button></button>' ) ) ).toBe(
			false
		);
		expect( shouldScrollToNotices( el( '<textarea></textarea>' ) ) ).toBe(
			false
		);
		expect( shouldScrollToNotices( el( '<input type="radio">' ) ) ).toBe(
			true
		);
		expect( shouldScrollToNotices( el( '<a href="#">x</a>' ) ) ).toBe(
			true
		);
		expect( shouldScrollToNotices( null ) ).toBe( true );
	} );
} );
