/**
 * WooCommerce's store notice (`p.woocommerce-store-notice[data-notice-id]`, printed hidden): shown
 * unless its cookie `store_notice{id}=hidden` is set; the dismiss link sets it (path /) and hides it.
 */

/** Internal dependencies */
import { getCookie, setCookie } from '../../common/cookie';
import { createClaim, queryAll } from '../../common/once';
import {
	STORE_NOTICE_COOKIE_PATH,
	STORE_NOTICE_COOKIE_PREFIX,
	STORE_NOTICE_HIDDEN_VALUE,
} from './constants';

const claim = createClaim();

/** The cookie name of a notice. */
export function storeNoticeCookieName( noticeId: string ): string {
	return `${ STORE_NOTICE_COOKIE_PREFIX }${ noticeId }`;
}

function setVisible( notice: HTMLElement, visible: boolean ): void {
	notice.style.display = visible ? '' : 'none';
	notice.hidden = ! visible;
}

/** Shows or keeps hidden each store notice in `root`, and binds its dismiss link. */
export function init( root: ParentNode ): void {
	for ( const notice of queryAll( root, '.woocommerce-store-notice' ) ) {
		if ( ! claim( notice ) ) {
			continue;
		}
		const doc = notice.ownerDocument;
		const cookieName = storeNoticeCookieName(
			notice.dataset.noticeId ?? ''
		);
		setVisible(
			notice,
			getCookie( cookieName, doc ) !== STORE_NOTICE_HIDDEN_VALUE
		);
		notice
			.querySelector( '.woocommerce-store-notice__dismiss-link' )
			?.addEventListener( 'click', ( event ) => {
				event.preventDefault();
				setCookie(
					cookieName,
					STORE_NOTICE_HIDDEN_VALUE,
					{ path: STORE_NOTICE_COOKIE_PATH },
					doc
				);
				setVisible( notice, false );
			} );
	}
}
