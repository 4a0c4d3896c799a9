/**
 * The demo's page for each recorded page type, rendered in-process as `npm start` serves it, plus what the
 * demo client prints per visitor where the real server prints it (the order on the thank-you page, the
 * customer's orders), so the page compares with the server HTML of a real store.
 */

/** Internal dependencies */
import { createWooStore } from '../../store';
import { routePage } from '../router';
import {
	fillAccountOrders,
	fillOrderReceived,
	toDemoOrder,
	type DemoOrder,
} from '../client/orders';
import { applyFragments, fragmentsOf } from '../client/header-cart';
import { parsePage } from './structure';
import {
	SIMPLE_TOUR,
	RECORDER_CUSTOMER,
	type PageType,
} from '../../../scripts/real-pages/pages';

const CUSTOMER_ID = 1;
// The order-received page's attribution box is the demo's too: WooCommerce shows it to shop managers only.
const DEMO_CHROME =
	'.tourfront-demo-info, [data-tourfront-demo-reset], .woocommerce-order-attribution';

/** A fresh mock store with the simple tour in the cart (what the recorder's shopper buys). */
function storeWithTour() {
	const store = createWooStore();
	const tour = store.catalogue
		.listable()
		.find( ( product ) => product.slug === SIMPLE_TOUR );
	if ( ! tour ) {
		throw new Error( `The fixtures have no ${ SIMPLE_TOUR }.` );
	}
	store.addItem( { id: tour.id } );
	return store;
}

/** An order of the simple tour, placed with cash on delivery in a fresh mock store. */
function demoOrder( customerId: number ): DemoOrder {
	const store = storeWithTour();
	const address = {
		first_name: 'Nguyễn Văn',
		last_name: 'An',
		address_1: '12 Lý Thường Kiệt',
		city: 'Hà Nội',
		country: 'VN',
		phone: '0901234567',
	};
	const { order_id: id } = store.checkout( {
		billing_address: { ...address, email: 'an.nguyen@example.vn' },
		shipping_address: address,
		payment_method: 'cod',
	} ) as { order_id: number };
	const record = store.getOrder( id );
	if ( ! record ) {
		throw new Error( 'The mock store kept no order.' );
	}
	const titles = Object.fromEntries(
		store.settings.paymentGateways.map( ( g ) => [ g.id, g.title ] )
	);
	return { ...toDemoOrder( record, titles ), customerId };
}

/** The demo's document for a page type, after what the demo client fills per visitor. */
export function demoDocument( type: PageType ): Document {
	const customer = type.visitor === 'customer';
	const order =
		type.type === 'order-received' || type.type === 'account-orders'
			? demoOrder( customer ? CUSTOMER_ID : 0 )
			: null;
	const path =
		type.type === 'order-received' && order
			? `/checkout/order-received/${ order.id }/?key=${ order.key }`
			: type.path;
	const result = routePage( {
		url: new URL( path, 'http://localhost' ),
		userId: customer ? CUSTOMER_ID : 0,
		userName: customer ? RECORDER_CUSTOMER.username : '',
		userEmail: customer ? RECORDER_CUSTOMER.email : '',
	} );
	if ( ! ( 'html' in result ) ) {
		throw new Error(
			`The demo answers ${ path } with a ${ result.status } to ${ result.location }.`
		);
	}
	if ( result.status !== type.status ) {
		throw new Error(
			`The demo answers ${ path } with ${ result.status }, the real store with ${ type.status }.`
		);
	}
	const doc = parsePage( result.html );
	// The demo's own controls (reset, "offline demo" note) are not part of a real site.
	doc.querySelectorAll( DEMO_CHROME ).forEach( ( element ) =>
		element.remove()
	);
	if ( type.visitor === 'shopper' && ! order ) {
		// The demo client prints the visitor's cart into the header from the store's fragments.
		applyFragments(
			fragmentsOf( { ...storeWithTour().getMiniCartFragments() } ),
			doc
		);
	}
	if ( order ) {
		window.tourfrontSettings = {
			...window.tourfrontSettings,
			currentUserId: customer ? CUSTOMER_ID : 0,
		} as typeof window.tourfrontSettings;
		fillOrderReceived( [ order ], doc );
		fillAccountOrders( [ order ], doc );
	}
	return doc;
}
