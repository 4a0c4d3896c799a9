// @vitest-environment node
/**
 * `npm run lint` picks the WordPress Coding Standards when PHP_CodeSniffer has them, else the ruleset of
 * PHP_CodeSniffer's own sniffs (Debian's php-codesniffer comes without WPCS).
 */

/** External dependencies */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { phpcsStandard } from './lint.mjs';

describe( 'phpcsStandard', () => {
	it( 'uses phpcs.xml.dist (WPCS) when phpcs lists the WordPress standards', () => {
		expect(
			phpcsStandard(
				'The installed coding standards are MySource, PEAR, PSR1, PSR2, PSR12, Squiz, Zend, WordPress, WordPress-Core, WordPress-Docs and WordPress-Extra'
			)
		).toBe( 'phpcs.xml.dist' );
	} );

	it( "uses phpcs-core.xml.dist with Debian's PHP_CodeSniffer alone", () => {
		expect(
			phpcsStandard(
				'The installed coding standards are MySource, PEAR, PSR1, PSR2, PSR12, Squiz and Zend'
			)
		).toBe( 'phpcs-core.xml.dist' );
	} );

	// Without phpcs on the machine (`npm run lint` installs it, `npm test` does not) there is nothing to ask.
	it.skipIf( spawnSync( 'phpcs', [ '--version' ] ).error )(
		'names only sniffs this PHP_CodeSniffer has in phpcs-core.xml.dist',
		() => {
			const explained = spawnSync(
				'phpcs',
				[ '--standard=phpcs-core.xml.dist', '-e' ],
				{ encoding: 'utf8' }
			);
			expect(
				explained.status,
				explained.stdout + explained.stderr
			).toBe( 0 );
			expect( explained.stdout ).toMatch(
				/Generic\.WhiteSpace\.DisallowSpaceIndent/
			);
		}
	);
} );
