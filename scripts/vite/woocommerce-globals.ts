/**
 * WooCommerce's `window.wc.*` globals and the script handle each belongs to — the map WooCommerce's
 * dependency detection (WooCommerce 10.5+, `Automattic\WooCommerce\Blocks\DependencyDetection`) checks
 * reads against: a script that reads `wc.wcBlocksRegistry` must be registered with WordPress and depend
 * on `wc-blocks-registry`, or WooCommerce warns in the console.
 */

/** Global name → script handle (WooCommerce 11's list). */
export const WOOCOMMERCE_GLOBALS: Readonly< Record< string, string > > =
	Object.freeze( {
		wcBlocksRegistry: 'wc-blocks-registry',
		wcSettings: 'wc-settings',
		wcBlocksData: 'wc-blocks-data-store',
		data: 'wc-store-data',
		wcBlocksSharedContext: 'wc-blocks-shared-context',
		wcBlocksSharedHocs: 'wc-blocks-shared-hocs',
		priceFormat: 'wc-price-format',
		blocksCheckout: 'wc-blocks-checkout',
		blocksCheckoutEvents: 'wc-blocks-checkout-events',
		blocksComponents: 'wc-blocks-components',
		wcTypes: 'wc-types',
		sanitize: 'wc-sanitize',
	} );

const READ = new RegExp(
	`\\bwc\\s*\\??\\.\\s*(${ Object.keys( WOOCOMMERCE_GLOBALS ).join( '|' ) })\\b`,
	'g'
);

/** The handles of the WooCommerce globals `code` reads as `wc.<name>` (or `wc?.<name>`), sorted. */
export function woocommerceHandlesRead( code: string ): string[] {
	const handles = new Set< string >();
	for ( const match of code.matchAll( READ ) ) {
		handles.add( WOOCOMMERCE_GLOBALS[ match[ 1 ] ] );
	}
	return [ ...handles ].sort();
}
