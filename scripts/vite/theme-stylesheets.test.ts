// @vitest-environment node
/** External dependencies */
import {
	mkdtempSync,
	mkdirSync,
	readFileSync,
	existsSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import entryStylesheets from './entry-stylesheets';
import themeStylesheets, { assetPhp, needOf } from './theme-stylesheets';

describe( 'theme stylesheets', () => {
	it( 'reads the need from the first comment only', () => {
		expect( needOf( '/*\n * Bank transfer: @need order\n */\n.a{}' ) ).toBe(
			'order'
		);
		expect( needOf( '/* Base */\n.a{}\n/* @need order */' ) ).toBe(
			'site'
		);
		expect( needOf( '.a{}' ) ).toBe( 'site' );
	} );

	it( 'prints the manifest the enqueue reads', () => {
		expect(
			assetPhp( { site: { file: 'site.css', version: 'abc' } } )
		).toBe(
			"<?php return array('site' => array('file' => 'site.css', 'version' => 'abc'));\n"
		);
	} );

	it( 'builds one minified file per need, the storefront entry CSS folded into site.css', async () => {
		const root = mkdtempSync( path.join( tmpdir(), 'tf-styles-' ) );
		const css = path.join( root, 'css' );
		mkdirSync( css );
		writeFileSync(
			path.join( css, '20-header.css' ),
			'/* Header */\n.site-header {\n\tcolor: #ff0000;\n}\n'
		);
		writeFileSync(
			path.join( css, '10-base.css' ),
			'/* Base */\nbody {\n\tmargin: 0;\n}\n'
		);
		writeFileSync(
			path.join( css, '65-bank.css' ),
			'/* Bank: @need order */\n.bank {\n\tpadding: 0px;\n}\n'
		);
		writeFileSync(
			path.join( root, 'feature.css' ),
			'.feature { color: blue; }\n'
		);
		writeFileSync(
			path.join( root, 'storefront.ts' ),
			"import './feature.css';\nexport const x = 1;\n"
		);
		const outDir = path.join( root, 'build' );
		await build( {
			root,
			logLevel: 'silent',
			configFile: false,
			plugins: [ entryStylesheets(), themeStylesheets( css ) ],
			build: {
				outDir,
				cssCodeSplit: true,
				rollupOptions: {
					input: { storefront: path.join( root, 'storefront.ts' ) },
					output: {
						entryFileNames: '[name].js',
						assetFileNames: '[name][extname]',
					},
				},
			},
		} );
		expect( readFileSync( path.join( outDir, 'site.css' ), 'utf8' ) ).toBe(
			'body{margin:0}.site-header{color:red}.feature{color:#00f}\n'
		);
		expect(
			readFileSync( path.join( outDir, 'site-order.css' ), 'utf8' )
		).toBe( '.bank{padding:0}\n' );
		expect( existsSync( path.join( outDir, 'storefront.css' ) ) ).toBe(
			false
		);
		expect(
			readFileSync( path.join( outDir, 'site.asset.php' ), 'utf8' )
		).toMatch(
			/^<\?php return array\('site' => array\('file' => 'site\.css', 'version' => '[0-9a-f]{20}'\), 'order' => array\('file' => 'site-order\.css', 'version' => '[0-9a-f]{20}'\)\);/
		);
	} );
} );
