/**
 * `wc/store/validation` (WooCommerce's name): field errors keyed by field id.
 */

/** WordPress dependencies */
import { register } from '@wordpress/data';

/** Internal dependencies */
import { createValidationStore } from './store';

export { VALIDATION_STORE_KEY } from '../shared/store-keys';
export type * from './types';

/** The validation store descriptor, registered on the default registry. */
export const validationStore = createValidationStore();
register( validationStore );
