/**
 * Collections store reducer.
 */

/** Internal dependencies */
import { ACTION_TYPES } from './action-types';
import type { CollectionsAction } from './actions';
import { indexRoutes } from './routes';
import type { CollectionsState } from './types';

/** The empty state. */
export const DEFAULT_COLLECTIONS_STATE: CollectionsState = Object.freeze( {
	routes: {},
	collections: {},
	lastModified: 0,
} );

/** The reducer. */
export function reducer(
	state: CollectionsState = DEFAULT_COLLECTIONS_STATE,
	action: CollectionsAction
): CollectionsState {
	switch ( action.type ) {
		case ACTION_TYPES.RECEIVE_ROUTES:
			return {
				...state,
				routes: {
					...state.routes,
					[ action.namespace ]: indexRoutes(
						action.namespace,
						action.routes
					),
				},
			};
		case ACTION_TYPES.RECEIVE_COLLECTION:
			return {
				...state,
				collections: {
					...state.collections,
					[ action.key ]: action.entry,
				},
			};
		case ACTION_TYPES.RECEIVE_LAST_MODIFIED:
			return action.timestamp === state.lastModified
				? state
				: { ...state, lastModified: action.timestamp };
		case ACTION_TYPES.CLEAR_COLLECTIONS:
			return Object.keys( state.collections ).length
				? { ...state, collections: {} }
				: state;
		default:
			return state;
	}
}
