// @vitest-environment node
/** External dependencies */
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import scopeSelectors from './scope-selectors';

const scope = ( css: string, weight = '' ) =>
	postcss( [ scopeSelectors( '.p', weight ) ] ).process( css, {
		from: undefined,
	} ).css;

describe( 'scopeSelectors', () => {
	it( 'puts every selector of a rule under the scope, in media queries too', () => {
		expect( scope( '.a, .b > .c { color: red }' ) ).toBe(
			'.p .a, .p .b > .c { color: red }'
		);
		expect(
			scope( '@media (max-width: 549px) { .a { color: red } }' )
		).toBe( '@media (max-width: 549px) { .p .a { color: red } }' );
	} );

	it( 'makes the document selectors the scope itself and leaves keyframes alone', () => {
		expect( scope( ':root { --x: 1 } body.y { margin: 0 }' ) ).toBe(
			'.p { --x: 1 } .p.y { margin: 0 }'
		);
		expect(
			scope( '@keyframes k { from { opacity: 0 } to { opacity: 1 } }' )
		).toBe( '@keyframes k { from { opacity: 0 } to { opacity: 1 } }' );
	} );

	it( 'adds the weight after the scope, also to rules written under the scope, not to longer class names', () => {
		const weight = ':not(#w)';
		expect( scope( '.a { color: red }', weight ) ).toBe(
			'.p:not(#w) .a { color: red }'
		);
		expect( scope( '.p .a, .p { color: red }', weight ) ).toBe(
			'.p:not(#w) .a, .p:not(#w) { color: red }'
		);
		expect( scope( '.p-x { color: red }', weight ) ).toBe(
			'.p:not(#w) .p-x { color: red }'
		);
		expect( scope( '.p:not(#w) .a { color: red }', weight ) ).toBe(
			'.p:not(#w) .a { color: red }'
		);
	} );
} );
