/**
 * Plus and minus buttons on quantity fields (loaded with the product page chunk).
 */

/** Internal dependencies */
import { lazyInit } from '../site-kit/lazy';
import { QUANTITY_INPUT_SELECTOR } from './constants';
import './style.css';

/** Enhances the quantity fields in `root`. */
export const init = lazyInit( QUANTITY_INPUT_SELECTOR, () =>
	import( '../shop-kit/product-page' ).then( ( m ) => ( {
		enhance: m.enhanceQuantity,
	} ) )
);
