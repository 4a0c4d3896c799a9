// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { parseBenchArgs } from './cli-args';

describe( 'bench arguments', () => {
	it( 'runs the demo on $BENCH_PORT or 5190 by default', () => {
		expect( parseBenchArgs( [] ) ).toEqual( {
			url: null,
			vs: null,
			readme: false,
			readmeOnly: false,
			lighthouse: true,
			recordAssets: false,
			port: 5190,
		} );
		expect( parseBenchArgs( [], { BENCH_PORT: '5295' } ).port ).toBe(
			5295
		);
		expect(
			parseBenchArgs( [ '--port', '5296' ], { BENCH_PORT: '5295' } ).port
		).toBe( 5296 );
	} );

	it( 'takes a real store and a comparison store, in both spellings, without a trailing slash', () => {
		const args = parseBenchArgs( [
			'--url',
			'http://127.0.0.1:8086/',
			'--vs=http://127.0.0.1:8081',
			'--readme',
			'--no-lighthouse',
		] );
		expect( args ).toMatchObject( {
			url: 'http://127.0.0.1:8086',
			vs: 'http://127.0.0.1:8081',
			readme: true,
			lighthouse: false,
		} );
		expect(
			parseBenchArgs( [ '--url', 'https://shop.example/store/' ] ).url
		).toBe( 'https://shop.example/store' );
	} );

	it( 'refuses what it cannot measure', () => {
		expect( () =>
			parseBenchArgs( [ '--vs', 'http://127.0.0.1:8081' ] )
		).toThrow( 'give --url too' );
		expect( () => parseBenchArgs( [ '--record-assets' ] ) ).toThrow(
			'give --url too'
		);
		expect(
			parseBenchArgs( [ '--record-assets', '--url', 'http://x' ] )
		).toMatchObject( { recordAssets: true } );
		expect( () => parseBenchArgs( [ '--url' ] ) ).toThrow(
			'--url needs a value'
		);
		expect( () => parseBenchArgs( [ '--url', 'ftp://x' ] ) ).toThrow(
			'http(s) URL'
		);
		expect( () => parseBenchArgs( [ '--port', 'abc' ] ) ).toThrow(
			'port number'
		);
		expect( () => parseBenchArgs( [ '--fast' ] ) ).toThrow(
			'Unknown option --fast'
		);
	} );
} );
