/**
 * "By proceeding with your purchase you agree to our Terms and conditions and Privacy policy" — the
 * links open the pages in a lightbox (a native dialog with the page in a frame).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { createInterpolateElement, useRef, useState } from '@wordpress/element';

/** Internal dependencies */
import type { StorePage } from '../../../common/settings';

interface TermsProps {
	terms: StorePage | null;
	privacy: StorePage | null;
	/** The cancellation policy page chosen in the Customizer (theme/inc/trust.php), if any. */
	cancellation?: StorePage | null;
}

/** The terms text with its lightbox links, and the cancellation policy's. */
export default function Terms( {
	terms,
	privacy,
	cancellation = null,
}: TermsProps ) {
	const dialog = useRef< HTMLDialogElement >( null );
	const [ page, setPage ] = useState< StorePage | null >( null );
	if ( ! terms && ! privacy && ! cancellation ) {
		return null;
	}
	const open =
		( target: StorePage ) => ( event: { preventDefault: () => void } ) => {
			event.preventDefault();
			setPage( target );
			const element = dialog.current;
			if ( element && typeof element.showModal === 'function' ) {
				if ( ! element.open ) {
					element.showModal();
				}
			} else if ( target.permalink ) {
				window.open( target.permalink, '_blank', 'noopener' );
			}
		};
	const link = ( target: StorePage | null, text: string ) =>
		target && target.permalink ? (
			<a
				href={ target.permalink }
				onClick={ open( target ) }
				className="tourfront-terms__link"
			>
				{ text }
			</a>
		) : (
			<span>{ text }</span>
		);
	return (
		<div className="wc-block-checkout__terms">
			<p>
				{ createInterpolateElement(
					__(
						'By proceeding with your purchase you agree to our <terms/> and <privacy/>',
						'tourfront'
					),
					{
						terms: link(
							terms,
							terms?.title ||
								__( 'Terms and conditions', 'tourfront' )
						),
						privacy: link(
							privacy,
							privacy?.title ||
								__( 'Privacy policy', 'tourfront' )
						),
					}
				) }
			</p>
			{ cancellation && (
				<p className="tourfront-policy-link">
					{ link( cancellation, cancellation.title ) }
				</p>
			) }
			{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes it, as Escape does natively for keyboards. */ }
			<dialog
				ref={ dialog }
				className="tourfront-checkout-dialog"
				aria-label={ page?.title || '' }
				onClose={ () => setPage( null ) }
				onClick={ ( event ) => {
					// A click on the backdrop (the dialog itself, not its content) closes it.
					if ( event.target === dialog.current ) {
						dialog.current?.close();
					}
				} }
			>
				<div className="tourfront-checkout-dialog__content">
					<button
						type="button"
						className="tourfront-checkout-dialog__close"
						onClick={ () => dialog.current?.close() }
					>
						<span aria-hidden="true">×</span>
						<span className="screen-reader-text">
							{ __( 'Close', 'tourfront' ) }
						</span>
					</button>
					{ page && page.permalink && (
						<iframe
							title={ page.title }
							src={ page.permalink }
							loading="lazy"
						/>
					) }
				</div>
			</dialog>
		</div>
	);
}
