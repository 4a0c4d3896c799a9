/**
 * Variable product forms.
 */

/** Sent on the form when a variation is chosen (`detail.variation`). */
export const SHOW_VARIATION_EVENT = 'tourfront:show-variation';
/** Sent on the form when no variation is chosen any more (reset, incomplete or unmatched choice). */
export const HIDE_VARIATION_EVENT = 'tourfront:hide-variation';
