/**
 * Password strength scores, for the classic forms' meter and the checkout's
 * account password alike.
 */

/** The estimator (zxcvbn) is not loaded yet. */
export const PASSWORD_SCORE_UNKNOWN = -1;
/** The two password fields differ. */
export const PASSWORD_SCORE_MISMATCH = 5;
/** Minimum used when the settings do not print one (WooCommerce's default). */
export const DEFAULT_MIN_PASSWORD_STRENGTH = 3;
