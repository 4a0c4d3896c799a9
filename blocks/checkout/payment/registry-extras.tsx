/**
 * What only third-party payment methods need, in a chunk of its own: the checkout loads it when such a
 * method, a saved token or an express method is there to draw. Each piece builds WooCommerce's payment
 * method interface from the checkout's observers and submit (`PaymentContext`).
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** Internal dependencies */
import { usePaymentMethodInterface } from './registry-props';
import { useShippingEvents } from './registry-shipping-events';
import { MethodCard, MethodLabel } from './registry-render';
import ExpressArea from './express-payments';
import SavedTokenList from './saved-tokens';
import type { PaymentContext } from './registry-lazy';

export { buildCanPayArgument } from './registry-can-pay-argument';

/** A third-party method's content card. */
export function ThirdPartyMethodCard( {
	context,
	content,
	showSaveOption,
}: {
	context: PaymentContext;
	content: ReactNode;
	showSaveOption: boolean;
} ) {
	const props = usePaymentMethodInterface( context );
	return (
		<MethodCard props={ props } showSaveOption={ showSaveOption }>
			{ content }
		</MethodCard>
	);
}

export { MethodLabel as ThirdPartyMethodLabel };

/** The express area. */
export function ExpressPayments( {
	context,
	location,
}: {
	context: PaymentContext;
	location?: 'checkout' | 'cart';
} ) {
	const props = usePaymentMethodInterface( context );
	return <ExpressArea methodProps={ props } location={ location } />;
}

/** The saved tokens. */
export function SavedTokens( {
	context,
	disabled,
}: {
	context: PaymentContext;
	disabled?: boolean;
} ) {
	const props = usePaymentMethodInterface( context );
	return <SavedTokenList methodProps={ props } disabled={ disabled } />;
}

/** Runs the shipping observers (one per checkout). */
export function ShippingEvents() {
	useShippingEvents();
	return null;
}
