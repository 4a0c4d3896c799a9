/**
 * A shopper's session on a store, over plain `fetch`: its cookies, and the Store API Nonce the store
 * hands out with each answer, sent back on writes as WooCommerce's own scripts do. The same session
 * drives a real store (the recorder) and the mock WooCommerce (MSW answers the very same `fetch`).
 */

/** One answer: status and parsed JSON body (null when the body is not JSON). */
export interface Answer {
	status: number;
	body: any; // A WooCommerce answer of any shape.
}

/** How a write presents its nonce: the store's (default), none at all, or a wrong one. */
export type NonceMode = 'store' | 'missing' | 'invalid';

/** A visitor on `origin` with a cookie jar. */
class Visitor {
	protected readonly cookies = new Map< string, string >();
	protected nonce = '';

	constructor( readonly origin: string ) {}

	protected remember( response: Response ): void {
		const headers = response.headers as Headers & {
			getSetCookie?: () => string[];
		};
		for ( const line of headers.getSetCookie?.() ?? [] ) {
			const [ pair ] = line.split( ';' );
			const at = pair.indexOf( '=' );
			if ( at > 0 ) {
				this.cookies.set(
					pair.slice( 0, at ).trim(),
					pair.slice( at + 1 ).trim()
				);
			}
		}
		this.nonce = response.headers.get( 'Nonce' ) || this.nonce;
	}

	protected cookieHeader(): Record< string, string > {
		const cookie = [ ...this.cookies ]
			.map( ( [ name, value ] ) => `${ name }=${ value }` )
			.join( '; ' );
		return cookie ? { Cookie: cookie } : {};
	}
}

/** A guest shopper on `origin`. */
export class ShopperSession extends Visitor {
	/** A Store API call (`route` after /wc/store/v1/), in the shopper's language (`_locale=user`). */
	async storeApi(
		method: string,
		route: string,
		body?: unknown,
		nonce: NonceMode = 'store'
	): Promise< Answer > {
		if ( method !== 'GET' && nonce === 'store' && ! this.nonce ) {
			await this.storeApi( 'GET', 'cart' );
		}
		const separator = route.includes( '?' ) ? '&' : '?';
		const headers: Record< string, string > = {
			...this.cookieHeader(),
			Accept: 'application/json',
		};
		if ( body !== undefined ) {
			headers[ 'Content-Type' ] = 'application/json';
		}
		if ( method !== 'GET' && nonce !== 'missing' ) {
			headers.Nonce = nonce === 'invalid' ? 'expired' : this.nonce;
		}
		const response = await fetch(
			`${ this.origin }/wp-json/wc/store/v1/${ route }${ separator }_locale=user`,
			{
				method,
				headers,
				body: body === undefined ? undefined : JSON.stringify( body ),
			}
		);
		this.remember( response );
		return {
			status: response.status,
			body: await response.json().catch( () => null ),
		};
	}

	/** A page as the shopper's browser gets it (HTML). */
	async page( path: string ): Promise< string > {
		const response = await fetch( `${ this.origin }${ path }`, {
			headers: this.cookieHeader(),
		} );
		this.remember( response );
		return response.text();
	}

	/** A classic `?wc-ajax=<action>` form post, as WooCommerce's add-to-cart script sends it. */
	async wcAjax(
		action: string,
		form: Record< string, string | number >
	): Promise< Answer > {
		const response = await fetch( `${ this.origin }/?wc-ajax=${ action }`, {
			method: 'POST',
			headers: {
				...this.cookieHeader(),
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body: new URLSearchParams(
				Object.entries( form ).map( ( [ key, value ] ) => [
					key,
					String( value ),
				] )
			).toString(),
		} );
		this.remember( response );
		return {
			status: response.status,
			body: await response.json().catch( () => null ),
		};
	}
}

/** An administrator, for what the scenarios must change behind the shopper's back (a product's stock). */
export class AdminSession extends Visitor {
	/** Signs in through wp-login.php; resolves with null when the credentials do not open the REST API. */
	static async open(
		origin: string,
		user: string,
		password: string
	): Promise< AdminSession | null > {
		const admin = new AdminSession( origin );
		admin.cookies.set( 'wordpress_test_cookie', 'WP%20Cookie%20check' );
		const login = await fetch( `${ origin }/wp-login.php`, {
			method: 'POST',
			redirect: 'manual',
			headers: {
				...admin.cookieHeader(),
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body: new URLSearchParams( {
				log: user,
				pwd: password,
				testcookie: '1',
				'wp-submit': 'Log In',
			} ).toString(),
		} );
		admin.remember( login );
		const nonce = await fetch(
			`${ origin }/wp-admin/admin-ajax.php?action=rest-nonce`,
			{ headers: admin.cookieHeader() }
		);
		admin.nonce = nonce.ok ? ( await nonce.text() ).trim() : '';
		return /^[0-9a-f]{10}$/.test( admin.nonce ) ? admin : null;
	}

	/** A WordPress REST call (`route` after /wp-json) as the administrator. */
	async rest(
		method: string,
		route: string,
		body?: unknown
	): Promise< Answer > {
		const response = await fetch( `${ this.origin }/wp-json${ route }`, {
			method,
			headers: {
				...this.cookieHeader(),
				'X-WP-Nonce': this.nonce,
				'Content-Type': 'application/json',
			},
			body: body === undefined ? undefined : JSON.stringify( body ),
		} );
		return {
			status: response.status,
			body: await response.json().catch( () => null ),
		};
	}
}
