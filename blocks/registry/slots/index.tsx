/**
 * The fixed extension slots: order meta, discounts meta, shipping packages, local pickup
 * packages. Each Fill renders inside a SlotErrorBoundary. Names follow WooCommerce's.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** Internal dependencies */
import { createSlotFill, type FillChildren } from './slot-fill';
import { SlotErrorBoundary } from './error-boundary';

export { SlotErrorBoundary, describeSlotError } from './error-boundary';
export { createSlotFill } from './slot-fill';

/** Builds a slot component whose Fills are wrapped in the error boundary. */
function createExtensionSlot< P extends object >( name: string ) {
	const { Fill, Slot } = createSlotFill< P >( name );
	function ExtensionFill( { children }: { children: FillChildren< P > } ) {
		return (
			<Fill>
				{ ( fillProps: P ) => (
					<SlotErrorBoundary>
						{ typeof children === 'function'
							? ( children as ( p: P ) => ReactNode )( fillProps )
							: children }
					</SlotErrorBoundary>
				) }
			</Fill>
		);
	}
	function ExtensionSlot( {
		className,
		...fillProps
	}: P & { className?: string } ) {
		return (
			<div
				className={ [ 'wc-block-components-slot', className ]
					.filter( Boolean )
					.join( ' ' ) }
				data-slot={ name }
			>
				<Slot fillProps={ fillProps as unknown as P } />
			</div>
		);
	}
	ExtensionFill.Slot = ExtensionSlot;
	return ExtensionFill;
}

export interface OrderMetaFillProps {
	cart: unknown;
	extensions: Record< string, unknown >;
	context: string;
}

export interface ShippingPackagesFillProps extends OrderMetaFillProps {
	collapsible?: boolean;
	collapse?: boolean;
	components?: Record< string, unknown >;
	renderOption?: unknown;
}

/** Content under the order summary. */
export const ExperimentalOrderMeta = createExtensionSlot< OrderMetaFillProps >(
	'__experimentalOrderMeta'
);
/** Content next to the discounts (coupons) row. */
export const ExperimentalDiscountsMeta =
	createExtensionSlot< OrderMetaFillProps >( '__experimentalDiscountsMeta' );
/** Content in place of / beside the shipping packages. */
export const ExperimentalOrderShippingPackages =
	createExtensionSlot< ShippingPackagesFillProps >(
		'__experimentalOrderShippingPackages'
	);
/** Content in the local pickup options. */
export const ExperimentalOrderLocalPickupPackages =
	createExtensionSlot< ShippingPackagesFillProps >(
		'__experimentalOrderLocalPickupPackages'
	);
