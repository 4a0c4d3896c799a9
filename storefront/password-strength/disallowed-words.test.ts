/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { getDisallowedWords, toDisallowedWords } from './disallowed-words';

describe( 'toDisallowedWords', () => {
	it( 'splits into unique words of 4+ characters', () => {
		expect(
			toDisallowedWords( [
				'My account – Du lịch Việt',
				'account tour',
				null,
				'',
			] )
		).toEqual( [ 'account', 'lịch', 'Việt', 'tour' ] );
	} );

	it( 'breaks addresses on punctuation', () => {
		expect(
			toDisallowedWords( [
				'https://dulich.example/my-account/lost-password/',
			] )
		).toEqual( [
			'https',
			'dulich',
			'example',
			'account',
			'lost',
			'password',
		] );
	} );
} );

describe( 'getDisallowedWords', () => {
	it( 'collects the page title, URL and the listed fields', () => {
		document.title = 'Tài khoản';
		document.body.innerHTML = `
			<input id="email" value="">
			<input id="first_name" value="">
			<input id="reg_username" value="ignoredname">`;
		( document.getElementById( 'email' ) as HTMLInputElement ).value =
			'nguyenvan@mail.vn';
		(
			document.getElementById( 'first_name' ) as HTMLInputElement
		 ).defaultValue = 'Thanh';
		const words = getDisallowedWords();
		expect( words ).toContain( 'khoản' );
		expect( words ).toContain( 'nguyenvan' );
		expect( words ).toContain( 'mail' );
		expect( words ).toContain( 'Thanh' );
		expect( words ).not.toContain( 'ignoredname' );
		expect( words ).not.toContain( 'vn' );
		expect( new Set( words ).size ).toBe( words.length );
	} );
} );
