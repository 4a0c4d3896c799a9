/**
 * `npm run bench [-- options]` (see bench/cli-args.ts): the demo run, or a real store with an optional
 * comparison store; writes bench/results.json, prints the figures, and can rewrite the README's tables.
 */

/** Internal dependencies */
import { parseBenchArgs } from './cli-args';
import { runDemo } from './demo-run';
import { printReport } from './report';
import { readResults, writeResults } from './results-file';
import { updateReadme } from './readme';
import { runReal } from './real/run-real';
import { printRealReport } from './real/report-real';
import { recordAssets } from './real-weight/record-assets';

async function main() {
	const args = parseBenchArgs( process.argv.slice( 2 ), process.env );
	if ( args.url && args.recordAssets ) {
		console.log(
			`Recorded the sizes of ${ await recordAssets( args.url ) } files in bench/real-assets.json.`
		);
		return;
	}
	if ( ! args.readmeOnly ) {
		if ( args.url ) {
			const { real, vs } = await runReal( args.url, args.vs, {
				lighthouse: args.lighthouse,
			} );
			writeResults( { real, vs } );
			printRealReport( real, vs );
		} else {
			const demo = await runDemo( args.port, {
				lighthouse: args.lighthouse,
			} );
			writeResults( { demo } );
			printReport( demo );
		}
		console.log( '\nWritten to bench/results.json.' );
	}
	if ( args.readme || args.readmeOnly ) {
		const changed = updateReadme( readResults() );
		console.log(
			changed
				? 'README.md: performance tables rewritten from bench/results.json.'
				: 'README.md: performance tables already current.'
		);
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
