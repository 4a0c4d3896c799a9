/**
 * The Tourfront stores (importing this registers all five on the default registry).
 */

export * from './shared/store-keys';
export {
	cartStore,
	CART_UPDATED_EVENT,
	CUSTOMER_DATA_DEBOUNCE_MS,
	EMPTY_CART,
} from './cart';
export { checkoutStore, checkoutEvents, CHECKOUT_STATUS } from './checkout';
export { paymentStore, paymentEvents, PAYMENT_STATUS } from './payment';
export { validationStore } from './validation';
export {
	noticesStore,
	NOTICE_CONTEXTS,
	groupNotices,
	loadNoticeSanitizer,
	noticeText,
} from './notices';
