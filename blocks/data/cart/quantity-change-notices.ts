/**
 * The notices of server-side quantity changes, found by comparing the old and new cart.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import type { Cart, CartItem } from './types';

/** A notice to raise (content is plain text). */
export interface CartChangeNotice {
	id: string;
	content: string;
}

/** What the shopper asked for while the response was on its way. */
export interface ShopperIntent {
	/** Item key → the quantity the shopper chose (items with a change in flight). */
	requestedQuantities: ReadonlyMap< string, number >;
	/** Item keys the shopper is deleting. */
	deletingKeys: ReadonlySet< string >;
	/**
	 * Item keys whose change the shopper sent through another route than a quantity (an extension's
	 * cart update, e.g. the travellers of a tour): whatever quantity the answer brings is theirs.
	 */
	changingKeys?: ReadonlySet< string >;
}

/** Why the quantity of `name` is now `n` (by the item's limits): the server's change, or what the shopper typed brought into the limits. */
export function quantityChangeMessage(
	name: string,
	n: number,
	limits: CartItem[ 'quantity_limits' ]
): string {
	const { minimum, maximum, multiple_of: multipleOf } = limits;
	if ( multipleOf > 1 && n % multipleOf === 0 ) {
		return sprintf(
			/* translators: 1: product name, 2: new quantity, 3: the quantity it must be a multiple of. */
			__(
				'The quantity of "%1$s" was changed to %2$d. You must purchase this product in groups of %3$d.',
				'tourfront'
			),
			name,
			n,
			multipleOf
		);
	}
	if ( n === minimum ) {
		return sprintf(
			/* translators: 1: product name, 2: new quantity. */
			__(
				'The quantity of "%1$s" was increased to %2$d. This is the minimum required quantity.',
				'tourfront'
			),
			name,
			n
		);
	}
	if ( n === maximum ) {
		return sprintf(
			/* translators: 1: product name, 2: new quantity. */
			__(
				'The quantity of "%1$s" was decreased to %2$d. This is the maximum allowed quantity.',
				'tourfront'
			),
			name,
			n
		);
	}
	return sprintf(
		/* translators: 1: product name, 2: new quantity. */
		__( 'The quantity of "%1$s" was changed to %2$d.', 'tourfront' ),
		name,
		n
	);
}

/** Notices for items the server changed or removed without the shopper asking. */
export function getCartChangeNotices(
	oldCart: Cart,
	newCart: Cart,
	intent: ShopperIntent
): CartChangeNotice[] {
	const notices: CartChangeNotice[] = [];
	const newItems = new Map(
		newCart.items.map( ( item ) => [ item.key, item ] )
	);
	for ( const oldItem of oldCart.items ) {
		const newItem = newItems.get( oldItem.key );
		if ( ! newItem ) {
			if ( ! intent.deletingKeys.has( oldItem.key ) ) {
				notices.push( {
					id: `${ oldItem.key }-removed`,
					content: sprintf(
						/* translators: %s: product name. */
						__( '"%s" was removed from your cart.', 'tourfront' ),
						oldItem.name
					),
				} );
			}
			continue;
		}
		const requested = intent.requestedQuantities.get( oldItem.key );
		if (
			requested === undefined &&
			intent.changingKeys?.has( oldItem.key )
		) {
			continue;
		}
		const expected = requested ?? oldItem.quantity;
		if ( newItem.quantity !== expected ) {
			// Notice content is HTML: the Store API name is already HTML-escaped (`&#8211;`), keep it so.
			notices.push( {
				id: `${ oldItem.key }-quantity-update`,
				content: quantityChangeMessage(
					newItem.name,
					newItem.quantity,
					newItem.quantity_limits
				),
			} );
		}
	}
	return notices;
}
