/**
 * EMVCo data objects: an id of two digits, a length of two digits, then the value.
 */

/** Internal dependencies */
import { TLV_VALUE_MAX_LENGTH } from './constants';

/** One data object; throws when the value cannot be encoded (empty or longer than 99 characters). */
export function tlv( id: string, value: string ): string {
	if ( value.length < 1 || value.length > TLV_VALUE_MAX_LENGTH ) {
		throw new RangeError(
			`EMVCo data object ${ id } must hold 1 to ${ TLV_VALUE_MAX_LENGTH } characters, not ${ value.length }.`
		);
	}
	return `${ id }${ String( value.length ).padStart( 2, '0' ) }${ value }`;
}

/**
 * Reads a sequence of data objects into `{ id: value }` (templates stay strings: parse them again).
 * Throws on a truncated or malformed sequence, so a reader never trusts half a payload.
 */
export function parseTlv( text: string ): Record< string, string > {
	const objects: Record< string, string > = {};
	let at = 0;
	while ( at < text.length ) {
		const id = text.slice( at, at + 2 );
		const length = Number( text.slice( at + 2, at + 4 ) );
		if (
			! /^\d{2}$/.test( id ) ||
			! /^\d{2}$/.test( text.slice( at + 2, at + 4 ) ) ||
			at + 4 + length > text.length
		) {
			throw new SyntaxError( `Malformed EMVCo data object at ${ at }.` );
		}
		objects[ id ] = text.slice( at + 4, at + 4 + length );
		at += 4 + length;
	}
	return objects;
}
