/**
 * Stock and quantity rules: stock status, low-stock remaining, backorders and the
 * Store API's quantity_limits.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { DEPARTURE_TAXONOMY } from '../../common/booking/constants';
import type { StoreContext } from './context';
import { stockTexts } from './messages';
import type { Product } from './types';

/** The largest quantity WooCommerce allows when nothing else limits it. */
export const MAX_QUANTITY = 9999;

/** The current managed stock (after orders), or null when not managed. */
export function stockOf( ctx: StoreContext, product: Product ): number | null {
	const override = ctx.state.stock[ String( product.id ) ];
	return override ?? product.stock;
}

/** True when the product can be bought at all. */
export function isInStock( ctx: StoreContext, product: Product ): boolean {
	if ( product.type === 'variable' ) {
		return ctx.catalogue
			.variationsOf( product )
			.some( ( variation ) => isInStock( ctx, variation ) );
	}
	const stock = stockOf( ctx, product );
	return stock === null || stock > 0 || product.backorders !== 'no';
}

/** True when the product is sold on backorder right now. */
export function isOnBackorder(
	ctx: StoreContext,
	product: Product,
	quantity = 1
): boolean {
	const stock = stockOf( ctx, product );
	return stock !== null && product.backorders !== 'no' && stock < quantity;
}

/** low_stock_remaining: the stock when at or below the product's (or the store's) threshold. */
export function lowStockRemaining(
	ctx: StoreContext,
	product: Product
): number | null {
	const stock = stockOf( ctx, product );
	if ( stock === null || product.type === 'variable' ) {
		return null;
	}
	const threshold =
		product.lowStockThreshold ?? ctx.settings.storeLowStockThreshold;
	return stock <= threshold ? Math.max( stock, 0 ) : null;
}

/** stock_availability as the product schema shows it. */
export function stockAvailability(
	ctx: StoreContext,
	product: Product
): { text: string; class: string } {
	// A tour departure's seats are said per date by the date picker; the theme drops the warehouse's words.
	if ( product.variationAttributes[ DEPARTURE_TAXONOMY ] ) {
		return isInStock( ctx, product )
			? { text: '', class: 'in-stock' }
			: { text: __( 'Sold out', 'tourfront' ), class: 'out-of-stock' };
	}
	if ( ! isInStock( ctx, product ) ) {
		return { text: stockTexts.outOfStock(), class: 'out-of-stock' };
	}
	const stock = stockOf( ctx, product );
	if ( stock !== null && stock <= 0 && product.backorders !== 'no' ) {
		return {
			text:
				product.backorders === 'notify' ? stockTexts.onBackorder() : '',
			class: 'available-on-backorder',
		};
	}
	if ( stock !== null ) {
		// wc_format_stock_for_display with the default stock format (always "N in stock").
		const text = stockTexts.inStock( stock );
		return {
			text:
				product.backorders === 'notify'
					? `${ text } ${ stockTexts.canBeBackordered() }`
					: text,
			class: 'in-stock',
		};
	}
	return { text: '', class: 'in-stock' };
}

/** quantity_limits for a product (cart items and add_to_cart). */
export function quantityLimits(
	ctx: StoreContext,
	product: Product
): {
	minimum: number;
	maximum: number;
	multiple_of: number;
	editable: boolean;
} {
	if ( product.soldIndividually ) {
		return { minimum: 1, maximum: 1, multiple_of: 1, editable: false };
	}
	let maximum = product.quantity.maximum ?? MAX_QUANTITY;
	const stock = stockOf( ctx, product );
	if ( stock !== null && product.backorders === 'no' ) {
		maximum = Math.min( maximum, Math.max( stock, 0 ) );
	}
	const multiple = product.quantity.multipleOf;
	// WooCommerce rounds the maximum down to a multiple.
	maximum = Math.floor( maximum / multiple ) * multiple;
	return {
		minimum: product.quantity.minimum,
		maximum,
		multiple_of: multiple,
		editable: true,
	};
}

/**
 * CartController::normalize_cart, run by every Store API cart route: a line above what its product
 * allows now (stock sold meanwhile) is lowered without a word; a sold-out line stays for errors[].
 */
export function normaliseCartQuantities( ctx: StoreContext ): void {
	for ( const line of ctx.state.cart.items ) {
		const product = ctx.catalogue.get( line.variationId || line.productId );
		// The theme keeps a booking's travellers (tourfront_booking_line_maximum): the cart then says the
		// departure lacks seats instead of dropping a traveller.
		if (
			ctx.tourfront &&
			product?.variationAttributes[ 'pa_ngay-khoi-hanh' ] !== undefined
		) {
			continue;
		}
		const limits = product ? quantityLimits( ctx, product ) : null;
		if (
			limits &&
			limits.maximum >= limits.minimum &&
			line.quantity > limits.maximum
		) {
			line.quantity = limits.maximum;
		}
	}
}
