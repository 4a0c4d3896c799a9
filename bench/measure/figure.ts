/**
 * A measured figure, or null with the reason it could not be measured (never a placeholder zero).
 */
export type Figure< T > = T | null;

export interface Unmeasured {
	[ key: string ]: string;
}

/** Runs `measure`; on failure records why under `key` and returns null. */
export async function attempt< T >(
	key: string,
	unmeasured: Unmeasured,
	measure: () => Promise< T >
): Promise< Figure< T > > {
	try {
		return await measure();
	} catch ( error ) {
		unmeasured[ key ] =
			error instanceof Error
				? error.message.split( '\n' )[ 0 ]
				: String( error );
		return null;
	}
}

/** Median of a list of numbers (rounded to 1 ms). */
export function median( values: number[] ): number {
	if ( values.length === 0 ) {
		throw new Error( 'no samples' );
	}
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const mid = Math.floor( sorted.length / 2 );
	const value =
		sorted.length % 2
			? sorted[ mid ]
			: ( sorted[ mid - 1 ] + sorted[ mid ] ) / 2;
	return Math.round( value * 10 ) / 10;
}
