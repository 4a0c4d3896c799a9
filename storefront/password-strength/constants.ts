/**
 * The classic forms' password meter; the scores and the default
 * minimum are common/password-strength/constants.ts.
 */

/** Disallowed words shorter than this are dropped (likely false positives). */
export const DISALLOWED_WORD_MIN_LENGTH_CHARS = 4;

/** Fields whose values may not be the password (WordPress's userInputDisallowedList). */
export const USER_INPUT_FIELD_IDS = [
	'user_login',
	'first_name',
	'last_name',
	'nickname',
	'display_name',
	'email',
	'url',
	'description',
	'weblog_title',
	'admin_email',
] as const;

/** Forms that carry a meter, and the password field inside each. */
export const PASSWORD_FORM_SELECTOR =
	'form.register, form.checkout, form.edit-account, form.lost_reset_password';
export const PASSWORD_FIELD_SELECTOR =
	'#reg_password, #account_password, #password_1';
export const PASSWORD_CONFIRM_SELECTOR = '#password_2';
