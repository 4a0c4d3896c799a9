// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	raisedToMinimum,
	readLimits,
	stepDecimals,
	stepQuantity,
} from './quantity-math';

describe( 'readLimits', () => {
	it( 'reads min, max and step with their defaults (min 0, step 1, "any" → 1)', () => {
		expect( readLimits( { min: '1', max: '2', step: '1' } ) ).toEqual( {
			min: 1,
			max: 2,
			step: 1,
			decimals: 0,
		} );
		expect( readLimits( {} ) ).toEqual( {
			min: 0,
			max: null,
			step: 1,
			decimals: 0,
		} );
		expect( readLimits( { min: '', max: '', step: 'any' } ) ).toEqual( {
			min: 0,
			max: null,
			step: 1,
			decimals: 0,
		} );
		expect( readLimits( { step: '0.25' } ) ).toEqual( {
			min: 0,
			max: null,
			step: 0.25,
			decimals: 2,
		} );
		expect( readLimits( { step: '-1' } ).step ).toBe( 1 );
	} );
} );

describe( 'stepDecimals', () => {
	it( 'counts the decimals of the step as written', () => {
		expect( stepDecimals( '1' ) ).toBe( 0 );
		expect( stepDecimals( '0.5' ) ).toBe( 1 );
		expect( stepDecimals( '0.010' ) ).toBe( 3 );
		expect( stepDecimals( '1e-2' ) ).toBe( 2 );
		expect( stepDecimals( 'any' ) ).toBe( 0 );
	} );
} );

describe( 'stepQuantity', () => {
	const limits = readLimits( { min: '1', max: '5', step: '1' } );

	it( 'adds and removes one step within min and max', () => {
		expect( stepQuantity( '2', limits, 1 ) ).toBe( 3 );
		expect( stepQuantity( '2', limits, -1 ) ).toBe( 1 );
		expect( stepQuantity( '5', limits, 1 ) ).toBe( 5 );
		expect( stepQuantity( '1', limits, -1 ) ).toBe( 1 );
		expect( stepQuantity( '9', limits, 1 ) ).toBe( 5 );
	} );

	it( 'goes down to 0 when no minimum is set, and minus does nothing at 0 or below', () => {
		const open = readLimits( {} );
		expect( stepQuantity( '1', open, -1 ) ).toBe( 0 );
		expect( stepQuantity( '0', open, -1 ) ).toBe( 0 );
		expect( stepQuantity( '-2', readLimits( { min: '-5' } ), -1 ) ).toBe(
			-2
		);
		expect( stepQuantity( '0', open, 1 ) ).toBe( 1 );
	} );

	it( 'rounds to the decimals of the step (no floating point drift)', () => {
		const tenth = readLimits( { min: '0', step: '0.1' } );
		expect( stepQuantity( '0.2', tenth, 1 ) ).toBe( 0.3 );
		expect( stepQuantity( '0.3', tenth, -1 ) ).toBe( 0.2 );
		const quarter = readLimits( { min: '0.5', max: '2', step: '0.25' } );
		expect( stepQuantity( '1.75', quarter, 1 ) ).toBe( 2 );
		expect( stepQuantity( '2', quarter, 1 ) ).toBe( 2 );
		expect( stepQuantity( '0.75', quarter, -1 ) ).toBe( 0.5 );
		expect( stepQuantity( '0.5', quarter, -1 ) ).toBe( 0.5 );
	} );

	it( 'treats an empty or invalid value as 0', () => {
		expect( stepQuantity( '', limits, 1 ) ).toBe( 1 );
		expect( stepQuantity( 'abc', readLimits( {} ), 1 ) ).toBe( 1 );
	} );

	it( 'uses step 1 for "any"', () => {
		expect( stepQuantity( '1.5', readLimits( { step: 'any' } ), 1 ) ).toBe(
			3
		);
	} );
} );

describe( 'raisedToMinimum', () => {
	it( 'raises a value below a minimum of 0 or more', () => {
		expect( raisedToMinimum( '0', '1' ) ).toBe( 1 );
		expect( raisedToMinimum( '', '1' ) ).toBeNull();
		expect( raisedToMinimum( '-1', '0' ) ).toBe( 0 );
		expect( raisedToMinimum( '2', '1' ) ).toBeNull();
		expect( raisedToMinimum( '-3', '-1' ) ).toBeNull();
		expect( raisedToMinimum( '1', null ) ).toBeNull();
	} );
} );
