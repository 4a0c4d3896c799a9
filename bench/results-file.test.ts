// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { readResults, writeResults, type RealResults } from './results-file';

const real = ( url: string ) =>
	( { url, date: '2026-11-24' } ) as unknown as RealResults;

describe( 'bench/results.json', () => {
	it( 'keeps the demo and the real figures apart, and a comparison with the run it belongs to', () => {
		const file = path.join(
			mkdtempSync( path.join( tmpdir(), 'tf-results-' ) ),
			'results.json'
		);
		expect( readResults( file ) ).toEqual( {} );

		writeResults( { demo: { measured_at: 'd1' } }, file );
		writeResults(
			{ real: real( 'http://a' ), vs: real( 'http://b' ) },
			file
		);
		expect( readResults( file ) ).toEqual( {
			demo: { measured_at: 'd1' },
			real: real( 'http://a' ),
			vs: real( 'http://b' ),
		} );

		writeResults( { demo: { measured_at: 'd2' } }, file );
		expect( readResults( file ).vs ).toEqual( real( 'http://b' ) );

		// A later real run without --vs drops the old comparison.
		writeResults( { real: real( 'http://c' ) }, file );
		expect( JSON.parse( readFileSync( file, 'utf8' ) ) ).toEqual( {
			demo: { measured_at: 'd2' },
			real: real( 'http://c' ),
			vs: null,
		} );
	} );

	it( 'reads a file from before the split as the demo run', () => {
		const file = path.join(
			mkdtempSync( path.join( tmpdir(), 'tf-results-' ) ),
			'results.json'
		);
		writeFileSync(
			file,
			JSON.stringify( { measured_at: 'old', bytes: { pages: {} } } )
		);
		expect( readResults( file ) ).toEqual( {
			demo: { measured_at: 'old', bytes: { pages: {} } },
		} );
	} );
} );
