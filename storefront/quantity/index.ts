/**
 * Plus and minus buttons on quantity fields (loaded with the product page chunk).
 */

/** Internal dependencies */
import { lazyInit } from '../../common/lazy-load/lazy';
import { QUANTITY_INPUT_SELECTOR } from './constants';
import './style.css';

/** Enhances the quantity fields in `root`. */
export const init = lazyInit( QUANTITY_INPUT_SELECTOR, () =>
	import( '../product-page' ).then( ( m ) => ( {
		enhance: m.enhanceQuantity,
	} ) )
);
