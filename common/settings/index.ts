/**
 * Reads the settings object the theme prints (`window.tourfrontSettings`).
 */

/** Internal dependencies */
import type { TourfrontSettings } from './types';

export type * from './types';

declare global {
	interface Window {
		tourfrontSettings?: Partial< TourfrontSettings >;
	}
}

/** The whole settings object as printed (possibly partial on pages that need less). */
export function getSettings(): Partial< TourfrontSettings > {
	return ( typeof window !== 'undefined' && window.tourfrontSettings ) || {};
}

/** One top-level setting, or `fallback` when the page does not print it. */
export function getSetting< K extends keyof TourfrontSettings >(
	key: K,
	fallback: TourfrontSettings[ K ]
): TourfrontSettings[ K ] {
	const value = getSettings()[ key ];
	return value === undefined ? fallback : ( value as TourfrontSettings[ K ] );
}
