/**
 * Timing constants shared by the site-wide features.
 */

/** A lazy chunk that has not loaded after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
