// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { cookieHeader } from './cart-cookie';

describe( 'cart session cookie', () => {
	it( 'keeps the name=value pairs of Set-Cookie, not their attributes or deletions', () => {
		expect(
			cookieHeader( [
				'woocommerce_items_in_cart=1; path=/',
				'wp_woocommerce_session_abc=t%7C%7C1; expires=Wed, 26 Nov 2026 01:00:00 GMT; Max-Age=172800; path=/; HttpOnly',
				'woocommerce_recently_viewed=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT',
				'empty=; path=/',
			] )
		).toBe(
			'woocommerce_items_in_cart=1; wp_woocommerce_session_abc=t%7C%7C1'
		);
	} );
} );
