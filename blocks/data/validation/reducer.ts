/**
 * Validation store reducer.
 */

/** Internal dependencies */
import { ACTION_TYPES } from './action-types';
import type { ValidationAction } from './actions';
import type { ValidationErrors, ValidationState } from './types';

/** Shared empty errors (stable reference). */
export const EMPTY_VALIDATION_ERRORS: ValidationErrors = Object.freeze( {} );

/** Initial state. */
export const EMPTY_VALIDATION_STATE: ValidationState = Object.freeze( {
	errors: EMPTY_VALIDATION_ERRORS,
	revalidation: 0,
} );

function setHidden(
	state: ValidationErrors,
	ids: string[],
	hidden: boolean
): ValidationErrors {
	let changed = false;
	const next: Record< string, { message: string; hidden: boolean } > = {
		...state,
	};
	for ( const id of ids ) {
		if ( next[ id ] && next[ id ].hidden !== hidden ) {
			next[ id ] = { ...next[ id ], hidden };
			changed = true;
		}
	}
	return changed ? next : state;
}

/** Reduces the errors. */
function errorsReducer(
	state: ValidationErrors,
	action: ValidationAction
): ValidationErrors {
	switch ( action.type ) {
		case ACTION_TYPES.SET_VALIDATION_ERRORS: {
			const next: Record< string, { message: string; hidden: boolean } > =
				{ ...state };
			for ( const [ id, error ] of Object.entries( action.errors ) ) {
				next[ id ] = {
					message: error.message,
					hidden: !! error.hidden,
				};
			}
			return next;
		}
		case ACTION_TYPES.CLEAR_VALIDATION_ERRORS: {
			if ( ! action.ids ) {
				return Object.keys( state ).length
					? EMPTY_VALIDATION_ERRORS
					: state;
			}
			const present = action.ids.filter( ( id ) => id in state );
			if ( ! present.length ) {
				return state;
			}
			const next = { ...state };
			present.forEach( ( id ) => delete next[ id ] );
			return next;
		}
		case ACTION_TYPES.HIDE_VALIDATION_ERROR:
			return setHidden( state, [ action.id ], true );
		case ACTION_TYPES.SHOW_VALIDATION_ERROR:
			return setHidden( state, [ action.id ], false );
		case ACTION_TYPES.SHOW_ALL_VALIDATION_ERRORS:
			return setHidden( state, Object.keys( state ), false );
		default:
			return state;
	}
}

/** Reduces validation actions. */
export function reducer(
	state: ValidationState = EMPTY_VALIDATION_STATE,
	action: ValidationAction
): ValidationState {
	if ( action.type === ACTION_TYPES.REVALIDATE ) {
		return { ...state, revalidation: state.revalidation + 1 };
	}
	const errors = errorsReducer( state.errors, action );
	return errors === state.errors ? state : { ...state, errors };
}
