/**
 * A minus or plus button beside a number input (the quantity inputs, the booking box's traveller counts).
 */

/** A `type="button"` labelled for screen readers, showing `text` ("−" or "+"). */
export function stepButton(
	doc: Document,
	className: string,
	label: string,
	text: string
): HTMLButtonElement {
	const button = doc.createElement( 'button' );
	button.type = 'button';
	button.className = className;
	button.setAttribute( 'aria-label', label );
	button.textContent = text;
	return button;
}
