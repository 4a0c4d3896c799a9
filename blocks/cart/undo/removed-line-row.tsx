/**
 * A removed line's row, in the line's place: "Đã xóa <tên>. [Hoàn tác]" for UNDO_WINDOW_MS. Focus lost
 * with the line's remove button moves to "Hoàn tác"; removal is announced. "Hoàn tác" adds the line
 * again (re-add.ts) and moves focus to it; a refusal (a departure full by now) shows WooCommerce's error
 * in the cart notices and the line stays removed. Loaded when the shopper removes a line.
 */

/** WordPress dependencies */
import { useDispatch } from '@wordpress/data';
import { flushSync, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { decodeEntities } from '@wordpress/html-entities';

/** Internal dependencies */
import { announce } from '../../../common/live-region';
import { BLOCKING_OVERLAY_OPACITY } from '../../components/constants';
import { cartStore } from '../../data/cart';
import type { RemovedLine } from '../removed-lines';
import { UNDO_WINDOW_MS } from './constants';
import { reAddLine, restoredLine } from './re-add';

/** The message and the button on one line, wrapping under each other on a narrow panel. */
const ROW_STYLE = {
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	gap: '8px 16px',
} as const;

export interface RemovedLineRowProps {
	line: RemovedLine;
}

/** Where focus goes when the row goes with it: the lines' caption, else the mini-cart or the empty cart's link. */
function keepFocus( row: HTMLElement ): void {
	if ( ! row.contains( row.ownerDocument.activeElement ) ) {
		return;
	}
	// Other rows stay (lines, removed lines): the table's caption, as after a removal without undo.
	const target =
		( row.parentElement?.children.length ?? 0 ) > 1
			? row.closest( 'table' )?.querySelector( 'caption' )
			: ( row.closest< HTMLElement >( '[role="dialog"]' ) ??
				row
					.closest( '.tourfront-cart' )
					?.querySelector< HTMLElement >(
						'.tourfront-empty-cart a'
					) );
	target?.focus();
}

/** The row. */
export default function RemovedLineRow( { line }: RemovedLineRowProps ) {
	const { item, drop } = line;
	const row = useRef< HTMLTableRowElement >( null );
	const undoButton = useRef< HTMLButtonElement >( null );
	const [ busy, setBusy ] = useState( false );
	const { receiveCartContents, handleCartError } = useDispatch( cartStore );
	const name = decodeEntities( item.name );

	useEffect( () => {
		announce(
			sprintf(
				/* translators: %s: product name. */
				__( '%s has been removed from your cart.', 'tourfront' ),
				name
			)
		);
		const active = row.current?.ownerDocument.activeElement;
		// The remove button went with the line: the shopper goes on from its place.
		if ( row.current && ( ! active || active.contains( row.current ) ) ) {
			undoButton.current?.focus();
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the line is replaced.
	}, [] );

	useEffect( () => {
		if ( busy ) {
			return;
		}
		const timer = setTimeout( () => {
			if ( row.current ) {
				keepFocus( row.current );
			}
			drop();
		}, UNDO_WINDOW_MS );
		return () => clearTimeout( timer );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the window runs once, and not while undoing.
	}, [ busy ] );

	const undo = () => {
		if ( busy ) {
			return;
		}
		// The view around the row may change (the empty cart filled again): look for the line in the block.
		const block = row.current?.closest(
			'.tourfront-cart, .tourfront-mini-cart__panel'
		);
		setBusy( true );
		reAddLine( item ).then(
			( cart ) => {
				const back = restoredLine( cart, item );
				// One commit: the line is back where the row was left, and focus can move to it.
				flushSync( () => {
					receiveCartContents( cart, {
						action: {
							type: 'added',
							productId: item.id,
							item: back,
							quantity: item.quantity,
						},
					} );
					drop();
				} );
				// The lines' rows are the cart's lines, in its order, between the removed lines' rows.
				block
					?.querySelectorAll(
						'.tourfront-cart-item:not(.is-removed)'
					)
					[
						back ? cart.items.indexOf( back ) : -1
					]?.querySelector< HTMLElement >(
						'.tourfront-cart-item__name'
					)
					?.focus();
			},
			( error: unknown ) => {
				// The store shows WooCommerce's message in the cart notices; the line stays removed.
				handleCartError( error );
				if ( row.current ) {
					keepFocus( row.current );
				}
				drop();
			}
		);
	};

	// Styled inline and with the blocks' button: a stylesheet of its own would be one more file to preload.
	return (
		<tr
			ref={ row }
			className="tourfront-cart-item is-removed"
			aria-busy={ busy || undefined }
			style={ busy ? { opacity: BLOCKING_OVERLAY_OPACITY } : undefined }
		>
			<td colSpan={ 3 }>
				<div style={ ROW_STYLE }>
					<span>
						{ sprintf(
							/* translators: %s: product name. */
							__( '%s removed.', 'tourfront' ),
							name
						) }
					</span>
					<button
						ref={ undoButton }
						type="button"
						className="tourfront-button tourfront-cart-item__undo"
						aria-label={ sprintf(
							/* translators: %s: product name. */
							__( 'Undo removing %s', 'tourfront' ),
							name
						) }
						// Not `disabled`: focus stays on it while the line is added again.
						aria-disabled={ busy || undefined }
						onClick={ undo }
					>
						{ __( 'Undo', 'tourfront' ) }
					</button>
				</div>
			</td>
		</tr>
	);
}
