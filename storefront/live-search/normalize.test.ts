/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { foldText, matchesAllWords, matchRank } from './normalize';

describe( 'foldText', () => {
	it( 'drops Vietnamese diacritics, đ included, and lower-cases', () => {
		expect( foldText( 'Tour Hạ Long 2 ngày 1 đêm' ) ).toBe( 'tour ha long 2 ngay 1 dem' );
		expect( foldText( 'Đà Nẵng – Hội An – Bà Nà' ) ).toBe( 'da nang hoi an ba na' );
		expect( foldText( 'PHÚ QUỐC' ) ).toBe( 'phu quoc' );
		expect( foldText( 'Sa Pa, Fansipan (3 ngày)' ) ).toBe( 'sa pa fansipan 3 ngay' );
	} );

	it( 'keeps precomposed and decomposed input equal', () => {
		expect( foldText( 'Hu\u1ebf' ) ).toBe( foldText( 'Hue\u0302\u0301' ) );
	} );
} );

describe( 'matchesAllWords', () => {
	const haystack = foldText( 'Tour Đà Nẵng - Hội An - Bà Nà 4 ngày 3 đêm DN-HA-4N3D' );

	it( 'matches every word in any order, accents ignored', () => {
		expect( matchesAllWords( foldText( 'da nang' ), haystack ) ).toBe( true );
		expect( matchesAllWords( foldText( 'hội an đà' ), haystack ) ).toBe( true );
		expect( matchesAllWords( foldText( 'dn ha 4n3d' ), haystack ) ).toBe( true );
	} );

	it( 'fails when one word is missing or the query is empty', () => {
		expect( matchesAllWords( foldText( 'da lat' ), haystack ) ).toBe( false );
		expect( matchesAllWords( '', haystack ) ).toBe( false );
	} );
} );

describe( 'matchRank', () => {
	it( 'ranks a prefix before a phrase before scattered words', () => {
		expect( matchRank( 'tour ha', 'tour ha long' ) ).toBe( 0 );
		expect( matchRank( 'ha long', 'tour ha long' ) ).toBe( 1 );
		expect( matchRank( 'long ha', 'tour ha long' ) ).toBe( 2 );
	} );
} );
