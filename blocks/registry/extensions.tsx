/**
 * The extension part (a lazy chunk loaded by `extension-points.tsx` on the first registration): the filter
 * and inner-block registries, the documented filters' validation, and the renderer of the inner blocks
 * registered for an area of the cart, checkout or mini-cart.
 */

/** External dependencies */
import type { ComponentType } from 'react';

/** WordPress dependencies */
import { createElement, isValidElement, Suspense } from '@wordpress/element';
import { useSelect } from '@wordpress/data';

/** Internal dependencies */
import {
	applyCheckoutFilter,
	registerCheckoutFilters,
	subscribeToCheckoutFilters,
} from './filters/registry';
import {
	getRegisteredBlock,
	getRegisteredBlocks,
	registerCheckoutBlock,
	subscribeToCheckoutBlocks,
	type RegisteredCheckoutBlock,
} from './blocks/registry';
import { mustContain } from './filters/validation';
import { SlotErrorBoundary } from './slots/error-boundary';
import CheckoutPluginArea from '../checkout/plugin-area';
import { cartStore } from '../data/cart';
import type { InnerBlockArea } from './constants';
import { extensionCartUpdate } from './extension-cart-update';

export {
	extensionCartUpdate,
	applyCheckoutFilter,
	getRegisteredBlocks,
	registerCheckoutBlock,
	registerCheckoutFilters,
};

/** Calls `listener` after every filter or block registration. */
export function subscribe( listener: () => void ): () => void {
	const filters = subscribeToCheckoutFilters( listener );
	const blocks = subscribeToCheckoutBlocks( listener );
	return () => {
		filters();
		blocks();
	};
}

/** The filters whose value is a price format: WooCommerce refuses a result without `<price/>`. */
const PRICE_FORMATS = [
	'cartItemPrice',
	'subtotalPriceFormat',
	'saleBadgePriceFormat',
	'totalValue',
];

const keepsPrice = ( value: unknown ): true =>
	mustContain( String( value ), '<price/>' );

/** One documented filter, with WooCommerce's validation for the price formats. */
export function applyFilter< T >(
	filterName: string,
	defaultValue: T,
	extensions?: Record< string, unknown > | null,
	arg?: unknown
): T {
	return applyCheckoutFilter( {
		filterName,
		defaultValue,
		extensions,
		arg,
		validation: PRICE_FORMATS.includes( filterName )
			? keepsPrice
			: undefined,
	} );
}

/**
 * The blocks an area renders: those registered for it, as `additionalCartCheckoutInnerBlockTypes` (called
 * with `{ block: area }`, as WooCommerce calls it for each inner block area) leaves the list — an extension
 * may add a registered block of another area, or take one out.
 */
function blocksOf( area: InnerBlockArea ): RegisteredCheckoutBlock[] {
	const names = applyCheckoutFilter( {
		filterName: 'additionalCartCheckoutInnerBlockTypes',
		defaultValue: getRegisteredBlocks( area ).map(
			( block ) => block.blockName
		),
		arg: { block: area },
	} );
	return [ ...new Set( names ) ]
		.map( ( name ) => getRegisteredBlock( String( name ) ) )
		.filter( ( block ): block is RegisteredCheckoutBlock =>
			Boolean( block )
		);
}

function AreaBlocks( { area }: { area: InnerBlockArea } ) {
	const cart = useSelect(
		( select ) => select( cartStore ).getCartData(),
		[]
	);
	// What the slots give their fills: the cart, its extensions data and the area.
	const props = { cart, extensions: cart.extensions || {}, context: area };
	return blocksOf( area ).map( ( { blockName, component } ) => (
		<div
			key={ blockName }
			className={ `wp-block-${ blockName.replace( '/', '-' ) } tourfront-inner-block` }
		>
			<SlotErrorBoundary>
				<Suspense fallback={ null }>
					{ isValidElement( component )
						? component
						: createElement(
								component as ComponentType<
									Record< string, unknown >
								>,
								props
							) }
				</Suspense>
			</SlotErrorBoundary>
		</div>
	) );
}

/** Every block registered for `area`, each in its own error boundary (the administrator sees the error). */
export function InnerBlocks( { area }: { area: InnerBlockArea } ) {
	return (
		<SlotErrorBoundary>
			<AreaBlocks area={ area } />
			{ ( area === 'woocommerce/cart' ||
				area === 'woocommerce/checkout' ) && <CheckoutPluginArea /> }
		</SlotErrorBoundary>
	);
}
