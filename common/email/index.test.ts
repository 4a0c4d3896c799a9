// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { isEmail } from '.';

describe( 'isEmail (WordPress is_email)', () => {
	it.each( [
		'an.nguyen@example.vn',
		'a@b.cd',
		"o'brien+tour@mail.example.com",
		'x@1-2.vn',
	] )( 'accepts %s', ( email ) => {
		expect( isEmail( email ) ).toBe( true );
	} );
	it.each( [
		[ 'a@b.c', 'shorter than six characters' ],
		[ '@example.vn', 'no local part' ],
		[ 'an@localhost', 'one domain label' ],
		[ 'an@example..vn', 'two dots' ],
		[ 'an@.example.vn', 'a leading dot' ],
		[ 'an@example.vn.', 'a trailing dot' ],
		[ 'an@-example.vn', 'a label starting with a hyphen' ],
		[ 'an@ví-dụ.vn', 'letters outside a-z' ],
		[ 'an(b)@example.vn', 'a character the local part may not hold' ],
		[ 'an@exa_mple.vn', 'an underscore in the domain' ],
	] )( 'refuses %s (%s)', ( email ) => {
		expect( isEmail( email ) ).toBe( false );
	} );
} );
