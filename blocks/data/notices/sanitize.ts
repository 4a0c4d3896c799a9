/**
 * Notice HTML sanitiser: DOMPurify limited to the allow-list of spec §5.
 */

/** External dependencies */
import DOMPurify from 'dompurify';

/** Internal dependencies */
import { NOTICE_ALLOWED_ATTRIBUTES, NOTICE_ALLOWED_TAGS } from './constants';

/** Returns `html` with only the tags a b em i strong p br and the attributes target href rel name download. */
export function sanitizeNoticeHtml( html: string ): string {
	return DOMPurify.sanitize( html, {
		ALLOWED_TAGS: NOTICE_ALLOWED_TAGS,
		ALLOWED_ATTR: NOTICE_ALLOWED_ATTRIBUTES,
		ALLOW_DATA_ATTR: false,
		ALLOW_ARIA_ATTR: false,
	} );
}
