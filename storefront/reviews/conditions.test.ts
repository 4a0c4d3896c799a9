// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { shouldOpenReviews } from './conditions';

describe( 'shouldOpenReviews', () => {
	const base = 'https://shop.test/product/tour-ha-long/';

	it( 'opens for a comment hash and the three review hashes', () => {
		expect(
			shouldOpenReviews( '#comment-12', `${ base }#comment-12` )
		).toBe( true );
		expect(
			shouldOpenReviews( '#li-comment-12', `${ base }#li-comment-12` )
		).toBe( true );
		expect( shouldOpenReviews( '#comments', `${ base }#comments` ) ).toBe(
			true
		);
		expect( shouldOpenReviews( '#reviews', `${ base }#reviews` ) ).toBe(
			true
		);
		expect(
			shouldOpenReviews( '#tab-reviews', `${ base }#tab-reviews` )
		).toBe( true );
		expect( shouldOpenReviews( '#Reviews', `${ base }#Reviews` ) ).toBe(
			true
		);
	} );

	it( 'opens for comment paging in the URL', () => {
		expect( shouldOpenReviews( '', `${ base }comment-page-2/` ) ).toBe(
			true
		);
		expect( shouldOpenReviews( '', `${ base }?cpage=2` ) ).toBe( true );
	} );

	it( 'stays closed otherwise', () => {
		expect( shouldOpenReviews( '', base ) ).toBe( false );
		expect(
			shouldOpenReviews( '#tab-description', `${ base }#tab-description` )
		).toBe( false );
		expect(
			shouldOpenReviews( '#reviews-list', `${ base }#reviews-list` )
		).toBe( false );
		expect( shouldOpenReviews( '', `${ base }?page=2` ) ).toBe( false );
	} );
} );
