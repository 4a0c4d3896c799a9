/**
 * `wc.blocksCheckout` (handle `wc-blocks-checkout`): WooCommerce's checkout extension API, served by the
 * page's own (`blocks/registry`, installed by the cart, the checkout or the mini-cart on
 * `window.tourfront.checkout`). A plugin's script runs before the page's bundle (a classic script before a
 * module), so what it registers waits on `window.tourfrontExtensions` and reaches the page's registries
 * when they are installed; from then on `window.tourfront.checkout` is this very object.
 */

/** External dependencies */
import type { ComponentType, ReactNode } from 'react';

/** WordPress dependencies */
import {
	Children,
	cloneElement,
	createElement,
	isValidElement,
} from '@wordpress/element';

/** Internal dependencies */
import { INNER_BLOCK_AREAS } from '../registry/constants';
import { mustContain } from '../registry/filters/validation';
import type { extensionsApi } from '../registry/extension-points';
import type { PageSlots } from '../registry/page-slots';
import type { ApplyCheckoutFilterOptions } from '../registry/filters/registry';
import type { ExtensionCartUpdateArgs } from '../registry/extension-cart-update';

/** What the page installs: the registration half, and the slots where the page renders them. */
export type PageApi = typeof extensionsApi &
	Partial< PageSlots > &
	Record< string, unknown >;

type SlotName = keyof PageSlots;

/** The API over a page API that is not there yet; `connect()` hands it over. */
export function createCheckoutApi( components: Record< string, unknown > ) {
	let page: PageApi | undefined;
	const waiting: Array< ( api: PageApi ) => void > = [];
	const whenInstalled = ( fn: ( api: PageApi ) => void ) => {
		if ( page ) {
			fn( page );
		} else {
			waiting.push( fn );
		}
	};

	// A Fill must be the page's own component: its fills are kept where the page renders the Slot (the
	// page's API carries the slots it renders; a slot the page has not drawn nothing).
	const slot = ( name: SlotName ) => {
		function CompatFill( props: Record< string, unknown > ) {
			const Fill = page?.[ name ] as
				ComponentType< Record< string, unknown > > | undefined;
			const { children } = props;
			// WooCommerce's Fill hands the fill props (cart, extensions, context) to each top-level child.
			const render =
				typeof children === 'function'
					? children
					: ( fillProps: Record< string, unknown > ) =>
							Children.map( children as ReactNode, ( child ) =>
								isValidElement( child )
									? cloneElement( child, fillProps )
									: child
							);
			return Fill ? createElement( Fill, { children: render } ) : null;
		}
		CompatFill.displayName = name;
		return CompatFill;
	};

	const registerCheckoutFilters = (
		...args: Parameters< PageApi[ 'registerCheckoutFilters' ] >
	) => whenInstalled( ( api ) => api.registerCheckoutFilters( ...args ) );

	const api: Record< string, unknown > = {
		...components,
		registerCheckoutFilters,
		__experimentalRegisterCheckoutFilters: registerCheckoutFilters,
		applyCheckoutFilter: < T >(
			options: ApplyCheckoutFilterOptions< T >
		) =>
			page ? page.applyCheckoutFilter( options ) : options.defaultValue,
		registerCheckoutBlock: (
			...args: Parameters< PageApi[ 'registerCheckoutBlock' ] >
		) => whenInstalled( ( a ) => a.registerCheckoutBlock( ...args ) ),
		getRegisteredBlocks: ( area: string ) =>
			page ? page.getRegisteredBlocks( area ) : [],
		extensionCartUpdate: ( args: ExtensionCartUpdateArgs ) =>
			new Promise( ( resolve, reject ) =>
				whenInstalled( ( a ) => {
					a.extensionCartUpdate( args ).then( resolve, reject );
				} )
			),
		mustContain,
		innerBlockAreas: INNER_BLOCK_AREAS,
		ExperimentalOrderMeta: slot( 'ExperimentalOrderMeta' ),
		ExperimentalDiscountsMeta: slot( 'ExperimentalDiscountsMeta' ),
		ExperimentalOrderShippingPackages: slot(
			'ExperimentalOrderShippingPackages'
		),
		ExperimentalOrderLocalPickupPackages: slot(
			'ExperimentalOrderLocalPickupPackages'
		),
	};

	/**
	 * Called with the page's API once it is installed: the waiting registrations run, the page's own extras
	 * (`registerPaymentMethod`, … on the checkout) join this object, and the object becomes
	 * `window.tourfront.checkout` — one API under both names.
	 */
	function connect( installed: PageApi, target: Window = window ): void {
		if ( installed === api ) {
			return;
		}
		page = installed;
		for ( const [ key, value ] of Object.entries( installed ) ) {
			if ( ! ( key in api ) ) {
				api[ key ] = value;
			}
		}
		( target.tourfront ||= {} ).checkout = api as never;
		waiting.splice( 0 ).forEach( ( fn ) => fn( installed ) );
	}

	return { api, connect };
}
