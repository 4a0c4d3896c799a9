/**
 * WooCommerce's offline gateways (`cod`, `bacs`, `cheque`) registered from `paymentMethodData`, as
 * WooCommerce's own checkout does: title as label, description as content.
 */

/** WordPress dependencies */
import { decodeEntities } from '@wordpress/html-entities';

/** Internal dependencies */
import { getPaymentMethods, registerPaymentMethod } from '../../registry';
import type { CanMakePaymentArgument } from '../../registry';
import type { PaymentMethodData } from '../../../common/settings';

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

function Description( { text }: { text: string } ) {
	return text ? (
		<p className="tourfront-payment-method__description">
			{ decodeEntities( text ) }
		</p>
	) : null;
}

/**
 * Registers each built-in gateway the server describes (once; extensions' own registrations win), and loads the
 * registration of the other classic gateways (`classic: true`: no blocks integration) when there are some.
 */
export function registerBuiltinPaymentMethods(
	data: Record< string, PaymentMethodData >
): string[] {
	const registered: string[] = [];
	const existing = getPaymentMethods();
	for ( const name of BUILTIN_METHODS ) {
		const method = data[ name ];
		if ( ! method || existing[ name ] ) {
			continue;
		}
		const title = decodeEntities( method.title || name );
		const content = <Description text={ method.description || '' } />;
		builtinContent.add( content );
		registerPaymentMethod( {
			name,
			label: (
				<span className="tourfront-payment-method__label">
					{ title }
				</span>
			),
			ariaLabel: title,
			content,
			edit: content,
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
	const classic = Object.keys( data ).filter(
		( name ) =>
			data[ name ].classic === true &&
			! ( BUILTIN_METHODS as readonly string[] ).includes( name ) &&
			! existing[ name ]
	);
	if ( classic.length ) {
		void import( './classic-method' ).then( ( m ) =>
			m.registerClassicMethods( data, classic )
		);
	}
	return registered;
}
