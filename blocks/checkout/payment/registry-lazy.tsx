/**
 * The checkout's doors to ./registry-extras.tsx: each loads the chunk only when it has something to draw
 * (a third-party method, a saved token, an express method), so a shop with WooCommerce's offline gateways
 * alone never downloads it.
 */

/** External dependencies */
import type { ComponentProps, ComponentType, ReactNode } from 'react';

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

type Extras = typeof import( './registry-extras' );
type DoorName =
	| 'ThirdPartyMethodCard'
	| 'ThirdPartyMethodLabel'
	| 'ExpressPayments'
	| 'SavedTokens'
	| 'ShippingEvents';

/**
 * A piece of the chunk, drawn once the chunk is in (`fallback` until then); with `show` false it draws
 * nothing and loads nothing.
 */
function door< K extends DoorName >(
	name: K,
	fallback: ( props: ComponentProps< Extras[ K ] > ) => ReactNode = () => null
) {
	type Props = ComponentProps< Extras[ K ] >;
	// The chunk's piece takes exactly Props; held loosely here because TypeScript cannot spread a generic.
	type Loose = Record< string, unknown >;
	const Lazy = lazy( () =>
		extras().then( ( m ) => ( {
			default: m[ name ] as unknown as ComponentType< Loose >,
		} ) )
	);
	return function Door( {
		show = true,
		...props
	}: Props & { show?: boolean } ) {
		return show ? (
			<Suspense fallback={ fallback( props as Props ) }>
				<Lazy { ...( props as Loose ) } />
			</Suspense>
		) : null;
	};
}

/** A third-party method's label (its plain name until the chunk is in). */
export const ThirdPartyMethodLabel = door(
	'ThirdPartyMethodLabel',
	( props ) => props.ariaLabel
);

/** A third-party method's content with the interface. */
export const ThirdPartyMethodCard = door( 'ThirdPartyMethodCard' );

/** The express area, when an express method is available. */
export const ExpressPayments = door( 'ExpressPayments' );

/** The saved tokens, when the customer has some. */
export const SavedTokens = door( 'SavedTokens' );

/** The shipping observers, when a third-party method is registered. */
export const ShippingEvents = door( 'ShippingEvents' );
