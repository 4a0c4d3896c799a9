/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { initDropdowns, shouldAdjustPosition } from './dropdowns';
import { initMenuToggles } from './mobile-menu';
import { initMobileMenus } from './mobile-levels';

const MENU = `
<ul class="menu">
	<li id="menu-item-1" class="menu-item menu-item-has-children"><a href="/tours/">Tour trong nước</a>
		<ul class="sub-menu">
			<li id="menu-item-2" class="menu-item menu-item-has-children"><a href="/mien-bac/">Miền Bắc</a>
				<ul class="sub-menu"><li id="menu-item-3" class="menu-item"><a href="/ha-long/">Hạ Long</a></li></ul>
			</li>
			<li id="menu-item-4" class="menu-item"><a href="/mien-nam/">Miền Nam</a></li>
		</ul>
	</li>
	<li id="menu-item-5" class="menu-item"><a href="/blog/">Cẩm nang</a></li>
</ul>`;

afterEach( () => {
	vi.useRealTimers();
	document.body.innerHTML = '';
} );

describe( 'the menus feature', () => {
	it( 'loads the sidebar menu levels only when the shopper heads for the menu', async () => {
		document.body.innerHTML = `<nav class="main-navigation"><button class="menu-toggle" aria-expanded="false">Menu</button><div class="handheld-navigation">${ MENU }</div></nav>`;
		const { init } = await import( '.' );
		init( document );
		await vi.dynamicImportSettled();
		expect( document.querySelectorAll( '.tourfront-menu-next' ) ).toHaveLength( 0 );
		document.querySelector( '.menu-toggle' )!.dispatchEvent( new Event( 'touchstart', { bubbles: true } ) );
		await vi.waitFor( () => expect( document.querySelectorAll( '.tourfront-menu-next' ) ).toHaveLength( 2 ) );
	} );
} );

describe( 'mobile sidebar menu levels', () => {
	beforeEach( () => {
		document.body.innerHTML = `<nav class="main-navigation"><button class="menu-toggle" aria-expanded="false">Menu</button><div class="handheld-navigation">${ MENU }</div></nav>`;
		initMenuToggles( document );
		initMobileMenus( document );
		initMobileMenus( document );
	} );

	const visibleLinks = () =>
		Array.from( document.querySelectorAll< HTMLAnchorElement >( '.handheld-navigation a' ) )
			.filter( ( a ) => ! a.closest( '[hidden]' ) && ! a.hidden )
			.map( ( a ) => a.textContent );
	const back = () => document.querySelector< HTMLButtonElement >( '.tourfront-menu-back' )!;
	const next = ( id: string ) => document.querySelector< HTMLButtonElement >( `#${ id } > .tourfront-menu-next` )!;

	it( 'starts at the top with no back button and one next button per parent', () => {
		expect( document.querySelectorAll( '.tourfront-menu-back' ) ).toHaveLength( 1 );
		expect( document.querySelectorAll( '.tourfront-menu-next' ) ).toHaveLength( 2 );
		expect( back().hidden ).toBe( true );
		expect( visibleLinks() ).toEqual( [ 'Tour trong nước', 'Cẩm nang' ] );
	} );

	it( 'slides down two levels and back, labelling the back button', () => {
		next( 'menu-item-1' ).click();
		expect( visibleLinks() ).toEqual( [ 'Miền Bắc', 'Miền Nam' ] );
		expect( back().hidden ).toBe( false );
		expect( back().textContent ).toBe( 'Main menu' );
		expect( document.querySelector< HTMLElement >( '.handheld-navigation' )!.dataset.level ).toBe( '1' );

		next( 'menu-item-2' ).click();
		expect( visibleLinks() ).toEqual( [ 'Hạ Long' ] );
		expect( back().textContent ).toBe( 'Tour trong nước' );

		back().click();
		expect( visibleLinks() ).toEqual( [ 'Miền Bắc', 'Miền Nam' ] );
		expect( back().textContent ).toBe( 'Main menu' );

		back().click();
		expect( visibleLinks() ).toEqual( [ 'Tour trong nước', 'Cẩm nang' ] );
		expect( back().hidden ).toBe( true );
	} );

	it( 'the menu button toggles the navigation', () => {
		const button = document.querySelector< HTMLButtonElement >( '.menu-toggle' )!;
		button.click();
		expect( document.querySelector( '.main-navigation' )!.classList.contains( 'toggled' ) ).toBe( true );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		button.click();
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );
} );

describe( 'desktop dropdowns', () => {
	beforeEach( () => {
		vi.useFakeTimers();
		document.body.innerHTML = `<nav class="main-navigation"><div class="primary-navigation">${ MENU }</div></nav>`;
		initDropdowns( document );
	} );

	const item = () => document.getElementById( 'menu-item-1' )!;
	const mouse = ( type: string, x: number, y: number ) =>
		item().dispatchEvent( new MouseEvent( type, { clientX: x, clientY: y, bubbles: type === 'mousemove' } ) );

	it( 'opens with hover intent (slow pointer, 20 ms poll) and closes 70 ms after leaving', () => {
		mouse( 'mouseenter', 10, 10 );
		mouse( 'mousemove', 30, 10 );
		vi.advanceTimersByTime( 20 );
		expect( item().classList.contains( 'focus' ) ).toBe( false );
		mouse( 'mousemove', 31, 11 );
		vi.advanceTimersByTime( 20 );
		expect( item().classList.contains( 'focus' ) ).toBe( true );
		mouse( 'mouseleave', 0, 0 );
		vi.advanceTimersByTime( 69 );
		expect( item().classList.contains( 'focus' ) ).toBe( true );
		vi.advanceTimersByTime( 1 );
		expect( item().classList.contains( 'focus' ) ).toBe( false );
	} );

	it( 'a quick pass does not open it', () => {
		mouse( 'mouseenter', 10, 10 );
		mouse( 'mousemove', 40, 10 );
		vi.advanceTimersByTime( 10 );
		mouse( 'mouseleave', 60, 10 );
		vi.advanceTimersByTime( 200 );
		expect( item().classList.contains( 'focus' ) ).toBe( false );
	} );

	it( 'first click opens, keyboard focus opens, Escape closes', () => {
		const link = item().querySelector< HTMLAnchorElement >( 'a' )!;
		const click = new MouseEvent( 'click', { bubbles: true, cancelable: true } );
		link.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect( link.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		const second = new MouseEvent( 'click', { bubbles: true, cancelable: true } );
		link.dispatchEvent( second );
		expect( second.defaultPrevented ).toBe( false );

		document.getElementById( 'menu-item-4' )!.querySelector( 'a' )!.focus();
		link.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } ) );
		expect( item().classList.contains( 'is-open' ) ).toBe( false );
		expect( document.activeElement ).toBe( link );
	} );

	it( 'adjusts positions only in containers of 750 px and more', () => {
		expect( shouldAdjustPosition( 749 ) ).toBe( false );
		expect( shouldAdjustPosition( 750 ) ).toBe( true );
	} );
} );

describe( 'menu_id', () => {
	it( 'opens that item’s dropdown after 1 s', async () => {
		vi.useFakeTimers();
		history.replaceState( null, '', '/trang-chu/?menu_id=1' );
		document.body.innerHTML = `<nav class="main-navigation"><div class="primary-navigation">${ MENU }</div></nav>`;
		vi.resetModules();
		const { init } = await import( './index' );
		init( document );
		vi.advanceTimersByTime( 999 );
		expect( document.getElementById( 'menu-item-1' )!.classList.contains( 'focus' ) ).toBe( false );
		vi.advanceTimersByTime( 1 );
		expect( document.getElementById( 'menu-item-1' )!.classList.contains( 'focus' ) ).toBe( true );
		history.replaceState( null, '', '/' );
	} );
} );
