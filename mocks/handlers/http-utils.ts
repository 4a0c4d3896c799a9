/**
 * Shared MSW helpers: reading bodies, applying transport faults (network error, invalid JSON, delay).
 */

/** External dependencies */
import { delay, HttpResponse } from 'msw';

/** Internal dependencies */
import { faultBody, type Faults, type FaultSpec } from './faults';

/** What WordPress's `wp_send_json` sends as its content type. */
export const JSON_HEADERS = {
	'Content-Type': 'application/json; charset=UTF-8',
};

/** The request body: JSON, form fields, or {} when empty. Throws SyntaxError on bad JSON. */
export async function readBody( request: Request ): Promise< unknown > {
	const text = await request.text();
	if ( ! text ) {
		return {};
	}
	const type = request.headers.get( 'Content-Type' ) ?? '';
	if ( type.includes( 'application/x-www-form-urlencoded' ) ) {
		return Object.fromEntries( new URLSearchParams( text ) );
	}
	return JSON.parse( text ) as unknown;
}

/** Form fields of a wc-ajax / admin-ajax request (query string merged under the body). */
export async function readForm(
	request: Request
): Promise< Record< string, string > > {
	const fields: Record< string, string > = Object.fromEntries(
		new URL( request.url ).searchParams
	);
	if ( request.method === 'GET' ) {
		return fields;
	}
	const text = await request.text();
	const type = request.headers.get( 'Content-Type' ) ?? '';
	if ( type.includes( 'application/json' ) && text ) {
		return {
			...fields,
			...( JSON.parse( text ) as Record< string, string > ),
		};
	}
	return { ...fields, ...Object.fromEntries( new URLSearchParams( text ) ) };
}

/** Applies a transport-level fault; returns a response to send instead, or undefined to continue. */
export async function transportFault(
	fault: FaultSpec | undefined
): Promise< Response | undefined > {
	if ( ! fault ) {
		return undefined;
	}
	if ( fault.delayMs ) {
		await delay( fault.delayMs );
	}
	if ( fault.networkError ) {
		return HttpResponse.error();
	}
	if ( fault.invalidJson ) {
		return new HttpResponse(
			'<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>',
			{
				status: 200,
				headers: { 'Content-Type': 'text/html; charset=UTF-8' },
			}
		);
	}
	return undefined;
}

/** A fault target for a request URL. */
export function targetOf( request: Request ): { method: string; url: string } {
	const url = new URL( request.url );
	return { method: request.method, url: `${ url.pathname }${ url.search }` };
}

/**
 * The fault a test set for an ajax request (wc-ajax, admin-ajax): the transport failure, or the HTTP status
 * with its JSON error body; undefined to answer normally.
 */
export async function ajaxFault(
	faults: Faults,
	request: Request
): Promise< Response | undefined > {
	const fault = faults.take( targetOf( request ) );
	const transport = await transportFault( fault );
	if ( transport || ! fault?.status ) {
		return transport;
	}
	return HttpResponse.json( faultBody( fault.status ), {
		status: fault.status,
		headers: JSON_HEADERS,
	} );
}
