/**
 * Notices store reducer.
 */

/** Internal dependencies */
import { ACTION_TYPES } from './action-types';
import type { NoticesAction } from './actions';
import type { Notice, NoticesState } from './types';

/** Initial state. */
export const DEFAULT_NOTICES_STATE: NoticesState = Object.freeze( {
	byContext: Object.freeze( {} ),
	containers: Object.freeze( {} ),
} );

function withContext(
	state: NoticesState,
	context: string,
	notices: readonly Notice[]
): NoticesState {
	const byContext = { ...state.byContext, [ context ]: notices };
	if ( ! notices.length ) {
		delete byContext[ context ];
	}
	return { ...state, byContext };
}

/** Reduces notices actions. */
export function reducer(
	state: NoticesState = DEFAULT_NOTICES_STATE,
	action: NoticesAction
): NoticesState {
	switch ( action.type ) {
		case ACTION_TYPES.ADD_NOTICE: {
			const { notice } = action;
			const list = ( state.byContext[ notice.context ] ?? [] ).filter(
				( n ) => n.id !== notice.id
			);
			return withContext( state, notice.context, [ ...list, notice ] );
		}
		case ACTION_TYPES.REMOVE_NOTICES: {
			const list = state.byContext[ action.context ] ?? [];
			const next = list.filter( ( n ) => ! action.ids.includes( n.id ) );
			return next.length === list.length
				? state
				: withContext( state, action.context, next );
		}
		case ACTION_TYPES.REMOVE_ALL_NOTICES: {
			let next = state;
			for ( const [ context, list ] of Object.entries(
				state.byContext
			) ) {
				if (
					action.context !== undefined &&
					context !== action.context
				) {
					continue;
				}
				const kept = list.filter(
					( n ) =>
						action.status !== undefined &&
						n.status !== action.status
				);
				if ( kept.length !== list.length ) {
					next = withContext( next, context, kept );
				}
			}
			return next;
		}
		case ACTION_TYPES.REGISTER_CONTAINER:
			return {
				...state,
				containers: {
					...state.containers,
					[ action.context ]:
						( state.containers[ action.context ] ?? 0 ) + 1,
				},
			};
		case ACTION_TYPES.UNREGISTER_CONTAINER: {
			const count = ( state.containers[ action.context ] ?? 0 ) - 1;
			const containers = {
				...state.containers,
				[ action.context ]: count,
			};
			if ( count <= 0 ) {
				delete containers[ action.context ];
			}
			return { ...state, containers };
		}
		default:
			return state;
	}
}
