/**
 * Validation store actions (plain creators).
 */

/** Internal dependencies */
import { ACTION_TYPES } from './action-types';

/** Sets errors; `hidden` defaults to false. Existing errors for other ids stay. */
export const setValidationErrors = (
	errors: Record< string, { message: string; hidden?: boolean } >
) => ( { type: ACTION_TYPES.SET_VALIDATION_ERRORS, errors } ) as const;

/** Clears one field's error. */
export const clearValidationError = ( id: string ) =>
	( {
		type: ACTION_TYPES.CLEAR_VALIDATION_ERRORS,
		ids: [ id ] as string[] | undefined,
	} ) as const;

/** Clears the given ids' errors, or all errors when `ids` is omitted. */
export const clearValidationErrors = ( ids?: string[] ) =>
	( {
		type: ACTION_TYPES.CLEAR_VALIDATION_ERRORS,
		ids: ids as string[] | undefined,
	} ) as const;

/** Hides one field's error (keeps it). */
export const hideValidationError = ( id: string ) =>
	( { type: ACTION_TYPES.HIDE_VALIDATION_ERROR, id } ) as const;

/** Shows one field's error. */
export const showValidationError = ( id: string ) =>
	( { type: ACTION_TYPES.SHOW_VALIDATION_ERROR, id } ) as const;

/** Shows every error (before a submit). */
export const showAllValidationErrors = () =>
	( { type: ACTION_TYPES.SHOW_ALL_VALIDATION_ERRORS } ) as const;

/** Asks every mounted field to re-check its value now (revalidate). */
export const revalidate = () => ( { type: ACTION_TYPES.REVALIDATE } ) as const;

export type ValidationAction = ReturnType<
	| typeof revalidate
	| typeof setValidationErrors
	| typeof clearValidationErrors
	| typeof hideValidationError
	| typeof showValidationError
	| typeof showAllValidationErrors
>;
