/**
 * One cart line (cart page and mini-cart): image, name link, badges, unit price, variation and item
 * data, quantity selector (none when sold individually), remove link and line total. A line with a
 * request in flight is greyed (opacity 0.6) and blocked.
 */

/** WordPress dependencies */
import { lazy, Suspense } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { decodeEntities } from '@wordpress/html-entities';

/** Internal dependencies */
import { safeUrl } from '../../common/safe-url';
import type { Cart, CartItem } from '../data/cart';
import { applyFilter, withPriceFormat } from '../registry/extension-points';
import ProductImage from '../components/product-image';
import QuantitySelector from '../components/quantity-selector';
import FormattedPrice from '../components/formatted-price';
import ProductPrice from '../components/cart-line/product-price';
import ProductBadges from '../components/cart-line/product-badges';
import ProductMetadata from '../components/cart-line/product-metadata';
import { BLOCKING_OVERLAY_OPACITY } from '../components/constants';
import { isTourLine } from './tour-booking';

// Interactive only: until it arrives, the line's item data shows its travellers.
const CartTravellers = lazy( () => import( './cart-travellers' ) );

export interface CartItemRowProps {
	item: CartItem;
	isPending: boolean;
	/** Line totals include tax (displayCartPricesIncludingTax). */
	includeTax?: boolean;
	onChangeQuantity: ( quantity: number ) => void;
	onRemove: () => void;
	/** Compact layout of the mini-cart. */
	compact?: boolean;
	/** The cart, for the extension filters' argument. */
	cart?: Cart;
}

/** The line's subtotal to show (before cart-level discounts, as WooCommerce shows it). */
export function lineAmount( item: CartItem, includeTax?: boolean ): number {
	return (
		parseInt( item.totals.line_subtotal, 10 ) +
		( includeTax ? parseInt( item.totals.line_subtotal_tax, 10 ) : 0 )
	);
}

/** The row. */
export default function CartItemRow( {
	item,
	isPending,
	includeTax,
	onChangeQuantity,
	onRemove,
	compact = false,
	cart,
}: CartItemRowProps ) {
	// The cart line filters, with WooCommerce's arguments (the mini-cart's lines are "cart" lines too).
	const arg = { context: 'cart', cartItem: item, cart };
	const filter = < T, >( filterName: string, value: T ) =>
		applyFilter( filterName, value, item.extensions, arg );
	const name = filter( 'itemName', decodeEntities( item.name ) );
	const isTour = isTourLine( item );
	const prices = item.prices;
	return (
		<tr
			className={ `tourfront-cart-item ${ filter( 'cartItemClass', '' ) }${ isTour ? ' is-tour' : '' }${ isPending ? ' is-pending' : '' }${ compact ? ' is-compact' : '' }` }
			aria-busy={ isPending || undefined }
			style={
				isPending ? { opacity: BLOCKING_OVERLAY_OPACITY } : undefined
			}
		>
			<td className="tourfront-cart-item__image" aria-hidden="true">
				<a
					href={ safeUrl( item.permalink ) ?? undefined }
					tabIndex={ -1 }
				>
					<ProductImage
						image={ item.images[ 0 ] }
						fallbackAlt={ name }
					/>
				</a>
			</td>
			<td className="tourfront-cart-item__product">
				<a
					className="tourfront-cart-item__name"
					href={ safeUrl( item.permalink ) ?? undefined }
				>
					{ name }
				</a>
				<ProductBadges
					lowStockRemaining={ item.low_stock_remaining }
					showBackorderBadge={ item.show_backorder_badge }
				/>
				{ /* A booking's unit price is its total per traveller: its item data prices adults and children instead. */ }
				{ ! isTour && (
					<div className="tourfront-cart-item__prices">
						{ withPriceFormat(
							filter( 'cartItemPrice', '<price/>' ),
							<ProductPrice
								price={ prices.price }
								regularPrice={ prices.regular_price }
								currency={ prices }
							/>
						) }
					</div>
				) }
				<ProductMetadata
					variation={ item.variation }
					itemData={ item.item_data }
				/>
				<div className="tourfront-cart-item__quantity">
					{ /* A tour line edits its adults and children, not the generic quantity. */ }
					{ isTour && (
						<Suspense fallback={ null }>
							<CartTravellers
								item={ item }
								itemName={ name }
								disabled={ isPending }
							/>
						</Suspense>
					) }
					{ ! isTour && ! item.sold_individually && (
						<QuantitySelector
							quantity={ item.quantity }
							limits={ item.quantity_limits }
							itemName={ name }
							disabled={ isPending }
							onChange={ onChangeQuantity }
						/>
					) }
					{ filter( 'showRemoveItemLink', true ) && (
						<button
							type="button"
							className="tourfront-cart-item__remove"
							aria-label={ sprintf(
								/* translators: %s: product name. */
								__( 'Remove %s from cart', 'tourfront' ),
								name
							) }
							disabled={ isPending }
							onClick={ onRemove }
						>
							{ __( 'Remove', 'tourfront' ) }
						</button>
					) }
				</div>
			</td>
			<td className="tourfront-cart-item__total">
				{ withPriceFormat(
					filter( 'subtotalPriceFormat', '<price/>' ),
					<FormattedPrice
						value={ lineAmount( item, includeTax ) }
						currency={ item.totals }
					/>
				) }
			</td>
		</tr>
	);
}
