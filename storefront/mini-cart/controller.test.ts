/** External dependencies */
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';

/** Internal dependencies */
import { createMiniCartController } from './controller';
import { fakeMiniCartModule } from './test-utils';
import { MINI_CART_AUTO_CLOSE_MS } from './constants';

function setup( large = true ) {
	const fake = fakeMiniCartModule();
	const load = vi.fn().mockResolvedValue( fake.module );
	const onToggle = vi.fn();
	const trigger = document.createElement( 'a' );
	trigger.href = '/cart/';
	document.body.appendChild( trigger );
	const controller = createMiniCartController( {
		load,
		container: document.body,
		onToggle,
		isLargeScreen: () => large,
		getTrigger: () => trigger,
		isTrigger: ( t ) => t === trigger,
	} );
	return { ...fake, load, onToggle, controller, trigger };
}

beforeEach( () => {
	vi.useFakeTimers();
} );
afterEach( () => {
	vi.useRealTimers();
	document.body.innerHTML = '';
} );

describe( 'mini-cart controller', () => {
	it( 'loads the panel once, on first open, and toggles it', async () => {
		const { controller, load, calls, onToggle } = setup();
		expect( load ).not.toHaveBeenCalled();
		await controller.toggle();
		expect( calls ).toEqual( [
			[ 'open', { mode: 'dropdown', focus: true } ],
		] );
		await controller.toggle();
		await controller.open();
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect( onToggle.mock.calls ).toEqual( [
			[ true ],
			[ false ],
			[ true ],
		] );
	} );

	it( 'opens the off-canvas panel below 850 px', async () => {
		const { controller, calls } = setup( false );
		await controller.open();
		expect( calls[ 0 ] ).toEqual( [
			'open',
			{ mode: 'drawer', focus: true },
		] );
	} );

	it( 'reveal: the dropdown opens without taking focus and closes after 5000 ms', async () => {
		const { controller, calls } = setup( true );
		await controller.reveal();
		expect( calls ).toEqual( [
			[ 'open', { mode: 'dropdown', focus: false } ],
		] );
		await vi.advanceTimersByTimeAsync( MINI_CART_AUTO_CLOSE_MS - 1 );
		expect( controller.isOpen() ).toBe( true );
		await vi.advanceTimersByTimeAsync( 1 );
		expect( controller.isOpen() ).toBe( false );
		expect( calls.at( -1 ) ).toEqual( [ 'close' ] );
	} );

	it( 'reveal: a second add restarts the 5000 ms', async () => {
		const { controller } = setup( true );
		await controller.reveal();
		await vi.advanceTimersByTimeAsync( 4000 );
		await controller.reveal();
		await vi.advanceTimersByTimeAsync( 4000 );
		expect( controller.isOpen() ).toBe( true );
		await vi.advanceTimersByTimeAsync( 1000 );
		expect( controller.isOpen() ).toBe( false );
	} );

	it( 'reveal: a pointer the dropdown appears under does not keep it open', async () => {
		const { controller } = setup( true );
		await controller.reveal();
		document
			.querySelector( '.tourfront-mini-cart-host' )!
			.dispatchEvent( new Event( 'pointerenter' ) );
		await vi.advanceTimersByTimeAsync( MINI_CART_AUTO_CLOSE_MS );
		expect( controller.isOpen() ).toBe( false );
	} );

	it( 'reveal: pressing inside the dropdown keeps it open', async () => {
		const { controller } = setup( true );
		await controller.reveal();
		document
			.querySelector( '.tourfront-mini-cart-host' )!
			.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		await vi.advanceTimersByTimeAsync( MINI_CART_AUTO_CLOSE_MS * 2 );
		expect( controller.isOpen() ).toBe( true );
	} );

	it( 'reveal without a dropdown opens the off-canvas panel, which stays open', async () => {
		const { controller, calls } = setup( false );
		await controller.reveal();
		expect( calls ).toEqual( [
			[ 'open', { mode: 'drawer', focus: true } ],
		] );
		await vi.advanceTimersByTimeAsync( MINI_CART_AUTO_CLOSE_MS * 2 );
		expect( controller.isOpen() ).toBe( true );
	} );

	it( 'closes on a press outside, not on the trigger, and gives focus back to the trigger', async () => {
		const { controller, trigger } = setup();
		await controller.open();
		trigger.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		expect( controller.isOpen() ).toBe( true );
		expect( trigger.ownerDocument.activeElement?.textContent ).toBe(
			'Close'
		);
		controller.close();
		expect( trigger.ownerDocument.activeElement ).toBe( trigger );
		await controller.open();
		document.body.dispatchEvent(
			new Event( 'pointerdown', { bubbles: true } )
		);
		expect( controller.isOpen() ).toBe( false );
	} );

	it( 'closes on Escape even when focus fell to the body', async () => {
		const { controller, trigger } = setup();
		await controller.open();
		( trigger.ownerDocument.activeElement as HTMLElement ).blur();
		document.body.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( controller.isOpen() ).toBe( false );
	} );

	it( 'reports a failed load and can try again', async () => {
		const fake = fakeMiniCartModule();
		const load = vi
			.fn()
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockResolvedValue( fake.module );
		const onLoadError = vi.fn();
		const controller = createMiniCartController( {
			load,
			container: document.body,
			onLoadError,
			isLargeScreen: () => true,
		} );
		await controller.open();
		expect( onLoadError ).toHaveBeenCalledTimes( 1 );
		expect( controller.isOpen() ).toBe( false );
		await controller.open();
		expect( controller.isOpen() ).toBe( true );
	} );
} );
