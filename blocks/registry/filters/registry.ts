/**
 * Checkout filters:
 * `registerCheckoutFilters( namespace, { filterName: fn } )` and `applyCheckoutFilter`.
 */

/** WordPress dependencies */
import deprecated from '@wordpress/deprecated';
import { __, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { isAdmin } from '../user';

/** A filter: receives the current value, the cart extensions data and an optional argument. */
export type CheckoutFilterFunction = < T >(
	value: T,
	extensions: Record< string, unknown >,
	args?: unknown
) => T;

export type CheckoutFilters = Record< string, CheckoutFilterFunction >;

const registeredFilters: Record< string, CheckoutFilters > = {};
const listeners = new Set< () => void >();
let version = 0;

/** Registers a namespace's filters; a later call for the same namespace replaces the earlier one. */
export function registerCheckoutFilters(
	namespace: string,
	filters: Record< string, unknown >
): void {
	if ( Object.keys( filters ).includes( 'couponName' ) ) {
		deprecated( 'The couponName filter', {
			alternative: 'the coupons filter',
		} );
	}
	registeredFilters[ namespace ] = { ...( filters as CheckoutFilters ) };
	version++;
	listeners.forEach( ( listener ) => listener() );
}

/** The filters registered under `filterName`, in namespace registration order. */
export function getCheckoutFilters(
	filterName: string
): CheckoutFilterFunction[] {
	return Object.values( registeredFilters )
		.map( ( filters ) => filters[ filterName ] )
		.filter(
			( filter ): filter is CheckoutFilterFunction =>
				typeof filter === 'function'
		);
}

/** Changes every time filters are registered (lets components re-run filters). */
export function getCheckoutFiltersVersion(): number {
	return version;
}

/** Calls `listener` after each registration; returns the unsubscribe function. */
export function subscribeToCheckoutFilters( listener: () => void ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

function typeName( value: unknown ): string {
	if ( value === null ) {
		return 'null';
	}
	return Array.isArray( value ) ? 'array' : typeof value;
}

export interface ApplyCheckoutFilterOptions< T > {
	filterName: string;
	defaultValue: T;
	extensions?: Record< string, unknown > | null;
	arg?: unknown;
	/** Returns true to keep a filter's result, or throws to reject it (see `mustContain`). */
	validation?: ( value: T ) => true | Error;
}

const returnTrue = (): true => true;

/**
 * Runs the registered filters over `defaultValue`. A result of another type, or one the validation
 * refuses, is skipped; the error is thrown for administrators and only logged for everyone else.
 */
export function applyCheckoutFilter< T >( {
	filterName,
	defaultValue,
	extensions = null,
	arg = null,
	validation = returnTrue,
}: ApplyCheckoutFilterOptions< T > ): T {
	let value = defaultValue;
	for ( const filter of getCheckoutFilters( filterName ) ) {
		try {
			const next = filter( value, extensions || {}, arg );
			if ( typeName( next ) !== typeName( value ) ) {
				throw new Error(
					sprintf(
						/* translators: 1: type received, 2: type returned */
						__(
							'The type returned by checkout filters must be the same as the type they receive. The function received %1$s but returned %2$s.',
							'tourfront'
						),
						typeName( value ),
						typeName( next )
					)
				);
			}
			const verdict = validation( next );
			if ( verdict instanceof Error ) {
				throw verdict;
			}
			value = verdict === true ? next : value;
		} catch ( error ) {
			if ( isAdmin() ) {
				throw error;
			}
			// eslint-disable-next-line no-console
			console.error( error );
		}
	}
	return value;
}

/** Removes every registration (tests). */
export function __unstableResetCheckoutFilters(): void {
	for ( const key of Object.keys( registeredFilters ) ) {
		delete registeredFilters[ key ];
	}
	version++;
}
