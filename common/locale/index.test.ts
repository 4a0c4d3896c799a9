/** External dependencies */
import { afterEach, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { compareText, getLocaleTag, toLanguageTag } from '.';

afterEach( () => {
	delete window.tourfrontSettings;
} );

describe( 'the page locale', () => {
	it( 'turns WordPress locales into BCP 47 tags', () => {
		expect( toLanguageTag( 'vi' ) ).toBe( 'vi' );
		expect( toLanguageTag( 'en_US' ) ).toBe( 'en-US' );
		expect( toLanguageTag( 'pt_BR' ) ).toBe( 'pt-BR' );
		expect( toLanguageTag( 'not a locale!' ) ).toBe( 'en-US' );
	} );

	it( 'is userLocale as WooCommerce passes it, en_US when none is set', () => {
		expect( getLocaleTag() ).toBe( 'en-US' );
		window.tourfrontSettings = {
			locale: {
				siteLocale: 'en_US',
				userLocale: 'vi',
				weekdaysShort: [],
			},
		};
		expect( getLocaleTag() ).toBe( 'vi' );
	} );

	it( 'compares in that locale', () => {
		window.tourfrontSettings = {
			locale: { siteLocale: 'vi', userLocale: 'vi', weekdaysShort: [] },
		};
		expect( compareText( 'Đan Mạch', 'Dominica' ) ).toBeGreaterThan( 0 );
		delete window.tourfrontSettings;
		expect( compareText( 'Đan Mạch', 'Dominica' ) ).toBeLessThan( 0 );
	} );
} );
