/** External dependencies */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { getAttributionValues } from '../../common/attribution/data';
import { installCookieJar, setVisit } from '../../common/cookie/test-utils';
import {
	lifetimeToMinutes,
	removeTrackingCookies,
	trackVisit,
} from './tracker';

let cookies: ReturnType< typeof installCookieJar >;

beforeEach( () => {
	cookies = installCookieJar( document );
} );

afterEach( () => {
	cookies.remove();
} );

describe( 'trackVisit', () => {
	it( 'writes the sourcebuster cookies of a utm visit with the default lifetimes', () => {
		setVisit(
			document,
			'https://dulichviet.vn/?utm_source=facebook&utm_medium=cpc',
			'https://m.facebook.com/'
		);
		trackVisit(
			{},
			document,
			new Date( Date.UTC( 2026, 10, 21, 3, 4, 5 ) )
		);

		expect( cookies.get( 'sbjs_current' ) ).toBe(
			'typ=utm|||src=facebook|||mdm=cpc|||cmp=(none)|||cnt=(none)|||id=(none)|||trm=(none)|||plt=(none)|||fmt=(none)|||tct=(none)'
		);
		expect( cookies.get( 'sbjs_first' ) ).toBe(
			cookies.get( 'sbjs_current' )
		);
		expect( cookies.get( 'sbjs_current_add' ) ).toBe(
			'fd=2026-11-21 03:04:05|||ep=https://dulichviet.vn/?utm_source=facebook&utm_medium=cpc|||rf=https://m.facebook.com/'
		);
		expect( cookies.get( 'sbjs_migrations' ) ).toBe( '1418474375998=1' );
		expect( cookies.get( 'sbjs_session' ) ).toBe(
			'pgs=1|||cpg=https://dulichviet.vn/?utm_source=facebook&utm_medium=cpc'
		);
		expect( cookies.get( 'sbjs_udata' ) ).toMatch(
			/^vst=1\|\|\|uip=\(none\)\|\|\|uag=.+/
		);

		const lifetimes = Object.fromEntries(
			cookies.writes.map( ( write ) => [ write.name, write.minutes ] )
		);
		expect( lifetimes.sbjs_current ).toBe( 6 * 30 * 24 * 60 );
		expect( lifetimes.sbjs_udata ).toBe( 259200 );
		expect( lifetimes.sbjs_session ).toBe( 30 );
		expect( cookies.writes.every( ( write ) => write.path === '/' ) ).toBe(
			true
		);
	} );

	// A newsletter link's email and the order-received key never reach the cookies.
	it( 'keeps only the attribution parameters of the landing and current page addresses', () => {
		setVisit(
			document,
			'https://dulichviet.vn/tour/?utm_source=newsletter&email=an%40example.vn&utm_campaign=he&gclid=x1#top',
			''
		);
		trackVisit( {}, document );
		expect( cookies.get( 'sbjs_current_add' ) ).toContain(
			'|||ep=https://dulichviet.vn/tour/?utm_source=newsletter&utm_campaign=he&gclid=x1|||'
		);
		expect( cookies.get( 'sbjs_session' ) ).toBe(
			'pgs=1|||cpg=https://dulichviet.vn/tour/?utm_source=newsletter&utm_campaign=he&gclid=x1'
		);
		setVisit(
			document,
			'https://dulichviet.vn/thanh-toan/order-received/12/?key=wc_order_abc',
			''
		);
		trackVisit( {}, document );
		expect( cookies.get( 'sbjs_session' ) ).toBe(
			'pgs=2|||cpg=https://dulichviet.vn/thanh-toan/order-received/12/'
		);
		expect(
			cookies.writes.map( ( write ) => write.value ).join( ' ' )
		).not.toMatch( /email|wc_order_/ );
	} );

	it( 'uses the lifetimes from the settings', () => {
		setVisit( document, 'https://dulichviet.vn/' );
		trackVisit( { lifetimeMonths: 1, sessionMinutes: 45 }, document );
		const lifetimes = Object.fromEntries(
			cookies.writes.map( ( write ) => [ write.name, write.minutes ] )
		);
		expect( lifetimes.sbjs_first ).toBe( 30 * 24 * 60 );
		expect( lifetimes.sbjs_session ).toBe( 45 );
		expect( lifetimeToMinutes( 0.5 ) ).toBe( 21600 );
		expect( lifetimeToMinutes( undefined ) ).toBe( 259200 );
	} );

	it( 'counts pages within a session and visits across sessions, keeping the first source', () => {
		setVisit( document, 'https://dulichviet.vn/', '' );
		trackVisit( {}, document );
		setVisit(
			document,
			'https://dulichviet.vn/shop/',
			'https://dulichviet.vn/'
		);
		trackVisit( {}, document );
		expect( getAttributionValues().session_pages ).toBe( '2' );
		expect( getAttributionValues().session_count ).toBe( '1' );
		expect( getAttributionValues().source_type ).toBe( 'typein' );

		// Session expired; a new visit from a search engine.
		cookies.jar.delete( 'sbjs_session' );
		setVisit(
			document,
			'https://dulichviet.vn/tour/',
			'https://www.google.com/'
		);
		trackVisit( {}, document );
		const values = getAttributionValues();
		expect( values ).toMatchObject( {
			source_type: 'organic',
			utm_source: 'google',
			utm_medium: 'organic',
			referrer: 'https://www.google.com/',
			session_entry: 'https://dulichviet.vn/tour/',
			session_pages: '1',
			session_count: '2',
		} );
		expect( cookies.get( 'sbjs_first' ) ).toContain( 'typ=typein' );
	} );

	it( 'gives every field as an empty string when nothing is tracked', () => {
		const values = getAttributionValues();
		expect( Object.keys( values ) ).toEqual( [
			'source_type',
			'referrer',
			'utm_campaign',
			'utm_source',
			'utm_medium',
			'utm_content',
			'utm_id',
			'utm_term',
			'utm_source_platform',
			'utm_creative_format',
			'utm_marketing_tactic',
			'session_entry',
			'session_start_time',
			'session_pages',
			'session_count',
			'user_agent',
		] );
		expect(
			Object.values( values ).every( ( value ) => value === '' )
		).toBe( true );
	} );

	it( 'removeTrackingCookies deletes all eight cookies', () => {
		setVisit( document, 'https://dulichviet.vn/' );
		trackVisit( {}, document );
		cookies.jar.set( 'sbjs_promo', 'code=123' );
		removeTrackingCookies( document );
		expect( cookies.jar.size ).toBe( 0 );
		const deleted = new Set(
			cookies.writes
				.filter( ( w ) => ( w.minutes ?? 0 ) < 0 )
				.map( ( w ) => w.name )
		);
		expect( deleted.size ).toBe( 8 );
	} );
} );
