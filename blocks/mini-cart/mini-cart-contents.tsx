/**
 * Mini cart contents area: the dialog (dropdown or off-canvas) with the title, the cart notices, and
 * the filled (items + footer) or empty mini cart. Escape and the close button close it; the
 * off-canvas panel is modal and keeps Tab inside.
 */

/** WordPress dependencies */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

/** Internal dependencies */
import { cartStore, CART_NOTICE_CONTEXT } from '../data/cart';
import NoticesArea from '../components/notices-area';
import CartItems from '../cart/cart-items';
import { InnerBlocks, useExtensions } from '../registry/extension-points';
import { SlotErrorBoundary } from '../registry/slots/error-boundary';
import { getTotalsSettings } from '../cart/settings';
import MiniCartTitle from './mini-cart-title';
import { cartCountLabel, cartCounts } from '../../common/booking/count';
import MiniCartFooter from './mini-cart-footer';
import EmptyMiniCart from './empty-mini-cart';
import { trapTab } from './trap-tab';
import type { MiniCartMode } from '../../common/mini-cart/types';

export interface MiniCartContentsProps {
	mode: MiniCartMode;
	/** Move focus into the panel when it opens. */
	focusOnOpen: boolean;
	onClose: () => void;
}

/** The open panel. */
export default function MiniCartContents( {
	mode,
	focusOnOpen,
	onClose,
}: MiniCartContentsProps ) {
	useExtensions();
	const titleId = useId();
	const dialog = useRef< HTMLDivElement >( null );
	const { cart, hasCart, loadFailed } = useSelect( ( select ) => {
		const store = select( cartStore );
		const loaded = store.hasCartData();
		// The cart read ended without a cart: it failed (its notice says why).
		return {
			cart: store.getCartData(),
			hasCart: loaded,
			loadFailed:
				! loaded && store.hasFinishedResolution( 'getCartData', [] ),
		};
	}, [] );
	const { invalidateResolution } = useDispatch( cartStore );
	const retry = () => invalidateResolution( 'getCartData', [] );
	const includeTax = getTotalsSettings().displayCartPricesIncludingTax;

	// Opening the panel again after a failed read asks again (the panel mounts on each opening).
	useEffect( () => {
		if ( loadFailed ) {
			retry();
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only: a retry that fails again waits for the button or the next opening.
	}, [] );

	useEffect( () => {
		if ( focusOnOpen ) {
			dialog.current?.focus();
		}
	}, [ focusOnOpen, mode ] );

	// The last line removed: the focused remove button is gone, keep focus in the dialog.
	const isEmpty = hasCart && cart.items.length === 0;
	useEffect( () => {
		const active = dialog.current?.ownerDocument.activeElement;
		if (
			isEmpty &&
			dialog.current &&
			( ! active || active === active.ownerDocument.body )
		) {
			dialog.current.focus();
		}
	}, [ isEmpty ] );

	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			onClose();
		} else if (
			event.key === 'Tab' &&
			mode === 'drawer' &&
			dialog.current
		) {
			trapTab( event, dialog.current );
		}
	};

	return (
		<>
			{ mode === 'drawer' && (
				<div
					className="tourfront-mini-cart__overlay"
					onClick={ onClose }
					aria-hidden="true"
				/>
			) }
			{ /* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog's own keys: Escape closes it, Tab stays inside. */ }
			<div
				ref={ dialog }
				className={ `tourfront-mini-cart__panel is-${ mode } wp-block-tourfront-mini-cart-contents` }
				role="dialog"
				aria-modal={ mode === 'drawer' }
				aria-labelledby={ titleId }
				tabIndex={ -1 }
				onKeyDown={ onKeyDown }
			>
				<div className="tourfront-mini-cart__header">
					<MiniCartTitle
						id={ titleId }
						countLabel={
							hasCart
								? cartCountLabel( cartCounts( cart ) )
								: undefined
						}
					/>
					<InnerBlocks area="woocommerce/mini-cart-title-block" />
					<button
						type="button"
						className="tourfront-mini-cart__close"
						aria-label={ __( 'Close', 'tourfront' ) }
						onClick={ onClose }
					>
						<span aria-hidden="true">×</span>
					</button>
				</div>
				<NoticesArea context={ CART_NOTICE_CONTEXT } />
				{ ! hasCart && ! loadFailed && (
					<div
						className="tourfront-mini-cart__loading"
						aria-busy="true"
					>
						{ __( 'Loading the cart…', 'tourfront' ) }
					</div>
				) }
				{ loadFailed && (
					<div className="tourfront-mini-cart__loading">
						<p>
							{ __(
								'The cart could not be loaded.',
								'tourfront'
							) }
						</p>
						<button
							type="button"
							className="button"
							onClick={ retry }
						>
							{ __( 'Try again', 'tourfront' ) }
						</button>
					</div>
				) }
				{ hasCart && cart.items.length === 0 && <EmptyMiniCart /> }
				{ hasCart && cart.items.length > 0 && (
					<div className="tourfront-mini-cart__filled wp-block-tourfront-filled-mini-cart-contents-block">
						{ /* Extension filters run in the lines: one that throws (for an administrator) shows its error in their place. */ }
						<SlotErrorBoundary>
							<div className="tourfront-mini-cart__items wp-block-tourfront-mini-cart-items-block">
								<CartItems includeTax={ includeTax } compact />
								<InnerBlocks area="woocommerce/mini-cart-items-block" />
							</div>
						</SlotErrorBoundary>
						<MiniCartFooter
							totals={ cart.totals }
							includeTax={ includeTax }
							needsShipping={ cart.needs_shipping }
						/>
						<InnerBlocks area="woocommerce/filled-mini-cart-contents-block" />
					</div>
				) }
				<InnerBlocks area="woocommerce/mini-cart-contents" />
			</div>
		</>
	);
}
