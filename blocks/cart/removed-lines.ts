/**
 * The lines the shopper just removed, each offered back ("Hoàn tác") in its place for a few seconds
 * (undo/removed-line-row.tsx). The cart and the mini-cart each keep their own list (`useState`) and hand it
 * to their lines: it lives above the filled and the empty view, so the last line removed is still offered
 * back above the empty cart.
 */

/** External dependencies */
import type { ComponentType, Dispatch, SetStateAction } from 'react';

/** Internal dependencies */
import type { CartItem } from '../data/cart';

/**
 * A removed line, the row it held (among the lines and the other removed lines shown), the component of its
 * row, which came with the undo's code, and how it leaves the list.
 */
export interface RemovedLine {
	item: CartItem;
	index: number;
	Row: ComponentType< { line: RemovedLine } >;
	drop: () => void;
}

/** The list and its setter, as `useState` gives them. */
export type RemovedLinesState = [
	RemovedLine[],
	Dispatch< SetStateAction< RemovedLine[] > >,
];
