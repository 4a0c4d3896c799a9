/**
 * WooCommerce's notices (`wc_print_notices()` markup) printed by the demo where the server would,
 * including the one a form post leaves for the page it redirects to.
 */

/** Internal dependencies */
import { NOTICE_KEY, readJson, writeJson } from './state';

export type NoticeType = 'success' | 'error' | 'info';

export interface PendingNotice {
	type: NoticeType;
	/** Trusted HTML built by the demo (texts escaped where they come from input). */
	html: string;
}

/** Escapes text for HTML. */
export const escapeHtml = ( text: string ) =>
	text.replace(
		/[&<>"']/g,
		( c ) =>
			( {
				'&': '&amp;',
				'<': '&lt;',
				'>': '&gt;',
				'"': '&quot;',
				"'": '&#039;',
			} )[ c ] as string
	);

/** The markup WooCommerce prints for one notice. */
export function noticeHtml( notice: PendingNotice ): string {
	if ( notice.type === 'error' ) {
		return `<ul class="woocommerce-error" role="alert"><li>${ notice.html }</li></ul>`;
	}
	const cls =
		notice.type === 'success' ? 'woocommerce-message' : 'woocommerce-info';
	return `<div class="${ cls }" role="${ notice.type === 'success' ? 'alert' : 'status' }" tabindex="-1">${ notice.html }</div>`;
}

/** Shows a notice in the page's first notices wrapper (or atop the main content). */
export function showNotice(
	notice: PendingNotice,
	root: ParentNode = document
): void {
	let wrapper = root.querySelector( '.woocommerce-notices-wrapper' );
	if ( ! wrapper ) {
		wrapper = document.createElement( 'div' );
		wrapper.className = 'woocommerce-notices-wrapper';
		document.querySelector( '#main' )?.prepend( wrapper );
	}
	wrapper.innerHTML = noticeHtml( notice );
	( wrapper.firstElementChild as HTMLElement | null )?.scrollIntoView?.( {
		block: 'nearest',
	} );
}

/** Keeps a notice for the next page load (a form post's redirect). */
export function queueNotice( notice: PendingNotice ): void {
	writeJson( NOTICE_KEY, notice, sessionStorage );
}

/** Prints the queued notice, if any, once. */
export function flushQueuedNotice(): void {
	const notice = readJson< PendingNotice >( NOTICE_KEY, sessionStorage );
	if ( notice ) {
		sessionStorage.removeItem( NOTICE_KEY );
		showNotice( notice );
	}
}
