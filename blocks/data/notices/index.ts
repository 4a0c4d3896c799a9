/**
 * `wc/store/store-notices` (WooCommerce's name): notices by context, containers, snackbars.
 */

/** WordPress dependencies */
import { register } from '@wordpress/data';

/** Internal dependencies */
import { createNoticesStore } from './store';

export { NOTICES_STORE_KEY } from '../shared/store-keys';
export {
	NOTICE_CONTEXTS,
	DEFAULT_NOTICE_CONTEXT,
	SNACKBAR_TIMEOUT_MS,
} from './constants';
export { groupNotices } from './group-notices';
export type { NoticeGroup } from './group-notices';
export { loadNoticeSanitizer, noticeText } from './sanitize';
export type { NoticeSanitizer } from './sanitize';
export type * from './types';

/** The notices store descriptor, registered on the default registry. */
export const noticesStore = createNoticesStore();
register( noticesStore );
