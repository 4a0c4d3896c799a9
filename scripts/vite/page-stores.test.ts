// @vitest-environment node
/**
 * The compatibility scripts' build never carries a store of the page's: a store's index becomes its
 * reference by name.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { pageStoreModule, pageStoreOf } from './page-stores';

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

	it( 'stands in for an index with the typed reference by name', () => {
		expect( pageStoreModule( 'validation' ) ).toMatch(
			/^export \{ VALIDATION_STORE as validationStore \} from ".*blocks\/data\/shared\/store-refs\.ts";\n$/
		);
		expect( pageStoreModule( 'notices' ) ).toContain(
			'NOTICES_STORE as noticesStore'
		);
	} );
} );
