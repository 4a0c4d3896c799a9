/**
 * Validation store shapes.
 */

/** One field's error. */
export interface ValidationError {
	message: string;
	hidden: boolean;
}

/** Errors keyed by field id (`billing_first_name`, …) or another element id. */
export type ValidationErrors = Readonly< Record< string, ValidationError > >;

/** The store state: the errors, and a counter fields watch to re-check themselves on demand. */
export interface ValidationState {
	errors: ValidationErrors;
	revalidation: number;
}
