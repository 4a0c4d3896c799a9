/**
 * What the demo keeps in the browser: the mock store's snapshot, the demo's orders and customers
 * (localStorage), a notice to show after the next reload (sessionStorage), and the login cookie.
 */

export const STORE_KEY = 'tourfront-demo-store';
export const ORDERS_KEY = 'tourfront-demo-orders';
export const USERS_KEY = 'tourfront-demo-users';
export const NOTICE_KEY = 'tourfront-demo-notice';
export const USER_COOKIE = 'tourfront_demo_user';
/** Whose contact the mock store's customer session holds (a user id, 0 for a guest). */
export const SESSION_USER_KEY = 'tourfront-demo-session-user';

/** Reads JSON from localStorage (undefined when missing or unreadable). */
export function readJson< T >(
	key: string,
	storage: Storage = localStorage
): T | undefined {
	try {
		const raw = storage.getItem( key );
		return raw ? ( JSON.parse( raw ) as T ) : undefined;
	} catch {
		return undefined;
	}
}

/** Writes JSON to localStorage; a full or blocked storage only loses persistence. */
export function writeJson(
	key: string,
	value: unknown,
	storage: Storage = localStorage
): void {
	try {
		storage.setItem( key, JSON.stringify( value ) );
	} catch {
		// Private mode or quota: the demo still works for this page.
	}
}

/** The logged-in demo customer. */
export interface DemoUser {
	id: number;
	name: string;
	email: string;
	username?: string;
}

/** The logged-in demo customer, from the login cookie (null for a guest). */
export function readUserCookie( doc: Document = document ): DemoUser | null {
	const match = new RegExp( `(?:^|;\\s*)${ USER_COOKIE }=([^;]+)` ).exec(
		doc.cookie
	);
	try {
		return match
			? ( JSON.parse( decodeURIComponent( match[ 1 ] ) ) as DemoUser )
			: null;
	} catch {
		return null;
	}
}

/** Logs the demo customer in (cookie the demo server reads) or out (null). */
export function setUserCookie( user: DemoUser | null ): void {
	document.cookie = user
		? `${ USER_COOKIE }=${ encodeURIComponent( JSON.stringify( { id: user.id, name: user.name, email: user.email } ) ) }; path=/; SameSite=Lax`
		: `${ USER_COOKIE }=; path=/; max-age=0; SameSite=Lax`;
}

/** Forgets everything: cart, orders, customers, login, dismissed store notice. */
export function resetDemoState(): void {
	for ( const key of [
		STORE_KEY,
		ORDERS_KEY,
		USERS_KEY,
		SESSION_USER_KEY,
	] ) {
		localStorage.removeItem( key );
	}
	sessionStorage.removeItem( NOTICE_KEY );
	setUserCookie( null );
	for ( const cookie of document.cookie.split( ';' ) ) {
		const name = cookie.split( '=' )[ 0 ].trim();
		if (
			name.startsWith( 'store_notice' ) ||
			name.startsWith( 'wc_order_attribution_' ) ||
			name.startsWith( 'sbjs_' )
		) {
			document.cookie = `${ name }=; path=/; max-age=0`;
		}
	}
}
