/**
 * My-account orders table: on touch devices it is wrapped in a sideways-scrolling box, so its
 * columns stay readable on a phone instead of being squeezed.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';

const claim = createClaim();

/** True on devices with a touch screen. */
export function isTouchDevice( win: Window = window ): boolean {
	return 'ontouchstart' in win || ( win.navigator.maxTouchPoints ?? 0 ) > 0;
}

/** Wraps the orders tables in `root` on touch devices. */
export function enhance( root: ParentNode ): void {
	const doc = root.ownerDocument ?? ( root as Document );
	if ( ! isTouchDevice( doc.defaultView ?? window ) ) {
		return;
	}
	for ( const table of queryAll(
		root,
		'table.woocommerce-orders-table, table.my_account_orders'
	) ) {
		if (
			! claim( table ) ||
			table.parentElement?.classList.contains( 'tourfront-table-scroll' )
		) {
			continue;
		}
		const wrapper = doc.createElement( 'div' );
		wrapper.className = 'tourfront-table-scroll';
		wrapper.style.overflowX = 'auto';
		wrapper.tabIndex = 0;
		table.before( wrapper );
		wrapper.append( table );
	}
}
