/**
 * WordPress's debug log (E2E_DEBUG_LOG): the journeys fail when PHP writes to it while they run.
 */

/** External dependencies */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

/** The debug log to watch, or '' when none is named. */
export const DEBUG_LOG = process.env.E2E_DEBUG_LOG ?? '';

/** The log's size in bytes now (0 when it does not exist yet). */
export function logSize( file = DEBUG_LOG ): number {
	return file && existsSync( file ) ? statSync( file ).size : 0;
}

/** The lines written to the log after byte `offset` (all of it when it was truncated meanwhile). */
export function linesSince( offset: number, file = DEBUG_LOG ): string[] {
	const size = logSize( file );
	if ( ! file || size === offset ) {
		return [];
	}
	const start = size < offset ? 0 : offset;
	const buffer = Buffer.alloc( size - start );
	const fd = openSync( file, 'r' );
	try {
		readSync( fd, buffer, 0, buffer.length, start );
	} finally {
		closeSync( fd );
	}
	return buffer
		.toString( 'utf8' )
		.split( '\n' )
		.filter( ( line ) => line.trim() !== '' );
}
