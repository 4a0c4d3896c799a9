/**
 * A classic gateway's fields on the checkout (loaded with the first gateway that has some): its sanitised
 * `payment_fields()` HTML, the values typed kept while the shopper looks at another method, and the observer
 * that sends them as `payment_data` when the order is placed.
 */

/** WordPress dependencies */
import {
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';

/** Internal dependencies */
import {
	loadFieldsSanitizer,
	readFieldValues,
	restoreFieldValues,
	type FieldsSanitizer,
} from './classic-fields';
import type { EventRegistration } from './method-props';
import './classic-fields.css';

/** Values typed into each method's fields, kept while the shopper looks at another method. */
const typed = new Map< string, Record< string, string > >();

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
export default function ClassicFields( {
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

	// Before the fields can be seen or used: restoring later would undo what the shopper just chose.
	useLayoutEffect( () => {
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
