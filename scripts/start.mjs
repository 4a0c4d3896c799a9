/**
 * `npm start`: builds the theme's bundles (vite.config.ts → BUILD_DIR) and the demo client
 * (mocks/site/vite.config.ts → DEMO_DIR), then serves the demo shop on PORT (default 5173).
 *
 *   node scripts/start.mjs               build everything, then serve
 *   node scripts/start.mjs --build-only  build everything, do not serve (used by the test runner)
 *   node scripts/start.mjs --demo-only   build only the demo client (theme bundles already built)
 *   node scripts/start.mjs --no-build    serve what is built
 */

/** External dependencies */
import { build } from 'vite';
import { register } from 'tsx/esm/api';

/** Internal dependencies */
import { BUILD_DIR, DEMO_DIR, ROOT } from './paths.mjs';
import { serve } from './serve.mjs';

/** Builds the four theme entries (the root vite.config.ts). */
export async function buildTheme() {
	await build( {
		root: ROOT,
		configFile: `${ ROOT }/vite.config.ts`,
		logLevel: 'warn',
	} );
	console.log( `[tourfront] Theme bundles built in ${ BUILD_DIR }` );
}

/** Builds the demo client scripts into DEMO_DIR. */
export async function buildDemo() {
	const unregister = register();
	try {
		const { demoConfig, DEMO_ENTRIES } =
			await import( '../mocks/site/vite.config.ts' );
		for ( const [ index, entry ] of DEMO_ENTRIES.entries() ) {
			await build( { root: ROOT, ...demoConfig( entry, index === 0 ) } );
		}
	} finally {
		unregister();
	}
	console.log( `[tourfront] Demo client built in ${ DEMO_DIR }` );
}

async function main() {
	const args = new Set( process.argv.slice( 2 ) );
	if ( ! args.has( '--no-build' ) ) {
		if ( ! args.has( '--demo-only' ) ) {
			await buildTheme();
		}
		await buildDemo();
	}
	if ( args.has( '--build-only' ) || args.has( '--demo-only' ) ) {
		return;
	}
	await serve();
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	main().catch( ( error ) => {
		console.error( `[tourfront] ${ error?.message ?? error }` );
		process.exit( 1 );
	} );
}
