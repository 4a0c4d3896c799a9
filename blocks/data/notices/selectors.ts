/**
 * Notices store selectors.
 */

/** WordPress dependencies */
import {
	createRegistrySelector,
	createSelector,
	type CurriedSelectorsOf,
} from '@wordpress/data';

/** Internal dependencies */
import { PAYMENT_STORE } from '../shared/store-refs';
import { DEFAULT_NOTICE_CONTEXT } from './constants';
import type { Notice, NoticesState } from './types';

const EMPTY: readonly Notice[] = Object.freeze( [] );

/** The notices of one context, oldest first. */
export const getNotices = (
	state: NoticesState,
	context: string = DEFAULT_NOTICE_CONTEXT
): readonly Notice[] => state.byContext[ context ] ?? EMPTY;

/** Contexts with a mounted container. */
export const getRegisteredContainers = createSelector(
	( state: NoticesState ): string[] => Object.keys( state.containers ),
	( state: NoticesState ) => [ state.containers ]
);

/**
 * The notices a container for `context` shows: its own and those of every sub-context
 * (`context/…`) that has no registered container of its own (the nearest container wins).
 */
export const selectContainerNotices = createSelector(
	( state: NoticesState, context: string ): readonly Notice[] => {
		const containers = Object.keys( state.containers );
		const owner = ( ctx: string ): string | undefined => {
			let best: string | undefined;
			for ( const c of containers ) {
				if (
					( ctx === c || ctx.startsWith( `${ c }/` ) ) &&
					( ! best || c.length > best.length )
				) {
					best = c;
				}
			}
			return best;
		};
		const result: Notice[] = [];
		for ( const [ ctx, list ] of Object.entries( state.byContext ) ) {
			const shown =
				ctx === context ||
				( ctx.startsWith( `${ context }/` ) &&
					( owner( ctx ) ?? context ) === context );
			if ( shown ) {
				result.push( ...list );
			}
		}
		return result.length ? result : EMPTY;
	},
	( state: NoticesState ) => [ state.byContext, state.containers ]
);

/** Like `selectContainerNotices`, but empty while an express payment method is active. */
export const getNoticesForContainer = createRegistrySelector(
	( select ) =>
		( state: NoticesState, context: string ): readonly Notice[] => {
			// Undefined in a registry without the payment store.
			const payment:
				CurriedSelectorsOf< typeof PAYMENT_STORE > | undefined =
				select( PAYMENT_STORE );
			if ( payment?.isExpressPaymentMethodActive() ) {
				return EMPTY;
			}
			return selectContainerNotices( state, context );
		}
);
