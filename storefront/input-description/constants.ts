/**
 * Input descriptions (spec §2 "Site-wide elements", §9 Notices and UI timing).
 */

/** Show/hide animation. */
export const INPUT_DESCRIPTION_DURATION_MS = 250;
