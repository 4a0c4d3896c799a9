/**
 * The Store API client: api-fetch middlewares and request functions.
 */

export {
	createStoreApiClient,
	installStoreApiClient,
	type StoreApiClient,
} from './client';
export { createNonceMiddleware } from './nonce-middleware';
export { createNonceRetryMiddleware } from './nonce-retry-middleware';
export { createBatchMiddleware, isBatchable } from './batch-middleware';
export { createErrorMiddleware } from './error-middleware';
export {
	createNonceStore,
	type NonceStore,
	type NonceRecord,
} from './nonce-store';
export * from './errors';
export * from './constants';
export * as storeApi from './requests';
