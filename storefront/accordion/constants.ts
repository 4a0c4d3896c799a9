/**
 * Accordions.
 */

/** Open/close animation; 0 with reduced motion. */
export const ACCORDION_DURATION_MS = 200;
