/**
 * Mini cart title area: "Your cart (n tours)".
 */

/** WordPress dependencies */
import { __, _n, sprintf } from '@wordpress/i18n';

/** The heading; `id` labels the dialog; no count until the cart is read (a 0 would contradict the header). */
export default function MiniCartTitle( {
	id,
	count,
}: {
	id: string;
	count?: number;
} ) {
	return (
		<h2
			id={ id }
			className="tourfront-mini-cart__title wp-block-tourfront-mini-cart-title-block"
		>
			{ count === undefined
				? __( 'Your cart', 'tourfront' )
				: sprintf(
						/* translators: %d: number of tours in the cart. */
						_n(
							'Your cart (%d tour)',
							'Your cart (%d tours)',
							count,
							'tourfront'
						),
						count
					) }
		</h2>
	);
}
