/**
 * Mini cart title area: "Your cart (3 travellers, 1 item)", in the header's own words (a guidebook is not a tour).
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** The heading; `id` labels the dialog; no count until the cart is read (a 0 would contradict the header). */
export default function MiniCartTitle( {
	id,
	countLabel,
}: {
	id: string;
	/** The header's count words ("3 khách, 1 sản phẩm"); none until the cart is read. */
	countLabel?: string;
} ) {
	return (
		<h2
			id={ id }
			className="tourfront-mini-cart__title wp-block-tourfront-mini-cart-title-block"
		>
			{ countLabel === undefined
				? __( 'Your cart', 'tourfront' )
				: sprintf(
						/* translators: %s: what the cart holds, as the header counts it, e.g. "3 travellers, 1 item". */
						__( 'Your cart (%s)', 'tourfront' ),
						countLabel
					) }
		</h2>
	);
}
