/**
 * The applied coupons as removable chips (button, Backspace or Delete; label `Remove "{code}"`).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import RemovableChip from '../components/removable-chip';

export interface CouponChipsProps {
	/** The coupons shown, each with its label (`coupons` filter). */
	coupons: Array< { code: string; label: string } >;
	/** Code whose removal is in flight (its chip is disabled). */
	removing: string;
	onRemove: ( code: string ) => void;
}

/** A list of chips, or nothing without coupons. */
export default function CouponChips( {
	coupons,
	removing,
	onRemove,
}: CouponChipsProps ) {
	if ( ! coupons.length ) {
		return null;
	}
	return (
		<ul
			className="tourfront-coupon-chips"
			aria-label={ __( 'Applied coupons', 'tourfront' ) }
		>
			{ coupons.map( ( { code, label } ) => (
				<li key={ code }>
					<RemovableChip
						text={ label }
						disabled={ !! removing }
						onRemove={ () => onRemove( code ) }
					/>
				</li>
			) ) }
		</ul>
	);
}
