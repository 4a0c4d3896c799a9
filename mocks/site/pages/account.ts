/**
 * My account: login + register (with username and password, the "generate" options off), lost
 * password, and for the logged-in demo customer the navigation, dashboard, orders and edit-account.
 */

/** Internal dependencies */
import { __, sprintf } from '../i18n';
import { escAttr, escHtml } from '../render/escape';
import { formRow, nonceFields, passwordHint } from '../render/forms';
import { renderPage } from '../render/layout';
import type { PageRequest, PageResult } from './types';

const endpoints = (): Array< [ string, string ] > => [
	[ 'dashboard', __( 'Dashboard' ) ],
	[ 'orders', __( 'Orders' ) ],
	[ 'edit-address', __( 'Addresses' ) ],
	[ 'edit-account', __( 'Account details' ) ],
	[ 'customer-logout', __( 'Log out' ) ],
];

function loginRegister(): string {
	return `<div class="u-columns col2-set" id="customer_login">
	<div class="u-column1 col-1">
		<h2>${ escHtml( __( 'Login' ) ) }</h2>
		<form class="woocommerce-form woocommerce-form-login login" method="post" novalidate>
			${ formRow( { id: 'username', name: 'username', label: __( 'Username or email address' ), autocomplete: 'username' } ) }
			${ formRow( { id: 'password', name: 'password', label: __( 'Password' ), type: 'password', autocomplete: 'current-password' } ) }
			<p class="form-row">
				<label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme">
					<input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever" /> <span>${ escHtml( __( 'Remember me' ) ) }</span>
				</label>
				${ nonceFields( 'login', '/my-account/' ) }<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="${ escAttr( __( 'Log in' ) ) }">${ escHtml( __( 'Log in' ) ) }</button>
			</p>
			<p class="woocommerce-LostPassword lost_password">
				<a href="/my-account/lost-password/">${ escHtml( __( 'Lost your password?' ) ) }</a>
			</p>
		</form>
	</div>
	<div class="u-column2 col-2">
		<h2>${ escHtml( __( 'Register' ) ) }</h2>
		<form method="post" class="woocommerce-form woocommerce-form-register register">
			${ formRow( { id: 'reg_username', name: 'username', label: __( 'Username' ), autocomplete: 'username' } ) }
			${ formRow( { id: 'reg_email', name: 'email', label: __( 'Email address' ), type: 'email', autocomplete: 'email' } ) }
			${ formRow( { id: 'reg_password', name: 'password', label: __( 'Password' ), type: 'password', autocomplete: 'new-password' } ) }
			${ passwordHint() }<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-privacy-policy-text"><p>${ sprintf(
				escHtml(
					__(
						'Your personal data will be used to support your experience throughout this website, to manage access to your account, and for other purposes described in our %s.'
					)
				),
				`<a href="/chinh-sach-bao-mat/" class="woocommerce-privacy-policy-link" target="_blank">${ escHtml( __( 'privacy policy' ) ) }</a>`
			) }</p></div>
			<p class="woocommerce-form-row form-row">
				${ nonceFields( 'register', '/my-account/' ) }<button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="${ escAttr(
					__( 'Register' )
				) }">${ escHtml( __( 'Register' ) ) }</button>
			</p>
		</form>
	</div>
</div>`;
}

function navigation( current: string ): string {
	return `<nav class="woocommerce-MyAccount-navigation" aria-label="${ escAttr( __( 'Account pages' ) ) }">
	<ul>
${ endpoints()
	.map( ( [ key, label ] ) => {
		const href =
			key === 'dashboard' ? '/my-account/' : `/my-account/${ key }/`;
		const active = key === current;
		return `		<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${ key }${ active ? ' is-active' : '' }"><a href="${ href }"${
			active ? ' aria-current="page"' : ''
		}>${ escHtml( label ) }</a></li>`;
	} )
	.join( '\n' ) }
	</ul>
</nav>`;
}

function dashboard( name: string ): string {
	return `<p>${ sprintf(
		escHtml( __( 'Hello %1$s (not %1$s? %2$s)' ) ),
		`<strong>${ escHtml( name ) }</strong>`,
		`<a href="/my-account/customer-logout/">${ escHtml( __( 'Log out' ) ) }</a>`
	) }</p>
<p>${ sprintf(
		escHtml(
			__(
				'From your account dashboard you can view your %1$s, manage your %2$s, and %3$s.'
			)
		),
		`<a href="/my-account/orders/">${ escHtml( __( 'recent orders' ) ) }</a>`,
		// The theme's sentence for a customer without a shipping address (theme/inc/wording.php): the demo's
		// customers have saved none.
		`<a href="/my-account/edit-address/">${ escHtml( __( 'billing address' ) ) }</a>`,
		`<a href="/my-account/edit-account/">${ escHtml( __( 'edit your password and account details' ) ) }</a>`
	) }</p>`;
}

function orders(): string {
	// The demo's orders live in the browser: the demo client fills the table (or keeps the "no order" notice).
	return `<div class="woocommerce-info" role="status">
		<a href="/my-account/orders/?wc_send_verification=1" class="button wc-forward">${ escHtml( __( 'Confirm email address' ) ) }</a> ${ escHtml(
			__(
				'Confirm your email address to check for past orders and link them to your account.'
			)
		) }</div>
	<div class="woocommerce-info" role="status" data-tourfront-demo-no-orders>${ escHtml( __( 'No order has been made yet.' ) ) } <a class="woocommerce-Button wc-forward button" href="/shop/">${ escHtml(
		__( 'Browse products' )
	) }</a></div>
	<table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table" data-tourfront-demo-orders hidden>
		<thead><tr>
${ [
	[ 'order-number', __( 'Order' ) ],
	[ 'order-date', __( 'Date' ) ],
	[ 'order-status', __( 'Status' ) ],
	[ 'order-total', __( 'Total' ) ],
	[ 'order-actions', __( 'Actions' ) ],
]
	.map(
		( [ key, label ] ) =>
			`			<th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-${ key }"><span class="nobr">${ escHtml( label ) }</span></th>`
	)
	.join( '\n' ) }
		</tr></thead>
		<tbody></tbody>
	</table>`;
}

function viewOrder( orderId: number ): string {
	// Filled by the demo client from the order kept in the browser (mocks/site/client/view-order.ts).
	return `<div class="tourfront-demo-view-order" data-tourfront-demo-view-order="${ orderId }">
	<p class="woocommerce-info">${ escHtml( sprintf( __( 'Loading order #%d…' ), orderId ) ) }</p>
</div>`;
}

function editAccount( name: string, email: string ): string {
	const [ first = '', ...rest ] = name.split( ' ' );
	return `<form class="woocommerce-EditAccountForm edit-account" action="" method="post">
	${ formRow( { id: 'account_first_name', name: 'account_first_name', label: __( 'First name' ), width: 'first', autocomplete: 'given-name', value: first } ) }
	${ formRow( { id: 'account_last_name', name: 'account_last_name', label: __( 'Last name' ), width: 'last', autocomplete: 'family-name', value: rest.join( ' ' ) } ) }
	<div class="clear"></div>
	${ formRow( {
		id: 'account_display_name',
		name: 'account_display_name',
		label: __( 'Display name' ),
		value: name,
		description: __(
			'This will be how your name will be displayed in the account section and in reviews'
		),
	} ) }
	${ formRow( { id: 'account_email', name: 'account_email', label: __( 'Email address' ), type: 'email', autocomplete: 'email', value: email } ) }
	<fieldset>
		<legend>${ escHtml( __( 'Password change' ) ) }</legend>
		${ formRow( { id: 'password_current', name: 'password_current', label: __( 'Current password (leave blank to leave unchanged)' ), type: 'password', autocomplete: 'off', required: false } ) }
		${ formRow( { id: 'password_1', name: 'password_1', label: __( 'New password (leave blank to leave unchanged)' ), type: 'password', autocomplete: 'off', required: false } ) }
		${ formRow( { id: 'password_2', name: 'password_2', label: __( 'Confirm new password' ), type: 'password', autocomplete: 'off', required: false } ) }
	</fieldset>
	<div class="clear"></div>
	${ passwordHint() }
	<p>
		${ nonceFields( 'edit-account', '/my-account/edit-account/' ) }<button type="submit" class="woocommerce-Button button" name="save_account_details" value="${ escAttr( __( 'Save changes' ) ) }">${ escHtml(
			__( 'Save changes' )
		) }</button>
		<input type="hidden" name="action" value="save_account_details" />
	</p>
</form>`;
}

function editAddress(): string {
	const column = (
		n: number,
		key: string,
		title: string
	) => `<div class="u-column${ n } col-${ n } woocommerce-Address">
		<header class="woocommerce-Address-title title"><h2>${ escHtml( title ) }</h2><a href="/my-account/edit-address/${ key }/" class="edit">${ escHtml( __( 'Add' ) ) }</a></header>
		<address>${ escHtml( __( 'You have not set up this type of address yet.' ) ) }</address>
	</div>`;
	return `<p>${ escHtml( __( 'The following addresses will be used on the checkout page by default.' ) ) }</p>
<div class="u-columns woocommerce-Addresses col2-set addresses">
	${ column( 1, 'billing', __( 'Billing address' ) ) }
	${ column( 2, 'shipping', __( 'Shipping address' ) ) }
</div>`;
}

function lostPassword(): string {
	return `<form method="post" class="woocommerce-ResetPassword lost_reset_password">
	<p>${ escHtml( __( 'Lost your password? Please enter your username or email address. You will receive a link to create a new password via email.' ) ) }</p>
	${ formRow( { id: 'user_login', name: 'user_login', label: __( 'Username or email' ), autocomplete: 'username', width: 'first' } ) }
	<div class="clear"></div>
	<p class="woocommerce-form-row form-row">
		<input type="hidden" name="wc_reset_password" value="true" />
		<button type="submit" class="woocommerce-Button button" value="${ escAttr( __( 'Reset password' ) ) }">${ escHtml( __( 'Reset password' ) ) }</button>
	</p>
	${ nonceFields( 'lost-password', '/my-account/lost-password/' ) }
</form>`;
}

/** A my-account page for an endpoint ('' is the dashboard / login). */
export function accountPage(
	request: PageRequest,
	endpoint: string,
	orderId = 0
): PageResult | undefined {
	if (
		! [
			'',
			'orders',
			'view-order',
			'edit-account',
			'lost-password',
			'edit-address',
		].includes( endpoint ) ||
		( endpoint === 'view-order' ) !== orderId > 0
	) {
		return undefined;
	}
	const loggedIn = request.userId > 0;
	let content: string;
	let title = __( 'My account' );
	const bodyClasses = [
		'page-template-default',
		'page',
		'page-id-8',
		'woocommerce-account',
		'woocommerce-page',
	];
	if ( endpoint === 'lost-password' ) {
		content = lostPassword();
		title = __( 'Lost password' );
		bodyClasses.push( 'woocommerce-lost-password' );
	} else if ( ! loggedIn ) {
		content = loginRegister();
	} else {
		let inner: string;
		switch ( endpoint ) {
			case 'orders':
				inner = orders();
				title = __( 'Orders' );
				break;
			case 'view-order':
				inner = viewOrder( orderId );
				title = sprintf( __( 'Order #%s' ), String( orderId ) );
				break;
			case 'edit-account':
				inner = editAccount( request.userName, request.userEmail );
				title = __( 'Account details' );
				break;
			case 'edit-address':
				inner = editAddress();
				title = __( 'Addresses' );
				break;
			default:
				inner = dashboard( request.userName );
		}
		// WooCommerce marks Orders as the current page on View order.
		content = `${ navigation( endpoint === 'view-order' ? 'orders' : endpoint || 'dashboard' ) }<div class="woocommerce-MyAccount-content"><div class="woocommerce-notices-wrapper"></div>${ inner }</div>`;
		bodyClasses.push(
			'logged-in',
			`woocommerce-${ endpoint || 'dashboard' }`
		);
	}
	const main = `<article id="post-8" class="post-8 page type-page status-publish hentry">
	<header class="entry-header"><h1 class="entry-title">${ escHtml( title ) }</h1></header><!-- .entry-header -->
	<div class="entry-content">
		<div class="woocommerce">${ loggedIn && endpoint !== 'lost-password' ? '' : '<div class="woocommerce-notices-wrapper"></div>' }
${ content }
		</div>
	</div><!-- .entry-content -->
</article><!-- #post-## -->`;
	return {
		status: 200,
		html: renderPage( {
			title,
			bodyClasses,
			main,
			breadcrumb: endpoint
				? [
						{ label: __( 'My account' ), url: '/my-account/' },
						{ label: escHtml( title ) },
					]
				: [ { label: __( 'My account' ) } ],
			menu: { page: 'myaccount' },
			userId: request.userId,
		} ),
	};
}
