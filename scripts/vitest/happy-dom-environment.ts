/**
 * The Vitest environment of the tests that need a DOM: Vitest's own happy-dom environment (same window,
 * same globals, same teardown), with happy-dom loaded from its bundle (`happy-dom-bundle.ts`), which a
 * fresh worker reads five times faster than the package's modules. Without the bundle it loads the package.
 */

/** External dependencies */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { populateGlobal, type Environment } from 'vitest/environments';

/** Internal dependencies */
import { happyDomBundlePath } from './happy-dom-bundle-path';

type HappyDom = typeof import( 'happy-dom' );

const require = createRequire( import.meta.url );

async function loadHappyDom(): Promise< HappyDom > {
	const bundle = happyDomBundlePath();
	return existsSync( bundle )
		? ( require( bundle ) as HappyDom )
		: import( 'happy-dom' );
}

const environment: Environment = {
	name: 'happy-dom',
	transformMode: 'web',
	async setup( global: Record< string | symbol, unknown > ) {
		const { GlobalWindow } = await loadHappyDom();
		const win = new GlobalWindow( {
			console: global.console as Console,
			url: 'http://localhost:3000',
			settings: { disableErrorCapturing: true },
		} );
		const { keys, originals } = populateGlobal( global, win, {
			bindFunctions: true,
			additionalKeys: [ 'Request', 'Response', 'MessagePort', 'fetch' ],
		} );
		return {
			async teardown( target: Record< string | symbol, unknown > ) {
				await win.happyDOM.abort();
				win.close();
				keys.forEach( ( key ) => delete target[ key ] );
				originals.forEach( ( value, key ) => {
					target[ key ] = value;
				} );
			},
		};
	},
};

export default environment;
