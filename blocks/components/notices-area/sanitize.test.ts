/** External dependencies */
import { describe, it, expect } from 'vitest';

/** Internal dependencies */
import { sanitizeNoticeHtml } from './sanitize';

describe( 'sanitizeNoticeHtml', () => {
	it( 'keeps the allowed tags and attributes', () => {
		const html = '<p>Mã <strong>giam10</strong> <em>hết hạn</em>.<br><a href="/cart/" target="_blank" rel="noopener">Xem giỏ hàng</a></p>';
		expect( sanitizeNoticeHtml( html ) ).toBe( html );
	} );

	it( 'drops script-like elements with their content and unwraps other tags', () => {
		expect( sanitizeNoticeHtml( '<div class="x"><span>Hết <u>chỗ</u></span><script>alert(1)</script><style>p{}</style></div>' ) ).toBe( 'Hết chỗ' );
	} );

	it( 'drops attributes outside the list and unsafe link targets', () => {
		expect( sanitizeNoticeHtml( '<a href="javascript:alert(1)" onclick="x()" style="color:red" name="n">x</a>' ) ).toBe( '<a name="n">x</a>' );
		expect( sanitizeNoticeHtml( '<a href=" jav&#x09;ascript:alert(1)">x</a>' ) ).toBe( '<a>x</a>' );
		expect( sanitizeNoticeHtml( '<a href="https://dulichviet.test/tour/" download="">x</a>' ) ).toBe( '<a href="https://dulichviet.test/tour/" download="">x</a>' );
		expect( sanitizeNoticeHtml( '<b onmouseover="x()">ok</b><img src=x onerror="alert(1)">' ) ).toBe( '<b>ok</b>' );
	} );

	it( 'keeps plain text and entities as text', () => {
		expect( sanitizeNoticeHtml( 'Sorry, &quot;Tour&quot; is out of stock.' ) ).toBe( 'Sorry, "Tour" is out of stock.' );
	} );
} );
