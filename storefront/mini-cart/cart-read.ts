/**
 * The Store API cart read the mini-cart starts when the shopper shows the intent to open it, so the
 * read runs while the panel's code loads. The cart store (a separate bundle) takes it from
 * `window[ CART_READ_KEY ]` instead of starting its own read.
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { CART_READ_KEY } from '../../common/cart-events/constants';

/** A read older than this is not the cart the shopper is opening now: it is forgotten. */
const FRESH_MS = 10_000;

type ReadWindow = Window & { [ CART_READ_KEY ]?: Promise< unknown > };

/** Starts reading the cart unless a read is on its way. */
export function startCartRead(): void {
	const w = window as ReadWindow;
	const root = getSettings().storeApi?.root;
	if ( ! root || w[ CART_READ_KEY ] ) {
		return;
	}
	const url = `${ root }wc/store/v1/cart`;
	// The locale the cart store's own read asks for (api-fetch's `_locale=user`).
	const read = fetch(
		`${ url }${ url.includes( '?' ) ? '&' : '?' }_locale=user`,
		{
			credentials: 'same-origin',
		}
	).then(
		( response ) => ( response.ok ? response.json() : undefined ),
		() => undefined
	);
	w[ CART_READ_KEY ] = read;
	setTimeout( () => {
		if ( w[ CART_READ_KEY ] === read ) {
			dropCartRead();
		}
	}, FRESH_MS );
}

/** Forgets the read on its way. */
export function dropCartRead(): void {
	delete ( window as ReadWindow )[ CART_READ_KEY ];
}
