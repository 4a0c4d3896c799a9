/**
 * Field descriptions WooCommerce prints inside `.woocommerce-input-wrapper` (`span.description`):
 * shown (250 ms) when the field gets focus or a click, hidden when another field takes over, on a
 * click outside, or on Escape.
 */

/** Internal dependencies */
import { prefersReducedMotion } from '../../common/motion';
import { createClaim, queryAll } from '../../common/once';
import { slide } from '../../common/motion/slide';
import { INPUT_DESCRIPTION_DURATION_MS } from './constants';

const claim = createClaim();
const claimDocument = createClaim();

const DESCRIPTION = ':scope > .description';

function duration(): number {
	return prefersReducedMotion() ? 0 : INPUT_DESCRIPTION_DURATION_MS;
}

function setShown( description: HTMLElement, shown: boolean ): void {
	if ( description.getAttribute( 'aria-hidden' ) === String( ! shown ) ) {
		return;
	}
	description.setAttribute( 'aria-hidden', String( ! shown ) );
	slide( description, shown, duration() );
}

/** Hides every visible description except the one in `keep`. */
function hideOthers( doc: Document, keep?: Element ): void {
	for ( const wrapper of doc.querySelectorAll(
		'.woocommerce-input-wrapper'
	) ) {
		const description = wrapper.querySelector< HTMLElement >( DESCRIPTION );
		if ( description && wrapper !== keep ) {
			setShown( description, false );
		}
	}
}

/** Binds every described field in `root`. */
export function enhance( root: ParentNode ): void {
	for ( const wrapper of queryAll( root, '.woocommerce-input-wrapper' ) ) {
		const description = wrapper.querySelector< HTMLElement >( DESCRIPTION );
		if ( ! description || ! claim( wrapper ) ) {
			continue;
		}
		const doc = wrapper.ownerDocument;
		description.setAttribute( 'aria-hidden', 'true' );
		description.hidden = true;
		const show = () => {
			hideOthers( doc, wrapper );
			setShown( description, true );
		};
		wrapper.addEventListener( 'focusin', show );
		wrapper.addEventListener( 'click', show );
		wrapper.addEventListener( 'keydown', ( event ) => {
			if (
				event.key === 'Escape' &&
				description.getAttribute( 'aria-hidden' ) === 'false'
			) {
				event.preventDefault();
				setShown( description, false );
			}
		} );
		if ( claimDocument( doc.documentElement ) ) {
			doc.addEventListener( 'click', ( event ) => {
				const inside =
					( event.target as Element | null )?.closest?.(
						'.woocommerce-input-wrapper'
					) ?? undefined;
				hideOthers( doc, inside );
			} );
		}
	}
}
