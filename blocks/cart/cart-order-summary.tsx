/**
 * Cart order summary area: the totals rows, the coupon panel and chips, the shipping rate
 * choice, and the extension slots for discounts meta and order meta.
 */

/** WordPress dependencies */
import { useState } from '@wordpress/element';
import { useSelect, useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { decodeEntities } from '@wordpress/html-entities';

/** Internal dependencies */
import { cartStore } from '../data/cart';
import TotalsRows from '../components/totals';
import {
	ExperimentalDiscountsMeta,
	ExperimentalOrderMeta,
} from '../registry/slots';
import { InnerBlocks } from '../registry/extension-points';
import { filteredCoupons } from '../components/totals/coupons';
import CouponForm from './coupon-form';
import type { CouponMessage } from './coupon-message';
import CouponChips from './coupon-chips';
import ShippingRateChoice from './shipping-rate-choice';
import { couponsEnabled, getTotalsSettings } from './settings';

const messageOf = ( error: unknown ): string => {
	const message =
		error && typeof error === 'object' && 'message' in error
			? String( ( error as { message: unknown } ).message )
			: '';
	// The Store API's messages are HTML-escaped ("&quot;khongco&quot;"); shown as text here.
	return (
		decodeEntities( message ) ||
		__(
			'Something went wrong. Please contact us to get assistance.',
			'tourfront'
		)
	);
};

/** The summary of the cart store's cart. */
export default function CartOrderSummary() {
	const { cart, applying, removing, selectingRate } = useSelect(
		( select ) => {
			const store = select( cartStore );
			return {
				cart: store.getCartData(),
				applying: store.isApplyingCoupon(),
				removing: store.getCouponBeingRemoved(),
				selectingRate: store.isShippingRateBeingSelected(),
			};
		},
		[]
	);
	const { applyCoupon, removeCoupon, selectShippingRate } =
		useDispatch( cartStore );
	const [ message, setMessage ] = useState< CouponMessage | null >( null );
	const settings = getTotalsSettings();
	const selectedRate = cart.shipping_rates
		.flatMap( ( p ) => p.shipping_rates )
		.find( ( r ) => r.selected );
	const hasRateChoice = cart.shipping_rates.some(
		( p ) => p.shipping_rates.length > 1
	);

	const confirmChange = ( text: string ) =>
		setMessage( { text, isError: false } );
	const apply = ( code: string ): Promise< boolean > => {
		setMessage( null );
		return applyCoupon( code ).then(
			() => {
				const text = sprintf(
					/* translators: %s: coupon code. */
					__(
						'Coupon code "%s" has been applied to your cart.',
						'tourfront'
					),
					code
				);
				confirmChange( text );
				return true;
			},
			( error: unknown ) => {
				setMessage( { text: messageOf( error ), isError: true } );
				return false;
			}
		);
	};
	const remove = ( code: string ) =>
		removeCoupon( code ).then(
			() => {
				const text = sprintf(
					/* translators: %s: coupon code. */
					__(
						'Coupon code "%s" has been removed from your cart.',
						'tourfront'
					),
					code
				);
				confirmChange( text );
			},
			( error: unknown ) =>
				setMessage( { text: messageOf( error ), isError: true } )
		);

	const slotProps = {
		cart,
		extensions: cart.extensions,
		context: 'woocommerce/cart',
	};
	return (
		<div className="tourfront-order-summary wp-block-tourfront-cart-order-summary-block">
			<h2 className="tourfront-order-summary__title">
				{ __( 'Cart totals', 'tourfront' ) }
			</h2>
			{ couponsEnabled() && (
				<CouponForm
					onApply={ apply }
					isApplying={ applying }
					message={ message }
				/>
			) }
			<TotalsRows
				cart={ cart }
				totals={ cart.totals }
				fees={ cart.fees }
				settings={ settings }
				needsShipping={ cart.needs_shipping }
				hasCoupons={ cart.coupons.length > 0 }
				// With a choice of rates the radio group names the selected one already.
				shippingRateName={
					selectedRate && ! hasRateChoice
						? decodeEntities( selectedRate.name )
						: undefined
				}
				extras={ {
					discount: (
						<>
							<CouponChips
								coupons={ filteredCoupons( cart ) }
								removing={ removing }
								onRemove={ remove }
							/>
							<ExperimentalDiscountsMeta.Slot { ...slotProps } />
						</>
					),
					shipping: (
						<ShippingRateChoice
							packages={ cart.shipping_rates }
							includeTax={
								settings.displayCartPricesIncludingTax
							}
							disabled={ selectingRate }
							onSelect={ ( rateId, packageId ) => {
								void selectShippingRate(
									rateId,
									packageId
								).catch( () => undefined );
							} }
						/>
					),
				} }
			/>
			<ExperimentalOrderMeta.Slot { ...slotProps } />
			<InnerBlocks area="woocommerce/cart-order-summary-block" />
		</div>
	);
}
