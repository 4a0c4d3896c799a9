// @vitest-environment node
/**
 * The compatibility scripts' build never carries a store of the page's: a store's index is compiled
 * without the store it creates, its descriptor becoming the reference by name.
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { ROOT } from '../paths.mjs';
import { pageStoreOf, withoutStore } from './page-stores';

const index = ( store: string ) =>
	readFileSync(
		path.join( ROOT, `blocks/data/${ store }/index.ts` ),
		'utf8'
	);

describe( 'page-stores', () => {
	it( 'knows the index modules of the page’s stores, and only those', () => {
		expect( pageStoreOf( '/r/blocks/data/validation/index.ts' ) ).toBe(
			'validation'
		);
		expect( pageStoreOf( 'C:\\r\\blocks\\data\\cart\\index.ts' ) ).toBe(
			'cart'
		);
		// The collections store is no page bundle's: the data script registers it.
		expect(
			pageStoreOf( '/r/blocks/data/collections/index.ts' )
		).toBeUndefined();
		expect(
			pageStoreOf( '/r/blocks/data/validation/store.ts' )
		).toBeUndefined();
	} );

	it( 'keeps an index’s pure exports and names its store instead of creating it', () => {
		const notices = withoutStore( 'notices', index( 'notices' ) );
		expect( notices ).toMatch(
			/^export \{ NOTICES_STORE as noticesStore \} from ".*blocks\/data\/shared\/store-refs\.ts";$/m
		);
		expect( notices ).toContain(
			"export { groupNotices } from './group-notices';"
		);
		expect( notices ).not.toMatch( /\bregister\(|createNoticesStore\(/ );
		expect( withoutStore( 'validation', index( 'validation' ) ) ).toContain(
			'VALIDATION_STORE as validationStore'
		);
	} );

	it( 'refuses an index that creates more than its store', () => {
		expect( () => withoutStore( 'checkout', index( 'checkout' ) ) ).toThrow(
			/creates more than its store/
		);
	} );
} );
