/**
 * Stock badges of a cart line: "%d left in stock" (low stock) and "Available on backorder".
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

export interface ProductBadgesProps {
	lowStockRemaining: number | null;
	showBackorderBadge: boolean;
}

/** The badges, or nothing. */
export default function ProductBadges( {
	lowStockRemaining,
	showBackorderBadge,
}: ProductBadgesProps ) {
	if ( showBackorderBadge ) {
		return (
			<span className="tourfront-badge is-backorder">
				{ __( 'Available on backorder', 'tourfront' ) }
			</span>
		);
	}
	if ( lowStockRemaining ) {
		return (
			<span className="tourfront-badge is-low-stock">
				{ sprintf(
					/* translators: %d: number of tours left in stock. */
					__( '%d left in stock', 'tourfront' ),
					lowStockRemaining
				) }
			</span>
		);
	}
	return null;
}
