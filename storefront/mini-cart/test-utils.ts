/**
 * A stand-in for the React panel module: records what the controller asks of it.
 */

/** External dependencies */
import { vi } from 'vitest';

/** Internal dependencies */
import type {
	MiniCartModule,
	MiniCartOpenOptions,
} from '../../common/mini-cart/types';

/** A fake module whose panel renders a focusable button while open. */
export function fakeMiniCartModule() {
	const calls: Array< [ 'open', MiniCartOpenOptions ] | [ 'close' ] > = [];
	const module: MiniCartModule = {
		createMiniCartPanel: vi.fn( ( host: HTMLElement ) => ( {
			element: host,
			open( options: MiniCartOpenOptions ) {
				calls.push( [ 'open', options ] );
				host.innerHTML =
					'<div role="dialog"><button type="button">Close</button></div>';
				if ( options.focus ) {
					host.querySelector( 'button' )!.focus();
				}
			},
			close() {
				calls.push( [ 'close' ] );
				host.innerHTML = '';
			},
		} ) ),
	};
	return { module, calls };
}
