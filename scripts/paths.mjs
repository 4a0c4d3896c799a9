/**
 * Where builds go. Overridable so that parallel checkouts or CI jobs do not overwrite each other.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
/** theme/build/ unless TOURFRONT_BUILD_DIR says otherwise. */
export const BUILD_DIR = path.resolve(
	ROOT,
	process.env.TOURFRONT_BUILD_DIR || 'theme/build'
);
/** The demo's own client bundles (MSW worker boot, WordPress package stand-ins). */
export const DEMO_DIR = path.resolve(
	ROOT,
	process.env.TOURFRONT_DEMO_DIR || 'mocks/site/dist'
);
/** Port of the demo shop. */
export const PORT = Number( process.env.PORT || 5173 );
