/**
 * The test blocks extension of e2e/fixtures/plugins/tourfront-test-blocks-extension as its PHP runs on a real
 * store (`settings.blocksExtension`; the demo turns it on with the test plugins' cookie):
 * - Store API cart data (`ExtendSchema::register_endpoint_data` on the cart): `{ points, insured }`, a point
 *   per 10.000 of the cart's total;
 * - its update callback (`POST cart/extensions`, `{ insured: bool }`) keeps the choice in the session; while
 *   it is on, `woocommerce_cart_calculate_fees` adds the untaxed fee "Bảo hiểm du lịch" 50.000 ₫;
 * - the checkout saves `extensions[ namespace ].newsletter` on the order as `_tourfront_test_newsletter`.
 */

/** Internal dependencies */
import type { StoreContext } from './context';

/** The integration's name, its Store API namespace and its script handle. */
export const BLOCKS_EXTENSION = 'tourfront-test-blocks-extension';

/** The fee's name and amount (major units), as the plugin adds it. */
export const INSURANCE_FEE = {
	id: 'bao-hiem-du-lich',
	name: 'Bảo hiểm du lịch',
	amount: 50000,
	taxable: false,
};

/** The order meta the checkout saves. */
export const NEWSLETTER_META = '_tourfront_test_newsletter';

const active = ( ctx: StoreContext ) => !! ctx.settings.blocksExtension;

/** The update callback: `insured` read as the plugin's `rest_sanitize_boolean` reads it. */
export function updateBlocksExtension(
	data: Record< string, unknown >,
	ctx: StoreContext
): void {
	ctx.state.cart.insured =
		data.insured === true || data.insured === 'true' || data.insured === 1;
}

/** The plugin's fee (major units), on while the session says so. */
export function blocksExtensionFees( ctx: StoreContext ) {
	return active( ctx ) && ctx.state.cart.insured ? [ INSURANCE_FEE ] : [];
}

/** The plugin's cart data, from the cart's total in minor units (none when it is off). */
export function blocksExtensionCartData(
	ctx: StoreContext,
	totalPrice: number
): Record< string, { points: number; insured: boolean } > {
	if ( ! active( ctx ) ) {
		return {};
	}
	const total = totalPrice / 10 ** ctx.settings.currency.minorUnit;
	return {
		[ BLOCKS_EXTENSION ]: {
			points: Math.floor( total / 10000 ),
			insured: !! ctx.state.cart.insured,
		},
	};
}

/** The order meta the checkout saves from the request's extension data (none when it is off). */
export function blocksExtensionOrderMeta(
	ctx: StoreContext,
	extensions: Record< string, unknown > | undefined
): Record< string, string > {
	if ( ! active( ctx ) ) {
		return {};
	}
	const data = extensions?.[ BLOCKS_EXTENSION ] as
		{ newsletter?: unknown } | undefined;
	return { [ NEWSLETTER_META ]: data?.newsletter === true ? 'yes' : 'no' };
}
