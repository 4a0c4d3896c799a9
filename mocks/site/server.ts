/**
 * The demo shop's HTTP server: renders WooCommerce + Storefront + Tourfront pages on request and
 * serves the theme's build, uploads and the demo client. State that is per visitor in WooCommerce
 * (cart, orders) lives in the browser (MSW + the mock store); only the demo login and the active test
 * plugins are cookies.
 */

/** External dependencies */
import {
	createServer,
	type IncomingMessage,
	type Server,
	type ServerResponse,
} from 'node:http';

/** Internal dependencies */
import { routePage } from './router';
import { staticFile } from './static-files';
import type { PageRequest } from './pages/types';
import { activeTestPlugins } from './test-plugins';

/** Name of the cookie holding the logged-in demo customer (`{id,name,email}` as URI-encoded JSON). */
export const USER_COOKIE = 'tourfront_demo_user';

/** The demo customer from the request's cookie. */
export function readUser( header: string | undefined ): {
	id: number;
	name: string;
	email: string;
} {
	const match = new RegExp( `(?:^|;\\s*)${ USER_COOKIE }=([^;]+)` ).exec(
		header ?? ''
	);
	if ( match ) {
		try {
			const user = JSON.parse( decodeURIComponent( match[ 1 ] ) ) as {
				id?: unknown;
				name?: unknown;
				email?: unknown;
			};
			if ( typeof user.id === 'number' && user.id > 0 ) {
				return {
					id: user.id,
					name: String( user.name ?? '' ),
					email: String( user.email ?? '' ),
				};
			}
		} catch {
			// A malformed cookie is a logged-out visitor.
		}
	}
	return { id: 0, name: '', email: '' };
}

function send(
	res: ServerResponse,
	status: number,
	headers: Record< string, string >,
	body?: Buffer | string
) {
	res.writeHead( status, headers );
	res.end( body );
}

/** Answers one request. */
export function handle( req: IncomingMessage, res: ServerResponse ): void {
	const url = new URL( req.url ?? '/', 'http://localhost' );
	const method = req.method ?? 'GET';
	const file = staticFile( url.pathname );
	if ( file ) {
		const headers = {
			'Content-Type': file.type,
			'Cache-Control': 'no-cache',
			ETag: file.etag,
			...file.headers,
		};
		// Revalidated like a real web server's files: a browser that has the file gets 304 and keeps its copy
		// (and the code it compiled from it) instead of downloading and compiling the bundles on every page.
		if ( req.headers[ 'if-none-match' ] === file.etag ) {
			send( res, 304, headers );
			return;
		}
		send( res, 200, headers, method === 'HEAD' ? undefined : file.body );
		return;
	}
	if (
		url.pathname.startsWith( '/wp-json/' ) ||
		url.searchParams.has( 'wc-ajax' ) ||
		url.pathname.startsWith( '/wp-admin/' )
	) {
		// These are answered in the browser by MSW; reaching the server means the worker is not active.
		send(
			res,
			503,
			{ 'Content-Type': 'application/json; charset=utf-8' },
			JSON.stringify( {
				code: 'tourfront_demo_worker_inactive',
				message: 'The demo answers this in the browser (MSW).',
				data: { status: 503 },
			} )
		);
		return;
	}
	if ( url.pathname === '/my-account/customer-logout/' ) {
		send( res, 302, {
			Location: '/my-account/',
			'Set-Cookie': `${ USER_COOKIE }=; Path=/; Max-Age=0; SameSite=Lax`,
		} );
		return;
	}
	const user = readUser( req.headers.cookie );
	const request: PageRequest = {
		url,
		userId: user.id,
		userName: user.name,
		userEmail: user.email,
		plugins: activeTestPlugins( req.headers.cookie ),
	};
	let result;
	try {
		result = routePage( request );
	} catch ( error ) {
		send(
			res,
			500,
			{ 'Content-Type': 'text/plain; charset=utf-8' },
			`Demo page failed: ${ ( error as Error ).stack ?? error }`
		);
		return;
	}
	if ( 'location' in result ) {
		send( res, result.status, {
			Location: result.location,
			'X-Redirect-By': 'WordPress',
		} );
		return;
	}
	send(
		res,
		result.status,
		{
			'Content-Type': 'text/html; charset=UTF-8',
			'Cache-Control': 'no-store',
		},
		method === 'HEAD' ? undefined : result.html
	);
}

/** Starts the server on `port` (resolves once listening). */
export function startServer( port: number ): Promise< Server > {
	const server = createServer( ( req, res ) => {
		if ( req.method === 'POST' ) {
			// Form posts without the demo client (JS off) just show the page again.
			req.resume();
			req.on( 'end', () =>
				handle( Object.assign( req, { method: 'GET' } ), res )
			);
			return;
		}
		handle( req, res );
	} );
	return new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, () => resolve( server ) );
	} );
}
