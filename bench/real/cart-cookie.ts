/**
 * A WooCommerce session with one product in its cart, as a Cookie header: Lighthouse audits the cart and
 * the checkout full (an empty checkout is only a message).
 */

/** The `name=value` pairs of Set-Cookie headers, as one Cookie header. */
export function cookieHeader( setCookies: string[] ): string {
	return setCookies
		.map( ( line ) => line.split( ';' )[ 0 ].trim() )
		.filter(
			( pair ) => pair.includes( '=' ) && ! /=(deleted)?$/.test( pair )
		)
		.join( '; ' );
}

/** Adds `productId` to a new session's cart through wc-ajax and returns that session's cookies. */
export async function cartCookie(
	origin: string,
	productId: number
): Promise< string > {
	const response = await fetch( `${ origin }/?wc-ajax=add_to_cart`, {
		method: 'POST',
		body: new URLSearchParams( {
			product_id: String( productId ),
			quantity: '1',
		} ),
	} );
	const cookie = cookieHeader( response.headers.getSetCookie() );
	if ( ! response.ok || ! cookie ) {
		throw new Error(
			`add_to_cart answered ${ response.status } without a session cookie`
		);
	}
	return cookie;
}
