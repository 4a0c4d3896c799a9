/**
 * The order's fields (travellers, pickup point) kept by the server as the shopper types, as WooCommerce's
 * checkout does: `PUT /wc/store/v1/checkout` with `additional_fields` saves them on the draft order or the
 * customer's session (the account, for a customer), and the checkout page prints them back
 * (`checkoutData.additional_fields`). Leaving for the cart, a reload or another device of the same session
 * finds them again; nothing of it lives only in this browser.
 */

/** WordPress dependencies */
import { useEffect, useRef } from '@wordpress/element';

/** Internal dependencies */
import { storeApiFetch } from '../../api/requests';

/** How long typing may pause before what was typed is saved. */
export const PERSIST_DELAY_MS = 800;

type Values = Record< string, string | boolean >;

interface RefusedParams {
	data?: {
		details?: { additional_fields?: { data?: { key?: string } | null } };
	};
}

/**
 * Saves `values`; WooCommerce refuses the whole request for one value it does not take (a required field
 * sent empty, a year out of range): that key is left out and the rest sent again.
 */
export async function persistFields( values: Values ): Promise< Values > {
	let left = { ...values };
	while ( Object.keys( left ).length ) {
		try {
			await storeApiFetch( 'checkout', {
				method: 'PUT',
				data: { additional_fields: left },
			} );
			return left;
		} catch ( error ) {
			const key = ( error as RefusedParams )?.data?.details
				?.additional_fields?.data?.key;
			if ( ! key || ! ( key in left ) ) {
				return {};
			}
			const { [ key ]: _refused, ...rest } = left;
			left = rest;
		}
	}
	return left;
}

/** Values the server would take as they are: filled, and passing the field's own check. */
const keepable = (
	keys: string[],
	values: Values,
	isValid: ( key: string, value: string ) => boolean
): Values =>
	Object.fromEntries(
		keys
			.filter( ( key ) => {
				const value = values[ key ];
				return (
					typeof value === 'boolean' ||
					( typeof value === 'string' &&
						value.trim() !== '' &&
						isValid( key, value ) )
				);
			} )
			.map( ( key ) => [ key, values[ key ] ] )
	);

/** Saves the fields of `keys` a moment after they change (what changed since the last save only). */
export function usePersistFields(
	keys: string[],
	values: Values,
	isValid: ( key: string, value: string ) => boolean
): void {
	// What the page came with is saved already.
	const saved = useRef< Values >( values );
	const check = useRef( isValid );
	check.current = isValid;
	const changed = Object.entries(
		keepable( keys, values, ( key, value ) => check.current( key, value ) )
	).filter( ( [ key, value ] ) => saved.current[ key ] !== value );
	const pending = JSON.stringify( changed );
	useEffect( () => {
		if ( pending === '[]' ) {
			return;
		}
		const timer = setTimeout( () => {
			const next = Object.fromEntries(
				JSON.parse( pending ) as Array< [ string, string | boolean ] >
			);
			// Marked at once, so a save still on its way is not sent twice.
			saved.current = { ...saved.current, ...next };
			void persistFields( next );
		}, PERSIST_DELAY_MS );
		return () => clearTimeout( timer );
	}, [ pending ] );
}

/** One read for the instances of a page mounting together (the travellers' step and the order's other fields). */
let reading: Promise< { additional_fields?: Values } > | undefined;
const readSaved = () => {
	reading ??= storeApiFetch< { additional_fields?: Values } >(
		'checkout'
	).finally( () => {
		reading = undefined;
	} );
	return reading;
};

/**
 * A page that did not print the saved fields (the demo builds its pages without the session; a cached page)
 * asks the Store API once, and fills the fields the shopper has not typed in yet.
 */
export function useSavedFields(
	printed: Values | undefined,
	current: Values,
	fill: ( values: Values ) => void
): void {
	const latest = useRef( current );
	latest.current = current;
	useEffect( () => {
		if ( printed ) {
			return;
		}
		let active = true;
		readSaved().then(
			( checkout ) => {
				const saved = checkout?.additional_fields ?? {};
				const missing = Object.fromEntries(
					Object.entries( saved ).filter(
						( [ key ] ) =>
							latest.current[ key ] === undefined ||
							latest.current[ key ] === ''
					)
				);
				if ( active && Object.keys( missing ).length ) {
					fill( missing );
				}
			},
			() => undefined
		);
		return () => {
			active = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: what was printed does not change.
	}, [] );
}
