/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { bindCopyButton, copyText } from './copy';

afterEach( () => {
	document.body.innerHTML = '';
	vi.useRealTimers();
} );

function button( value: string ): HTMLButtonElement {
	document.body.innerHTML = `<button type="button" class="tourfront-vietqr__copy" data-tourfront-copy="${ value }" aria-label="Copy the account number" hidden>Copy</button>`;
	return document.querySelector( 'button' )!;
}

const status = () =>
	document.getElementById( 'tourfront-shop-status' )?.textContent;

describe( 'copy buttons', () => {
	it( 'copy their value, say so, and come back to their label', async () => {
		vi.useFakeTimers();
		const writeText = vi.fn().mockResolvedValue( undefined );
		vi.spyOn( navigator, 'clipboard', 'get' ).mockReturnValue( {
			writeText,
		} as unknown as Clipboard );
		const copy = button( '0123456789' );
		bindCopyButton( copy );
		expect( copy.hidden ).toBe( false );
		copy.click();
		// The copy settles in microtasks: no time passes (vi.waitFor would move the fake clock).
		await vi.advanceTimersByTimeAsync( 0 );
		expect( copy.classList.contains( 'is-copied' ) ).toBe( true );
		expect( writeText ).toHaveBeenCalledWith( '0123456789' );
		expect( status() ).toBe( 'Copied: 0123456789' );
		// The label stays, so the accessible name ("Copy the account number") keeps matching it.
		expect( copy.textContent ).toBe( 'Copy' );
		// Shown for the platform's 4000 ms copy confirmation.
		await vi.advanceTimersByTimeAsync( 3999 );
		expect( copy.classList.contains( 'is-copied' ) ).toBe( true );
		await vi.advanceTimersByTimeAsync( 1 );
		expect( copy.classList.contains( 'is-copied' ) ).toBe( false );
	} );

	it( 'say when the browser refuses to copy', async () => {
		vi.spyOn( navigator, 'clipboard', 'get' ).mockReturnValue( {
			writeText: vi.fn().mockRejectedValue( new Error( 'denied' ) ),
		} as unknown as Clipboard );
		document.execCommand = vi.fn().mockReturnValue( false );
		const copy = button( '102' );
		bindCopyButton( copy );
		copy.click();
		await vi.waitFor( () =>
			expect( status() ).toBe(
				'Could not copy. Select the text and copy it yourself.'
			)
		);
		expect( copy.classList.contains( 'is-copied' ) ).toBe( false );
	} );
} );

describe( 'copyText', () => {
	it( 'falls back to copying a selection when there is no clipboard API', async () => {
		vi.spyOn( navigator, 'clipboard', 'get' ).mockReturnValue(
			undefined as unknown as Clipboard
		);
		const execCommand = vi.fn().mockReturnValue( true );
		document.execCommand = execCommand;
		await expect( copyText( '2771400' ) ).resolves.toBe( true );
		expect( execCommand ).toHaveBeenCalledWith( 'copy' );
		expect( document.querySelector( 'textarea' ) ).toBeNull();
	} );
} );
