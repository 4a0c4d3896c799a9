// @vitest-environment node
/**
 * Translation gates: every translatable string of the theme and its scripts has Vietnamese, and
 * theme/languages ships the translations the sources hold now (vi.mo and the script JSONs that
 * WordPress loads; the .po/.pot line references are left to `npm run i18n`).
 */

/** External dependencies */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { buildLanguages, translationCoverage } from '../scripts/i18n.mjs';
import { requireBuild } from './build-dir';

const LANGUAGES = fileURLToPath(
	new URL( '../theme/languages/', import.meta.url )
);

describe( 'translations', () => {
	it( 'translates every string of the theme, blocks and storefront into Vietnamese', () => {
		const coverage = translationCoverage();
		expect( coverage.strings ).toBeGreaterThan( 100 );
		expect( coverage.missing ).toEqual( [] );
		expect( coverage.translated_vi ).toBe( coverage.strings );
	} );

	it( 'ships up-to-date vi.mo and script translations (run `npm run build && npm run i18n` after changing strings)', () => {
		const { files } = buildLanguages( { buildDir: requireBuild() } );
		const stale = [ ...files ]
			.filter(
				( [ name ] ) =>
					name.endsWith( '.mo' ) || name.endsWith( '.json' )
			)
			.filter( ( [ name, contents ] ) => {
				const target = path.join( LANGUAGES, name );
				const next = Buffer.isBuffer( contents )
					? contents
					: Buffer.from( contents );
				return (
					! existsSync( target ) ||
					! readFileSync( target ).equals( next )
				);
			} )
			.map( ( [ name ] ) => name );
		expect( stale ).toEqual( [] );
	} );
} );
