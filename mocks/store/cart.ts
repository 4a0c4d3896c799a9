/**
 * Cart writes: add, update and remove items with WooCommerce's stock, sold-individually and
 * quantity rules and error codes.
 */

/** Internal dependencies */
import { checkSeats, isTour, readBooking } from './booking';
import type { StoreContext } from './context';
import { StoreError } from './errors';
import { escHtml } from './format';
import { md5 } from './md5';
import { productTitle } from './product-response';
import { isInStock, quantityLimits, stockOf } from './stock';
import type { CartLine, Product } from './types';
import {
	matchVariation,
	rawAttributes,
	type VariationInput,
} from './variation-match';
import {
	cannotAddOutOfStock,
	cannotAddThatAmount,
	cartItemGone,
	cartItemMissing,
	productNotFound,
	quantityMaximum,
	quantityMinimum,
	quantityMultipleOf,
	quantityReadonly,
} from './messages';

/** WC_Cart::generate_cart_id (cart item data arrays as http_build_query writes them). */
export function cartItemKey(
	productId: number,
	variationId: number,
	variation: Record< string, string >,
	itemData: Record< string, Record< string, number > > = {}
): string {
	const parts: string[] = [ String( productId ) ];
	if ( variationId ) {
		parts.push( String( variationId ) );
	}
	const entries = Object.entries( variation );
	if ( entries.length ) {
		parts.push(
			entries
				.map(
					( [ key, value ] ) => key.trim() + String( value ).trim()
				)
				.join( '' )
		);
	}
	const data = Object.entries( itemData );
	if ( data.length ) {
		parts.push(
			data
				.map(
					( [ key, value ] ) =>
						key +
						new URLSearchParams(
							Object.entries( value ).map( ( [ k, v ] ) => [
								k,
								String( v ),
							] )
						).toString()
				)
				.join( '' )
		);
	}
	return md5( parts.join( '_' ) );
}

/** An add-item request (Store API body, or the classic form read into it). */
export interface AddItemRequest {
	id: number;
	quantity?: number;
	variation?: VariationInput[];
	/** A tour booking's travellers: `{ adults, children }` (theme/inc/booking). */
	tourfront_booking?: unknown;
}

/** The line with this key or the 409 WooCommerce answers (with data.cart added by the caller). */
export function findLine(
	ctx: StoreContext,
	key: string,
	missing: () => string = cartItemMissing
): CartLine {
	const line = ctx.state.cart.items.find( ( item ) => item.key === key );
	if ( ! line ) {
		throw new StoreError(
			'woocommerce_rest_cart_invalid_key',
			missing(),
			409
		);
	}
	return line;
}

/** Checks a quantity against quantity_limits (invalid_quantity, as update-item answers). */
export function validateQuantity(
	ctx: StoreContext,
	product: Product,
	name: string,
	quantity: number
): void {
	const limits = quantityLimits( ctx, product );
	const fail = ( message: string ) =>
		new StoreError( 'invalid_quantity', escHtml( message ), 400 );
	if ( quantity > limits.maximum ) {
		throw fail( quantityMaximum( name, limits.maximum ) );
	}
	if ( quantity < limits.minimum ) {
		throw fail( quantityMinimum( name, limits.minimum ) );
	}
	if ( quantity % limits.multiple_of !== 0 ) {
		throw fail( quantityMultipleOf( name, limits.multiple_of ) );
	}
}

/** add-item: returns the line added or increased. */
export function addItem(
	ctx: StoreContext,
	request: AddItemRequest
): CartLine {
	const id = Number( request.id );
	let product = ctx.catalogue.get( id );
	const parent = product ? ctx.catalogue.parentOf( product ) : undefined;
	if ( ! product || ! parent || parent.status !== 'publish' ) {
		throw new StoreError(
			'woocommerce_rest_cart_invalid_product',
			escHtml( productNotFound( id ) ),
			400
		);
	}
	let attributes: Record< string, string > = {};
	if ( product.type === 'variable' ) {
		( { variation: product, attributes } = matchVariation(
			ctx,
			product,
			request.variation
		) );
	} else if ( product.type === 'variation' ) {
		attributes = rawAttributes( product );
	}
	const name = parent.name;
	let quantity = Number( request.quantity ?? 1 );
	// The theme's woocommerce_store_api_add_to_cart_data / add_to_cart_validation: a departure's seats first.
	const tour = ctx.tourfront && isTour( product );
	const booking =
		tour && request.tourfront_booking !== undefined
			? readBooking( request.tourfront_booking )
			: undefined;
	if ( booking ) {
		quantity = booking.adults + booking.children;
	}
	if ( tour ) {
		checkSeats( ctx, product, quantity );
	}
	const key = cartItemKey(
		parent.id,
		product.type === 'variation' ? product.id : 0,
		attributes,
		booking ? { tourfront_booking: { ...booking } } : {}
	);
	const existing = ctx.state.cart.items.find( ( item ) => item.key === key );
	if ( product.soldIndividually ) {
		quantity = 1;
		if ( existing ) {
			// WooCommerce 11 checks the line's quantity limits (1, not editable) before anything else.
			throw new StoreError(
				'readonly_quantity',
				escHtml( quantityReadonly( name ) ),
				400
			);
		}
	}
	if ( ! isInStock( ctx, product ) ) {
		throw new StoreError(
			'woocommerce_rest_product_out_of_stock',
			escHtml( cannotAddOutOfStock( name ) ),
			400
		);
	}
	const stock = stockOf( ctx, product );
	if ( stock !== null && product.backorders === 'no' && quantity > stock ) {
		throw new StoreError(
			'woocommerce_rest_product_partially_out_of_stock',
			escHtml( cannotAddThatAmount( name, stock ) ),
			400
		);
	}
	validateQuantity(
		ctx,
		product,
		name,
		quantity + ( existing?.quantity ?? 0 )
	);
	if ( existing ) {
		existing.quantity += quantity;
		return existing;
	}
	const line: CartLine = {
		key,
		productId: parent.id,
		variationId: product.type === 'variation' ? product.id : 0,
		quantity,
		variation: attributes,
		...( booking ? { booking } : {} ),
	};
	ctx.state.cart.items.push( line );
	return line;
}

/** update-item: sets a quantity (0 removes the line). */
export function updateItem(
	ctx: StoreContext,
	key: string,
	quantity: number
): void {
	// eslint-disable-next-line @wordpress/no-unused-vars-before-return -- first, as it throws WooCommerce's error for an unknown key, which quantity 0 must raise too.
	const line = findLine( ctx, key );
	if ( Number( quantity ) === 0 ) {
		removeItem( ctx, key );
		return;
	}
	const product = ctx.catalogue.get( line.variationId || line.productId );
	if ( product ) {
		const title = productTitle( ctx, product );
		const limits = quantityLimits( ctx, product );
		// A booking's seats follow its travellers (woocommerce_store_api_product_quantity_editable): WooCommerce
		// refuses a read-only line's quantity above its maximum before any other check.
		if (
			( ! limits.editable || ( ctx.tourfront && isTour( product ) ) ) &&
			Number( quantity ) > limits.maximum
		) {
			throw new StoreError(
				'readonly_quantity',
				escHtml( quantityReadonly( title ) ),
				400
			);
		}
		validateQuantity( ctx, product, title, Number( quantity ) );
	}
	line.quantity = Number( quantity );
}

/** remove-item. */
export function removeItem( ctx: StoreContext, key: string ): void {
	// CartRemoveItem words it differently from the other routes.
	findLine( ctx, key, cartItemGone );
	ctx.state.cart.items = ctx.state.cart.items.filter(
		( item ) => item.key !== key
	);
}
