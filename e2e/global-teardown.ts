/**
 * After the journeys: the run fails when WordPress's debug log (E2E_DEBUG_LOG) got lines, including
 * lines written between journeys (each journey also checks its own).
 */

/** Internal dependencies */
import { DEBUG_LOG, linesSince } from './debug-log';

export default async function globalTeardown(): Promise< void > {
	if ( ! DEBUG_LOG ) {
		return;
	}
	const lines = linesSince( Number( process.env.E2E_DEBUG_LOG_START ?? 0 ) );
	if ( lines.length ) {
		throw new Error(
			`WordPress's debug log ${ DEBUG_LOG } got ${ lines.length } line(s) during the run:\n${ lines.join( '\n' ) }`
		);
	}
	console.log(
		`[tourfront] Debug log ${ DEBUG_LOG }: nothing written during the run.`
	);
}
