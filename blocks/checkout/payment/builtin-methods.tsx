/**
 * Gateways the checkout renders from `paymentMethodData`: WooCommerce's offline gateways (`cod`, `bacs`,
 * `cheque`), as WooCommerce's own checkout does (title as label, description as content), and every other
 * classic gateway the server marks `classic` (no blocks integration), with its icons, fields and redirect
 * line (`classic-method.tsx`).
 */

/** External dependencies */
import type { ComponentProps } from 'react';

/** WordPress dependencies */
import { decodeEntities } from '@wordpress/html-entities';
import { lazy, Suspense } from '@wordpress/element';

/** Internal dependencies */
import { getPaymentMethods, registerPaymentMethod } from '../../registry';
import type { CanMakePaymentArgument } from '../../registry';
import type { PaymentMethodData } from '../../../common/settings';
import type { ClassicMethodData } from './classic-method';

export const BUILTIN_METHODS = [ 'cod', 'bacs', 'cheque' ] as const;

// The content elements registered here: a method drawn from them needs no payment method interface.
const builtinContent = new WeakSet< object >();

/** Whether a registered method is one of these (not an extension's registration under the same name). */
export function isBuiltinPaymentMethod( method: {
	content: unknown;
} ): boolean {
	return (
		typeof method.content === 'object' &&
		method.content !== null &&
		builtinContent.has( method.content )
	);
}

interface CodData extends PaymentMethodData {
	enableForVirtual?: boolean;
	enableForShippingMethods?: string[];
}

/** COD rules: virtual-only carts need enableForVirtual; a method list restricts the chosen rates. */
export function codCanMakePayment(
	data: CodData,
	argument: CanMakePaymentArgument
): boolean {
	if ( ! argument.cartNeedsShipping ) {
		return data.enableForVirtual !== false;
	}
	const allowed = data.enableForShippingMethods || [];
	if ( ! allowed.length ) {
		return true;
	}
	const chosen = Object.values( argument.selectedShippingMethods );
	return chosen.some( ( rateId ) =>
		allowed.some(
			( method ) =>
				rateId === method || rateId.split( ':' )[ 0 ] === method
		)
	);
}

// Other classic gateways' label and content (icons, fields, redirect line) load only on a shop that has one.
const ClassicLabel = lazy( () =>
	import( './classic-method' ).then( ( m ) => ( {
		default: m.ClassicMethodLabel,
	} ) )
);
const ClassicContent = lazy( () =>
	import( './classic-method' ).then( ( m ) => ( {
		default: m.ClassicMethodContent,
	} ) )
);

/** The content element the checkout clones with the method props: they reach the lazy content. */
function LazyContent( props: ComponentProps< typeof ClassicContent > ) {
	return (
		<Suspense fallback={ null }>
			<ClassicContent { ...props } />
		</Suspense>
	);
}

function Description( { text }: { text: string } ) {
	return text ? (
		<p className="tourfront-payment-method__description">
			{ decodeEntities( text ) }
		</p>
	) : null;
}

/** Registers each built-in or classic gateway the server describes (once; extensions' own registrations win). */
export function registerBuiltinPaymentMethods(
	data: Record< string, PaymentMethodData >
): string[] {
	const registered: string[] = [];
	const existing = getPaymentMethods();
	const classic = Object.keys( data ).filter(
		( name ) => ( data[ name ] as ClassicMethodData ).classic === true
	);
	for ( const name of new Set( [ ...BUILTIN_METHODS, ...classic ] ) ) {
		const method = data[ name ] as ClassicMethodData | undefined;
		if ( ! method || existing[ name ] ) {
			continue;
		}
		const title = decodeEntities( method.title || name );
		const builtin = ( BUILTIN_METHODS as readonly string[] ).includes(
			name
		);
		const content = builtin ? (
			<Description text={ method.description || '' } />
		) : (
			<LazyContent name={ name } data={ method } />
		);
		if ( builtin ) {
			builtinContent.add( content );
		}
		registerPaymentMethod( {
			name,
			label: builtin ? (
				<span className="tourfront-payment-method__label">
					{ title }
				</span>
			) : (
				<Suspense fallback={ title }>
					<ClassicLabel title={ title } icons={ method.icons } />
				</Suspense>
			),
			ariaLabel: title,
			placeOrderButtonLabel: method.placeOrderButtonLabel || undefined,
			content,
			edit: builtin ? (
				<Description text={ method.description || '' } />
			) : (
				content
			),
			canMakePayment: ( argument ) =>
				name === 'cod'
					? codCanMakePayment( method as CodData, argument )
					: true,
			supports: {
				features: method.supports?.length
					? method.supports
					: [ 'products' ],
			},
		} );
		registered.push( name );
	}
	return registered;
}
