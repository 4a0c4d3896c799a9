/**
 * My account → View order (`/my-account/view-order/<id>/`) for the logged-in demo customer, as
 * WooCommerce's `myaccount/view-order.php` prints it: the status line, then `woocommerce_view_order`
 * (the theme's bank-transfer block, then the order details).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { sprintf } from './i18n';
import { escapeHtml, noticeHtml } from './notices';
import {
	dateText,
	orderDetailsHtml,
	statusName,
	type DemoOrder,
} from './orders';
import { bankTransferHtml, type BankSettings } from './vietqr';

/** The view-order template for one order. */
export function viewOrderHtml( order: DemoOrder, bank: BankSettings ): string {
	/* translators: 1: order number 2: order date 3: order status */
	const status = sprintf(
		escapeHtml(
			__(
				'Order #%1$s was placed on %2$s and is currently %3$s.',
				'tourfront'
			)
		),
		`<mark class="order-number">${ order.id }</mark>`,
		`<mark class="order-date">${ escapeHtml( dateText( order.date ) ) }</mark>`,
		`<mark class="order-status">${ escapeHtml( statusName( order.status ) ) }</mark>`
	);
	return `<p>${ status }</p>\n${ bankTransferHtml( order, bank ) }${ orderDetailsHtml( order ) }`;
}

/** Fills the view-order page with the customer's order, or WooCommerce's "Invalid order." notice. */
export function fillViewOrder(
	all: DemoOrder[],
	bank: BankSettings,
	root: ParentNode = document
): void {
	const mount = root.querySelector< HTMLElement >(
		'[data-tourfront-demo-view-order]'
	);
	if ( ! mount ) {
		return;
	}
	const id = Number( mount.dataset.tourfrontDemoViewOrder );
	const userId = Number( window.tourfrontSettings?.currentUserId ?? 0 );
	const order = all.find(
		( o ) => o.id === id && userId > 0 && o.customerId === userId
	);
	mount.innerHTML = order
		? viewOrderHtml( order, bank )
		: noticeHtml( {
				type: 'error',
				html: `${ escapeHtml( __( 'Invalid order.', 'tourfront' ) ) } <a href="/my-account/" class="wc-forward">${ escapeHtml( __( 'My account', 'tourfront' ) ) }</a>`,
			} );
}
