/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { countUpValue, formatCount, parseCount, runCountUp } from './count-up';

afterEach( () => vi.useRealTimers() );

describe( 'count-up', () => {
	it( 'parses the number and its thousands separator', () => {
		expect( parseCount( '12.500 khách' ) ).toEqual( {
			value: 12500,
			separator: '.',
		} );
		expect( parseCount( '350+' ) ).toEqual( { value: 350, separator: '' } );
		expect( parseCount( 'không số' ) ).toBeNull();
	} );

	it( 'runs from 0 to the target in 4 s with 0 decimals', () => {
		expect( countUpValue( 12500, 0 ) ).toBe( 0 );
		const half = countUpValue( 12500, 2000 );
		expect( half ).toBeGreaterThan( 6250 );
		expect( Number.isInteger( half ) ).toBe( true );
		expect( countUpValue( 12500, 4000 ) ).toBe( 12500 );
		expect( countUpValue( 12500, 9000 ) ).toBe( 12500 );
		expect( formatCount( 1234567, '.' ) ).toBe( '1.234.567' );
	} );

	it( 'animates an element and ends on its number', () => {
		vi.useFakeTimers();
		document.body.innerHTML =
			'<span class="tourfront-count-up">12.500 khách</span>';
		const element = document.querySelector< HTMLElement >( 'span' )!;
		runCountUp( element, false );
		expect( element.textContent ).toBe( '0 khách' );
		vi.advanceTimersByTime( 1000 );
		expect( element.textContent ).not.toBe( '12.500 khách' );
		vi.advanceTimersByTime( 3100 );
		expect( element.textContent ).toBe( '12.500 khách' );
	} );

	it( 'shows the end at once with reduced motion', () => {
		document.body.innerHTML =
			'<span class="tourfront-count-up">350+</span>';
		const element = document.querySelector< HTMLElement >( 'span' )!;
		runCountUp( element, true );
		expect( element.textContent ).toBe( '350+' );
	} );
} );
