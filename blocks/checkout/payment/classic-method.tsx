/**
 * A classic gateway (no blocks integration, WooCommerce's offline gateways included) as a payment method:
 * its title and icons as the label; its description, simple fields and "you will be redirected" line as the
 * content. While it is the chosen method, its fields' values go with the order as `payment_data`.
 */

/** WordPress dependencies */
import { decodeEntities } from '@wordpress/html-entities';
import { useEffect, useRef, useState } from '@wordpress/element';

/** Internal dependencies */
import {
	loadFieldsSanitizer,
	readFieldValues,
	restoreFieldValues,
	type FieldsSanitizer,
} from './classic-fields';
import type { EventRegistration } from './method-props';
import type { PaymentMethodData } from '../../../common/settings';
import type { PaymentMethodIcon } from '../../registry';

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

/** Values typed into each method's fields, kept while the shopper looks at another method. */
const typed = new Map< string, Record< string, string > >();

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
			{ icons.length > 0 && (
				<span className="tourfront-payment-method__icons">
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
			) }
		</span>
	);
}

function useSanitizer( needed: boolean ): FieldsSanitizer | null {
	const [ sanitize, setSanitize ] = useState< FieldsSanitizer | null >(
		null
	);
	useEffect( () => {
		if ( ! needed ) {
			return;
		}
		let mounted = true;
		loadFieldsSanitizer().then(
			( loaded ) => mounted && setSanitize( () => loaded )
		);
		return () => {
			mounted = false;
		};
	}, [ needed ] );
	return sanitize;
}

/** The fields, and the observer that sends their values when the order is placed. */
function ClassicFields( {
	name,
	html,
	eventRegistration,
}: {
	name: string;
	html: string;
	eventRegistration?: EventRegistration;
} ) {
	const sanitize = useSanitizer( true );
	const ref = useRef< HTMLDivElement >( null );
	const ready = sanitize !== null;

	useEffect( () => {
		const root = ref.current;
		if ( ! ready || ! root ) {
			return;
		}
		restoreFieldValues(
			root,
			typed.get( name ) ?? readFieldValues( root )
		);
		const remember = () => typed.set( name, readFieldValues( root ) );
		root.addEventListener( 'input', remember );
		root.addEventListener( 'change', remember );
		return () => {
			root.removeEventListener( 'input', remember );
			root.removeEventListener( 'change', remember );
		};
	}, [ ready, name ] );

	useEffect( () => {
		if ( ! eventRegistration ) {
			return;
		}
		return eventRegistration.onPaymentSetup( ( () => ( {
			type: 'success',
			meta: {
				paymentMethodData: ref.current
					? readFieldValues( ref.current )
					: ( typed.get( name ) ?? {} ),
			},
		} ) ) as never );
	}, [ eventRegistration, name ] );

	if ( ! sanitize ) {
		return null;
	}
	return (
		<div
			ref={ ref }
			className="tourfront-payment-method__fields"
			// Sanitised twice: wp_kses on the server, DOMPurify (form controls only) here.
			dangerouslySetInnerHTML={ { __html: sanitize( html ) } }
		/>
	);
}

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
				<ClassicFields
					name={ name }
					html={ data.fields }
					eventRegistration={ eventRegistration }
				/>
			) : null }
			{ data.redirectNotice ? (
				<p className="tourfront-payment-method__redirect">
					{ decodeEntities( data.redirectNotice ) }
				</p>
			) : null }
		</>
	);
}
