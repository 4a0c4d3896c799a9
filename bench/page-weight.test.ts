// @vitest-environment node
/** External dependencies */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	coreScripts,
	entryFiles,
	readAssetDependencies,
	staticImports,
} from './page-weight';

describe( 'page weight', () => {
	it( 'reads the dependencies of an .asset.php file', () => {
		expect(
			readAssetDependencies(
				"<?php return array('dependencies' => array('react-jsx-runtime', 'wp-data'), 'version' => 'abc');"
			)
		).toEqual( [ 'react-jsx-runtime', 'wp-data' ] );
		expect(
			readAssetDependencies(
				"<?php return array('dependencies' => array(), 'version' => 'x');"
			)
		).toEqual( [] );
	} );

	it( 'knows WordPress core scripts with their dependencies and sizes', () => {
		const scripts = coreScripts( 'wordpress-7.1' );
		expect( scripts[ 'wp-element' ].deps ).toEqual(
			expect.arrayContaining( [ 'react', 'react-dom' ] )
		);
		expect( scripts[ 'react-dom' ].gzip ).toBeGreaterThan( 40_000 );
	} );

	it( 'finds static imports but not dynamic ones', () => {
		const code =
			'import{a as b}from"./chunks/x-1.js";import"./side.js";export*from"../y.js";const z=()=>import("./lazy.js");';
		expect( staticImports( code ).sort() ).toEqual( [
			'../y.js',
			'./chunks/x-1.js',
			'./side.js',
		] );
	} );

	it( 'follows an entry to the chunks it imports statically, each once, never the lazy ones', () => {
		const dir = mkdtempSync( path.join( tmpdir(), 'tf-weight-' ) );
		mkdirSync( path.join( dir, 'chunks' ) );
		writeFileSync(
			path.join( dir, 'a.js' ),
			'import"./chunks/shared.js";import"./chunks/b.js";import("./chunks/lazy.js");'
		);
		writeFileSync(
			path.join( dir, 'chunks/b.js' ),
			'import"./shared.js";'
		);
		writeFileSync(
			path.join( dir, 'chunks/shared.js' ),
			'console.info(1)'
		);
		writeFileSync( path.join( dir, 'chunks/lazy.js' ), 'x' );
		expect( entryFiles( dir, 'a' ).sort() ).toEqual( [
			'a.js',
			'chunks/b.js',
			'chunks/shared.js',
		] );
	} );
} );
