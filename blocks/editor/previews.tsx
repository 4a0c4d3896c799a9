/**
 * What the Cart, Checkout and Mini-cart blocks show in the block editor: the real block components over a
 * preview registry holding the sample cart. The preview is inert (no focus, no click, no typing), so
 * nothing in it can start a Store API call.
 */

/** WordPress dependencies */
import { RegistryProvider } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/** Internal dependencies */
import { cartCountLabel, cartCounts } from '../../common/booking/count';
import { headerTotal } from '../../common/mini-cart/header';
import Cart from '../cart/cart';
import CheckoutBlock from '../checkout/block';
import { registerBuiltinPaymentMethods } from '../checkout/payment/builtin-methods';
import { getCheckoutSettings } from '../checkout/settings';
import type { EventRegistration } from '../checkout/payment/method-props';
import MiniCartContents from '../mini-cart/mini-cart-contents';
import { CART_STORE } from '../data/shared/store-refs';
import { createPreviewRegistry } from './preview-registry';

type PreviewEnvironment = ReturnType< typeof createPreviewRegistry >;

/** One preview registry per block instance, for its lifetime. */
function usePreviewEnvironment(): PreviewEnvironment {
	return useMemo( () => createPreviewRegistry(), [] );
}

/** The inert frame every preview renders in, with its registry. */
function PreviewFrame( {
	environment,
	children,
}: {
	environment: PreviewEnvironment;
	children: ReactNode;
} ) {
	// React 18 passes `inert` through only as a string attribute.
	const inert = { inert: '' } as Record< string, string >;
	return (
		<RegistryProvider value={ environment.registry }>
			<div className="tourfront-editor-preview" { ...inert }>
				{ children }
			</div>
		</RegistryProvider>
	);
}

/** The Cart block's preview. */
export function CartPreview() {
	const environment = usePreviewEnvironment();
	return (
		<PreviewFrame environment={ environment }>
			<Cart />
		</PreviewFrame>
	);
}

/** The Checkout block's preview: the store's payment methods, the sample cart. */
export function CheckoutPreview() {
	const environment = usePreviewEnvironment();
	const eventRegistration = useMemo( () => {
		registerBuiltinPaymentMethods(
			getCheckoutSettings().paymentMethodData
		);
		return {
			onPaymentSetup: environment.paymentEvents.onPaymentSetup,
			onCheckoutValidation:
				environment.checkoutEvents.onCheckoutValidation,
			onCheckoutSuccess: environment.checkoutEvents.onCheckoutSuccess,
			onCheckoutFail: environment.checkoutEvents.onCheckoutFail,
		} as unknown as EventRegistration;
	}, [ environment ] );
	return (
		<PreviewFrame environment={ environment }>
			<CheckoutBlock eventRegistration={ eventRegistration } />
		</PreviewFrame>
	);
}

/** The Mini-cart block's preview: the header button as the theme prints it, and the open panel under it. */
export function MiniCartPreview() {
	const environment = usePreviewEnvironment();
	const cart = useMemo(
		() => environment.registry.select( CART_STORE ).getCartData(),
		[ environment ]
	);
	return (
		<PreviewFrame environment={ environment }>
			<div className="site-header-cart tourfront-mini-cart">
				<a
					className="cart-contents"
					href="#cart"
					title={ __( 'View your shopping cart', 'tourfront' ) }
				>
					<span className="woocommerce-Price-amount amount">
						<bdi>{ headerTotal( cart ) }</bdi>
					</span>{ ' ' }
					<span className="count">
						{ cartCountLabel( cartCounts( cart ) ) }
					</span>
				</a>
			</div>
			<div className="tourfront-mini-cart-host is-open is-dropdown tourfront-editor-preview__mini-cart">
				<MiniCartContents
					mode="dropdown"
					focusOnOpen={ false }
					onClose={ () => undefined }
				/>
			</div>
		</PreviewFrame>
	);
}
