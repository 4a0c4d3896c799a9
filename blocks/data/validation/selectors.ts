/**
 * Validation store selectors.
 */

/** Internal dependencies */
import type {
	ValidationError,
	ValidationErrors,
	ValidationState,
} from './types';

/** One field's error, or undefined. */
export const getValidationError = (
	state: ValidationState,
	id: string
): ValidationError | undefined => state.errors[ id ];

/** The id of the element that shows a field's error message (for aria-describedby). */
export const getValidationErrorId = (
	state: ValidationState,
	id: string
): string =>
	state.errors[ id ] && ! state.errors[ id ].hidden
		? `validate-error-${ id }`
		: '';

/** True when any error exists (hidden or shown). */
export const hasValidationErrors = ( state: ValidationState ): boolean =>
	Object.keys( state.errors ).length > 0;

/** All errors. */
export const getValidationErrors = (
	state: ValidationState
): ValidationErrors => state.errors;

/** Changes each time `revalidate()` is dispatched: fields watching it re-check their value. */
export const getRevalidationRequest = ( state: ValidationState ): number =>
	state.revalidation;
