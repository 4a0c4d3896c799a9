/**
 * Input descriptions.
 */

/** Show/hide animation. */
export const INPUT_DESCRIPTION_DURATION_MS = 250;
