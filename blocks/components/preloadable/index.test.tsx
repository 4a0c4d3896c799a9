/** External dependencies */
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from '@wordpress/element';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { preloadable } from '.';

afterEach( cleanup );

const Greeting = ( { name }: { name: string } ) => <p>Xin chào { name }</p>;

describe( 'preloadable', () => {
	it( 'renders in the same commit as its parent once preloaded', async () => {
		const load = vi.fn( async () => ( { default: Greeting } ) );
		const Component = preloadable( load );
		await Component.preload();
		await Component.preload();
		render(
			<Suspense fallback={ <p>loading</p> }>
				<Component name="An" />
			</Suspense>
		);
		// Synchronously: no fallback frame.
		expect( screen.getByText( 'Xin chào An' ) ).not.toBeNull();
		expect( screen.queryByText( 'loading' ) ).toBeNull();
	} );

	it( 'suspends like lazy() when rendered before its code is in', async () => {
		const load = vi.fn( async () => ( { default: Greeting } ) );
		const Component = preloadable( load );
		render(
			<Suspense fallback={ <p>loading</p> }>
				<Component name="Bình" />
			</Suspense>
		);
		expect( screen.getByText( 'loading' ) ).not.toBeNull();
		expect( await screen.findByText( 'Xin chào Bình' ) ).not.toBeNull();
	} );

	it( 'asks again after a failed load', async () => {
		const load = vi
			.fn()
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockResolvedValue( { default: Greeting } );
		const Component = preloadable< { name: string } >( load );
		await expect( Component.preload() ).rejects.toThrow( 'offline' );
		await Component.preload();
		expect( load ).toHaveBeenCalledTimes( 2 );
		render( <Component name="Chi" /> );
		expect( screen.getByText( 'Xin chào Chi' ) ).not.toBeNull();
	} );
} );
