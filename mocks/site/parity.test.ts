/**
 * Parity: each demo page carries the structure the theme's CSS and scripts rely on exactly as the real
 * store's page does (mocks/fixtures/real-pages, recorded by scripts/record-real-pages.mjs). For every
 * selector of theme/assets/css, storefront/** and blocks/** stylesheets and every selector the
 * storefront/** scripts query, the real page and the demo page must match it in the same main regions
 * (header, navigation, header cart, breadcrumb, content, sidebar, footer, handheld bar, store notice),
 * once or several times, and the regions must come in the same order. A demo pass then means a real pass.
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { ROOT } from '../../scripts/paths.mjs';
import { PAGE_TYPES } from '../../scripts/real-pages/pages';
import { demoDocument } from './parity/demo-pages';
import { reliedSelectors } from './parity/relied-selectors';
import { parsePage, structuralDifferences } from './parity/structure';

const FIXTURES = path.join( ROOT, 'mocks/fixtures/real-pages' );
const manifest = JSON.parse(
	readFileSync( path.join( FIXTURES, 'manifest.json' ), 'utf8' )
) as { pages: Record< string, { url: string } > };
const relied = reliedSelectors();
const selectors = relied.map( ( entry ) => entry.selector );

describe( "demo pages carry the real store's structure", () => {
	it( "reads the relied-on selectors from the theme's CSS and scripts", () => {
		const sources = new Set( relied.flatMap( ( entry ) => entry.sources ) );
		expect(
			[ ...sources ].some( ( file ) =>
				file.startsWith( 'theme/assets/css/' )
			)
		).toBe( true );
		expect(
			[ ...sources ].some(
				( file ) =>
					file.startsWith( 'storefront/' ) && file.endsWith( '.ts' )
			)
		).toBe( true );
		expect(
			[ ...sources ].some( ( file ) => file.startsWith( 'blocks/' ) )
		).toBe( true );
		expect( selectors.length ).toBeGreaterThan( 300 );
	} );

	it.each( PAGE_TYPES.map( ( type ) => [ type.type, type ] as const ) )(
		'%s',
		( name, type ) => {
			expect(
				manifest.pages[ name ],
				`${ name } is not recorded: run scripts/record-real-pages.mjs`
			).toBeDefined();
			const real = parsePage(
				readFileSync( path.join( FIXTURES, `${ name }.html` ), 'utf8' )
			);
			const demo = demoDocument( type );
			for ( const doc of [ real, demo ] ) {
				doc.querySelectorAll(
					( type.random ?? [] ).join( ', ' ) || ':not(*)'
				).forEach( ( element ) => element.remove() );
			}
			const differences = structuralDifferences( real, demo, selectors );
			expect(
				differences,
				`${ name }: ${ differences.length } differences\n${ differences.join( '\n' ) }`
			).toEqual( [] );
		},
		// Pure computation (300+ selectors over two whole pages), no wait: the first page also builds the demo's
		// renderer. 15 s was not enough on a two-core machine under load (home, in a full run at load 12).
		60_000
	);
} );
