// @vitest-environment node
/** External dependencies */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { scriptClosure, usedEntries } from './translations';

describe( 'translations a page prints', () => {
	it( 'follows static and lazy imports of a built entry, once each', () => {
		const dir = mkdtempSync( path.join( tmpdir(), 'tf-closure-' ) );
		mkdirSync( path.join( dir, 'chunks' ) );
		writeFileSync(
			path.join( dir, 'storefront.js' ),
			'import{i as e}from"./chunks/index.js";export{e}'
		);
		writeFileSync(
			path.join( dir, 'chunks/index.js' ),
			'const a=()=>import("./quick-view.js");import"./index.js";'
		);
		writeFileSync(
			path.join( dir, 'chunks/quick-view.js' ),
			'x("Quick view","tourfront")'
		);
		expect(
			scriptClosure( path.join( dir, 'storefront.js' ) )
		).toHaveLength( 3 );
	} );

	it( 'keeps the entries whose msgid (or context msgid) the code contains', () => {
		const dictionary = {
			'Quick view': 'Xem nhanh',
			'Add to cart': 'Thêm vào giỏ',
			'verb\u0004Book': 'Đặt',
			'“%s” removed': '“%s” đã xóa',
		};
		expect(
			usedEntries( dictionary, [
				'f("Quick view");g("Book","verb")',
				'h("“%s” removed")',
			] )
		).toEqual( {
			'Quick view': 'Xem nhanh',
			'verb\u0004Book': 'Đặt',
			'“%s” removed': '“%s” đã xóa',
		} );
	} );
} );
