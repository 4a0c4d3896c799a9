/**
 * A button that shows a glyph and speaks a label: the − / + beside a number input (quantities, traveller
 * counts), a lightbox's ‹ › ×, a slider's arrows and dots.
 */

/** A `type="button"` labelled for screen readers, showing `text` ("−", "+", "×", "‹"…). */
export function iconButton(
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
