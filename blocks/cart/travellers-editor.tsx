/**
 * The travellers of a tour line (cart page and mini-cart): adults and children steppers in place of
 * the generic quantity, which a tour line does not edit. A count that cannot grow says why (the
 * departure's seats left), the same words as the product page's booking box.
 */

/** WordPress dependencies */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { limitMessage } from '../../common/booking/messages';
import {
	canAdd,
	MIN_ADULTS,
	setTravellers,
	type Party,
	type TravellerType,
} from '../../common/booking/party';
import type { TourBooking } from './booking-of-line';
import './travellers-editor.css';

export interface TravellersEditorProps {
	booking: TourBooking;
	itemName: string;
	disabled?: boolean;
	onChange: ( party: Party ) => void;
}

const TEXT = {
	adults: {
		label: () => __( 'Adults', 'tourfront' ),
		less: ( name: string ) =>
			sprintf(
				/* translators: %s: tour name. */
				__( 'Remove an adult from %s', 'tourfront' ),
				name
			),
		more: ( name: string ) =>
			sprintf(
				/* translators: %s: tour name. */
				__( 'Add an adult to %s', 'tourfront' ),
				name
			),
	},
	children: {
		label: () => __( 'Children', 'tourfront' ),
		less: ( name: string ) =>
			sprintf(
				/* translators: %s: tour name. */
				__( 'Remove a child from %s', 'tourfront' ),
				name
			),
		more: ( name: string ) =>
			sprintf(
				/* translators: %s: tour name. */
				__( 'Add a child to %s', 'tourfront' ),
				name
			),
	},
};

/** The two steppers. */
export default function TravellersEditor( {
	booking,
	itemName,
	disabled = false,
	onChange,
}: TravellersEditorProps ) {
	const [ message, setMessage ] = useState( '' );
	const party: Party = { adults: booking.adults, children: booking.children };

	const step = ( type: TravellerType, value: number ) => {
		const result = setTravellers( party, type, value, booking.seats );
		setMessage(
			limitMessage( result.limit, booking.seats, booking.departure )
		);
		if (
			result.party.adults !== party.adults ||
			result.party.children !== party.children
		) {
			onChange( result.party );
		}
	};

	return (
		<div className="tourfront-travellers-editor">
			{ ( [ 'adults', 'children' ] as TravellerType[] ).map( ( type ) => {
				const text = TEXT[ type ];
				const min = type === 'adults' ? MIN_ADULTS : 0;
				return (
					<div
						key={ type }
						className={ `tourfront-travellers-editor__row is-${ type }` }
						role="group"
						aria-label={ text.label() }
					>
						<span
							className="tourfront-travellers-editor__label"
							aria-hidden="true"
						>
							{ text.label() }
						</span>
						{ /* One piece, so a narrow line wraps it under its label as a whole. */ }
						<span className="tourfront-travellers-editor__stepper">
							<button
								type="button"
								className="tourfront-travellers-editor__step"
								aria-label={ text.less( itemName ) }
								disabled={ disabled || party[ type ] <= min }
								onClick={ () =>
									step( type, party[ type ] - 1 )
								}
							>
								−
							</button>
							<span className="tourfront-travellers-editor__count">
								{ party[ type ] }
							</span>
							<button
								type="button"
								className="tourfront-travellers-editor__step"
								aria-label={ text.more( itemName ) }
								// Focusable at the limit, so pressing it can say why the count does not grow.
								aria-disabled={
									! canAdd( party, booking.seats ) ||
									undefined
								}
								disabled={ disabled }
								onClick={ () =>
									step( type, party[ type ] + 1 )
								}
							>
								+
							</button>
						</span>
					</div>
				);
			} ) }
			<p
				className="tourfront-travellers-editor__message"
				role="status"
				aria-live="polite"
			>
				{ message }
			</p>
		</div>
	);
}
