/**
 * The checkout's doors to ./registry-extras.tsx: each loads the chunk only when it has something to draw
 * (a third-party method, a saved token, an express method), so a shop with WooCommerce's offline gateways
 * alone never downloads it.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** WordPress dependencies */
import { lazy, Suspense } from '@wordpress/element';

/** Internal dependencies */
import type { EventRegistration } from './method-props';

/** What the interface is built from: the checkout's observers and its submit. */
export interface PaymentContext {
	eventRegistration: EventRegistration;
	onSubmit: () => void;
}

const extras = () => import( './registry-extras' );

const LazyCard = lazy( () =>
	extras().then( ( m ) => ( { default: m.ThirdPartyMethodCard } ) )
);
const LazyLabel = lazy( () =>
	extras().then( ( m ) => ( { default: m.ThirdPartyMethodLabel } ) )
);
const LazyExpress = lazy( () =>
	extras().then( ( m ) => ( { default: m.ExpressPayments } ) )
);
const LazySaved = lazy( () =>
	extras().then( ( m ) => ( { default: m.SavedTokens } ) )
);
const LazyShippingEvents = lazy( () =>
	extras().then( ( m ) => ( { default: m.ShippingEvents } ) )
);

/** A third-party method's label (its plain name until the chunk is in). */
export function ThirdPartyMethodLabel( {
	label,
	ariaLabel,
}: {
	label: ReactNode;
	ariaLabel: string;
} ) {
	return (
		<Suspense fallback={ ariaLabel }>
			<LazyLabel label={ label } ariaLabel={ ariaLabel } />
		</Suspense>
	);
}

/** A third-party method's content with the interface. */
export function ThirdPartyMethodCard( props: {
	context: PaymentContext;
	content: ReactNode;
	showSaveOption: boolean;
} ) {
	return (
		<Suspense fallback={ null }>
			<LazyCard { ...props } />
		</Suspense>
	);
}

/** The express area, when an express method is available. */
export function ExpressPayments( props: {
	context: PaymentContext;
	location?: 'checkout' | 'cart';
	show: boolean;
} ) {
	if ( ! props.show ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<LazyExpress
				context={ props.context }
				location={ props.location }
			/>
		</Suspense>
	);
}

/** The saved tokens, when the customer has some. */
export function SavedTokens( props: {
	context: PaymentContext;
	disabled?: boolean;
	show: boolean;
} ) {
	if ( ! props.show ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<LazySaved context={ props.context } disabled={ props.disabled } />
		</Suspense>
	);
}

/** The shipping observers, when a third-party method is registered. */
export function ShippingEvents( { show }: { show: boolean } ) {
	return show ? (
		<Suspense fallback={ null }>
			<LazyShippingEvents />
		</Suspense>
	) : null;
}
