/**
 * Drawing a registered method's own elements with the payment method interface, each inside its error
 * boundary: the label (cloned with `components`, as WooCommerce does, its plain name if it throws) and the
 * content card with WooCommerce's "save payment information" box when the method offers it.
 */

/** External dependencies */
import type { ReactElement, ReactNode } from 'react';

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { cloneElement, isValidElement, useEffect } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import CheckboxControl from '../components/checkbox-control';
import { CHECKOUT_STORE_KEY, PAYMENT_STORE_KEY } from '../stores';
import { getSetting } from '../../../common/settings';
import { PaymentMethodErrorBoundary } from './registry-boundary';
import { PAYMENT_METHOD_COMPONENTS } from './registry-components';

/** `node` with `props` when it is an element (a string label stays as it is). */
export function withProps(
	node: ReactNode,
	props: Record< string, unknown >
): ReactNode {
	return isValidElement( node )
		? cloneElement( node as ReactElement, props )
		: node;
}

/** A method's label: its element gets `components`; its plain name stands in if it throws. */
export function MethodLabel( {
	label,
	ariaLabel,
}: {
	label: ReactNode;
	ariaLabel: string;
} ) {
	return (
		<PaymentMethodErrorBoundary fallback={ ariaLabel }>
			{ withProps( label, { components: PAYMENT_METHOD_COMPONENTS } ) }
		</PaymentMethodErrorBoundary>
	);
}

/** Whether the shopper may keep a payment method on an account (logged in, or creating one). */
function useCanSavePaymentMethod(): boolean {
	const { customerId, creatingAccount } = useSelect( ( select ) => {
		const store = select( CHECKOUT_STORE_KEY );
		return {
			customerId: store.getCustomerId(),
			creatingAccount: store.getShouldCreateAccount(),
		};
	}, [] );
	const guestsAllowed = getSetting( 'checkoutAllowsGuest', true ) !== false;
	return customerId > 0 || creatingAccount || ! guestsAllowed;
}

/** A method's content with the interface, and the save box when `showSaveOption`. */
export function MethodCard( {
	children,
	props,
	showSaveOption,
}: {
	children: ReactNode;
	props: Record< string, unknown >;
	showSaveOption: boolean;
} ) {
	const canSave = useCanSavePaymentMethod();
	const shouldSave = useSelect(
		( select ) => select( PAYMENT_STORE_KEY ).getShouldSavePaymentMethod(),
		[]
	);
	const { setShouldSavePaymentMethod } = useDispatch( PAYMENT_STORE_KEY );
	useEffect( () => {
		if ( ! canSave && shouldSave ) {
			setShouldSavePaymentMethod( false );
		}
	}, [ canSave, shouldSave, setShouldSavePaymentMethod ] );
	return (
		<PaymentMethodErrorBoundary>
			{ withProps( children, props ) }
			{ canSave && showSaveOption && (
				<CheckboxControl
					className="wc-block-components-payment-methods__save-card-info"
					label={ __(
						'Save payment information to my account for future purchases.',
						'tourfront'
					) }
					checked={ shouldSave }
					onChange={ ( checked ) =>
						setShouldSavePaymentMethod( checked )
					}
				/>
			) }
		</PaymentMethodErrorBoundary>
	);
}
