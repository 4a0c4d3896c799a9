/**
 * Payment methods area: the saved tokens, then the regular methods as an accordion of radio options whose
 * content shows only while selected (each method's own elements in their error boundaries). While an
 * express payment runs, the regular options step aside as in WooCommerce's checkout.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import { INNER_BLOCK_AREAS } from '../../registry/constants';
import CheckoutStep from '../components/checkout-step';
import RadioControl, { type RadioOption } from '../components/radio-control';
import NoticesArea from '../../components/notices-area';
import { getPaymentMethods } from '../../registry';
import { CONTEXTS, NOTICES_STORE_KEY, PAYMENT_STORE_KEY } from '../stores';
import { PAYMENT_NOTICE_IDS } from '../../data/payment/constants';
import {
	SavedTokens,
	ThirdPartyMethodCard,
	ThirdPartyMethodLabel,
	type PaymentContext,
} from '../payment/registry-lazy';
import { isBuiltinPaymentMethod } from '../payment/builtin-methods';
import type { PaymentMethodConfig } from '../../registry/payment-methods/types';

/** A method's label: WooCommerce's own gateways' as they are, an extension's with its interface. */
function label( method: PaymentMethodConfig ) {
	return isBuiltinPaymentMethod( method ) ? (
		method.label
	) : (
		<ThirdPartyMethodLabel
			label={ method.label }
			ariaLabel={ method.ariaLabel }
		/>
	);
}

/** A method's content, likewise. */
function content( method: PaymentMethodConfig, context: PaymentContext ) {
	if ( isBuiltinPaymentMethod( method ) ) {
		return method.content;
	}
	return (
		<ThirdPartyMethodCard
			context={ context }
			content={ method.content }
			showSaveOption={ method.supports.showSaveOption }
		/>
	);
}

/** The area. */
export default function PaymentMethods( {
	context,
	stepNumber,
	disabled,
}: {
	context: PaymentContext;
	stepNumber?: number;
	disabled?: boolean;
} ) {
	const { available, active, activeToken, expressActive, hasSaved } =
		useSelect( ( select ) => {
			const store = select( PAYMENT_STORE_KEY );
			return {
				hasSaved:
					Object.values( store.getSavedPaymentMethods() ).flat()
						.length > 0,
				available: store.getAvailablePaymentMethodNames(),
				active: store.getActivePaymentMethod(),
				activeToken: store.getActiveSavedToken(),
				expressActive: store.isExpressPaymentMethodActive(),
			};
		}, [] );
	const { setActivePaymentMethod, setActiveSavedToken } =
		useDispatch( PAYMENT_STORE_KEY );
	const { removeNotice } = useDispatch( NOTICES_STORE_KEY );
	const methods = getPaymentMethods();
	const names = available.filter( ( name ) => methods[ name ] );

	const options: RadioOption[] = names.map( ( name ) => ( {
		value: name,
		label: label( methods[ name ] ),
		ariaLabel: methods[ name ].ariaLabel,
		content: content( methods[ name ], context ),
		onChange: () => {
			setActiveSavedToken( '' );
			setActivePaymentMethod( name );
			removeNotice( PAYMENT_NOTICE_IDS.PAYMENT, CONTEXTS.PAYMENTS );
		},
	} ) );

	const selected = activeToken ? '' : active;
	return (
		<CheckoutStep
			area={ INNER_BLOCK_AREAS.PAYMENT_METHODS }
			id="payment-method"
			className="wc-block-checkout__payment-method"
			title={ __( 'Payment options', 'tourfront' ) }
			stepNumber={ stepNumber }
		>
			<NoticesArea context={ CONTEXTS.PAYMENTS } />
			{ ! names.length && (
				<p className="wc-block-checkout__no-payment-methods-notice">
					{ __(
						'There are no payment methods available.',
						'tourfront'
					) }
				</p>
			) }
			{ ! expressActive && (
				<SavedTokens
					context={ context }
					disabled={ disabled }
					show={ hasSaved }
				/>
			) }
			{ ! expressActive && (
				<RadioControl
					id="radio-control-wc-payment-method-options"
					name="radio-control-wc-payment-method-options"
					label={ __( 'Payment options', 'tourfront' ) }
					selected={ selected }
					options={ options }
					onChange={ () => undefined }
					accordion
					disabled={ disabled }
					className="wc-block-components-radio-control--payment-methods"
				/>
			) }
		</CheckoutStep>
	);
}
