/**
 * Serves the built demo shop (theme/build + mocks/site/dist) on PORT (default 5173).
 * Build first with `node scripts/start.mjs --build-only` (or just `npm start`, which builds and serves).
 */

/** External dependencies */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

/** Internal dependencies */
import { BUILD_DIR, DEMO_DIR, PORT } from './paths.mjs';

/**
 * Starts the demo server; resolves with the Node server.
 *
 * @param {number} port The port to listen on.
 */
export async function serve( port = PORT ) {
	for ( const [ dir, what ] of [
		[ BUILD_DIR, 'theme bundles' ],
		[ DEMO_DIR, 'demo client' ],
	] ) {
		if ( ! existsSync( dir ) ) {
			console.warn(
				`[tourfront] ${ what } not built in ${ path.relative( process.cwd(), dir ) || dir }: run \`node scripts/start.mjs --build-only\`.`
			);
		}
	}
	register();
	const { startServer } = await import( '../mocks/site/server.ts' );
	const server = await startServer( port ).catch( ( error ) => {
		if ( error?.code === 'EADDRINUSE' ) {
			throw new Error(
				`Port ${ port } is already in use: stop what uses it or pick another one, e.g. PORT=5174 npm start.`
			);
		}
		throw error;
	} );
	console.log( `[tourfront] Demo shop: http://localhost:${ port }/` );
	return server;
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	serve().catch( ( error ) => {
		console.error( `[tourfront] ${ error?.message ?? error }` );
		process.exit( 1 );
	} );
}
