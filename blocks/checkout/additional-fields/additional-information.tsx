/**
 * WooCommerce's additional checkout fields of one location (`order`: the "Additional order information"
 * step; `contact`: inside the contact step), from the settings' definitions and
 * `addressFieldsLocations`. Fields hidden by their rules are not rendered and their values are not sent.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { useEffect, useMemo } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import CheckoutStep from '../components/checkout-step';
import {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	PAYMENT_STORE_KEY,
} from '../stores';
import { isSchemaRule, valueIsValid } from '../../../common/checkout-fields';
import { getSettings } from '../../../common/settings';
import { checkoutDocument } from './document';
import { prepareFieldStates, useFieldStates } from './use-field-states';
import { locationKeys, type FieldsPlace } from './location-keys';
import AdditionalField from './additional-field';
import TravellersStep from './travellers-step';
import { usePersistFields, useSavedFields } from './persist';
import { matchesPattern } from './pattern';
import TravellerGroup from './traveller-group';
import { BOOKING_NAMESPACE } from '../../../common/booking/constants';
import {
	birthYearProblem,
	tourLines,
	travellerNumber,
	travellerSlots,
} from '../../../common/booking/traveller-ages';

export interface AdditionalInformationProps extends FieldsPlace {
	stepNumber?: number;
	disabled?: boolean;
}

/** Loads what the fields of `where` need on their first render, so they appear in their final state. */
export const prepareFields = ( where: FieldsPlace ): Promise< unknown > =>
	prepareFieldStates(
		locationKeys( where ),
		where.settings.additionalFields,
		where.settings.additionalFieldsState
	);

/** The id of the travellers step's one message about the names and years still missing. */
const TRAVELLERS_ERROR_ID = 'tourfront-travellers-error';

/** The fields of `location`; the `order` ones in their own step. */
export default function AdditionalInformation( {
	settings,
	location,
	part,
	stepNumber,
	disabled,
}: AdditionalInformationProps ) {
	const { additionalFields: fields, additionalFieldsState: printed } =
		settings;
	const keys = useMemo(
		() => locationKeys( { settings, location, part } ),
		[ settings, location, part ]
	);
	const sources = useSelect( ( select ) => {
		const checkout = select( CHECKOUT_STORE_KEY );
		return {
			cart: select( CART_STORE_KEY ).getCartData(),
			customer: select( CART_STORE_KEY ).getCustomerData(),
			customerId: checkout.getCustomerId(),
			additionalFields: checkout.getAdditionalFields(),
			orderNotes: checkout.getOrderNotes(),
			paymentMethod: select( PAYMENT_STORE_KEY ).getActivePaymentMethod(),
		};
	}, [] );
	const { setAdditionalFields } = useDispatch( CHECKOUT_STORE_KEY );
	const document = checkoutDocument( {
		...sources,
		collectableMethodIds: settings.collectableMethodIds,
	} );
	const { states, Validator } = useFieldStates(
		keys,
		fields,
		document,
		printed
	);
	const shown = keys.filter(
		( key ) => states[ key ] && ! states[ key ].hidden
	);
	const shownKey = shown.join( ',' );

	// A field that is hidden now keeps no value: WooCommerce skips it, and so does the order.
	useEffect( () => {
		const values = sources.additionalFields;
		const stale = keys.filter(
			( key ) => ! shown.includes( key ) && key in values
		);
		if ( stale.length ) {
			setAdditionalFields(
				Object.fromEntries(
					Object.entries( values ).filter(
						( [ key ] ) => ! stale.includes( key )
					)
				),
				true
			);
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ shownKey ] );

	const isValid = ( key: string, value: string ) =>
		! Validator ||
		valueIsValid( Validator, key, fields[ key ], value, document );

	// Who each traveller is (adult or child, and on which departure), from the cart's tour lines.
	const slots =
		part === 'travellers'
			? travellerSlots(
					tourLines( sources.cart.items, BOOKING_NAMESPACE )
				)
			: [];
	const ageCheck = ( key: string ) =>
		part === 'travellers' && key.endsWith( '-birth-year' )
			? ( value: string ) =>
					birthYearProblem( slots, travellerNumber( key ), value )
			: undefined;

	// The order's fields are kept by the server (the contact's go with the customer's address).
	const order = location === 'order';
	// What WooCommerce would refuse is not sent (it refuses the whole request, and the browser logs the
	// 400): a value the field's pattern, its schema or the traveller's age refuse. A schema field waits
	// for the validator, which its first typed value loads.
	const keepable = ( key: string, value: string ) =>
		matchesPattern( fields[ key ]?.attributes?.pattern, value ) &&
		( Validator
			? isValid( key, value )
			: ! isSchemaRule( fields[ key ]?.validation ) ) &&
		! ageCheck( key )?.( value );
	usePersistFields( order ? shown : [], sources.additionalFields, keepable );
	useSavedFields(
		order ? getSettings().checkoutData?.additional_fields : {},
		sources.additionalFields,
		setAdditionalFields
	);

	if ( ! shown.length ) {
		return null;
	}
	const controls = shown.map( ( key ) => (
		<AdditionalField
			key={ key }
			id={ key }
			errorSummaryId={
				part === 'travellers' ? TRAVELLERS_ERROR_ID : undefined
			}
			field={ fields[ key ] }
			state={ states[ key ] }
			value={ sources.additionalFields[ key ] }
			disabled={ disabled }
			isValid={ ( value ) => isValid( key, value ) }
			check={ ageCheck( key ) }
			onChange={ ( value ) => setAdditionalFields( { [ key ]: value } ) }
		/>
	) );
	if ( part === 'travellers' ) {
		// Each traveller's name and year of birth under the line that says who they are.
		const numbers = [ ...new Set( shown.map( travellerNumber ) ) ];
		return (
			<TravellersStep
				errorId={ TRAVELLERS_ERROR_ID }
				fieldIds={ shown.map( ( key ) => `${ location }_${ key }` ) }
				values={ shown.map(
					( key ) => sources.additionalFields[ key ]
				) }
				stepNumber={ stepNumber }
			>
				{ numbers.map( ( number, place ) => (
					<TravellerGroup
						key={ number }
						number={ number }
						role={ slots[ number - 1 ]?.role }
						first={ place === 0 }
					>
						{ controls.filter(
							( _, index ) =>
								travellerNumber( shown[ index ] ) === number
						) }
					</TravellerGroup>
				) ) }
			</TravellersStep>
		);
	}
	if ( location === 'contact' ) {
		return (
			<div className="wc-block-components-additional-fields tourfront-checkout__contact-fields">
				{ controls }
			</div>
		);
	}
	return (
		<CheckoutStep
			id="order-fields"
			className="wc-block-checkout__order-fields"
			title={ __( 'Additional order information', 'tourfront' ) }
			stepNumber={ stepNumber }
		>
			<div className="wc-block-components-address-form wc-block-components-additional-fields">
				{ controls }
			</div>
		</CheckoutStep>
	);
}
