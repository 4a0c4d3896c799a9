/**
 * What WooCommerce's `@woocommerce/block-data` (`wc.wcBlocksData`, handle `wc-blocks-data-store`) gives
 * plugins: the store keys, the store descriptors and the empty values of a cart. The cart, checkout, payment,
 * validation and notices stores are the page's own (registered by the theme's cart or checkout bundle under
 * these names); the collections store and the schema store, which no cart or checkout bundle carries, are
 * registered here, once.
 */

/** WordPress dependencies */
import { register } from '@wordpress/data';

/** Internal dependencies */
import {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	NOTICES_STORE_KEY,
	PAYMENT_STORE_KEY,
	VALIDATION_STORE_KEY,
} from '../data/shared/store-keys';
import { COLLECTIONS_STORE_KEY, collectionsStore } from '../data/collections';
import { schemaStore, SCHEMA_STORE_KEY } from './schema-store';
import { storeByName } from './store-descriptors';

register( schemaStore );

const EMPTY_LIST: readonly never[] = Object.freeze( [] );
const EMPTY_OBJECT: Readonly< Record< string, never > > = Object.freeze( {} );

/** `wc.wcBlocksData`. */
export const blockData = Object.freeze( {
	CART_STORE_KEY,
	CHECKOUT_STORE_KEY,
	PAYMENT_STORE_KEY,
	VALIDATION_STORE_KEY,
	STORE_NOTICES_STORE_KEY: NOTICES_STORE_KEY,
	COLLECTIONS_STORE_KEY,
	SCHEMA_STORE_KEY,
	cartStore: storeByName( CART_STORE_KEY ),
	checkoutStore: storeByName( CHECKOUT_STORE_KEY ),
	paymentStore: storeByName( PAYMENT_STORE_KEY ),
	validationStore: storeByName( VALIDATION_STORE_KEY ),
	storeNoticesStore: storeByName( NOTICES_STORE_KEY ),
	collectionsStore,
	schemaStore,
	API_BLOCK_NAMESPACE: 'wc/blocks',
	EMPTY_CART_COUPONS: EMPTY_LIST,
	EMPTY_CART_ITEMS: EMPTY_LIST,
	EMPTY_CART_CROSS_SELLS: EMPTY_LIST,
	EMPTY_CART_FEES: EMPTY_LIST,
	EMPTY_CART_ITEM_ERRORS: EMPTY_LIST,
	EMPTY_CART_ERRORS: EMPTY_LIST,
	EMPTY_SHIPPING_RATES: EMPTY_LIST,
	EMPTY_TAX_LINES: EMPTY_LIST,
	EMPTY_PAYMENT_METHODS: EMPTY_LIST,
	EMPTY_PAYMENT_REQUIREMENTS: EMPTY_LIST,
	EMPTY_EXTENSIONS: EMPTY_OBJECT,
} );
