/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { init } from './index';

const ERROR =
	'<div class="woocommerce-notices-wrapper"><ul class="woocommerce-error" role="alert"><li><strong>Lỗi:</strong> Sai mật khẩu.</li></ul></div>';

afterEach( () => {
	vi.useRealTimers();
	document.body.className = '';
	document.body.innerHTML = '';
} );

describe( 'account notices', () => {
	it( 'focuses the first alert with text on the account page, after the other ready handlers', () => {
		vi.useFakeTimers();
		document.body.className = 'page woocommerce-account woocommerce-page';
		document.body.innerHTML = `<ul class="woocommerce-error" role="alert"> </ul>${ ERROR }<a href="#content">Skip</a>`;
		init( document );
		document.querySelector< HTMLElement >( 'a' )?.focus();
		vi.runAllTimers();
		const notice = document.querySelectorAll( '.woocommerce-error' )[ 1 ];
		expect( notice?.ownerDocument.activeElement ).toBe( notice );
		expect( notice?.getAttribute( 'tabindex' ) ).toBe( '-1' );
	} );

	it( 'leaves other pages and a second init alone', () => {
		vi.useFakeTimers();
		document.body.innerHTML = ERROR;
		init( document );
		vi.runAllTimers();
		expect( document.body.ownerDocument.activeElement ).toBe(
			document.body
		);
	} );
} );
