/**
 * Structural comparison for the contract test: same keys and the same value types at every depth
 * (arrays are compared element by element over the common length).
 */

/** A JSON value's type name. */
export function typeName( value: unknown ): string {
	if ( value === null ) {
		return 'null';
	}
	return Array.isArray( value ) ? 'array' : typeof value;
}

function isIdMap( value: Record< string, unknown > ): boolean {
	const keys = Object.keys( value );
	return keys.length > 0 && keys.every( ( key ) => /^\d+$/.test( key ) );
}

/** Differences between `actual` (the mock) and `expected` (the recording), as readable paths. */
export function shapeDiff(
	actual: unknown,
	expected: unknown,
	path = '$'
): string[] {
	const actualType = typeName( actual );
	const expectedType = typeName( expected );
	if ( actualType !== expectedType ) {
		return [ `${ path }: ${ actualType } instead of ${ expectedType }` ];
	}
	if ( actualType === 'array' ) {
		const a = actual as unknown[];
		const e = expected as unknown[];
		return a
			.slice( 0, e.length )
			.flatMap( ( item, index ) =>
				shapeDiff( item, e[ index ], `${ path }[${ index }]` )
			);
	}
	if ( actualType === 'object' ) {
		const a = actual as Record< string, unknown >;
		const e = expected as Record< string, unknown >;
		if ( isIdMap( a ) && isIdMap( e ) ) {
			// Maps keyed by database ids (e.g. order item meta): compare the entries by position.
			return shapeDiff(
				Object.values( a ),
				Object.values( e ),
				`${ path }{}`
			);
		}
		const missing = Object.keys( e )
			.filter( ( key ) => ! ( key in a ) )
			.map( ( key ) => `${ path }.${ key }: missing` );
		const extra = Object.keys( a )
			.filter( ( key ) => ! ( key in e ) )
			.map( ( key ) => `${ path }.${ key }: not in the recording` );
		const common = Object.keys( e ).filter( ( key ) => key in a );
		return [
			...missing,
			...extra,
			...common.flatMap( ( key ) =>
				shapeDiff( a[ key ], e[ key ], `${ path }.${ key }` )
			),
		];
	}
	return [];
}
