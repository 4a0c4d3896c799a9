/** External dependencies */
import { beforeAll, describe, expect, it } from 'vitest';

/** Internal dependencies */
import { loadNoticeSanitizer, noticeText } from './sanitize';
import { restoreStandardNodeName } from './test-utils';

// DOMPurify is imported lazily, on the first load below: fix happy-dom before that.
beforeAll( restoreStandardNodeName );

describe( 'notice sanitiser (DOMPurify)', () => {
	it( 'keeps the tags a b em i strong p br and only the attributes target href rel name download', async () => {
		const sanitizeNoticeHtml = await loadNoticeSanitizer();
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
	] )( 'sanitises %s', async ( input, output ) => {
		const sanitizeNoticeHtml = await loadNoticeSanitizer();
		expect( sanitizeNoticeHtml( input ) ).toBe( output );
	} );

	it( 'gives the plain text of a notice without running or loading anything', () => {
		expect(
			noticeText(
				'Mã <strong>giam10</strong> &quot;hết hạn&quot;<img src=x onerror="throw 1"><script>alert(1)</script>'
			)
		).toBe( 'Mã giam10 "hết hạn"' );
	} );
} );
