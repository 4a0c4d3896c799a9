/**
 * The demo shop's page boot, run as a classic script before the theme's modules:
 * 1. restores the mock WooCommerce from localStorage and persists it on every change;
 * 2. holds the page's fetch/XHR until the MSW worker answers them (no request leaves the browser);
 * 3. prints what the server prints per visitor: header cart, preloaded Store API cart, orders;
 * 4. stands in for the server's form posts (add to cart, account forms) and offers "Reset demo";
 * 5. with the test plugins active (their cookie): WooCommerce's registry and settings for their scripts, and
 *    the store running the blocks extension's PHP.
 */

/** Internal dependencies */
import { getSettings } from '../../../common/settings';
import { onAccountFormSubmit } from './account';
import { handleAddToCartQuery, onCartFormSubmit } from './add-to-cart';
import { gateRequests } from './gate';
import { applyFragments, fragmentsOf } from './header-cart';
import { restoreStore, startWorker } from './mock-woo';
import { flushQueuedNotice } from './notices';
import {
	fillAccountOrders,
	fillOrderReceived,
	recordOrder,
	toDemoOrder,
} from './orders';
import {
	SESSION_USER_KEY,
	STORE_KEY,
	readJson,
	readUserCookie,
	resetDemoState,
	writeJson,
} from './state';
import { fillViewOrder } from './view-order';
import {
	offerTestPay,
	onTestPaySubmit,
	testPluginSettings,
} from './test-plugins';
import {
	bacsBeforeThankYouHtml,
	bacsThankYouHtml,
	type BankSettings,
} from './vietqr';
import { installWcBlocksRegistry } from './wc-blocks-registry';
import { activeTestPlugins, hasIntegration } from '../test-plugins';
import { BLOCKS_EXTENSION } from '../../store/test-blocks-extension';

interface ApiFetch {
	use: ( middleware: unknown ) => void;
	createPreloadingMiddleware: ( data: Record< string, unknown > ) => unknown;
}

const currentUserId = () => Number( getSettings().currentUserId ?? 0 );
const plugins = activeTestPlugins( document.cookie );
const store = restoreStore(
	readJson( STORE_KEY ),
	{
		...testPluginSettings(),
		// The test blocks extension's PHP runs on the store while its plugin is active.
		blocksExtension: plugins.includes( BLOCKS_EXTENSION ),
	},
	{
		testPayments: hasIntegration( plugins, 'payment' ),
		customerId: currentUserId,
	}
);
offerTestPay();
// With the test payment plugins: WooCommerce's registry for their scripts (printed after this one), and
// the customer's saved cards, which WooCommerce's checkout prints for them.
if ( window.wcSettings ) {
	installWcBlocksRegistry();
	const settings = getSettings();
	if ( settings.paymentMethodData && currentUserId() > 0 ) {
		settings.customerPaymentMethods =
			store.getCustomerPaymentMethods( currentUserId() );
	}
}
const persist = () => writeJson( STORE_KEY, store.toJSON() );

// WooCommerce reads a customer's contact from the account when they log in or out: a guest's typed
// email does not follow them into the account's checkout (nor its order).
const user = readUserCookie();
const sessionUser = readJson< number >( SESSION_USER_KEY );
if ( sessionUser !== ( user?.id ?? 0 ) ) {
	if ( sessionUser !== undefined ) {
		store.startCustomerSession( user?.email ?? '' );
		persist();
	}
	writeJson( SESSION_USER_KEY, user?.id ?? 0 );
}

// Orders: remember who placed each order (the store keeps the order itself).
const pageFetch = window.fetch.bind( window );
window.fetch = async ( input: RequestInfo | URL, init?: RequestInit ) => {
	const url = input instanceof Request ? input.url : String( input );
	const method = (
		init?.method ?? ( input instanceof Request ? input.method : 'GET' )
	).toUpperCase();
	const isCheckout =
		method === 'POST' && /\/wc\/store\/v1\/checkout(\?|$)/.test( url );
	const response = await pageFetch( input, init );
	if ( isCheckout && response.ok ) {
		// Before the page sees the answer: it navigates to order received right away.
		await response
			.clone()
			.json()
			.then( ( body: Record< string, unknown > ) => recordOrder( body ) )
			.catch( () => undefined );
	}
	return response;
};

const ready = startWorker( store, persist );
gateRequests( ready );
ready.catch( ( error: unknown ) => {
	// Without the worker the shop cannot answer; say so once instead of failing every request.
	window.console.warn(
		'[tourfront demo] mock service worker failed to start',
		error
	);
} );

// What the server prints for this visitor.
applyFragments( fragmentsOf( { ...store.getMiniCartFragments() } ) );
const apiFetch = ( window.wp as { apiFetch?: ApiFetch } | undefined )?.apiFetch;
if (
	apiFetch &&
	document.querySelector(
		'[data-block-name="tourfront/cart"], [data-block-name="tourfront/checkout"]'
	)
) {
	const settings = getSettings();
	apiFetch.use(
		apiFetch.createPreloadingMiddleware( {
			'/wc/store/v1/cart': {
				body: store.getCartResponse(),
				headers: {
					Nonce: settings.storeApi?.nonce ?? '',
					'Nonce-Timestamp': settings.storeApi?.nonceTimestamp ?? 0,
					'User-ID': settings.currentUserId ?? 0,
				},
			},
		} )
	);
}
const titles = Object.fromEntries(
	store.settings.paymentGateways.map( ( g ) => [ g.id, g.title ] )
);
const orders = store
	.toJSON()
	.orders.map( ( order ) => toDemoOrder( order, titles ) );
const bank: BankSettings = {
	accounts: store.settings.bacsAccounts,
	baseCountry: store.settings.baseCountry,
};
fillOrderReceived(
	orders,
	document,
	( order ) => bacsThankYouHtml( order, bank ),
	( order ) => bacsBeforeThankYouHtml( order, bank )
);
fillAccountOrders( orders );
fillViewOrder( orders, bank );
flushQueuedNotice();

// The server's form handlers. On window, so handlers on the forms (e.g. password strength) run first.
window.addEventListener( 'submit', ( event ) => {
	onCartFormSubmit( event as SubmitEvent );
	onAccountFormSubmit( event as SubmitEvent );
	onTestPaySubmit( event as SubmitEvent, store, persist );
} );
ready.then( handleAddToCartQuery, () => undefined );

document.addEventListener( 'click', ( event ) => {
	const button = ( event.target as Element | null )?.closest?.(
		'[data-tourfront-demo-reset]'
	);
	if ( button ) {
		event.preventDefault();
		resetDemoState();
		window.location.assign( '/' );
	}
} );
