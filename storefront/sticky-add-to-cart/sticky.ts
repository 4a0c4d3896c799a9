/**
 * Storefront's sticky add-to-cart bar: active once the shopper has
 * scrolled past the product summary, inactive again above it. The bar's button for a variable
 * product scrolls back to the form.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';
import { pageTop, scrollToY } from '../../common/motion';

const claim = createClaim();
const ACTIVE = 'storefront-sticky-add-to-cart--slideInDown';
const INACTIVE = 'storefront-sticky-add-to-cart--slideOutUp';
const SCROLL_TO_FORM_MS = 500;

/** The state the bar should be in for a trigger whose bottom edge is at `triggerBottom` (viewport px). */
export function stickyState(
	triggerBottom: number,
	wasActive: boolean
): 'active' | 'inactive' | 'idle' {
	if ( triggerBottom < 0 ) {
		return 'active';
	}
	return wasActive ? 'inactive' : 'idle';
}

function bind( bar: HTMLElement, trigger: Element ): void {
	const win = bar.ownerDocument.defaultView ?? window;
	let scheduled = false;
	const update = () => {
		scheduled = false;
		const state = stickyState(
			trigger.getBoundingClientRect().bottom,
			bar.classList.contains( ACTIVE )
		);
		if ( state === 'active' ) {
			bar.classList.remove( INACTIVE );
			bar.classList.add( ACTIVE );
		} else if ( state === 'inactive' ) {
			bar.classList.remove( ACTIVE );
			bar.classList.add( INACTIVE );
		}
	};
	win.addEventListener(
		'scroll',
		() => {
			if ( ! scheduled ) {
				scheduled = true;
				win.requestAnimationFrame( update );
			}
		},
		{ passive: true }
	);
	update();
	const button = bar.querySelector< HTMLAnchorElement >(
		'.storefront-sticky-add-to-cart__content-button[href^="#"]'
	);
	button?.addEventListener( 'click', ( event ) => {
		const target =
			bar.ownerDocument.querySelector(
				'form.variations_form, form.cart'
			) ?? trigger;
		event.preventDefault();
		scrollToY(
			pageTop( target, win ) - 100,
			SCROLL_TO_FORM_MS,
			undefined,
			win
		);
	} );
}

/** Binds the sticky bar in `root` to the product summary. */
export function enhance( root: ParentNode ): void {
	for ( const bar of queryAll( root, '.storefront-sticky-add-to-cart' ) ) {
		const trigger = bar.ownerDocument.querySelector(
			'.product .entry-summary, .entry-summary'
		);
		if ( trigger && claim( bar ) ) {
			bind( bar, trigger );
		}
	}
}
