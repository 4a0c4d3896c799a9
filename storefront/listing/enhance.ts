/**
 * Shop, category and search listings (and any page with WooCommerce notices or quantity fields).
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import { raiseQuantity } from '../quantity/raise';
import { NOTICE_SELECTOR } from './constants';
import { bindSortSelect, isOutOfView, scrollToNotice } from './listing';

const claim = createClaim();

/** Enhances the listing markup in `root`. */
export function enhance( root: ParentNode ): void {
	for ( const select of queryAll< HTMLSelectElement >(
		root,
		'form.woocommerce-ordering select.orderby'
	) ) {
		if ( claim( select ) ) {
			bindSortSelect( select );
		}
	}
	for ( const input of queryAll< HTMLInputElement >( root, 'input.qty' ) ) {
		if ( claim( input ) ) {
			raiseQuantity( input );
		}
	}
	const notice = queryAll( root, NOTICE_SELECTOR )[ 0 ];
	if ( notice && claim( notice ) && isOutOfView( notice ) ) {
		void scrollToNotice( notice );
	}
}
