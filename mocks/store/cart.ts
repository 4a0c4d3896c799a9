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
import { isInStock, quantityLimits, stockOf } from './stock';
import type { CartLine, Product } from './types';
import { matchVariation, rawAttributes, type VariationInput } from './variation-match';

/** WC_Cart::generate_cart_id (cart item data arrays as http_build_query writes them). */
export function cartItemKey( productId: number, variationId: number, variation: Record< string, string >, itemData: Record< string, Record< string, number > > = {} ): string {
	const parts: string[] = [ String( productId ) ];
	if ( variationId ) {
		parts.push( String( variationId ) );
	}
	const entries = Object.entries( variation );
	if ( entries.length ) {
		parts.push( entries.map( ( [ key, value ] ) => key.trim() + String( value ).trim() ).join( '' ) );
	}
	const data = Object.entries( itemData );
	if ( data.length ) {
		parts.push( data.map( ( [ key, value ] ) => key + new URLSearchParams( Object.entries( value ).map( ( [ k, v ] ) => [ k, String( v ) ] ) ).toString() ).join( '' ) );
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
export function findLine( ctx: StoreContext, key: string ): CartLine {
	const line = ctx.state.cart.items.find( ( item ) => item.key === key );
	if ( ! line ) {
		throw new StoreError( 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.', 409 );
	}
	return line;
}

/** Checks a quantity against quantity_limits (invalid_quantity, as update-item answers). */
export function validateQuantity( ctx: StoreContext, product: Product, name: string, quantity: number ): void {
	const limits = quantityLimits( ctx, product );
	const fail = ( message: string ) => new StoreError( 'invalid_quantity', escHtml( message ), 400 );
	if ( quantity > limits.maximum ) {
		throw fail( `The maximum quantity of "${ name }" allowed in the cart is ${ limits.maximum }` );
	}
	if ( quantity < limits.minimum ) {
		throw fail( `The minimum quantity of "${ name }" allowed in the cart is ${ limits.minimum }` );
	}
	if ( quantity % limits.multiple_of !== 0 ) {
		throw fail( `The quantity of "${ name }" must be a multiple of ${ limits.multiple_of }` );
	}
}

/** add-item: returns the line added or increased. */
export function addItem( ctx: StoreContext, request: AddItemRequest ): CartLine {
	const id = Number( request.id );
	let product = ctx.catalogue.get( id );
	const parent = product ? ctx.catalogue.parentOf( product ) : undefined;
	if ( ! product || ! parent || parent.status !== 'publish' ) {
		throw new StoreError( 'woocommerce_rest_cart_invalid_product', escHtml( `Product with ID "${ id }" was not found and cannot be added to the cart.` ), 400 );
	}
	let attributes: Record< string, string > = {};
	if ( product.type === 'variable' ) {
		( { variation: product, attributes } = matchVariation( ctx, product, request.variation ) );
	} else if ( product.type === 'variation' ) {
		attributes = rawAttributes( product );
	}
	const name = parent.name;
	let quantity = Number( request.quantity ?? 1 );
	// The theme's woocommerce_store_api_add_to_cart_data / add_to_cart_validation: a departure's seats first.
	const tour = ctx.tourfront && isTour( product );
	const booking = tour && request.tourfront_booking !== undefined ? readBooking( request.tourfront_booking ) : undefined;
	if ( booking ) {
		quantity = booking.adults + booking.children;
	}
	if ( tour ) {
		checkSeats( ctx, product, quantity );
	}
	const key = cartItemKey( parent.id, product.type === 'variation' ? product.id : 0, attributes, booking ? { tourfront_booking: { ...booking } } : {} );
	const existing = ctx.state.cart.items.find( ( item ) => item.key === key );
	if ( product.soldIndividually ) {
		quantity = 1;
		if ( existing ) {
			throw new StoreError( 'woocommerce_rest_product_already_in_cart', escHtml( `You cannot add another "${ name }" to your cart.` ), 400 );
		}
	}
	if ( ! isInStock( ctx, product ) ) {
		throw new StoreError( 'woocommerce_rest_product_out_of_stock', escHtml( `You cannot add "${ name }" to the cart because the product is out of stock.` ), 400 );
	}
	const stock = stockOf( ctx, product );
	if ( stock !== null && product.backorders === 'no' && quantity > stock ) {
		throw new StoreError(
			'woocommerce_rest_product_partially_out_of_stock',
			escHtml( `You cannot add that amount of "${ name }" to the cart because there is not enough stock (${ stock } remaining).` ),
			400
		);
	}
	validateQuantity( ctx, product, name, quantity + ( existing?.quantity ?? 0 ) );
	if ( existing ) {
		existing.quantity += quantity;
		return existing;
	}
	const line: CartLine = { key, productId: parent.id, variationId: product.type === 'variation' ? product.id : 0, quantity, variation: attributes, ...( booking ? { booking } : {} ) };
	ctx.state.cart.items.push( line );
	return line;
}

/** update-item: sets a quantity (0 removes the line). */
export function updateItem( ctx: StoreContext, key: string, quantity: number ): void {
	const line = findLine( ctx, key );
	if ( Number( quantity ) === 0 ) {
		removeItem( ctx, key );
		return;
	}
	const product = ctx.catalogue.get( line.variationId || line.productId );
	if ( product ) {
		validateQuantity( ctx, product, ctx.catalogue.parentOf( product ).name, Number( quantity ) );
	}
	line.quantity = Number( quantity );
}

/** remove-item. */
export function removeItem( ctx: StoreContext, key: string ): void {
	findLine( ctx, key );
	ctx.state.cart.items = ctx.state.cart.items.filter( ( item ) => item.key !== key );
}
