/**
 * Entry of the `wc-blocks-data-store` handle on the theme's pages: `window.wc.wcBlocksData`, and the
 * payment store where the page has none (the cart, the mini-cart), once the page installed its API.
 */

/** Internal dependencies */
import { blockData } from './block-data';
import { registerPaymentStoreWhereMissing } from './payment-store-where-missing';
import { setWcGlobal } from './wc-global';

setWcGlobal( 'wcBlocksData', blockData );
( window.tourfrontExtensions ||= [] ).push( () => {
	registerPaymentStoreWhereMissing();
} );
