/**
 * Validation store shapes.
 */

/** One field's error. */
export interface ValidationError {
	message: string;
	hidden: boolean;
}

/** Errors keyed by field id (`billing_first_name`, …) or another element id. */
export type ValidationState = Readonly< Record< string, ValidationError > >;
