/**
 * Test data: script-carrying URL forms from the OWASP XSS Filter Evasion Cheat Sheet (the ones that can
 * reach a navigation or an href as a plain string), and URLs a shop legitimately sends.
 */

/** Must never be followed or linked. */
export const HOSTILE_URLS = [
	'javascript:alert(1)',
	'JaVaScRiPt:alert(1)',
	'javascript&colon;alert(1)'.replace( '&colon;', ':' ),
	' javascript:alert(1)',
	'\u0001javascript:alert(1)',
	'java\tscript:alert(1)',
	'java\nscript:alert(1)',
	'java\rscript:alert(1)',
	'\u0000javascript:alert(1)',
	'javascript://%0Aalert(1)',
	'javascript://comment%0d%0aalert(1)',
	'vbscript:msgbox(1)',
	'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
	'data:text/html,<script>alert(1)</script>',
	'livescript:alert(1)',
	'file:///etc/passwd',
	'',
	'   ',
];

/** Must still work. */
export const SAFE_URLS = [
	'https://example.com/thanh-toan/order-received/12/?key=wc_order_abc',
	'http://127.0.0.1:8094/product/tour-ha-long/',
	'/product/tour-ha-long/',
	'?add-to-cart=11',
	'//cdn.example.com/pay',
];
