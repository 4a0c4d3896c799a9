// @vitest-environment node
/** External dependencies */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { coreScripts, dependencyClosure, entryFiles, gzipSize, pageWeight, readAssetDependencies, staticImports } from './page-weight';

describe( 'page weight', () => {
	it( 'reads the dependencies of an .asset.php file', () => {
		expect(
			readAssetDependencies( "<?php return array('dependencies' => array('react-jsx-runtime', 'wp-data'), 'version' => 'abc');" )
		).toEqual( [ 'react-jsx-runtime', 'wp-data' ] );
		expect( readAssetDependencies( "<?php return array('dependencies' => array(), 'version' => 'x');" ) ).toEqual( [] );
	} );

	it( 'follows WordPress dependencies to closure', () => {
		const closure = dependencyClosure( [ 'wp-element' ], 'wordpress-7.1' );
		expect( closure ).toEqual( expect.arrayContaining( [ 'wp-element', 'react', 'react-dom', 'wp-polyfill', 'wp-escape-html' ] ) );
		expect( closure ).not.toContain( 'wp-data' );
		// wp-notices pulls wp-components on WordPress 7.x: the trap the issue warns about.
		expect( dependencyClosure( [ 'wp-notices' ], 'wordpress-7.1' ) ).toContain( 'wp-components' );
	} );

	it( 'finds static imports but not dynamic ones', () => {
		const code = 'import{a as b}from"./chunks/x-1.js";import"./side.js";export*from"../y.js";const z=()=>import("./lazy.js");';
		expect( staticImports( code ).sort() ).toEqual( [ '../y.js', './chunks/x-1.js', './side.js' ] );
	} );

	it( 'adds entries, their static chunks once, and the core closure', () => {
		const dir = mkdtempSync( path.join( tmpdir(), 'tf-weight-' ) );
		mkdirSync( path.join( dir, 'chunks' ) );
		writeFileSync( path.join( dir, 'a.js' ), 'import"./chunks/shared.js";import("./chunks/lazy.js");' );
		writeFileSync( path.join( dir, 'b.js' ), 'import"./chunks/shared.js";' );
		writeFileSync( path.join( dir, 'chunks/shared.js' ), 'console.info(1)'.repeat( 50 ) );
		writeFileSync( path.join( dir, 'chunks/lazy.js' ), 'x' );
		writeFileSync( path.join( dir, 'a.asset.php' ), "<?php return array('dependencies' => array('wp-i18n'), 'version' => '1');" );
		writeFileSync( path.join( dir, 'b.asset.php' ), "<?php return array('dependencies' => array('wp-hooks'), 'version' => '1');" );
		writeFileSync( path.join( dir, 'a.css' ), '.a{color:red}' );

		expect( entryFiles( dir, 'a' ).sort() ).toEqual( [ 'a.js', 'chunks/shared.js' ] );
		const weight = pageWeight( dir, [ 'a', 'b' ], 'wordpress-7.1' );
		const scripts = coreScripts( 'wordpress-7.1' );
		expect( weight.files ).toEqual( [ 'a.js', 'b.js', 'chunks/shared.js' ] );
		expect( weight.coreHandles ).toEqual( [ 'wp-hooks', 'wp-i18n' ] );
		expect( weight.coreJsGzip ).toBe( scripts[ 'wp-hooks' ].gzip + scripts[ 'wp-i18n' ].gzip );
		expect( weight.cssGzip ).toBe( gzipSize( '.a{color:red}' ) );
		expect( weight.totalJsGzip ).toBe( weight.coreJsGzip + weight.tourfrontJsGzip );
	} );
} );
