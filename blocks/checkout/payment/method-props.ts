/**
 * The observers the checkout hands payment methods and extensions (`eventRegistration`); the rest of
 * the payment method interface is built in ./registry-props.ts.
 */

type Subscribe = (
	observer: ( ...args: never[] ) => unknown,
	priority?: number
) => () => void;

export interface EventRegistration {
	onPaymentSetup: Subscribe;
	onCheckoutValidation: Subscribe;
	onCheckoutSuccess: Subscribe;
	onCheckoutFail: Subscribe;
}
