/**
 * The Store API cart object (CartSchema of WooCommerce 11), computed from the state.
 */

/** Internal dependencies */
import { bookingCartExtension, withBooking } from './booking-response';
import { calculateCart, type CartComputation } from './calculate';
import { cartItemObject } from './cart-item-response';
import { cartErrors } from './cart-errors';
import type { StoreContext } from './context';
import { currencyFields, money } from './currency';
import { texturize } from './format';
import { formatRate } from './money';
import { productObjectNoLinks } from './product-object';
import { shippingTaxes } from './totals';
import { ratesFor } from './taxes';
import { isInStock } from './stock';
import { testPluginExtensions } from './test-plugins';
import { blocksExtensionCartData } from './test-blocks-extension';

function shippingPackages( ctx: StoreContext, calc: CartComputation ) {
	if ( ! calc.needsShipping ) {
		return [];
	}
	const address = ctx.state.cart.shipping;
	const itemRates = ctx.settings.taxesEnabled
		? ratesFor( ctx.settings.taxRates, address.country )
		: [];
	return [
		{
			package_id: 0,
			name: 'Shipment',
			destination: {
				address_1: address.address_1,
				address_2: address.address_2,
				city: address.city,
				state: address.state,
				postcode: address.postcode,
				country: address.country,
			},
			items: calc.shippingLines.map( ( line ) => ( {
				key: line.key,
				name: texturize(
					ctx.catalogue.get( line.productId )?.name ?? ''
				),
				quantity: line.quantity,
			} ) ),
			shipping_rates: calc.rates.map( ( rate ) => ( {
				rate_id: rate.rateId,
				name: texturize( rate.name ),
				description: '',
				delivery_time: '',
				price: money( rate.cost ),
				taxes: money(
					rate.taxable
						? shippingTaxes(
								rate.cost,
								itemRates,
								ratesFor( itemRates, address.country, true )
							).reduce( ( a, b ) => a + b, 0 )
						: 0
				),
				instance_id: rate.instanceId,
				method_id: rate.methodId,
				meta_data: rate.meta,
				selected: rate.rateId === calc.chosen?.rateId,
				...currencyFields( ctx ),
			} ) ),
		},
	];
}

function crossSells( ctx: StoreContext, calc: CartComputation ) {
	const inCart = new Set( calc.lines.map( ( priced ) => priced.parent.id ) );
	// WC_Cart::get_cross_sells() puts each later item's cross-sells in front of the earlier ones.
	const merged = calc.lines.reduce< number[] >(
		( ids, priced ) => [ ...priced.parent.crossSells, ...ids ],
		[]
	);
	const ids = [ ...new Set( merged ) ].filter( ( id ) => ! inCart.has( id ) );
	return ids
		.map( ( id ) => ctx.catalogue.get( id ) )
		.filter(
			( product ) =>
				product &&
				product.status === 'publish' &&
				isInStock( ctx, product )
		)
		.map( ( product ) => productObjectNoLinks( ctx, product! ) );
}

/** The full cart response body. */
export function cartObject(
	ctx: StoreContext,
	calc: CartComputation = calculateCart( ctx )
) {
	const { totals } = calc;
	const { cart } = ctx.state;
	const grams = calc.lines.reduce(
		( sum, priced ) =>
			sum +
			( priced.product.virtual
				? 0
				: ( priced.product.weightKg ?? 0 ) *
					1000 *
					priced.line.quantity ),
		0
	);
	return {
		items: calc.lines.map( ( priced ) =>
			cartItemObject( ctx, priced, totals.lines[ priced.line.key ] )
		),
		coupons: calc.coupons.map( ( coupon ) => ( {
			code: coupon.code,
			discount_type: coupon.discountType,
			totals: {
				total_discount: money(
					totals.coupons[ coupon.code ]?.discount ?? 0
				),
				total_discount_tax: money(
					totals.coupons[ coupon.code ]?.discountTax ?? 0
				),
				...currencyFields( ctx ),
			},
		} ) ),
		fees: totals.fees.map( ( fee ) => ( {
			key: fee.id,
			name: fee.name,
			totals: {
				total: money( fee.total ),
				total_tax: money( fee.totalTax ),
				...currencyFields( ctx ),
			},
		} ) ),
		totals: {
			total_items: money( totals.totalItems ),
			total_items_tax: money( totals.totalItemsTax ),
			total_fees: money( totals.totalFees ),
			total_fees_tax: money( totals.totalFeesTax ),
			total_discount: money( totals.totalDiscount ),
			total_discount_tax: money( totals.totalDiscountTax ),
			total_shipping: calc.needsShipping
				? money( totals.shipping.total )
				: null,
			total_shipping_tax: calc.needsShipping
				? money( totals.shipping.tax )
				: null,
			total_price: money( totals.totalPrice ),
			total_tax: money( totals.totalTax ),
			tax_lines: ctx.settings.itemizedTaxes
				? totals.taxLines.map( ( line ) => ( {
						name: line.rate.name,
						price: money( line.amount ),
						rate: formatRate( line.rate.rate ),
					} ) )
				: [],
			...currencyFields( ctx ),
		},
		shipping_address: { ...cart.shipping },
		billing_address: { ...cart.billing },
		needs_payment: totals.totalPrice > 0,
		needs_shipping: calc.needsShipping,
		payment_requirements: [ 'products' ],
		has_calculated_shipping: calc.needsShipping && !! cart.shipping.country,
		shipping_rates: shippingPackages( ctx, calc ),
		items_count: calc.lines.reduce(
			( sum, priced ) => sum + priced.line.quantity,
			0
		),
		items_weight: Math.round( grams ),
		cross_sells: crossSells( ctx, calc ),
		errors: cartErrors( ctx, calc ),
		payment_methods: ctx.settings.paymentGateways.map(
			( gateway ) => gateway.id
		),
		extensions: {
			...testPluginExtensions( ctx ),
			...blocksExtensionCartData( ctx, totals.totalPrice ),
			...withBooking( ctx, bookingCartExtension( calc.lines ) ),
		},
	};
}

/** The cart response type. */
export type CartObject = ReturnType< typeof cartObject >;
