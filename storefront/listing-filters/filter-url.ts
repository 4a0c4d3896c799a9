/**
 * The address a filter form leads to, as the browser would build it on submit, minus the empty fields
 * (the server would only redirect them away: an empty `max_price` hides every product in WooCommerce).
 */

/** The form's GET address with its non-empty fields, in form order. */
export function filterUrl(
	form: HTMLFormElement,
	base: string = document.baseURI
): string {
	const url = new URL( form.getAttribute( 'action' ) || base, base );
	url.search = '';
	for ( const [ key, value ] of new FormData( form ) ) {
		if ( typeof value === 'string' && value.trim() !== '' ) {
			url.searchParams.append( key, value.trim() );
		}
	}
	return url.toString();
}
