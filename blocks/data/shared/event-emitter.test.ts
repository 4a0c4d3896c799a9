// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { createEventEmitter, emitEvent, isErrorAnswer } from './event-emitter';

describe( 'event emitter', () => {
	it( 'isErrorAnswer: error and failure answers, nothing else', () => {
		expect( isErrorAnswer( { type: 'error', message: 'x' } ) ).toBe( true );
		expect( isErrorAnswer( { type: 'failure' } ) ).toBe( true );
		for ( const answer of [
			{ type: 'success' },
			true,
			false,
			undefined,
			null,
			'error',
			{ message: 'x' },
		] ) {
			expect( isErrorAnswer( answer ) ).toBe( false );
		}
	} );

	it( 'runs observers by priority (lower first), then subscription order', async () => {
		const emitter = createEventEmitter< void, string >();
		emitter.subscribe( () => 'b10' );
		emitter.subscribe( () => 'a5', 5 );
		emitter.subscribe( () => 'c10' );
		const off = emitter.subscribe( () => 'gone', 1 );
		off();
		expect( await emitEvent( emitter, undefined ) ).toEqual( [
			'a5',
			'b10',
			'c10',
		] );
	} );

	it( 'stops early and turns a throw into an error answer', async () => {
		const emitter = createEventEmitter< number, string >();
		emitter.subscribe( ( n ) => `x${ n }` );
		emitter.subscribe( () => {
			throw new Error( 'boom' );
		} );
		emitter.subscribe( () => 'never' );
		expect( await emitEvent( emitter, 1 ) ).toEqual( [
			'x1',
			{ type: 'error', message: 'boom' },
		] );
		expect( await emitEvent( emitter, 2, ( a ) => a === 'x2' ) ).toEqual( [
			'x2',
		] );
	} );
} );
