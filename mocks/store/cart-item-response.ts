/**
 * The Store API cart item object.
 */

/** Internal dependencies */
import { isTour } from './booking';
import {
	bookingItemData,
	bookingItemExtension,
	withBooking,
} from './booking-response';
import { attributeKey } from './catalogue';
import type { PricedLine } from './calculate';
import type { StoreContext } from './context';
import { currencyFields, money } from './currency';
import { texturize } from './format';
import { imageResponses } from './images';
import { permalink } from './product-response';
import { isOnBackorder, lowStockRemaining, quantityLimits } from './stock';
import { testPluginExtensions, testPluginItemData } from './test-plugins';
import type { LineTotals } from './totals';

function raw( ctx: StoreContext, amount: number ): string {
	return (
		BigInt( Math.round( amount ) ) *
		10n ** BigInt( 6 - ctx.settings.currency.minorUnit )
	).toString();
}

/** The `variation` array: raw attribute, label and term name. */
function variationEntries( priced: PricedLine ) {
	return Object.entries( priced.line.variation ).map(
		( [ rawKey, value ] ) => {
			const key = rawKey.replace( /^attribute_/, '' );
			const attribute = priced.parent.attributes.find(
				( entry ) => attributeKey( entry ) === key
			);
			const term = attribute?.terms.find(
				( entry ) => entry.slug === value
			);
			return {
				raw_attribute: rawKey,
				attribute: attribute?.name ?? key,
				value: term?.name ?? value,
			};
		}
	);
}

/** One cart item. */
export function cartItemObject(
	ctx: StoreContext,
	priced: PricedLine,
	totals: LineTotals
) {
	const { product, parent, line } = priced;
	const limits = quantityLimits( ctx, product );
	return {
		key: line.key,
		id: product.id,
		type: product.type,
		quantity: line.quantity,
		// A booking's travellers change through cart/extensions (woocommerce_store_api_product_quantity_editable).
		quantity_limits: {
			...limits,
			editable:
				limits.editable && ! ( ctx.tourfront && isTour( product ) ),
		},
		name: texturize( parent.name ),
		short_description:
			product.type === 'variation'
				? ''
				: texturize( product.shortDescription ),
		description: texturize( product.description ),
		sku: product.sku,
		low_stock_remaining: lowStockRemaining( ctx, product ),
		backorders_allowed: product.backorders !== 'no',
		show_backorder_badge: isOnBackorder( ctx, product, line.quantity ),
		sold_individually: product.soldIndividually,
		permalink: permalink( ctx, product ),
		images: imageResponses( ctx, product.imageIds.slice( 0, 1 ) ),
		variation: variationEntries( priced ),
		item_data: [
			...bookingItemData( ctx, priced ),
			...testPluginItemData( ctx ),
		],
		prices: {
			price: money( priced.unitPrice ),
			regular_price: money( product.regularPrice ),
			sale_price: money( priced.unitPrice ),
			price_range: null,
			...currencyFields( ctx ),
			raw_prices: {
				precision: 6,
				price: raw( ctx, priced.unitPrice ),
				regular_price: raw( ctx, product.regularPrice ),
				sale_price: raw( ctx, priced.unitPrice ),
			},
		},
		totals: {
			line_subtotal: money( totals.subtotal ),
			line_subtotal_tax: money( totals.subtotalTax ),
			line_total: money( totals.total ),
			line_total_tax: money( totals.totalTax ),
			...currencyFields( ctx ),
		},
		catalog_visibility: parent.visibility,
		extensions: {
			...testPluginExtensions( ctx ),
			...withBooking( ctx, bookingItemExtension( priced ) ),
		},
	};
}
