// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { fillTemplate } from './fill-template';

describe( 'fillTemplate', () => {
	it( 'puts each value in its slot, as many times as the slot appears, and drops the final newline', () => {
		expect(
			fillTemplate( '<p id="{{id}}">{{text}} {{id}}</p>\n', {
				id: 'a',
				text: 'b &amp; c',
			} )
		).toBe( '<p id="a">b &amp; c a</p>' );
	} );

	it( 'throws on a slot without a value, rather than printing the braces', () => {
		expect( () => fillTemplate( '<p>{{text}}</p>', {} ) ).toThrow(
			'{{text}}'
		);
	} );
} );
