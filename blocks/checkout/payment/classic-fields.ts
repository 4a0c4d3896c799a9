/**
 * A classic gateway's `payment_fields()` on the checkout: the server's HTML sanitised again here (form
 * controls and their text only; DOMPurify is loaded the first time such a method shows), and the values of
 * its controls as the `payment_data` WooCommerce's Store API puts into `$_POST` for the gateway's
 * `validate_fields()` and `process_payment()`.
 */

/** The tags a gateway's fields keep. */
export const CLASSIC_FIELD_TAGS = [
	'fieldset',
	'legend',
	'div',
	'p',
	'span',
	'label',
	'br',
	'strong',
	'em',
	'abbr',
	'small',
	'ul',
	'li',
	'img',
	'input',
	'select',
	'option',
	'optgroup',
	'textarea',
];

/** The attributes they keep. */
export const CLASSIC_FIELD_ATTRIBUTES = [
	'id',
	'class',
	'title',
	'for',
	'name',
	'type',
	'value',
	'checked',
	'selected',
	'disabled',
	'required',
	'placeholder',
	'maxlength',
	'minlength',
	'pattern',
	'inputmode',
	'autocomplete',
	'size',
	'rows',
	'cols',
	'label',
	'src',
	'alt',
	'width',
	'height',
	'aria-label',
	'aria-describedby',
	'aria-required',
];

export type FieldsSanitizer = ( html: string ) => string;

let loading: Promise< FieldsSanitizer > | undefined;

/** Loads DOMPurify (once) and returns the fields' sanitiser. */
export function loadFieldsSanitizer(): Promise< FieldsSanitizer > {
	loading ||= import( 'dompurify' ).then(
		( { default: DOMPurify } ) =>
			( html: string ) =>
				DOMPurify.sanitize( html, {
					ALLOWED_TAGS: CLASSIC_FIELD_TAGS,
					ALLOWED_ATTR: CLASSIC_FIELD_ATTRIBUTES,
					ALLOW_DATA_ATTR: false,
				} )
	);
	return loading;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlsOf( root: ParentNode ): Control[] {
	return Array.from(
		root.querySelectorAll< Control >( 'input, select, textarea' )
	).filter( ( control ) => control.name && ! control.disabled );
}

/**
 * The values the controls would post in a form: unchecked boxes and radios send nothing, a multiple select
 * its chosen values joined by commas. Keys are kept as written; the Store API passes them through
 * `sanitize_key()` (lower case, `a-z 0-9 _ -`), as WooCommerce's checkout block sends them.
 */
export function readFieldValues( root: ParentNode ): Record< string, string > {
	const values: Record< string, string > = {};
	for ( const control of controlsOf( root ) ) {
		if (
			control instanceof HTMLInputElement &&
			( control.type === 'checkbox' || control.type === 'radio' ) &&
			! control.checked
		) {
			continue;
		}
		if ( control instanceof HTMLSelectElement && control.multiple ) {
			values[ control.name ] = Array.from( control.selectedOptions )
				.map( ( option ) => option.value )
				.join( ',' );
			continue;
		}
		values[ control.name ] = control.value;
	}
	return values;
}

/** Puts back values read earlier (the method's content is rebuilt when the shopper comes back to it). */
export function restoreFieldValues(
	root: ParentNode,
	values: Record< string, string >
): void {
	for ( const control of controlsOf( root ) ) {
		if ( ! ( control.name in values ) ) {
			if (
				control instanceof HTMLInputElement &&
				( control.type === 'checkbox' || control.type === 'radio' )
			) {
				control.checked = false;
			}
			continue;
		}
		const value = values[ control.name ];
		if (
			control instanceof HTMLInputElement &&
			( control.type === 'checkbox' || control.type === 'radio' )
		) {
			control.checked = control.value === value;
		} else if ( control instanceof HTMLSelectElement && control.multiple ) {
			const chosen = value.split( ',' );
			for ( const option of Array.from( control.options ) ) {
				option.selected = chosen.includes( option.value );
			}
		} else {
			control.value = value;
		}
	}
}
