/**
 * The travellers' own step, beside the buyer's details: every field in it is required, and the fields
 * left empty when the order is placed are said in one message at the top of the step (each one is
 * flagged and points to it) instead of one error per field.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { useSelect } from '@wordpress/data';

/** Internal dependencies */
import CheckoutStep from '../components/checkout-step';
import { VALIDATION_STORE_KEY } from '../stores';

export interface TravellersStepProps {
	/** The id of the step's message (the empty fields' aria-describedby). */
	errorId: string;
	/** The validation store ids of the fields. */
	fieldIds: string[];
	/** Their values, in the same order. */
	values: Array< string | boolean | undefined >;
	stepNumber?: number;
	children: ReactNode;
}

/** The step. */
export default function TravellersStep( {
	errorId,
	fieldIds,
	values,
	stepNumber,
	children,
}: TravellersStepProps ) {
	// Which fields show an error, as a string: a stable value for useSelect to compare.
	const flagged = useSelect(
		( select ) =>
			fieldIds
				.map( ( id ) => {
					const error =
						select( VALIDATION_STORE_KEY ).getValidationError( id );
					return error && ! error.hidden ? '1' : '0';
				} )
				.join( '' ),
		[ fieldIds ]
	);
	const missing = values.some(
		( value, index ) =>
			flagged[ index ] === '1' && ! String( value ?? '' ).trim()
	);
	return (
		<CheckoutStep
			id="traveller-fields"
			className="tourfront-checkout__travellers"
			title={ __( 'Traveller details', 'tourfront' ) }
			description={ __(
				'Required: the full name and year of birth of everyone travelling with you, as on their ID.',
				'tourfront'
			) }
			stepNumber={ stepNumber }
		>
			{ missing && (
				<div
					className="wc-block-components-validation-error tourfront-checkout__travellers-error"
					role="alert"
				>
					<p id={ errorId }>
						{ __(
							'Please enter the full name and year of birth of each traveller below.',
							'tourfront'
						) }
					</p>
				</div>
			) }
			<div className="wc-block-components-address-form wc-block-components-additional-fields">
				{ children }
			</div>
		</CheckoutStep>
	);
}
