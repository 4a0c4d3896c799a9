/**
 * One traveller's fields in the travellers' step, under a line that says who they are ("Hành khách 3 · Trẻ em
 * (2–11 tuổi)"): the buyer knows which year of birth is asked of a child, and a screen reader names the group
 * when a field of it takes the focus.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import type { TravellerRole } from '../../../common/booking/traveller-ages';

export interface TravellerGroupProps {
	/** The traveller's number in the party (2 for the first after the buyer). */
	number: number;
	/** Adult or child; undefined when the cart does not say (a line without booking data). */
	role?: TravellerRole;
	/** Whether this is the step's first traveller (less room above: the step's title is there). */
	first?: boolean;
	children: ReactNode;
}

/**
 * The line's look, here rather than in a stylesheet: the checkout's first load has no bytes for a rule, and a
 * stylesheet of this lazy chunk would make the first load name it (Vite's preload list).
 */
const lineStyle = ( first?: boolean ) => ( {
	margin: first ? '4px 0 0' : '20px 0 0',
	fontWeight: 600,
} );

/** The group. */
export default function TravellerGroup( {
	number,
	role,
	first,
	children,
}: TravellerGroupProps ) {
	const id = `tourfront-traveller-${ number }`;
	let who = '';
	if ( role ) {
		who =
			role === 'child'
				? __( 'Child (2–11 years)', 'tourfront' )
				: __( 'Adult', 'tourfront' );
	}
	return (
		<div
			className="tourfront-checkout__traveller"
			role="group"
			aria-labelledby={ id }
		>
			<p
				id={ id }
				className="tourfront-checkout__traveller-role"
				style={ lineStyle( first ) }
			>
				{ who
					? sprintf(
							/* translators: 1: the traveller's number in the party, 2: "Adult" or "Child (2–11 years)". */
							__( 'Traveller %1$d · %2$s', 'tourfront' ),
							number,
							who
						)
					: sprintf(
							/* translators: %d: the traveller's number in the party. */
							__( 'Traveller %d', 'tourfront' ),
							number
						) }
			</p>
			{ children }
		</div>
	);
}
