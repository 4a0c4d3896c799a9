/**
 * Checkout entry: mounts the block on `div.wp-block-tourfront-checkout` and exposes the extension
 * API on `window.tourfront.checkout`.
 */

/** WordPress dependencies */
import domReady from '@wordpress/dom-ready';

/** Internal dependencies */
import { installStoreApiClient } from '../api';
import '../data/cart';
import { checkoutEvents } from '../data/checkout';
import { paymentEvents } from '../data/payment';
import '../data/validation';
import '../data/notices';
import {
	hasWooCommerceRegistry,
	importWooCommerceMethods,
	installGlobal,
} from '../registry';
import { registerBuiltinPaymentMethods } from './payment/builtin-methods';
import { getCheckoutSettings } from './settings';
import { mountBlock } from '../../common/mount/mount-block';
import CheckoutBlock from './block';
import type { EventRegistration } from './payment/method-props';
import '../components/style.css';
import './style.css';

const MOUNT_SELECTOR =
	'.wp-block-tourfront-checkout[data-block-name="tourfront/checkout"]';

/** The observers extensions and payment methods subscribe to. */
const eventRegistration = {
	onPaymentSetup: paymentEvents.onPaymentSetup,
	onCheckoutValidation: checkoutEvents.onCheckoutValidation,
	onCheckoutSuccess: checkoutEvents.onCheckoutSuccess,
	onCheckoutFail: checkoutEvents.onCheckoutFail,
} as unknown as EventRegistration;

installGlobal();

const Checkout = () => (
	<CheckoutBlock eventRegistration={ eventRegistration } />
);

/** Mounts every checkout block on the page (once each). */
export function mount( root: ParentNode = document ): void {
	const containers = root.querySelectorAll< HTMLElement >( MOUNT_SELECTOR );
	if ( ! containers.length ) {
		return;
	}
	installStoreApiClient();
	registerBuiltinPaymentMethods( getCheckoutSettings().paymentMethodData );
	if ( hasWooCommerceRegistry() ) {
		// Gateways registered on WooCommerce's registry join when its reader (a declared chunk) has loaded.
		void import( '../registry/payment-methods/woocommerce-registry' ).then(
			( { readWooCommerceRegistry } ) =>
				importWooCommerceMethods( readWooCommerceRegistry() )
		);
	}
	// `is-loading` (the skeleton's reserved height) goes once the block is on screen: dropped before React's
	// first commit, the short skeleton let the footer into view for a frame (CLS at 1280 px).
	mountBlock( MOUNT_SELECTOR, Checkout, root );
}

domReady( () => mount() );
