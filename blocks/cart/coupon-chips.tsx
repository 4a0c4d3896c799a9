/**
 * The applied coupons as removable chips (button, Backspace or Delete; label `Remove "{code}"`).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import RemovableChip from '../components/removable-chip';

export interface CouponChipsProps {
	codes: string[];
	/** Code whose removal is in flight (its chip is disabled). */
	removing: string;
	onRemove: ( code: string ) => void;
}

/** A list of chips, or nothing without coupons. */
export default function CouponChips( {
	codes,
	removing,
	onRemove,
}: CouponChipsProps ) {
	if ( ! codes.length ) {
		return null;
	}
	return (
		<ul
			className="tourfront-coupon-chips"
			aria-label={ __( 'Applied coupons', 'tourfront' ) }
		>
			{ codes.map( ( code ) => (
				<li key={ code }>
					<RemovableChip
						text={ code }
						disabled={ !! removing }
						onRemove={ () => onRemove( code ) }
					/>
				</li>
			) ) }
		</ul>
	);
}
