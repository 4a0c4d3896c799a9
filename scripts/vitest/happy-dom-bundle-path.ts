/**
 * Where the bundle of the installed happy-dom is kept (`happy-dom-bundle.ts` makes it). Its own module, so
 * the environment that reads it does not load esbuild in every worker.
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Internal dependencies */
import { ROOT } from '../paths.mjs';

const require = createRequire( import.meta.url );

/** happy-dom's installed version (the bundle is named after it, so an upgrade makes a new one). */
function happyDomVersion(): string {
	const manifest = JSON.parse(
		readFileSync(
			path.join(
				path.dirname( require.resolve( 'happy-dom' ) ),
				'../package.json'
			),
			'utf8'
		)
	) as { version: string };
	return manifest.version;
}

/** Where the bundle of the installed happy-dom is kept. */
export function happyDomBundlePath(): string {
	return path.join(
		ROOT,
		'node_modules/.cache/tourfront',
		`happy-dom-${ happyDomVersion() }.cjs`
	);
}
