/**
 * `wc/store/payment` on the pages whose bundle has none: the cart and the mini-cart. WooCommerce's data
 * script registers every store on every page it loads on, and on its cart the payment store lists the
 * methods that can pay and the active one, so a plugin's cart fill reads `select( 'wc/store/payment' )`.
 * The theme's cart bundle carries no payment store (the checkout's is in the checkout's chunk, and
 * sharing it would cost the checkout bytes it does not have): this one is registered by
 * `wc-blocks-data-store` once the page installed its API, only where the page registered none, and it
 * follows the cart: its methods are the ones the Store API cart accepts (`payment_methods`, in the shop's
 * gateway order), the first of them active. The cart has no payment step, so nothing else changes it.
 */

/** WordPress dependencies */
import {
	createReduxStore,
	dispatch as defaultDispatch,
	register as defaultRegister,
	select as defaultSelect,
	subscribe as defaultSubscribe,
} from '@wordpress/data';

/** Internal dependencies */
import { CART_STORE_KEY, PAYMENT_STORE_KEY } from '../data/shared/store-keys';
import * as actions from '../data/payment/actions';
import * as selectors from '../data/payment/selectors';
import { reducer } from '../data/payment/reducer';
import { DEFAULT_PAYMENT_STATE } from '../data/payment/default-state';

/** What this needs of a registry: the default one, or a test's. */
export interface RegistryLike {
	select: ( name: string ) => unknown;
	dispatch: ( name: string ) => unknown;
	register: ( store: ReturnType< typeof createReduxStore > ) => void;
	subscribe: ( listener: () => void ) => () => void;
}

const DEFAULT_REGISTRY: RegistryLike = {
	select: defaultSelect as RegistryLike[ 'select' ],
	dispatch: defaultDispatch as RegistryLike[ 'dispatch' ],
	register: defaultRegister,
	subscribe: defaultSubscribe,
};

type CartReader = { getCartData: () => { payment_methods?: string[] } };
type PaymentReader = {
	getAvailablePaymentMethodNames: () => readonly string[];
	getActivePaymentMethod: () => string;
};
type PaymentWriter = {
	receiveAvailablePaymentMethods: ( names: string[] ) => void;
	setActivePaymentMethod: ( name: string ) => void;
};

const sameList = ( a: readonly string[], b: readonly string[] ) =>
	a.length === b.length && a.every( ( name, i ) => name === b[ i ] );

/**
 * Registers the payment store if the page has none and keeps it in step with the cart. Returns whether it
 * registered one.
 */
export function registerPaymentStoreWhereMissing(
	registry: RegistryLike = DEFAULT_REGISTRY
): boolean {
	if ( registry.select( PAYMENT_STORE_KEY ) ) {
		return false;
	}
	registry.register(
		createReduxStore( PAYMENT_STORE_KEY, {
			reducer,
			initialState: DEFAULT_PAYMENT_STATE,
			actions,
			selectors,
		} )
	);
	const sync = () => {
		const cart = registry.select( CART_STORE_KEY ) as
			CartReader | undefined;
		const payment = registry.select( PAYMENT_STORE_KEY ) as PaymentReader;
		const names = cart?.getCartData().payment_methods ?? [];
		const write = registry.dispatch( PAYMENT_STORE_KEY ) as PaymentWriter;
		if ( ! sameList( names, payment.getAvailablePaymentMethodNames() ) ) {
			write.receiveAvailablePaymentMethods( [ ...names ] );
		}
		const active = payment.getActivePaymentMethod();
		const next = names.includes( active ) ? active : ( names[ 0 ] ?? '' );
		if ( next !== active ) {
			write.setActivePaymentMethod( next );
		}
	};
	sync();
	registry.subscribe( sync );
	return true;
}
