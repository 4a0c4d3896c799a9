/**
 * Exact integer arithmetic for cart math: amounts are integer minor units, rates are
 * percentages with up to 4 decimals, and every division rounds the way PHP does.
 */

/** A rational amount (numerator / denominator) kept exact until WooCommerce rounds it. */
export interface Share {
	num: bigint;
	den: bigint;
}

/** Percentage → integer ten-thousandths of a percent (8 → 80000). */
export function rateUnits( percent: number ): bigint {
	return BigInt( Math.round( percent * 10000 ) );
}

/** 100 % in rate units. */
export const HUNDRED_PERCENT = 1000000n;

/** PHP round() (half away from zero) of num/den. */
export function roundShare( share: Share ): number {
	const { num, den } = share;
	const negative = num < 0n !== den < 0n;
	const n = num < 0n ? -num : num;
	const d = den < 0n ? -den : den;
	const rounded = ( 2n * n + d ) / ( 2n * d );
	return Number( negative ? -rounded : rounded );
}

/** floor(num/den) for non-negative values. */
export function floorShare( share: Share ): number {
	return Number( share.num / share.den );
}

/** amount × percent / 100 as an exact share. */
export function percentOf( amount: number, percent: number ): Share {
	return {
		num: BigInt( Math.round( amount ) ) * rateUnits( percent ),
		den: HUNDRED_PERCENT,
	};
}

/** Sums shares with the same denominator. */
export function sumShares( shares: Share[], den: bigint ): Share {
	return {
		num: shares.reduce( ( total, share ) => total + share.num, 0n ),
		den,
	};
}

/** Formats a tax rate as WooCommerce's cart does ("8%", "8.5%"). */
export function formatRate( percent: number ): string {
	return `${ Number( percent.toFixed( 4 ) ) }%`;
}
