/**
 * The list of removed lines shown (see ../removed-lines.ts): one more, one less.
 */

/** Internal dependencies */
import type { RemovedLine } from '../removed-lines';

/** `list` with `line`, in row order: each removed line takes its place back as the ones before it are shown. */
export const addRemoved = ( list: RemovedLine[], line: RemovedLine ) =>
	[ ...list, line ].sort( ( a, b ) => a.index - b.index );

/** `list` without the line `key`; the removed lines shown after it move up one row, as its row is gone. */
export function dropRemoved( list: RemovedLine[], key: string ): RemovedLine[] {
	const gone = list.find( ( line ) => line.item.key === key );
	return list
		.filter( ( line ) => line !== gone )
		.map( ( line ) =>
			gone && line.index > gone.index
				? { ...line, index: line.index - 1 }
				: line
		);
}
