/**
 * Vite/Rollup plugin: lazy chunks' `import()` go through css-preload.ts instead of Vite's own preload
 * helper (Vite imports it as `\0vite/preload-helper.js`; this plugin resolves that id to our file first).
 */

/** External dependencies */
import path from 'node:path';
import type { Plugin } from 'vite';

/** Internal dependencies */
import { ROOT } from '../paths.mjs';

export const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

const RUNTIME = path.join( ROOT, 'scripts/vite/css-preload.ts' );

export default function leanPreload(): Plugin {
	return {
		name: 'tourfront:lean-preload',
		enforce: 'pre',
		apply: 'build',
		resolveId( source ) {
			return source === VITE_PRELOAD_HELPER_ID ? RUNTIME : null;
		},
	};
}
