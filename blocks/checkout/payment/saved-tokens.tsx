/**
 * The logged-in customer's saved payment methods, as WooCommerce's checkout lists them: one radio per
 * token of an available method that shows saved cards; choosing one makes its gateway active with
 * WooCommerce's payment data (`token`, `wc-<gateway>-payment-token`, `isSavedToken`), and the gateway's
 * `savedTokenComponent` renders under the chosen token, in its error boundary.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import RadioControl, { type RadioOption } from '../components/radio-control';
import { CONTEXTS, NOTICES_STORE_KEY, PAYMENT_STORE_KEY } from '../stores';
import { PAYMENT_NOTICE_IDS } from '../../data/payment/constants';
import { getPaymentMethods } from '../../registry';
import { PaymentMethodErrorBoundary } from './registry-boundary';
import { withProps } from './registry-render';
import type { SavedPaymentMethod } from '../../data/payment/types';

/** A saved method with the fields WooCommerce's list may carry. */
type SavedEntry = SavedPaymentMethod & {
	display_name?: string;
	method: SavedPaymentMethod[ 'method' ] & {
		display_brand?: string;
		networks?: { preferred?: string };
	};
};

/** The payment data WooCommerce's checkout sends for a saved token. */
export function savedTokenPaymentData(
	gateway: string,
	token: string
): Record< string, unknown > {
	return {
		token,
		payment_method: gateway,
		[ `wc-${ gateway }-payment-token` ]: token,
		isSavedToken: true,
	};
}

/** The option's text, as WooCommerce words it for each kind of token. */
export function savedTokenLabel( saved: SavedEntry, type: string ): string {
	const { method } = saved;
	if ( type === 'cc' || type === 'echeck' ) {
		return sprintf(
			/* translators: 1: card brand, 2: last 4 digits, 3: expiry date */
			__( '%1$s ending in %2$s (expires %3$s)', 'tourfront' ),
			method.display_brand ??
				method.networks?.preferred ??
				method.brand ??
				'',
			method.last4 ?? '',
			saved.expires ?? ''
		);
	}
	if ( method.brand && method.last4 ) {
		return sprintf(
			/* translators: 1: brand, 2: last 4 digits */
			__( '%1$s ending in %2$s', 'tourfront' ),
			method.brand,
			method.last4
		);
	}
	const name = ( saved.display_name || '' ).trim();
	if ( name && name.toLowerCase() !== type.toLowerCase() ) {
		return name;
	}
	return sprintf(
		/* translators: %s: payment gateway id */
		__( 'Saved token for %s', 'tourfront' ),
		method.gateway
	);
}

/** The saved tokens a shopper may use now: of available methods that show saved cards. */
export function usableSavedTokens(
	saved: Record< string, SavedPaymentMethod[] >,
	available: readonly string[]
): Array< { type: string; saved: SavedEntry } > {
	const methods = getPaymentMethods();
	return Object.entries( saved ).flatMap( ( [ type, list ] ) =>
		( list || [] )
			.filter( ( entry ) => {
				const method = methods[ entry.method.gateway ];
				return (
					!! method &&
					method.supports.showSavedCards &&
					available.includes( method.name )
				);
			} )
			.map( ( entry ) => ( { type, saved: entry as SavedEntry } ) )
	);
}

/** The list (nothing without usable tokens). */
export default function SavedTokens( {
	methodProps,
	disabled,
}: {
	methodProps: Record< string, unknown >;
	disabled?: boolean;
} ) {
	const { saved, available, activeToken, active } = useSelect( ( select ) => {
		const store = select( PAYMENT_STORE_KEY );
		return {
			saved: store.getSavedPaymentMethods(),
			available: store.getAvailablePaymentMethodNames(),
			activeToken: store.getActiveSavedToken(),
			active: store.getActivePaymentMethod(),
		};
	}, [] );
	const { setActivePaymentMethod, setActiveSavedToken } =
		useDispatch( PAYMENT_STORE_KEY );
	const { removeNotice } = useDispatch( NOTICES_STORE_KEY );
	const usable = usableSavedTokens( saved, available );
	if ( ! usable.length ) {
		return null;
	}
	const methods = getPaymentMethods();
	const options: RadioOption[] = usable.map( ( { type, saved: entry } ) => {
		const gateway = entry.method.gateway;
		const token = String( entry.tokenId );
		const component = methods[ gateway ]?.savedTokenComponent;
		return {
			value: token,
			label: savedTokenLabel( entry, type ),
			content:
				token === activeToken && active === gateway && component ? (
					<PaymentMethodErrorBoundary>
						{ withProps( component, { ...methodProps, token } ) }
					</PaymentMethodErrorBoundary>
				) : null,
			onChange: () => {
				setActivePaymentMethod(
					gateway,
					savedTokenPaymentData( gateway, token )
				);
				setActiveSavedToken( token );
				removeNotice( PAYMENT_NOTICE_IDS.PAYMENT, CONTEXTS.PAYMENTS );
			},
		};
	} );
	return (
		<RadioControl
			id="wc-payment-method-saved-tokens"
			name="wc-payment-method-saved-tokens"
			label={ __( 'Saved payment methods', 'tourfront' ) }
			selected={ activeToken }
			options={ options }
			onChange={ () => undefined }
			accordion
			disabled={ disabled }
			className="wc-block-components-radio-control--saved-tokens"
		/>
	);
}
