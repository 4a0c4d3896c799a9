/**
 * The API the cart installs for extensions: the filter and inner-block half, and the slots the cart renders
 * (its order summary's), so `wc.blocksCheckout`'s fills (`ExperimentalOrderMeta`, …) draw into them.
 */

/** Internal dependencies */
import { extensionsApi } from '../registry/extension-points';
import {
	ExperimentalDiscountsMeta,
	ExperimentalOrderMeta,
} from '../registry/slots';

export const cartApi = Object.freeze( {
	...extensionsApi,
	ExperimentalOrderMeta,
	ExperimentalDiscountsMeta,
} );
