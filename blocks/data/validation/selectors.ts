/**
 * Validation store selectors.
 */

/** Internal dependencies */
import type { ValidationError, ValidationState } from './types';

/** One field's error, or undefined. */
export const getValidationError = ( state: ValidationState, id: string ): ValidationError | undefined =>
	state[ id ];

/** The id of the element that shows a field's error message (for aria-describedby). */
export const getValidationErrorId = ( state: ValidationState, id: string ): string =>
	state[ id ] && ! state[ id ].hidden ? `validate-error-${ id }` : '';

/** True when any error exists (hidden or shown). */
export const hasValidationErrors = ( state: ValidationState ): boolean => Object.keys( state ).length > 0;

/** All errors. */
export const getValidationErrors = ( state: ValidationState ): ValidationState => state;
