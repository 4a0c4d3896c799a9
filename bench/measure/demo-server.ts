/**
 * Starts the built demo shop on a port of its own for the bench, and stops it.
 */

/** External dependencies */
import { spawn, type ChildProcess } from 'node:child_process';

/** Internal dependencies */
import { ROOT } from '../build-dir';

export interface DemoServer {
	origin: string;
	stop: () => void;
}

async function waitUntilUp(
	origin: string,
	child: ChildProcess,
	timeoutMs: number
) {
	const deadline = Date.now() + timeoutMs;
	while ( Date.now() < deadline ) {
		if ( child.exitCode !== null ) {
			throw new Error(
				`The demo server exited with code ${ child.exitCode }.`
			);
		}
		try {
			const response = await fetch( `${ origin }/` );
			if ( response.ok ) {
				return;
			}
		} catch {
			// not listening yet
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
	}
	throw new Error(
		`The demo server did not answer on ${ origin } within ${ timeoutMs } ms.`
	);
}

/** Serves what `scripts/start.mjs --build-only` built. */
export async function startDemoServer( port: number ): Promise< DemoServer > {
	const child = spawn( process.execPath, [ 'scripts/serve.mjs' ], {
		cwd: ROOT,
		env: { ...process.env, PORT: String( port ) },
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
	const origin = `http://localhost:${ port }`;
	await waitUntilUp( origin, child, 60_000 );
	return { origin, stop: () => child.kill() };
}
