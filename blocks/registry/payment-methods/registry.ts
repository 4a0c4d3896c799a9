/**
 * The payment method registry: `registerPaymentMethod` / `registerExpressPaymentMethod` with
 * WooCommerce's contract. Methods real gateway plugins registered on WooCommerce's `wc.wcBlocksRegistry`
 * are picked up too (see `importWooCommerceMethods`, and `woocommerce-registry.ts` for the read).
 */

/** Internal dependencies */
import {
	createExpressPaymentMethodConfig,
	createPaymentMethodConfig,
} from './config';
import type {
	ExpressPaymentMethodConfig,
	ExpressPaymentMethodOptions,
	PaymentMethodConfig,
	PaymentMethodOptions,
} from './types';

const paymentMethods: Record< string, PaymentMethodConfig > = {};
const expressPaymentMethods: Record< string, ExpressPaymentMethodConfig > = {};
const listeners = new Set< () => void >();

function notify(): void {
	listeners.forEach( ( listener ) => listener() );
}

type LegacyFactory< O > = ( Config: new ( options: O ) => unknown ) => unknown;

/** Registers a regular payment method; throws WooCommerce's message when the options are invalid. */
export function registerPaymentMethod(
	options: PaymentMethodOptions | LegacyFactory< PaymentMethodOptions >
): void {
	let config: PaymentMethodConfig;
	if ( typeof options === 'function' ) {
		// WooCommerce < 4 style: the extension calls `new Config( options )` itself.
		config = options( function Config(
			this: unknown,
			o: PaymentMethodOptions
		) {
			return createPaymentMethodConfig( o );
		} as unknown as new (
			o: PaymentMethodOptions
		) => unknown ) as PaymentMethodConfig;
	} else {
		config = createPaymentMethodConfig( options );
	}
	paymentMethods[ config.name ] = config;
	notify();
}

/** Registers an express payment method (shown in the express area above the form). */
export function registerExpressPaymentMethod(
	options:
		| ExpressPaymentMethodOptions
		| LegacyFactory< ExpressPaymentMethodOptions >
): void {
	let config: ExpressPaymentMethodConfig;
	if ( typeof options === 'function' ) {
		config = options( function Config(
			this: unknown,
			o: ExpressPaymentMethodOptions
		) {
			return createExpressPaymentMethodConfig( o );
		} as unknown as new (
			o: ExpressPaymentMethodOptions
		) => unknown ) as ExpressPaymentMethodConfig;
	} else {
		config = createExpressPaymentMethodConfig( options );
	}
	expressPaymentMethods[ config.name ] = config;
	notify();
}

/** The registered regular methods, keyed by name. */
export function getPaymentMethods(): Record< string, PaymentMethodConfig > {
	return { ...paymentMethods };
}

/** The registered express methods, keyed by name. */
export function getExpressPaymentMethods(): Record<
	string,
	ExpressPaymentMethodConfig
> {
	return { ...expressPaymentMethods };
}

/** Calls `listener` after every registration; returns the unsubscribe function. */
export function subscribeToPaymentMethods( listener: () => void ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

/** Removes every registration (tests, and the editor preview). */
export function __unstableResetPaymentMethods(): void {
	for ( const key of Object.keys( paymentMethods ) ) {
		delete paymentMethods[ key ];
	}
	for ( const key of Object.keys( expressPaymentMethods ) ) {
		delete expressPaymentMethods[ key ];
	}
	notify();
}

/** The part of WooCommerce's `wc.wcBlocksRegistry` read here. */
export interface WooCommerceRegistry {
	getPaymentMethods?: () => Record< string, object >;
	getExpressPaymentMethods?: () => Record< string, object >;
}

/**
 * True when WooCommerce's `wc.wcBlocksRegistry` is on the page. A presence test (`in`), not a read: the
 * read happens in `woocommerce-registry.ts`, the chunk declared with the `wc-blocks-registry` dependency.
 */
export function hasWooCommerceRegistry( target: object = window ): boolean {
	const wc = ( target as { wc?: object } ).wc;
	return typeof wc === 'object' && wc !== null && 'wcBlocksRegistry' in wc;
}

/**
 * Copies the methods gateway plugins registered on WooCommerce's own registry (`source`, read by
 * `readWooCommerceRegistry`). A method already registered here under the same name wins.
 * Returns the names imported.
 */
export function importWooCommerceMethods(
	registry: WooCommerceRegistry | undefined
): string[] {
	if ( ! registry ) {
		return [];
	}
	const imported: string[] = [];
	const regular = registry.getPaymentMethods?.() || {};
	for ( const [ name, method ] of Object.entries( regular ) ) {
		if ( paymentMethods[ name ] ) {
			continue;
		}
		paymentMethods[ name ] = createPaymentMethodConfig( {
			...( method as PaymentMethodOptions ),
			// WooCommerce's config exposes canMakePayment as a getter over canMakePaymentFromConfig.
			canMakePayment: ( method as PaymentMethodOptions ).canMakePayment,
		} );
		imported.push( name );
	}
	const express = registry.getExpressPaymentMethods?.() || {};
	for ( const [ name, method ] of Object.entries( express ) ) {
		if ( expressPaymentMethods[ name ] ) {
			continue;
		}
		expressPaymentMethods[ name ] = createExpressPaymentMethodConfig(
			method as ExpressPaymentMethodOptions
		);
		imported.push( name );
	}
	if ( imported.length ) {
		notify();
	}
	return imported;
}
