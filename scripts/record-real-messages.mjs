/**
 * Records what a real store says to a shopper who gets something wrong into
 * mocks/fixtures/real-messages/<locale>.json (the store's language, from its <html lang>):
 *
 *   node scripts/record-real-messages.mjs --url http://127.0.0.1:8091 [--out dir] [--admin admin:password]
 *
 * The store must be seeded by wp-env/seed.php. The run places no order; it changes one product's stock
 * for two scenarios (as the administrator) and puts it back.
 */

/** External dependencies */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

/** Internal dependencies */
import { ROOT } from './paths.mjs';

const { values } = parseArgs( {
	options: {
		url: { type: 'string', default: 'http://127.0.0.1:8080' },
		out: {
			type: 'string',
			default: path.join( ROOT, 'mocks/fixtures/real-messages' ),
		},
		admin: { type: 'string', default: 'admin:password' },
	},
} );

register();
const { recordRealMessages } = await import( './real-messages/record.ts' );
try {
	const file = await recordRealMessages( {
		url: values.url,
		out: path.resolve( values.out ),
		admin: values.admin,
	} );
	console.log(
		`Recorded what ${ values.url } says into ${ path.relative( ROOT, file ) }.`
	);
} catch ( error ) {
	console.error(
		`[record-real-messages] ${ error instanceof Error ? error.message : error }`
	);
	process.exit( 1 );
}
