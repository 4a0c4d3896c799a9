// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { createQueue } from './queue';

function deferred() {
	let resolve!: () => void;
	let reject!: ( error: Error ) => void;
	const promise = new Promise< void >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

describe( 'createQueue', () => {
	it( 'starts each task only when the previous one has settled, in order', async () => {
		const queue = createQueue();
		const log: string[] = [];
		const first = deferred();
		const second = deferred();
		const a = queue.enqueue( async () => {
			log.push( 'a start' );
			await first.promise;
			log.push( 'a end' );
		} );
		const b = queue.enqueue( async () => {
			log.push( 'b start' );
			await second.promise;
			log.push( 'b end' );
		} );
		const c = queue.enqueue( async () => log.push( 'c' ) );
		await Promise.resolve();
		expect( log ).toEqual( [ 'a start' ] );
		expect( queue.pending() ).toBe( 3 );
		second.resolve();
		await Promise.resolve();
		expect( log ).toEqual( [ 'a start' ] );
		first.resolve();
		await Promise.all( [ a, b, c ] );
		expect( log ).toEqual( [
			'a start',
			'a end',
			'b start',
			'b end',
			'c',
		] );
		expect( queue.pending() ).toBe( 0 );
	} );

	it( 'goes on after a failed task and hands the failure to its caller', async () => {
		const queue = createQueue();
		const failing = deferred();
		const a = queue.enqueue( () => failing.promise );
		const b = queue.enqueue( async () => 'b done' );
		failing.reject( new Error( 'offline' ) );
		await expect( a ).rejects.toThrow( 'offline' );
		await expect( b ).resolves.toBe( 'b done' );
	} );
} );
