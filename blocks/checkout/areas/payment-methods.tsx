/**
 * Payment methods area: express methods on top, saved cards, then the regular methods as an accordion
 * of radio options whose content shows only while selected.
 */

/** External dependencies */
import type { ReactElement, ReactNode } from 'react';

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';
import { cloneElement, isValidElement } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import { INNER_BLOCK_AREAS } from '../../registry/constants';
import CheckoutStep from '../components/checkout-step';
import RadioControl, { type RadioOption } from '../components/radio-control';
import NoticesArea from '../../components/notices-area';
import { getExpressPaymentMethods, getPaymentMethods } from '../../registry';
import { CONTEXTS, PAYMENT_STORE_KEY } from '../stores';
import type { SavedPaymentMethod } from '../../data/payment/types';

type MethodProps = Record< string, unknown >;

function render( node: ReactNode, props: MethodProps ): ReactNode {
	return isValidElement( node )
		? cloneElement( node as ReactElement, props )
		: node;
}

function savedTokenLabel( saved: SavedPaymentMethod ): string {
	if ( saved.method.last4 ) {
		return sprintf(
			/* translators: 1: card brand, 2: last 4 digits, 3: expiry date */
			__( '%1$s ending in %2$s (expires %3$s)', 'tourfront' ),
			saved.method.brand || '',
			saved.method.last4,
			saved.expires || ''
		);
	}
	return saved.method.gateway;
}

/** The express payment area (renders nothing without express methods). */
export function ExpressPayments( {
	methodProps,
}: {
	methodProps: MethodProps;
} ) {
	const available = useSelect(
		( select ) =>
			select( PAYMENT_STORE_KEY ).getAvailableExpressPaymentMethods(),
		[]
	);
	const methods = getExpressPaymentMethods();
	const names = available.filter( ( name ) => methods[ name ] );
	if ( ! names.length ) {
		return null;
	}
	return (
		<div className="wc-block-components-express-payment wc-block-components-express-payment--checkout">
			<div className="wc-block-components-express-payment__title-container">
				<h2 className="wc-block-components-express-payment__title">
					{ __( 'Express Checkout', 'tourfront' ) }
				</h2>
			</div>
			<NoticesArea context={ CONTEXTS.EXPRESS_PAYMENTS } />
			<ul className="wc-block-components-express-payment__event-buttons">
				{ names.map( ( name ) => (
					<li key={ name } id={ `express-payment-method-${ name }` }>
						{ render( methods[ name ].content, methodProps ) }
					</li>
				) ) }
			</ul>
			<div className="wc-block-components-express-payment-continue-rule wc-block-components-express-payment-continue-rule--checkout">
				{ __( 'Or continue below', 'tourfront' ) }
			</div>
		</div>
	);
}

/** The area. */
export default function PaymentMethods( {
	methodProps,
	savedPaymentMethods,
	stepNumber,
	disabled,
}: {
	methodProps: MethodProps;
	savedPaymentMethods: Record< string, SavedPaymentMethod[] >;
	stepNumber?: number;
	disabled?: boolean;
} ) {
	const { available, active, activeToken } = useSelect( ( select ) => {
		const store = select( PAYMENT_STORE_KEY );
		return {
			available: store.getAvailablePaymentMethods(),
			active: store.getActivePaymentMethod(),
			activeToken: store.getActiveSavedToken(),
		};
	}, [] );
	const { setActivePaymentMethod, setActiveSavedToken } =
		useDispatch( PAYMENT_STORE_KEY );
	const methods = getPaymentMethods();
	const names = available.filter( ( name ) => methods[ name ] );

	const savedOptions: RadioOption[] = [];
	for ( const saved of Object.values( savedPaymentMethods ).flat() ) {
		const method = methods[ saved.method.gateway ];
		if (
			! method ||
			! method.supports.showSavedCards ||
			! names.includes( method.name )
		) {
			continue;
		}
		const token = String( saved.tokenId );
		savedOptions.push( {
			value: `saved-${ token }`,
			label: savedTokenLabel( saved ),
			content: render( method.savedTokenComponent, {
				...methodProps,
				token,
			} ),
			onChange: () => {
				setActivePaymentMethod( method.name, {
					token,
					payment_method: method.name,
					[ `wc-${ method.name }-payment-token` ]: token,
					isSavedToken: true,
				} );
				setActiveSavedToken( token );
			},
		} );
	}

	const options: RadioOption[] = names.map( ( name ) => ( {
		value: name,
		label: methods[ name ].label,
		ariaLabel: methods[ name ].ariaLabel,
		content: render( methods[ name ].content, methodProps ),
		onChange: () => {
			setActiveSavedToken( '' );
			setActivePaymentMethod( name );
		},
	} ) );

	const selected = activeToken ? `saved-${ activeToken }` : active;
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
			{ savedOptions.length > 0 && (
				<RadioControl
					id="wc-payment-method-saved-tokens"
					label={ __( 'Saved payment methods', 'tourfront' ) }
					selected={ selected }
					options={ savedOptions }
					onChange={ () => undefined }
					accordion
					disabled={ disabled }
				/>
			) }
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
		</CheckoutStep>
	);
}
