/**
 * Checkout constants.
 */

/** Checkout statuses; the store starts `pristine`. */
export const CHECKOUT_STATUS = {
	PRISTINE: 'pristine',
	IDLE: 'idle',
	COMPLETE: 'complete',
	BEFORE_PROCESSING: 'before_processing',
	PROCESSING: 'processing',
	AFTER_PROCESSING: 'after_processing',
} as const;

export type CheckoutStatus =
	( typeof CHECKOUT_STATUS )[ keyof typeof CHECKOUT_STATUS ];
