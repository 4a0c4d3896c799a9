// @vitest-environment node
/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { inClickOrder } from './in-click-order';

const tick = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'inClickOrder', () => {
	it( 'runs tasks in call order even when the loads settle in another order', async () => {
		const resolvers: Array< ( m: string ) => void > = [];
		const run = inClickOrder(
			() =>
				new Promise< string >( ( resolve ) =>
					resolvers.push( resolve )
				)
		);
		const ran: string[] = [];
		run( ( m ) => ran.push( `first ${ m }` ) );
		run( ( m ) => ran.push( `second ${ m }` ) );
		run( ( m ) => ran.push( `third ${ m }` ) );
		// The second click's load settles first, as a browser may do.
		resolvers[ 1 ]( 'module' );
		await tick();
		expect( ran ).toEqual( [
			'first module',
			'second module',
			'third module',
		] );
		resolvers[ 0 ]( 'module' );
		resolvers[ 2 ]( 'module' );
		await tick();
		expect( ran ).toHaveLength( 3 );
	} );

	it( 'drops a task whose load failed and tells its caller', async () => {
		const run = inClickOrder( () =>
			Promise.reject( new Error( 'chunk failed' ) )
		);
		let failed = 0;
		const ran: string[] = [];
		run(
			() => ran.push( 'never' ),
			() => failed++
		);
		await tick();
		expect( failed ).toBe( 1 );
		expect( ran ).toEqual( [] );
	} );
} );
