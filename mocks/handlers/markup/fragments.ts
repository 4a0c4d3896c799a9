/**
 * The wc-ajax `fragments` (keyed by selector) and `cart_hash` for the store's current cart.
 */

/** Internal dependencies */
import type { CartCounts } from '../../../common/booking/count';
import { bookingCartExtension } from '../../store/booking-response';
import { calculateCart } from '../../store/calculate';
import type { StoreContext } from '../../store/context';
import { imageUrl } from '../../store/images';
import { permalink } from '../../store/product-response';
import { cartHash } from '../../store/session';
import { attributeKey } from '../../store/catalogue';
import { renderCartContents, renderFooterCartContents } from './header-cart';
import { renderMiniCartContent, type MiniCartData } from './mini-cart';

/** The fragments answer of ?wc-ajax=… */
export interface MiniCartFragments {
	fragments: Record<
		| 'div.widget_shopping_cart_content'
		| 'a.cart-contents'
		| 'a.footer-cart-contents',
		string
	>;
	cart_hash: string;
}

/** The data the mini-cart and header link show for the current cart. */
export function miniCartData(
	ctx: StoreContext
): MiniCartData & { count: number; counts: CartCounts } {
	const calc = calculateCart( ctx );
	const withTax = ctx.settings.displayCartPricesIncludingTax;
	const lines = calc.lines.map(
		( { line, product, parent, unitPrice } ) => ( {
			key: line.key,
			productId: parent.id,
			sku: product.sku,
			name: parent.name,
			permalink: permalink( ctx, product ),
			image: imageUrl( ctx, product.imageIds[ 0 ] ),
			quantity: line.quantity,
			unitPrice,
			variation: Object.entries( line.variation ).map(
				( [ raw, slug ] ) => {
					const attribute = parent.attributes.find(
						( entry ) =>
							`attribute_${ attributeKey( entry ) }` === raw
					);
					return {
						attribute: attribute?.name ?? raw,
						value:
							attribute?.terms.find( ( t ) => t.slug === slug )
								?.name ?? slug,
					};
				}
			),
		} )
	);
	return {
		lines,
		subtotal:
			calc.totals.totalItems +
			( withTax ? calc.totals.totalItemsTax : 0 ),
		currency: ctx.settings.currency,
		cartUrl: ctx.url( '/cart/' ),
		checkoutUrl: ctx.url( '/checkout/' ),
		nonce: ctx.state.nonce,
		count: lines.reduce( ( sum, line ) => sum + line.quantity, 0 ),
		counts: headerCounts( ctx, calc.lines ),
	};
}

/** What the header counts: the theme's travellers and other items (tourfront_cart_link), or every item. */
function headerCounts(
	ctx: StoreContext,
	lines: ReturnType< typeof calculateCart >[ 'lines' ]
): CartCounts {
	const booking = bookingCartExtension( lines );
	return ctx.tourfront
		? { travellers: booking.travellers, items: booking.items_count_other }
		: {
				travellers: 0,
				items: lines.reduce(
					( sum, priced ) => sum + priced.line.quantity,
					0
				),
			};
}

/** Fragments + cart hash. */
export function miniCartFragments( ctx: StoreContext ): MiniCartFragments {
	const data = miniCartData( ctx );
	return {
		fragments: {
			'div.widget_shopping_cart_content': renderMiniCartContent( data ),
			'a.cart-contents': renderCartContents( data ),
			'a.footer-cart-contents': renderFooterCartContents( data ),
		},
		cart_hash: cartHash( ctx ),
	};
}
