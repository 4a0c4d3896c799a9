/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { slugify, uniqueId } from './slug';

describe( 'slugify', () => {
	it.each( [
		[ 'Kinh nghiệm đi Hạ Long', 'kinh-nghiem-di-ha-long' ],
		[ 'Đà Nẵng – Hội An: 4 ngày 3 đêm', 'da-nang-hoi-an-4-ngay-3-dem' ],
		[ 'Mùa hè (tháng 5 – tháng 8)', 'mua-he-thang-5-thang-8' ],
		[
			'Ngày 2: Tập thái cực quyền – làng chài Cửa Vạn',
			'ngay-2-tap-thai-cuc-quyen-lang-chai-cua-van',
		],
		[ '  ?? ', '' ],
	] )( '%s → %s', ( text, slug ) => {
		expect( slugify( text ) ).toBe( slug );
	} );

	it( 'is stable for the same text', () => {
		expect( slugify( 'Chuẩn bị hành lý' ) ).toBe(
			slugify( 'Chuẩn bị hành lý' )
		);
	} );

	it( 'makes ids unique', () => {
		document.body.innerHTML = '<p id="chuan-bi"></p>';
		expect( uniqueId( 'chuan-bi', document ) ).toBe( 'chuan-bi-2' );
		expect(
			uniqueId( 'moi', document, new Set( [ 'moi', 'moi-2' ] ) )
		).toBe( 'moi-3' );
		expect( uniqueId( '', document ) ).toBe( 'section' );
	} );
} );
