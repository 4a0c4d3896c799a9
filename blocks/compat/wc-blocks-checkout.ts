/**
 * Entry of the `wc-blocks-checkout` handle on the theme's pages: `window.wc.blocksCheckout`, connected to
 * the page's API when the cart, the checkout or the mini-cart installs it. The components come from
 * `wc.blocksComponents` (a dependency of this handle, as in WooCommerce), not from a second copy.
 */

/** Internal dependencies */
import { createCheckoutApi, type PageApi } from './checkout-api';
import { setWcGlobal } from './wc-global';

const { api, connect } = createCheckoutApi(
	( window.wc?.blocksComponents as Record< string, unknown > ) || {}
);
setWcGlobal( 'blocksCheckout', api );
( window.tourfrontExtensions ||= [] ).push( ( installed ) =>
	connect( installed as PageApi )
);
