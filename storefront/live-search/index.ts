/**
 * Live search on every WooCommerce product search form (`form.woocommerce-product-search`). The
 * search code (./on-use.ts and what it imports) loads on the first pointer or focus on a form, so pages
 * carry only this file until then.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import './style.css';

const claim = createClaim();

/** Prepares the search forms inside `root` (once each). */
export function init( root: ParentNode ): void {
	for ( const form of queryAll< HTMLFormElement >(
		root,
		'form.woocommerce-product-search'
	) ) {
		if ( ! claim( form ) ) {
			continue;
		}
		const events = [ 'focusin', 'pointerover', 'touchstart' ] as const;
		const start = () => {
			events.forEach( ( type ) =>
				form.removeEventListener( type, start )
			);
			import( './on-use' )
				.then( ( m ) => m.enhanceOnUse( form ) )
				.catch( () => undefined );
		};
		events.forEach( ( type ) =>
			form.addEventListener( type, start, { passive: true } )
		);
	}
}
