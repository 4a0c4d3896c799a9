/**
 * `npm run bench -- [options]`:
 *   (none)              the demo run: builds, serves the demo, measures it (bench/results.json `demo`)
 *   --url <origin>      a real store instead (bench/results.json `real`)
 *   --vs <origin>       with --url: a second store or theme measured in the same run (`vs`), side by side
 *   --readme            then rewrites the README's generated performance tables from bench/results.json
 *   --readme-only       only that, from the last results
 *   --no-lighthouse     skips Lighthouse (a quicker run while working)
 *   --record-assets     with --url: records the sizes of the files the recorded pages (mocks/fixtures/real-pages)
 *                       reference, from that store (bench/real-assets.json)
 *   --port <n>          the demo's port (default $BENCH_PORT or 5190)
 */

export interface BenchArgs {
	url: string | null;
	vs: string | null;
	readme: boolean;
	readmeOnly: boolean;
	lighthouse: boolean;
	recordAssets: boolean;
	port: number;
}

const origin = ( value: string, flag: string ) => {
	let url: URL;
	try {
		url = new URL( value );
	} catch {
		throw new Error( `${ flag } needs an http(s) URL, got "${ value }"` );
	}
	if ( ! /^https?:$/.test( url.protocol ) ) {
		throw new Error( `${ flag } needs an http(s) URL, got "${ value }"` );
	}
	return `${ url.origin }${ url.pathname.replace( /\/$/, '' ) }`;
};

/** Parses the command line (`--flag value` or `--flag=value`). */
export function parseBenchArgs(
	argv: string[],
	env: Record< string, string | undefined > = {}
): BenchArgs {
	const args: BenchArgs = {
		url: null,
		vs: null,
		readme: false,
		readmeOnly: false,
		lighthouse: true,
		recordAssets: false,
		port: Number( env.BENCH_PORT || 5190 ),
	};
	for ( let i = 0; i < argv.length; i++ ) {
		const [ flag, inline ] = argv[ i ].split( /=(.*)/s, 2 );
		const value = () => {
			const v = inline ?? argv[ ++i ];
			if ( v === undefined || v.startsWith( '--' ) ) {
				throw new Error( `${ flag } needs a value` );
			}
			return v;
		};
		switch ( flag ) {
			case '--url':
				args.url = origin( value(), flag );
				break;
			case '--vs':
				args.vs = origin( value(), flag );
				break;
			case '--readme':
				args.readme = true;
				break;
			case '--readme-only':
				args.readmeOnly = true;
				break;
			case '--record-assets':
				args.recordAssets = true;
				break;
			case '--no-lighthouse':
				args.lighthouse = false;
				break;
			case '--port':
				args.port = Number( value() );
				if ( ! Number.isInteger( args.port ) || args.port <= 0 ) {
					throw new Error( `--port needs a port number` );
				}
				break;
			default:
				throw new Error(
					`Unknown option ${ argv[ i ] } (see bench/cli-args.ts)`
				);
		}
	}
	if ( args.recordAssets && ! args.url ) {
		throw new Error( 'recording reads a real store: give --url too' );
	}
	if ( args.vs && ! args.url ) {
		throw new Error( '--vs compares with a real store: give --url too' );
	}
	return args;
}
