/**
 * Payment constants.
 */

/** Payment statuses. */
export const PAYMENT_STATUS = {
	IDLE: 'idle',
	EXPRESS_STARTED: 'express_started',
	PROCESSING: 'processing',
	READY: 'ready',
	ERROR: 'has_error',
} as const;

export type PaymentStatus =
	( typeof PAYMENT_STATUS )[ keyof typeof PAYMENT_STATUS ];

/** Payment methods are re-checked this long after the last trigger. */
export const PAYMENT_METHODS_REFRESH_DEBOUNCE_MS = 1000;

/** Notice ids for payment problems. */
export const PAYMENT_NOTICE_IDS = {
	EXPRESS: 'wc-express-payment-error',
	PAYMENT: 'wc-payment-error',
} as const;
