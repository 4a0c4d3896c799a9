/**
 * Accordions (spec §9 Theme durations).
 */

/** Open/close animation; 0 with reduced motion. */
export const ACCORDION_DURATION_MS = 200;
