/**
 * What the journeys run against: the demo (default) or the real store E2E_BASE_URL names.
 */

/** The real store's address without a trailing slash, or '' on the demo. */
export const REAL_STORE_URL = ( process.env.E2E_BASE_URL ?? '' ).replace(
	/\/+$/,
	''
);

/** True when the journeys drive a real WordPress + WooCommerce store. */
export const isRealStore = REAL_STORE_URL !== '';

/** Why a journey is skipped on a real store: it drives something only the demo has. */
export const DEMO_ONLY = {
	reset: 'demo only: "Đặt lại demo" (reset demo) is the demo\'s own link; a real store keeps its state on the server',
	worker: 'demo only: the demo answers the Store API in the browser through a service worker; a real store has none',
} as const;
