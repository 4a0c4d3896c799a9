/**
 * Count-up numbers: `.tourfront-count-up` counts from 0 to its number (its text, or `data-count`)
 * over 4 s with 0 decimals, keeping the thousands separator the text used ("12.500" stays dotted).
 */

/** Internal dependencies */
import { COUNT_UP_DECIMALS, COUNT_UP_DURATION_MS } from './constants';

/** The target number and thousands separator of a count-up text, or null when it holds no number. */
export function parseCount(
	text: string
): { value: number; separator: string } | null {
	const match = text.match( /\d{1,3}(?:([.,\s])\d{3})+|\d+/ );
	if ( ! match ) {
		return null;
	}
	const separator = match[ 1 ] ?? '';
	return { value: Number( match[ 0 ].replace( /[.,\s]/g, '' ) ), separator };
}

/** Ease-out (exponential, as countUp.js): fast start, gentle landing. */
export function easeOutExpo( progress: number ): number {
	return progress >= 1 ? 1 : 1 - Math.pow( 2, -10 * progress );
}

/** The number shown `elapsedMs` into a count-up to `target`. */
export function countUpValue(
	target: number,
	elapsedMs: number,
	durationMs = COUNT_UP_DURATION_MS
): number {
	const factor = 10 ** COUNT_UP_DECIMALS;
	return (
		Math.round(
			target *
				easeOutExpo( Math.min( 1, elapsedMs / durationMs ) ) *
				factor
		) / factor
	);
}

/** `value` with 0 decimals and `separator` between thousands. */
export function formatCount( value: number, separator: string ): string {
	const digits = value.toFixed( COUNT_UP_DECIMALS );
	return separator
		? digits.replace( /\B(?=(\d{3})+(?!\d))/g, separator )
		: digits;
}

/** Runs the count-up on `element` (instantly to the end with `instant`). */
export function runCountUp( element: HTMLElement, instant: boolean ): void {
	const original = element.textContent ?? '';
	const parsed = element.dataset.count
		? {
				value: Number( element.dataset.count ),
				separator: element.dataset.separator ?? '',
			}
		: parseCount( original );
	if ( ! parsed || ! Number.isFinite( parsed.value ) ) {
		return;
	}
	const render = ( value: number ) => {
		element.textContent = original.replace(
			/\d{1,3}(?:[.,\s]\d{3})+|\d+/,
			formatCount( value, parsed.separator )
		);
	};
	if ( instant ) {
		render( parsed.value );
		return;
	}
	const win = element.ownerDocument.defaultView ?? window;
	const startedAt = Date.now();
	const step = () => {
		const elapsed = Date.now() - startedAt;
		render( countUpValue( parsed.value, elapsed ) );
		if ( elapsed < COUNT_UP_DURATION_MS ) {
			win.requestAnimationFrame( step );
		}
	};
	render( 0 );
	win.requestAnimationFrame( step );
}
