/**
 * Checkout order summary: the items with image, quantity and line price, the totals rows, and the
 * order meta / discounts meta slots.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';

/** Internal dependencies */
import { INNER_BLOCK_AREAS } from '../../registry/constants';
import FormattedPrice from '../../components/formatted-price';
import ProductMetadata from '../../components/cart-line/product-metadata';
import TotalsRows from '../../components/totals';
import {
	ExperimentalDiscountsMeta,
	ExperimentalOrderMeta,
} from '../../registry';
import {
	applyFilter,
	InnerBlocks,
	withPriceFormat,
} from '../../registry/extension-points';
import { filteredCoupons } from '../../components/totals/coupons';
import { getSettings } from '../../../common/settings';
import type { Cart, CartItem } from '../../data/cart/types';

function lineTotal( item: CartItem, includeTax: boolean ): string {
	const subtotal =
		Number( item.totals.line_subtotal ) +
		( includeTax ? Number( item.totals.line_subtotal_tax ) : 0 );
	return String( subtotal );
}

function SummaryItem( {
	item,
	includeTax,
	cart,
}: {
	item: CartItem;
	includeTax: boolean;
	cart: Cart;
} ) {
	// The order summary item filters, with WooCommerce's arguments.
	const arg = { context: 'summary', cartItem: item, cart };
	const filter = < T, >( filterName: string, value: T ) =>
		applyFilter( filterName, value, item.extensions, arg );
	const name = filter( 'itemName', decodeEntities( item.name ) );
	const image = item.images[ 0 ];
	return (
		<div
			className={ `wc-block-components-order-summary-item ${ filter( 'cartItemClass', '' ) }`.trim() }
		>
			<div className="wc-block-components-order-summary-item__image">
				<div className="wc-block-components-order-summary-item__quantity">
					<span aria-hidden="true">{ item.quantity }</span>
					<span className="screen-reader-text">
						{ sprintf(
							/* translators: %d: quantity */
							__( 'Quantity: %d', 'tourfront' ),
							item.quantity
						) }
					</span>
				</div>
				{ image ? (
					<img
						src={ image.thumbnail }
						alt={ decodeEntities( image.alt || '' ) }
						width={ 48 }
						height={ 48 }
						loading="lazy"
					/>
				) : null }
			</div>
			<div className="wc-block-components-order-summary-item__description">
				<span className="wc-block-components-product-name">
					{ name }
				</span>
				<ProductMetadata
					variation={ item.variation }
					itemData={ item.item_data }
					className="wc-block-components-product-details"
				/>
			</div>
			<span className="wc-block-components-order-summary-item__total-price">
				{ withPriceFormat(
					filter( 'subtotalPriceFormat', '<price/>' ),
					<FormattedPrice
						value={ lineTotal( item, includeTax ) }
						currency={ item.totals }
					/>
				) }
			</span>
		</div>
	);
}

/** The applied coupons under the discount row, as the `coupons` filter leaves them. */
function CouponList( { cart }: { cart: Cart } ) {
	const coupons = filteredCoupons( cart );
	return coupons.length ? (
		<ul className="wc-block-components-totals-discount__coupon-list">
			{ coupons.map( ( coupon ) => (
				<li key={ coupon.code } className="wc-block-components-chip">
					{ coupon.label }
				</li>
			) ) }
		</ul>
	) : null;
}

function selectedRateNames( cart: Cart ): string {
	return cart.shipping_rates
		.map(
			( pkg ) =>
				pkg.shipping_rates.find( ( rate ) => rate.selected )?.name
		)
		.filter( ( name ): name is string => Boolean( name ) )
		.map( ( name ) => decodeEntities( name ) )
		.join( ', ' );
}

/**
 * The summary. On phones it comes first, folded into a button that shows the total (as WooCommerce's
 * checkout does), so the total is seen before "Place order"; wider screens show it open beside the form.
 */
export default function OrderSummary( { cart }: { cart: Cart } ) {
	const [ open, setOpen ] = useState( false );
	const s = getSettings();
	const settings = {
		displayCartPricesIncludingTax: s.displayCartPricesIncludingTax === true,
		taxesEnabled: s.taxesEnabled !== false,
		displayItemizedTaxes: s.displayItemizedTaxes === true,
	};
	const fillProps = {
		cart,
		extensions: cart.extensions || {},
		context: 'woocommerce/checkout',
	};
	return (
		<div className="wc-block-components-checkout-order-summary wp-block-woocommerce-checkout-order-summary-block">
			<button
				type="button"
				className="wc-block-components-checkout-order-summary__title tourfront-checkout__summary-toggle"
				aria-expanded={ open }
				aria-controls="tourfront-checkout-summary-content"
				onClick={ () => setOpen( ! open ) }
			>
				<span className="wc-block-components-checkout-order-summary__title-text">
					{ __( 'Order summary', 'tourfront' ) }
				</span>
				<span className="wc-block-components-checkout-order-summary__title-price">
					<FormattedPrice
						value={ cart.totals.total_price }
						currency={ cart.totals }
					/>
				</span>
			</button>
			<h2 className="wc-block-components-checkout-order-summary__title-text tourfront-checkout__summary-heading">
				{ __( 'Order summary', 'tourfront' ) }
			</h2>
			<div
				id="tourfront-checkout-summary-content"
				className="wc-block-components-checkout-order-summary__content"
			>
				<div className="wc-block-components-order-summary">
					{ cart.items.map( ( item ) => (
						<SummaryItem
							key={ item.key }
							item={ item }
							includeTax={
								settings.displayCartPricesIncludingTax
							}
							cart={ cart }
						/>
					) ) }
				</div>
				<ExperimentalDiscountsMeta.Slot { ...fillProps } />
				<TotalsRows
					cart={ cart }
					extras={ { discount: <CouponList cart={ cart } /> } }
					totals={ cart.totals }
					fees={ cart.fees }
					hasCoupons={ cart.coupons.length > 0 }
					needsShipping={ cart.needs_shipping }
					shippingRateName={ selectedRateNames( cart ) }
					settings={ settings }
				/>
				<ExperimentalOrderMeta.Slot { ...fillProps } />
				<InnerBlocks
					area={ INNER_BLOCK_AREAS.CHECKOUT_ORDER_SUMMARY }
				/>
			</div>
		</div>
	);
}
