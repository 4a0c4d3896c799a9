/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { addButtonToCart } = vi.hoisted( () => ( {
	addButtonToCart: vi.fn(),
} ) );
vi.mock( './add-to-cart', () => ( {
	addButtonToCart,
	removeFromCart: vi.fn(),
} ) );

const LISTING = `<ul class="products"><li class="product">
	<a href="/?add-to-cart=11" data-product_id="11" class="button add_to_cart_button ajax_add_to_cart">Thêm vào giỏ</a>
</li></ul>`;

let idle: Array< () => void > = [];
// Each test's page listeners, taken off after it: the document is shared by the tests.
let listeners: Array< Parameters< Document[ 'addEventListener' ] > > = [];

beforeEach( () => {
	vi.resetModules();
	addButtonToCart.mockClear();
	idle = [];
	listeners = [];
	const add = document.addEventListener.bind( document );
	vi.spyOn( document, 'addEventListener' ).mockImplementation(
		( ...args: Parameters< Document[ 'addEventListener' ] > ) => {
			listeners.push( args );
			add( ...args );
		}
	);
	window.requestIdleCallback = ( work: IdleRequestCallback ) => {
		idle.push( () => work( {} as IdleDeadline ) );
		return idle.length;
	};
} );

afterEach( () => {
	vi.restoreAllMocks();
	listeners.forEach( ( args ) => document.removeEventListener( ...args ) );
	document.body.innerHTML = '';
	document.body.className = '';
	delete ( window as Partial< Window > ).requestIdleCallback;
} );

const boot = async () => {
	document.body.className = 'archive tax-product_cat woocommerce';
	document.body.innerHTML = LISTING;
	const { init } = await import( './index' );
	init( document );
	await vi.dynamicImportSettled();
};

const click = () => {
	const event = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	document.querySelector( '.ajax_add_to_cart' )!.dispatchEvent( event );
	return event;
};

describe( 'the add code on listings (the click goes straight to the request)', () => {
	it( 'is asked for when the listing is idle; a click before that waits for it, then adds', async () => {
		await boot();
		expect( idle ).toHaveLength( 1 );
		expect( click().defaultPrevented ).toBe( true );
		expect( addButtonToCart ).not.toHaveBeenCalled();
		await vi.waitFor( () =>
			expect( addButtonToCart ).toHaveBeenCalledOnce()
		);
	} );

	it( 'once warmed when idle, a click adds within the click itself: no module load in front of it', async () => {
		await boot();
		idle[ 0 ]();
		await vi.dynamicImportSettled();
		// The import's own continuation keeps the module.
		await Promise.resolve();
		expect( click().defaultPrevented ).toBe( true );
		expect( addButtonToCart ).toHaveBeenCalledWith(
			document.querySelector( '.ajax_add_to_cart' )
		);
	} );

	it( 'a product page (related products with add buttons) waits for intent instead', async () => {
		document.body.className =
			'product-template-default single single-product woocommerce';
		document.body.innerHTML = LISTING;
		const { init } = await import( './index' );
		init( document );
		expect( idle ).toHaveLength( 0 );
	} );

	it( 'a page without add buttons asks for no idle time', async () => {
		document.body.className = 'archive woocommerce';
		document.body.innerHTML = '<p>Giỏ hàng</p>';
		const { init } = await import( './index' );
		init( document );
		expect( idle ).toHaveLength( 0 );
	} );
} );
