/** External dependencies */
import { describe, expect, it, vi } from 'vitest';

/*
 * happy-dom's Node.prototype.nodeName getter answers '' for elements (browsers answer the tag name);
 * DOMPurify reads that getter, so without this fix-up every element would look unknown. Restore the
 * standard behaviour before DOMPurify is imported, so the test checks DOMPurify's real filtering.
 */
vi.hoisted( () => {
	const nodeGetter = Object.getOwnPropertyDescriptor( Node.prototype, 'nodeName' )?.get;
	Object.defineProperty( Node.prototype, 'nodeName', {
		configurable: true,
		get( this: Node ) {
			// The most derived getter below Node.prototype (Element, Text, Comment…) knows the name.
			for ( let proto = Object.getPrototypeOf( this ); proto && proto !== Node.prototype; proto = Object.getPrototypeOf( proto ) ) {
				const getter = Object.getOwnPropertyDescriptor( proto, 'nodeName' )?.get;
				if ( getter ) {
					return getter.call( this );
				}
			}
			return nodeGetter?.call( this );
		},
	} );
} );

/** Internal dependencies */
import { sanitizeNoticeHtml } from './sanitize';

describe( 'sanitizeNoticeHtml', () => {
	it( 'keeps the tags a b em i strong p br and only the attributes target href rel name download', () => {
		const html =
			'<p class="x"><strong style="color:red">A</strong> <b>b</b> <em>c</em> <i>d</i><br>' +
			'<a href="/cart/" target="_blank" rel="noopener" name="n" download="f" class="x" id="y" onclick="evil()">e</a></p>';
		expect( sanitizeNoticeHtml( html ) ).toBe(
			'<p><strong>A</strong> <b>b</b> <em>c</em> <i>d</i><br><a href="/cart/" target="_blank" rel="noopener" name="n" download="f">e</a></p>'
		);
	} );

	// One disallowed construct per case: happy-dom's NodeIterator skips the sibling after a removed
	// node (browsers do not), so adjacent removals would test happy-dom, not DOMPurify.
	it.each( [
		[ 'Hết hàng<script>alert(1)</script>', 'Hết hàng' ],
		[ 'x<img src=x onerror=alert(1)>', 'x' ],
		[ '<span style="color:red">s</span>', 's' ],
		[ '<div id="d">d</div>', 'd' ],
		[ '<h2>T</h2>', 'T' ],
		[ '<a href="javascript:alert(1)">x</a>', '<a>x</a>' ],
		[ 'Nonce is invalid.', 'Nonce is invalid.' ],
	] )( 'sanitises %s', ( input, output ) => {
		expect( sanitizeNoticeHtml( input ) ).toBe( output );
	} );
} );
