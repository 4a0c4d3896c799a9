/**
 * Observers with priorities (WooCommerce's checkout "event emitters"): lower priority runs first,
 * equal priorities run in subscription order.
 */

/** Internal dependencies */
import type { ObserverResponse } from '../checkout/types';

/** An observer: gets the event's payload, may answer (sync or async). */
export type Observer< P, R > = ( payload: P ) => R | Promise< R >;

/** A set of observers for one event. */
export interface EventEmitter< P, R > {
	/** Adds an observer; returns the function that removes it. */
	subscribe: ( observer: Observer< P, R >, priority?: number ) => () => void;
	/** Observers in the order they run. */
	observers: () => Array< Observer< P, R > >;
}

/**
 * Whether an observer answered an error: `{ type: 'error' }` or `{ type: 'failure' }` (WooCommerce's
 * isErrorResponse / isFailResponse). Every event stops at such an answer.
 */
export const isErrorAnswer = ( answer: unknown ): answer is ObserverResponse =>
	typeof answer === 'object' &&
	answer !== null &&
	( ( answer as ObserverResponse ).type === 'error' ||
		( answer as ObserverResponse ).type === 'failure' );

/** Default observer priority (as WooCommerce). */
export const DEFAULT_OBSERVER_PRIORITY = 10;

/** Creates an empty emitter. */
export function createEventEmitter< P, R >(): EventEmitter< P, R > {
	let entries: Array< {
		observer: Observer< P, R >;
		priority: number;
		order: number;
	} > = [];
	let counter = 0;
	return {
		subscribe( observer, priority = DEFAULT_OBSERVER_PRIORITY ) {
			const entry = { observer, priority, order: counter++ };
			entries = [ ...entries, entry ];
			return () => {
				entries = entries.filter( ( e ) => e !== entry );
			};
		},
		observers() {
			return [ ...entries ]
				.sort(
					( a, b ) => a.priority - b.priority || a.order - b.order
				)
				.map( ( e ) => e.observer );
		},
	};
}

/**
 * Runs observers in order and collects their answers; an observer that throws counts as an
 * error answer carrying its message. Stops early when `stopWhen` says so.
 */
export async function emitEvent< P, R >(
	emitter: EventEmitter< P, R >,
	payload: P,
	stopWhen: ( answer: R ) => boolean = () => false
): Promise< Array< R | { type: 'error'; message: string } > > {
	const answers: Array< R | { type: 'error'; message: string } > = [];
	for ( const observer of emitter.observers() ) {
		try {
			const answer = await observer( payload );
			answers.push( answer );
			if ( stopWhen( answer ) ) {
				break;
			}
		} catch ( error ) {
			answers.push( {
				type: 'error',
				message:
					error instanceof Error ? error.message : String( error ),
			} );
			break;
		}
	}
	return answers;
}
