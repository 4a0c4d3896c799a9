/**
 * The express payment area above the checkout form (and in the cart): each available express method's
 * button with the payment method interface and WooCommerce's express handlers. `onClick` starts the
 * express payment (the method becomes active, notices are held back while it runs), `onClose` cancels it
 * (the shopper's previous method and its data come back), `onError` / `setExpressPaymentError` show the
 * message in this area. Each button is isolated: one that throws shows the "difficulties" message alone.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { useCallback, useRef } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import NoticesArea from '../../components/notices-area';
import { getExpressPaymentMethods } from '../../registry';
import { CONTEXTS, NOTICES_STORE_KEY, PAYMENT_STORE_KEY } from '../stores';
import { PAYMENT_NOTICE_IDS } from '../../data/payment/constants';
import { PaymentMethodErrorBoundary } from './registry-boundary';
import { withProps } from './registry-render';

/**
 * The size express buttons are asked to take (WooCommerce's `buttonAttributes`, strings in px): the
 * theme's Place order button, so a wallet's button sits in the page like its own.
 */
export const EXPRESS_BUTTON_ATTRIBUTES = {
	height: '52',
	borderRadius: '8',
} as const;

/** WooCommerce's express handlers over the payment store. */
export function useExpressHandlers() {
	const { active, data } = useSelect( ( select ) => {
		const store = select( PAYMENT_STORE_KEY );
		return {
			active: store.getActivePaymentMethod(),
			data: store.getPaymentMethodData(),
		};
	}, [] );
	const payment = useDispatch( PAYMENT_STORE_KEY );
	const { createErrorNotice, removeNotice } =
		useDispatch( NOTICES_STORE_KEY );
	const previous = useRef( { active, data } );

	const onClick = useCallback(
		( name: string ) => () => {
			previous.current = { active, data };
			removeNotice(
				PAYMENT_NOTICE_IDS.EXPRESS,
				CONTEXTS.EXPRESS_PAYMENTS
			);
			payment.setExpressPaymentStarted();
			payment.setActivePaymentMethod( name );
		},
		[ active, data, payment, removeNotice ]
	);
	const restore = useCallback( () => {
		payment.setActivePaymentMethod(
			previous.current.active,
			previous.current.data as Record< string, unknown >
		);
	}, [ payment ] );
	const onClose = useCallback( () => {
		payment.setPaymentIdle();
		restore();
	}, [ payment, restore ] );
	const onError = useCallback(
		( message: string ) => {
			payment.setPaymentError();
			restore();
			if ( message ) {
				createErrorNotice( message, {
					id: PAYMENT_NOTICE_IDS.EXPRESS,
					context: CONTEXTS.EXPRESS_PAYMENTS,
				} );
			}
		},
		[ payment, restore, createErrorNotice ]
	);
	const setExpressPaymentError = useCallback(
		( message = '' ) => {
			if ( message ) {
				onError( message );
				return;
			}
			removeNotice(
				PAYMENT_NOTICE_IDS.EXPRESS,
				CONTEXTS.EXPRESS_PAYMENTS
			);
		},
		[ onError, removeNotice ]
	);
	return { onClick, onClose, onError, setExpressPaymentError };
}

/** The area (nothing without an available express method). */
export default function ExpressPayments( {
	methodProps,
	location = 'checkout',
}: {
	methodProps: Record< string, unknown >;
	location?: 'checkout' | 'cart';
} ) {
	const available = useSelect(
		( select ) =>
			select( PAYMENT_STORE_KEY ).getAvailableExpressPaymentMethodNames(),
		[]
	);
	const handlers = useExpressHandlers();
	const methods = getExpressPaymentMethods();
	const names = available.filter( ( name ) => methods[ name ] );
	if ( ! names.length ) {
		return null;
	}
	// A list of one is no list (as WooCommerce marks it up).
	const Wrapper = names.length > 1 ? 'ul' : 'div';
	const Item = names.length > 1 ? 'li' : 'div';
	return (
		<div
			className={ `wc-block-components-express-payment wc-block-components-express-payment--${ location }` }
		>
			{ location === 'checkout' && (
				<div className="wc-block-components-express-payment__title-container">
					<h2 className="wc-block-components-express-payment__title">
						{ __( 'Express Checkout', 'tourfront' ) }
					</h2>
				</div>
			) }
			<div className="wc-block-components-express-payment__content">
				<NoticesArea context={ CONTEXTS.EXPRESS_PAYMENTS } />
				<Wrapper className="wc-block-components-express-payment__event-buttons">
					{ names.map( ( name ) => (
						<Item
							key={ name }
							id={ `express-payment-method-${ name }` }
						>
							<PaymentMethodErrorBoundary>
								{ withProps( methods[ name ].content, {
									...methodProps,
									onClick: handlers.onClick( name ),
									onClose: handlers.onClose,
									onError: handlers.onError,
									setExpressPaymentError:
										handlers.setExpressPaymentError,
									buttonAttributes: EXPRESS_BUTTON_ATTRIBUTES,
								} ) }
							</PaymentMethodErrorBoundary>
						</Item>
					) ) }
				</Wrapper>
			</div>
			<div
				className={ `wc-block-components-express-payment-continue-rule wc-block-components-express-payment-continue-rule--${ location }` }
			>
				{ location === 'checkout'
					? __( 'Or continue below', 'tourfront' )
					: __( 'Or', 'tourfront' ) }
			</div>
		</div>
	);
}
