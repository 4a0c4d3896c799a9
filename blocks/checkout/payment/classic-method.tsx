/**
 * A classic gateway (no blocks integration, WooCommerce's offline gateways included) as a payment method:
 * its title and icons as the label; its description, simple fields and "you will be redirected" line as the
 * content. While it is the chosen method, its fields' values go with the order as `payment_data`.
 */

/** WordPress dependencies */
import { decodeEntities } from '@wordpress/html-entities';
import { lazy, Suspense } from '@wordpress/element';

/** Internal dependencies */
import type { EventRegistration } from './method-props';
import type { PaymentMethodData } from '../../../common/settings';
import { registerPaymentMethod, type PaymentMethodIcon } from '../../registry';

/** What the server says of a classic gateway, besides title, description and supports. */
export interface ClassicMethodData extends PaymentMethodData {
	classic?: boolean;
	icons?: PaymentMethodIcon[];
	/** The HTML of its `payment_fields()` (plain form controls, sanitised by the server). */
	fields?: string;
	/** "You will be redirected to … to pay." */
	redirectNotice?: string;
	placeOrderButtonLabel?: string;
}

/** The label: title and the gateway's icons. */
export function ClassicMethodLabel( {
	title,
	icons = [],
}: {
	title: string;
	icons?: PaymentMethodIcon[];
} ) {
	return (
		<span className="tourfront-payment-method__label">
			{ title }
			{ icons.map( ( icon ) => (
				<img
					key={ icon.id }
					src={ icon.src }
					alt={ decodeEntities( icon.alt ) }
					className="tourfront-payment-method__icon"
					loading="lazy"
				/>
			) ) }
		</span>
	);
}

// The fields' code (sanitiser, values, styles) loads only for a gateway that has fields.
const ClassicFields = lazy( () => import( './classic-fields-view' ) );

/** The content of a classic method. */
export function ClassicMethodContent( {
	name,
	data,
	eventRegistration,
}: {
	name: string;
	data: ClassicMethodData;
	eventRegistration?: EventRegistration;
} ) {
	return (
		<>
			{ /* payment_fields() prints the description itself (WooCommerce's default does), as on the classic checkout. */ }
			{ data.description && ! data.fields ? (
				<p className="tourfront-payment-method__description">
					{ decodeEntities( data.description ) }
				</p>
			) : null }
			{ data.fields ? (
				<Suspense fallback={ null }>
					<ClassicFields
						name={ name }
						html={ data.fields }
						eventRegistration={ eventRegistration }
					/>
				</Suspense>
			) : null }
			{ data.redirectNotice ? (
				<p className="tourfront-payment-method__redirect">
					{ decodeEntities( data.redirectNotice ) }
				</p>
			) : null }
		</>
	);
}

/** Registers the classic gateways `names` of `data` (the offline three are built-in). */
export function registerClassicMethods(
	data: Record< string, PaymentMethodData >,
	names: string[]
): void {
	for ( const name of names ) {
		const method = data[ name ] as ClassicMethodData;
		const title = decodeEntities( method.title || name );
		const content = <ClassicMethodContent name={ name } data={ method } />;
		registerPaymentMethod( {
			name,
			label: (
				<ClassicMethodLabel title={ title } icons={ method.icons } />
			),
			ariaLabel: title,
			placeOrderButtonLabel: method.placeOrderButtonLabel || undefined,
			content,
			edit: content,
			canMakePayment: () => true,
			supports: {
				features: method.supports?.length
					? method.supports
					: [ 'products' ],
			},
		} );
	}
}
