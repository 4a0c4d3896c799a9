/**
 * WooCommerce's older names of the payment method observers, still read by gateways: each registers the
 * same observer as its current name and says so once, with WooCommerce's deprecation notice (through
 * WordPress's `wp.deprecated` when the page has it, which also fires its `deprecated` hook).
 */

/** Internal dependencies */
import type { EventRegistration } from './method-props';

type Observe = ( ...args: never[] ) => unknown;

interface Deprecation {
	since?: string;
	alternative: string;
	plugin: string;
	link?: string;
}

const said = new Set< string >();

/** WordPress's deprecation notice for `feature` (its wording when `wp.deprecated` is absent), once per page. */
export function deprecated( feature: string, options: Deprecation ): void {
	const wp = ( window as { wp?: { deprecated?: typeof deprecated } } ).wp;
	if ( wp?.deprecated ) {
		wp.deprecated( feature, options );
		return;
	}
	const since = options.since ? ` since version ${ options.since }` : '';
	const link = options.link ? ` See: ${ options.link }` : '';
	const message = `${ feature } is deprecated${ since }. Please use ${ options.alternative } instead.${ link }`;
	if ( ! said.has( message ) ) {
		said.add( message );
		// eslint-disable-next-line no-console
		console.warn( message );
	}
}

const alias =
	< F extends Observe >(
		feature: string,
		current: F,
		options: Omit< Deprecation, 'plugin' >
	) =>
	( ...args: Parameters< F > ) => {
		deprecated( feature, { ...options, plugin: 'WooCommerce Blocks' } );
		return current( ...args );
	};

const RENAMED_IN_9_7 = {
	since: '9.7.0',
	link: 'https://github.com/woocommerce/woocommerce-blocks/pull/8381',
};

/** The legacy names over `registration`'s observers, each noting its deprecation when called. */
export function legacyObservers( registration: EventRegistration ) {
	return {
		onPaymentProcessing: alias(
			'onPaymentProcessing',
			registration.onPaymentSetup,
			{ alternative: 'onPaymentSetup' }
		),
		onCheckoutBeforeProcessing: alias(
			'onCheckoutBeforeProcessing',
			registration.onCheckoutValidation,
			{ alternative: 'onCheckoutValidation' }
		),
		onCheckoutValidationBeforeProcessing: alias(
			'onCheckoutValidationBeforeProcessing',
			registration.onCheckoutValidation,
			{ ...RENAMED_IN_9_7, alternative: 'onCheckoutValidation' }
		),
		onCheckoutAfterProcessingWithSuccess: alias(
			'onCheckoutAfterProcessingWithSuccess',
			registration.onCheckoutSuccess,
			{ ...RENAMED_IN_9_7, alternative: 'onCheckoutSuccess' }
		),
		onCheckoutAfterProcessingWithError: alias(
			'onCheckoutAfterProcessingWithError',
			registration.onCheckoutFail,
			{ ...RENAMED_IN_9_7, alternative: 'onCheckoutFail' }
		),
	};
}
