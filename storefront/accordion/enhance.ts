/**
 * Accordions: `.tourfront-accordion` holding items `.tourfront-accordion__item` with a
 * `.tourfront-accordion__title` (button or link) and a `.tourfront-accordion__content`. One item open
 * at a time; 200 ms (0 with reduced motion); an item whose content id matches the hash starts open.
 */

/** Internal dependencies */
import { prefersReducedMotion } from '../../common/motion';
import { createClaim, queryAll } from '../../common/once';
import { slide } from '../../common/motion/slide';
import { ACCORDION_DURATION_MS } from './constants';

const claim = createClaim();

/** The animation duration for the visitor's motion preference. */
export function accordionDurationMs( reducedMotion: boolean ): number {
	return reducedMotion ? 0 : ACCORDION_DURATION_MS;
}

function setOpen( item: HTMLElement, open: boolean, durationMs: number ): void {
	const title = item.querySelector< HTMLElement >(
		'.tourfront-accordion__title'
	);
	const content = item.querySelector< HTMLElement >(
		'.tourfront-accordion__content'
	);
	if (
		! title ||
		! content ||
		item.classList.contains( 'is-open' ) === open
	) {
		return;
	}
	item.classList.toggle( 'is-open', open );
	title.setAttribute( 'aria-expanded', String( open ) );
	slide( content, open, durationMs );
}

/** Binds every accordion in `root`. */
export function enhance( root: ParentNode ): void {
	for ( const accordion of queryAll( root, '.tourfront-accordion' ) ) {
		if ( ! claim( accordion ) ) {
			continue;
		}
		const items = Array.from(
			accordion.querySelectorAll< HTMLElement >(
				'.tourfront-accordion__item'
			)
		);
		const hash = accordion.ownerDocument.location.hash.slice( 1 );
		for ( const item of items ) {
			const title = item.querySelector< HTMLElement >(
				'.tourfront-accordion__title'
			);
			const content = item.querySelector< HTMLElement >(
				'.tourfront-accordion__content'
			);
			if ( ! title || ! content ) {
				continue;
			}
			const open =
				item.classList.contains( 'is-open' ) ||
				( hash !== '' && content.id === hash );
			item.classList.toggle( 'is-open', open );
			content.hidden = ! open;
			title.setAttribute( 'aria-expanded', String( open ) );
			if ( content.id ) {
				title.setAttribute( 'aria-controls', content.id );
			}
			title.addEventListener( 'click', ( event ) => {
				event.preventDefault();
				const duration = accordionDurationMs( prefersReducedMotion() );
				const opening = ! item.classList.contains( 'is-open' );
				for ( const other of items ) {
					setOpen( other, other === item && opening, duration );
				}
			} );
		}
	}
}
