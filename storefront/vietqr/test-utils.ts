/**
 * The theme's bank-transfer block as a real store printed it (theme/tests/fixtures/vietqr), for the tests.
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `order-received.html`: order 102, Vietcombank 970436, account 0123456789, 2.771.400 ₫. */
export const ORDER_RECEIVED_HTML = readFileSync(
	join( __dirname, '../../theme/tests/fixtures/vietqr/order-received.html' ),
	'utf8'
);

/** The recorded block with its transfer data replaced by `data` (an object, or raw attribute text). */
export function blockWith( data: Record< string, unknown > | string ): string {
	const json = typeof data === 'string' ? data : JSON.stringify( data );
	const attribute = json.replace( /&/g, '&amp;' ).replace( /"/g, '&quot;' );
	return ORDER_RECEIVED_HTML.replace(
		/data-tourfront-vietqr="[^"]*"/,
		`data-tourfront-vietqr="${ attribute }"`
	);
}
