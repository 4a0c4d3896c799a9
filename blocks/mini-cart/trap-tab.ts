/**
 * Keeps Tab and Shift+Tab inside a modal element (the off-canvas mini-cart).
 */

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Wraps focus from the last focusable element to the first and back. */
export function trapTab(
	event: { shiftKey: boolean; preventDefault: () => void },
	container: HTMLElement
): void {
	const items = [ ...container.querySelectorAll< HTMLElement >( FOCUSABLE ) ];
	if ( ! items.length ) {
		event.preventDefault();
		return;
	}
	const first = items[ 0 ];
	const last = items[ items.length - 1 ];
	const active = container.ownerDocument.activeElement;
	if ( event.shiftKey && ( active === first || active === container ) ) {
		event.preventDefault();
		last.focus();
	} else if ( ! event.shiftKey && active === last ) {
		event.preventDefault();
		first.focus();
	}
}
