/**
 * Copy buttons next to the account number, the amount and the transfer content: the shopper pastes
 * them into a banking app that cannot scan (a computer, the phone showing the page).
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { announce } from '../../common/live-region';
import { COPIED_FEEDBACK_MS } from './constants';

/** Puts `text` on the clipboard; false when the browser refuses. */
export async function copyText(
	text: string,
	doc: Document = document
): Promise< boolean > {
	const clipboard = doc.defaultView?.navigator.clipboard;
	if ( clipboard?.writeText ) {
		try {
			await clipboard.writeText( text );
			return true;
		} catch {
			// Not allowed here (an insecure origin, a denied permission): try the selection below.
		}
	}
	const field = doc.createElement( 'textarea' );
	field.value = text;
	field.setAttribute( 'readonly', '' );
	field.className = 'screen-reader-text';
	doc.body.append( field );
	field.select();
	try {
		return (
			typeof doc.execCommand === 'function' && doc.execCommand( 'copy' )
		);
	} finally {
		field.remove();
	}
}

/**
 * Shows `button` and makes it copy its `data-tourfront-copy`, saying so to everyone: a live-region
 * message, and a tick for a moment (its label stays, so its accessible name still matches it).
 */
export function bindCopyButton( button: HTMLButtonElement ): void {
	const doc = button.ownerDocument;
	button.hidden = false;
	button.addEventListener( 'click', async () => {
		const value = button.dataset.tourfrontCopy ?? '';
		if ( ! ( await copyText( value, doc ) ) ) {
			announce(
				__(
					'Could not copy. Select the text and copy it yourself.',
					'tourfront'
				),
				doc
			);
			return;
		}
		/* translators: %s: the copied text, e.g. an account number. */
		announce( sprintf( __( 'Copied: %s', 'tourfront' ), value ), doc );
		button.classList.add( 'is-copied' );
		doc.defaultView?.setTimeout(
			() => button.classList.remove( 'is-copied' ),
			COPIED_FEEDBACK_MS
		);
	} );
}
