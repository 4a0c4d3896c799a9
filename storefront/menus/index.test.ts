/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { initDropdowns, shouldAdjustPosition } from './dropdowns';
import { initMenuToggles } from './menu-toggle';
import { enhance as initMobileMenus } from './mobile-menu';

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
	vi.restoreAllMocks();
	document.body.innerHTML = '';
} );

describe( 'mobile sidebar menu levels', () => {
	beforeEach( () => {
		document.body.innerHTML = `<nav class="main-navigation"><button class="menu-toggle" aria-expanded="false">Menu</button><div class="handheld-navigation">${ MENU }</div></nav>`;
		initMenuToggles( document );
		initMobileMenus( document );
		initMobileMenus( document );
	} );

	const visibleLinks = () =>
		Array.from(
			document.querySelectorAll< HTMLAnchorElement >(
				'.handheld-navigation a'
			)
		)
			.filter( ( a ) => ! a.closest( '[hidden]' ) && ! a.hidden )
			.map( ( a ) => a.textContent );
	const back = () =>
		document.querySelector< HTMLButtonElement >( '.tourfront-menu-back' )!;
	const next = ( id: string ) =>
		document.querySelector< HTMLButtonElement >(
			`#${ id } > .tourfront-menu-next`
		)!;

	it( 'starts at the top with no back button and one next button per parent', () => {
		expect(
			document.querySelectorAll( '.tourfront-menu-back' )
		).toHaveLength( 1 );
		expect(
			document.querySelectorAll( '.tourfront-menu-next' )
		).toHaveLength( 2 );
		expect( back().hidden ).toBe( true );
		expect( visibleLinks() ).toEqual( [ 'Tour trong nước', 'Cẩm nang' ] );
	} );

	it( 'slides down two levels and back, labelling the back button', () => {
		next( 'menu-item-1' ).click();
		expect( visibleLinks() ).toEqual( [ 'Miền Bắc', 'Miền Nam' ] );
		expect( back().hidden ).toBe( false );
		expect( back().textContent ).toBe( 'Main menu' );
		expect(
			document.querySelector< HTMLElement >( '.handheld-navigation' )!
				.dataset.level
		).toBe( '1' );

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

	it( 'slides the new level in from the right going down, from the left going back, over 300 ms', () => {
		vi.useFakeTimers();
		const level1 =
			document.querySelector< HTMLElement >( '#menu-item-1 > ul' )!;
		const top = document.querySelector< HTMLElement >(
			'.handheld-navigation > ul'
		)!;
		const offsets: string[] = [];
		// Where each level starts from, read when the slide forces layout (before the transition starts).
		vi.spyOn(
			HTMLElement.prototype,
			'offsetWidth',
			'get'
		).mockImplementation( function ( this: HTMLElement ) {
			offsets.push(
				`${ this === top ? 'top' : 'level1' } ${ this.style.transform }`
			);
			return 390;
		} );
		next( 'menu-item-1' ).click();
		expect( offsets ).toEqual( [ 'level1 translateX(100%)' ] );
		expect( level1.style.transform ).toBe( 'none' );
		expect( level1.style.transition ).toBe( 'transform 300ms ease' );
		vi.advanceTimersByTime( 299 );
		expect( level1.style.transition ).toBe( 'transform 300ms ease' );
		vi.advanceTimersByTime( 1 );
		expect( level1.style.transition ).toBe( '' );

		back().click();
		expect( offsets.slice( 1 ) ).toEqual( [ 'top translateX(-100%)' ] );
		expect( top.style.transition ).toBe( 'transform 300ms ease' );
	} );

	it( 'does not slide when the system asks for reduced motion', () => {
		window.matchMedia = vi.fn(
			() => ( { matches: true } ) as unknown as MediaQueryList
		);
		next( 'menu-item-1' ).click();
		expect(
			document.querySelector< HTMLElement >( '#menu-item-1 > ul' )!.style
				.transition
		).toBe( '' );
		delete ( window as { matchMedia?: unknown } ).matchMedia;
	} );

	it( 'the menu button toggles the navigation', () => {
		const button =
			document.querySelector< HTMLButtonElement >( '.menu-toggle' )!;
		button.click();
		expect(
			document
				.querySelector( '.main-navigation' )!
				.classList.contains( 'toggled' )
		).toBe( true );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		button.click();
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );
} );

describe( 'a sub-menu the site marks as a toggle (tourfront-submenu-toggle)', () => {
	beforeEach( () => {
		vi.useFakeTimers();
		document.body.innerHTML = `<nav class="main-navigation"><div class="handheld-navigation">${ MENU.replace(
			'id="menu-item-2" class="menu-item',
			'id="menu-item-2" class="tourfront-submenu-toggle menu-item'
		) }</div></nav>`;
		initMobileMenus( document );
	} );

	const shown = ( id: string ) =>
		! document.getElementById( id )!.closest( '[hidden]' );
	const toggle = () =>
		document.querySelector< HTMLButtonElement >(
			'#menu-item-2 > .tourfront-submenu-toggle__button'
		)!;

	it( 'opens and closes its sub-menu in place, within the level', () => {
		expect(
			document.querySelector(
				'#menu-item-2 > .tourfront-menu-next:not(.tourfront-submenu-toggle__button)'
			)
		).toBeNull();
		document
			.querySelector< HTMLButtonElement >(
				'#menu-item-1 > .tourfront-menu-next'
			)!
			.click();
		expect( shown( 'menu-item-2' ) ).toBe( true );
		expect( shown( 'menu-item-3' ) ).toBe( false );
		expect( toggle().getAttribute( 'aria-expanded' ) ).toBe( 'false' );

		toggle().click();
		expect( toggle().getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( shown( 'menu-item-3' ) ).toBe( true );
		expect( shown( 'menu-item-4' ) ).toBe( true );
		expect(
			document.querySelector< HTMLElement >( '#menu-item-2 > ul' )!.style
				.transition
		).toBe( 'height 300ms ease' );
		// Still the same level: the back button goes to the top, labelled "Main menu".
		expect(
			document.querySelector( '.tourfront-menu-back' )!.textContent
		).toBe( 'Main menu' );

		toggle().click();
		expect( toggle().getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		vi.advanceTimersByTime( 300 );
		expect( shown( 'menu-item-3' ) ).toBe( false );
	} );
} );

describe( 'the mobile menu code', () => {
	it( 'loads on the first intent towards the menu button, not before', async () => {
		document.body.innerHTML = `<nav class="main-navigation"><button class="menu-toggle">Menu</button><div class="handheld-navigation">${ MENU }</div></nav>`;
		vi.resetModules();
		const { init } = await import( './index' );
		init( document );
		await vi.dynamicImportSettled();
		expect( document.querySelector( '.tourfront-menu-next' ) ).toBeNull();
		document
			.querySelector( '.menu-toggle' )!
			.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await vi.waitFor( () =>
			expect(
				document.querySelectorAll(
					'.handheld-navigation .tourfront-menu-next'
				)
			).toHaveLength( 2 )
		);
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
		item().dispatchEvent(
			new MouseEvent( type, {
				clientX: x,
				clientY: y,
				bubbles: type === 'mousemove',
			} )
		);

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
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect( link.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		const second = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( second );
		expect( second.defaultPrevented ).toBe( false );

		document.getElementById( 'menu-item-4' )!.querySelector( 'a' )!.focus();
		link.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( item().classList.contains( 'is-open' ) ).toBe( false );
		expect( link.ownerDocument.activeElement ).toBe( link );
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
		await vi.dynamicImportSettled();
		expect(
			document
				.getElementById( 'menu-item-1' )!
				.classList.contains( 'focus' )
		).toBe( false );
		vi.advanceTimersByTime( 1 );
		await vi.waitFor( () =>
			expect(
				document
					.getElementById( 'menu-item-1' )!
					.classList.contains( 'focus' )
			).toBe( true )
		);
		history.replaceState( null, '', '/' );
	} );
} );

describe( 'the desktop dropdowns’ code (not on the page until a shopper reaches for a menu)', () => {
	const boot = async () => {
		document.body.innerHTML = `<nav class="main-navigation"><div class="primary-navigation">${ MENU }</div></nav>`;
		vi.resetModules();
		const { init } = await import( './index' );
		init( document );
		await vi.dynamicImportSettled();
	};
	const item = () => document.getElementById( 'menu-item-1' )!;
	const link = () => item().querySelector( 'a' )!;

	it( 'loads on the first pointer over a dropdown, whose hover intent then starts from where the pointer is', async () => {
		await boot();
		expect( link().hasAttribute( 'aria-haspopup' ) ).toBe( false );
		// jsdom has no layout: the pointer is over the item, as the browser's :hover would say.
		const matches = item().matches.bind( item() );
		vi.spyOn( item(), 'matches' ).mockImplementation(
			( selector ) => selector === ':hover' || matches( selector )
		);
		link().dispatchEvent(
			new PointerEvent( 'pointerover', {
				bubbles: true,
				clientX: 20,
				clientY: 10,
			} )
		);
		await vi.waitFor( () =>
			expect( link().getAttribute( 'aria-haspopup' ) ).toBe( 'true' )
		);
		await vi.waitFor( () =>
			expect( item().classList.contains( 'focus' ) ).toBe( true )
		);
	} );

	it( 'a pointer that left before the code came does not open it', async () => {
		await boot();
		link().dispatchEvent(
			new PointerEvent( 'pointerover', { bubbles: true } )
		);
		await vi.waitFor( () =>
			expect( link().getAttribute( 'aria-haspopup' ) ).toBe( 'true' )
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 60 ) );
		expect( item().classList.contains( 'focus' ) ).toBe( false );
	} );

	it( 'a keyboard focus opens the dropdown it loaded', async () => {
		await boot();
		link().focus();
		await vi.waitFor( () =>
			expect( item().classList.contains( 'is-open' ) ).toBe( true )
		);
		expect( link().getAttribute( 'aria-expanded' ) ).toBe( 'true' );
	} );

	it( 'a tap on a parent link before the code is in opens its dropdown instead of following the link', async () => {
		await boot();
		const tap = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link().dispatchEvent( tap );
		expect( tap.defaultPrevented ).toBe( true );
		await vi.waitFor( () =>
			expect( item().classList.contains( 'is-open' ) ).toBe( true )
		);
		const second = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link().dispatchEvent( second );
		expect( second.defaultPrevented ).toBe( false );
	} );
} );
