/**
 * The recorded WooCommerce 11 exchanges (copied from the shared recordings into ./records, as data).
 */

/** External dependencies */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One recorded exchange. */
export interface RecordedExchange {
	file: string;
	description: string;
	session: string;
	request: {
		method: string;
		path: string;
		headers: Record< string, string >;
		body: unknown;
		body_encoding?: string;
	};
	response: {
		status: number;
		headers: Record< string, string | string[] >;
		body: unknown;
	};
}

const DIR = join( dirname( fileURLToPath( import.meta.url ) ), 'records' );

/** Every HTTP exchange, in recording order (file 57 is server-side meta, not an exchange). */
export function loadRecords(): RecordedExchange[] {
	return readdirSync( DIR )
		.filter( ( file ) => file.endsWith( '.json' ) )
		.sort()
		.map( ( file ) => ( {
			file,
			...( JSON.parse(
				readFileSync( join( DIR, file ), 'utf8' )
			) as Omit< RecordedExchange, 'file' > ),
		} ) )
		.filter( ( record ) => record.request && record.response );
}

/** Reads one record file (also the non-HTTP file 57). */
export function loadRecordFile( file: string ): Record< string, unknown > {
	return JSON.parse( readFileSync( join( DIR, file ), 'utf8' ) ) as Record<
		string,
		unknown
	>;
}
