/**
 * The Cart block entry: installs the Store API client and mounts the cart on
 * `div.wp-block-tourfront-cart[data-block-name="tourfront/cart"]`. The cart comes from the page's
 * preloaded Store API response, so loading the page makes no cart request.
 */

/** Internal dependencies */
import { installStoreApiClient } from '../api';
import Cart from './cart';
import { mountBlock } from '../../common/mount/mount-block';
import { exposeApi } from '../registry/extension-points';
import { cartApi } from './extension-api';
import './style.css';

/** Where the theme (and the demo) print the block. */
export const CART_SELECTOR =
	'.wp-block-tourfront-cart[data-block-name="tourfront/cart"]';

installStoreApiClient();
exposeApi( cartApi );
mountBlock( CART_SELECTOR, Cart );
