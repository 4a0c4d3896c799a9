/**
 * Entry of the `wc-price-format` handle on the theme's pages: `window.wc.priceFormat`.
 */

/** Internal dependencies */
import { priceFormat } from './price-format';
import { setWcGlobal } from './wc-global';

setWcGlobal( 'priceFormat', priceFormat );
