// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { resolveTrafficSource, type VisitContext } from './source';

const SITE = 'https://dulichviet.vn/tour/ha-long/';
const visit = (
	url: string,
	referrer = '',
	extra: Partial< VisitContext > = {}
) =>
	resolveTrafficSource( {
		url,
		referrer,
		hasSession: false,
		hasStoredSource: false,
		...extra,
	} );

describe( 'resolveTrafficSource', () => {
	it( 'utm: parameters win over any referrer, decoded, the rest (none)', () => {
		const source = visit(
			`${ SITE }?utm_source=facebook&utm_medium=cpc&utm_campaign=h%E1%BA%A1+long&utm_id=42`,
			'https://www.google.com/'
		);
		expect( source ).toEqual( {
			type: 'utm',
			source: 'facebook',
			medium: 'cpc',
			campaign: 'hạ long',
			content: '(none)',
			id: '42',
			term: '(none)',
			platform: '(none)',
			format: '(none)',
			tactic: '(none)',
		} );
	} );

	it( 'utm: gclid stands for google / cpc / google_cpc', () => {
		expect( visit( `${ SITE }?gclid=abc` ) ).toMatchObject( {
			type: 'utm',
			source: 'google',
			medium: 'cpc',
			campaign: 'google_cpc',
		} );
	} );

	it( 'organic: Google with any path, other engines only with their search parameter', () => {
		expect( visit( SITE, 'https://www.google.com.vn/' ) ).toMatchObject( {
			type: 'organic',
			source: 'google',
			medium: 'organic',
			campaign: '(none)',
		} );
		expect(
			visit( SITE, 'https://www.bing.com/search?q=tour+ha+long' )
		).toMatchObject( {
			type: 'organic',
			source: 'bing',
		} );
		expect(
			visit( SITE, 'https://yandex.ru/search/?text=halong' )
		).toMatchObject( { source: 'yandex' } );
		// Bing without a query is a plain referral.
		expect( visit( SITE, 'https://www.bing.com/' ) ).toMatchObject( {
			type: 'referral',
			source: 'bing.com',
		} );
	} );

	it( 'organic even mid-session', () => {
		expect(
			visit( SITE, 'https://www.google.com/', {
				hasSession: true,
				hasStoredSource: true,
			} )
		).toMatchObject( {
			type: 'organic',
		} );
	} );

	it( 'referral: another site, host without www, content = its path', () => {
		expect(
			visit( SITE, 'https://www.vnexpress.net/du-lich/bai-viet.html?x=1' )
		).toMatchObject( {
			type: 'referral',
			source: 'vnexpress.net',
			medium: 'referral',
			content: '/du-lich/bai-viet.html',
			term: '(none)',
		} );
		expect( visit( SITE, 'https://t.co/abc' ) ).toMatchObject( {
			source: 'twitter.com',
		} );
	} );

	it( 'referral is ignored mid-session (the current source stays)', () => {
		expect(
			visit( SITE, 'https://vnexpress.net/', {
				hasSession: true,
				hasStoredSource: true,
			} )
		).toBeNull();
	} );

	it( 'typein: a direct first visit is (direct) / (none)', () => {
		expect( visit( SITE ) ).toMatchObject( {
			type: 'typein',
			source: '(direct)',
			medium: '(none)',
		} );
	} );

	it( 'an internal page view keeps the stored source', () => {
		expect(
			visit( SITE, 'https://dulichviet.vn/', {
				hasSession: true,
				hasStoredSource: true,
			} )
		).toBeNull();
		expect(
			visit( SITE, 'https://www.dulichviet.vn/shop/', {
				hasStoredSource: true,
			} )
		).toBeNull();
	} );

	it( 'an internal page view without stored source is typein', () => {
		expect( visit( SITE, 'https://dulichviet.vn/' ) ).toMatchObject( {
			type: 'typein',
		} );
	} );
} );
