// @vitest-environment node
/**
 * Quality gates on the build (deterministic, so tested): byte budgets per page on WordPress 7.1, and no
 * copy of React or of a WordPress package in any bundle.
 */

/** External dependencies */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, test } from 'vitest';

/** Internal dependencies */
import { BUDGET_GZIP_BYTES } from './woocommerce-figures';
import { PAGE_ENTRIES, pageWeight } from './page-weight';
import { bundledCopies } from './bundle-signatures';
import { requireBuild } from './build-dir';

function jsFiles( dir: string, prefix = '' ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		const rel = prefix + name;
		if ( statSync( path.join( dir, name ) ).isDirectory() ) {
			return jsFiles( path.join( dir, name ), `${ rel }/` );
		}
		return name.endsWith( '.js' ) ? [ rel ] : [];
	} );
}

/**
 * Budgets not met yet: never loosened, kept as expected failures carrying the measured figure,
 * so they turn red the day they are met and must be switched on here.
 */
const NOT_MET_YET: Partial< Record< 'cart' | 'checkout' | 'light' | 'checkoutCss', string > > = {};

const KB = ( bytes: number ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

describe( 'byte budgets (gzip, WordPress 7.1)', () => {
	const cases = [
		{ key: 'light' as const, label: 'listing, product and article pages', measure: () => pageWeight( requireBuild(), [ ...PAGE_ENTRIES.light ], 'wordpress-7.1' ).totalJsGzip },
		{ key: 'cart' as const, label: 'cart page', measure: () => pageWeight( requireBuild(), [ ...PAGE_ENTRIES.cart ], 'wordpress-7.1' ).totalJsGzip },
		{ key: 'checkout' as const, label: 'checkout page', measure: () => pageWeight( requireBuild(), [ ...PAGE_ENTRIES.checkout ], 'wordpress-7.1' ).totalJsGzip },
		{ key: 'checkoutCss' as const, label: 'checkout CSS', measure: () => pageWeight( requireBuild(), [ 'checkout' ], 'wordpress-7.1' ).cssGzip },
	];
	for ( const { key, label, measure } of cases ) {
		const budget = BUDGET_GZIP_BYTES[ key ];
		const run = NOT_MET_YET[ key ] ? test.fails : test;
		run( `${ label } ≤ ${ KB( budget ) }${ NOT_MET_YET[ key ] ? ` (not met yet: ${ NOT_MET_YET[ key ] })` : '' }`, () => {
			const bytes = measure();
			expect( bytes, `${ label }: ${ KB( bytes ) }` ).toBeGreaterThan( 0 );
			expect( bytes, `${ label }: ${ KB( bytes ) } over the budget of ${ KB( budget ) }` ).toBeLessThanOrEqual( budget );
		} );
	}
} );

describe( 'no bundled copies of what WordPress ships', () => {
	it( 'finds none of React, ReactDOM or the wp-* packages in theme/build', () => {
		const dir = requireBuild();
		const files = jsFiles( dir );
		expect( files.length ).toBeGreaterThan( 3 );
		const offenders = files
			.map( ( file ) => ( { file, copies: bundledCopies( readFileSync( path.join( dir, file ), 'utf8' ) ) } ) )
			.filter( ( r ) => r.copies.length > 0 );
		expect( offenders ).toEqual( [] );
	} );

	it( 'declares WordPress handles, never bundles them, for every entry', () => {
		const dir = requireBuild();
		for ( const entry of [ 'cart', 'checkout', 'mini-cart', 'storefront' ] ) {
			const asset = readFileSync( path.join( dir, `${ entry }.asset.php` ), 'utf8' );
			expect( asset ).toMatch( /^<\?php return array\('dependencies' => array\([^)]*\), 'version' => '[0-9a-f]{20}'(, 'chunks' => array\(('chunks\/[\w.-]+\.js' => array\([^)]*\)(, )?)+\))?\);/ );
		}
	} );
} );
