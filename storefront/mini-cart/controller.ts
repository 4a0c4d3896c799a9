/**
 * Opens, closes and reveals the mini-cart. The React panel is loaded on first use; until then the
 * page carries no React. A revealed dropdown closes itself after 5000 ms unless the shopper moves
 * starts using it; on small screens the reveal opens the off-canvas panel, which stays open.
 */

/** Internal dependencies */
import { dropCartRead, startCartRead } from './cart-read';
import { CART_UPDATED_EVENT } from '../../common/cart-events/constants';
import {
	MINI_CART_AUTO_CLOSE_MS,
	LARGE_SCREEN_MIN_WIDTH_PX,
} from './constants';
import type {
	MiniCartModule,
	MiniCartPanel,
	MiniCartMode,
} from '../../common/mini-cart/types';

export interface MiniCartControllerOptions {
	/** Loads the React panel module (memoised by the controller). */
	load: () => Promise< MiniCartModule >;
	/** Where the panel's host element goes (the document body). */
	container: HTMLElement;
	/** Called with the open state after each change (the trigger's aria-expanded). */
	onToggle?: ( open: boolean ) => void;
	/** Called when loading the panel failed (the caller follows the link instead). */
	onLoadError?: ( error: unknown ) => void;
	/** Where focus goes when the panel closes with focus inside it (the visible header button). */
	getTrigger?: () => HTMLElement | null;
	/** Elements whose clicks do not count as "outside" (the triggers, which toggle). */
	isTrigger?: ( target: Element ) => boolean;
	/** Viewport test; defaults to matchMedia( min-width: 850px ). */
	isLargeScreen?: () => boolean;
}

export interface MiniCartController {
	open: ( options?: { focus?: boolean } ) => Promise< void >;
	close: () => void;
	toggle: () => Promise< void >;
	/** The reveal after an add to cart. */
	reveal: () => Promise< void >;
	isOpen: () => boolean;
	/** Loads the panel's code ahead of an opening the shopper is about to ask for. */
	warm: () => void;
}

const defaultIsLarge = () =>
	typeof window.matchMedia === 'function'
		? window.matchMedia( `(min-width: ${ LARGE_SCREEN_MIN_WIDTH_PX }px)` )
				.matches
		: window.innerWidth >= LARGE_SCREEN_MIN_WIDTH_PX;

/** Creates the controller of one header mini-cart. */
export function createMiniCartController( {
	load,
	container,
	onToggle = () => undefined,
	onLoadError = () => undefined,
	isLargeScreen = defaultIsLarge,
	getTrigger = () => null,
	isTrigger = () => false,
}: MiniCartControllerOptions ): MiniCartController {
	let panel: Promise< MiniCartPanel > | undefined;
	let host: HTMLElement | undefined;
	let open = false;
	let timer: ReturnType< typeof setTimeout > | undefined;

	const cancelAutoClose = () => {
		if ( timer !== undefined ) {
			clearTimeout( timer );
			timer = undefined;
		}
	};

	const getPanel = () => {
		panel ??= load().then( ( module ) => {
			host = document.createElement( 'div' );
			host.className = 'tourfront-mini-cart-host';
			container.appendChild( host );
			const created = module.createMiniCartPanel( host, {
				onRequestClose: () => controller.close(),
			} );
			// A shopper who starts using a revealed dropdown (press or focus inside) keeps it open;
			// a pointer it merely appeared under does not.
			host.addEventListener( 'pointerdown', cancelAutoClose );
			host.addEventListener( 'focusin', cancelAutoClose );
			return created;
		} );
		panel.catch( () => {
			panel = undefined;
		} );
		return panel;
	};

	/** A press outside the panel and the triggers closes it. */
	const onOutsidePress = ( event: Event ) => {
		const target = event.target as Element | null;
		if (
			open &&
			target &&
			host &&
			! host.contains( target ) &&
			! isTrigger( target )
		) {
			controller.close();
		}
	};

	/** Escape closes the panel wherever focus is (it may have fallen to the body after a removal). */
	const onEscape = ( event: KeyboardEvent ) => {
		if ( open && event.key === 'Escape' ) {
			controller.close();
		}
	};

	const show = async ( mode: MiniCartMode, focus: boolean ) => {
		try {
			const p = await getPanel();
			p.open( { mode, focus } );
			if ( ! open ) {
				open = true;
				document.addEventListener( 'pointerdown', onOutsidePress );
				document.addEventListener( 'keydown', onEscape );
				onToggle( true );
			}
		} catch ( error ) {
			onLoadError( error );
		}
	};

	const controller: MiniCartController = {
		async open( { focus = true } = {} ) {
			cancelAutoClose();
			await show( isLargeScreen() ? 'dropdown' : 'drawer', focus );
		},
		close() {
			cancelAutoClose();
			if ( ! open ) {
				return;
			}
			open = false;
			document.removeEventListener( 'pointerdown', onOutsidePress );
			document.removeEventListener( 'keydown', onEscape );
			const hadFocus =
				!! host && host.contains( host.ownerDocument.activeElement );
			void panel?.then( ( p ) => p.close() );
			if ( hadFocus ) {
				getTrigger()?.focus();
			}
			onToggle( false );
		},
		async toggle() {
			if ( open ) {
				controller.close();
			} else {
				await controller.open();
			}
		},
		async reveal() {
			cancelAutoClose();
			if ( ! isLargeScreen() ) {
				await show( 'drawer', true );
				return;
			}
			await show( 'dropdown', false );
			if ( open ) {
				timer = setTimeout( () => {
					timer = undefined;
					controller.close();
				}, MINI_CART_AUTO_CLOSE_MS );
			}
		},
		isOpen: () => open,
		warm() {
			startCartRead();
			// An opening that follows reports a failure; this one has nobody to tell.
			getPanel().catch( () => undefined );
		},
	};
	// A read started before a change of the cart would show the cart as it was.
	document.body.addEventListener( CART_UPDATED_EVENT, dropCartRead );
	return controller;
}
