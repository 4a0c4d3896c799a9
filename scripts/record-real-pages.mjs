/**
 * Records the server HTML of every page type from a real store with Tourfront active into
 * mocks/fixtures/real-pages/ (see mocks/site/README.md, "Real pages"):
 *
 *   node scripts/record-real-pages.mjs --url http://127.0.0.1:8083 [--out dir] [--admin admin:password]
 *
 * The store must be seeded by wp-env/seed.php. The run places two cash-on-delivery orders and, the first
 * time, registers the customer `khachhang`. --admin (default admin:password) only reads the PHP version.
 */

/** External dependencies */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

/** Internal dependencies */
import { ROOT } from './paths.mjs';

const { values } = parseArgs( {
	options: {
		url: { type: 'string', default: 'http://127.0.0.1:8083' },
		out: {
			type: 'string',
			default: path.join( ROOT, 'mocks/fixtures/real-pages' ),
		},
		admin: { type: 'string', default: 'admin:password' },
	},
} );

register();
const { recordRealPages } = await import( './real-pages/record.ts' );
try {
	const manifest = await recordRealPages( {
		url: values.url,
		out: path.resolve( values.out ),
		admin: values.admin || undefined,
	} );
	const versions = Object.entries( manifest.versions )
		.map( ( [ name, version ] ) => `${ name } ${ version ?? '?' }` )
		.join( ', ' );
	console.log(
		`Recorded ${ Object.keys( manifest.pages ).length } pages from ${ manifest.recordedFrom } (${ versions }) into ${ path.relative( ROOT, values.out ) || values.out }.`
	);
} catch ( error ) {
	console.error(
		`[record-real-pages] ${ error instanceof Error ? error.message : error }`
	);
	process.exit( 1 );
}
