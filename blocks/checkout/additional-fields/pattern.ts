/** A field's `pattern` attribute as the browser applies it: the whole value must match. */
export function matchesPattern( pattern: unknown, value: string ): boolean {
	if ( typeof pattern !== 'string' || ! pattern || ! value ) {
		return true;
	}
	try {
		return new RegExp( `^(?:${ pattern })$`, 'u' ).test( value );
	} catch {
		// A pattern this engine cannot read is the server's to judge.
		return true;
	}
}
