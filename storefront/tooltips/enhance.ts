/**
 * Lazy tooltips: elements with `data-tooltip` (or `.tooltip[title]`) show a `role="tooltip"` bubble
 * after 700 ms of hover, or at once on keyboard focus; leaving, blur or Escape hides it. The native
 * `title` is moved out of the way so two tooltips never show.
 */

/** Internal dependencies */
import { createClaim, queryAll } from '../../common/once';

/** Hover delay before a tooltip shows. */
export const TOOLTIP_HOVER_DELAY_MS = 700;
/**
 * While shown, the bubble follows its trigger this often: content
 * that moves under it (an image loading above, the sticky header changing height) would leave it behind.
 */
export const POPOVER_REPOSITION_MS = 500;

const claim = createClaim();
let sequence = 0;

/** Binds every tooltip trigger in `root`. */
export function enhance( root: ParentNode ): void {
	for ( const trigger of queryAll(
		root,
		'[data-tooltip], .tooltip[title]'
	) ) {
		if ( ! claim( trigger ) ) {
			continue;
		}
		const doc = trigger.ownerDocument;
		const text =
			trigger.dataset.tooltip || trigger.getAttribute( 'title' ) || '';
		if ( ! text ) {
			continue;
		}
		trigger.removeAttribute( 'title' );
		let bubble: HTMLElement | null = null;
		let timer: ReturnType< typeof setTimeout > | undefined;
		let follow: ReturnType< typeof setInterval > | undefined;
		const show = () => {
			clearTimeout( timer );
			if ( bubble ) {
				return;
			}
			bubble = doc.createElement( 'div' );
			bubble.className = 'tourfront-tooltip';
			bubble.id = `tourfront-tooltip-${ ++sequence }`;
			bubble.setAttribute( 'role', 'tooltip' );
			bubble.textContent = text;
			doc.body.append( bubble );
			bubble.style.position = 'absolute';
			place();
			follow = setInterval( place, POPOVER_REPOSITION_MS );
			trigger.setAttribute( 'aria-describedby', bubble.id );
		};
		const place = () => {
			const rect = trigger.getBoundingClientRect();
			const win = doc.defaultView ?? window;
			bubble?.style.setProperty(
				'left',
				`${ rect.left + win.scrollX + rect.width / 2 }px`
			);
			bubble?.style.setProperty( 'top', `${ rect.top + win.scrollY }px` );
		};
		const hide = () => {
			clearTimeout( timer );
			clearInterval( follow );
			bubble?.remove();
			bubble = null;
			trigger.removeAttribute( 'aria-describedby' );
		};
		trigger.addEventListener( 'mouseenter', () => {
			clearTimeout( timer );
			timer = setTimeout( show, TOOLTIP_HOVER_DELAY_MS );
		} );
		trigger.addEventListener( 'mouseleave', hide );
		trigger.addEventListener( 'focus', show );
		trigger.addEventListener( 'blur', hide );
		trigger.addEventListener( 'keydown', ( event ) => {
			if ( event.key === 'Escape' ) {
				hide();
			}
		} );
	}
}
