/** External dependencies */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

/** Internal dependencies */
import {
	ExperimentalDiscountsMeta,
	ExperimentalOrderMeta,
	describeSlotError,
} from './index';

const Boom = ( { error }: { error: unknown } ) => {
	throw error;
};

afterEach( () => {
	cleanup();
	delete window.tourfrontSettings;
} );

describe( 'extension slots', () => {
	it( 'renders fills with the slot props, and removes them on unmount', () => {
		const view = render(
			<>
				<ExperimentalOrderMeta.Slot
					cart={ { id: 1 } }
					extensions={ {} }
					context="woocommerce/checkout"
				/>
				<ExperimentalOrderMeta>
					{ ( { context }: { context: string } ) => (
						<p>Meta for { context }</p>
					) }
				</ExperimentalOrderMeta>
			</>
		);
		expect(
			screen.getByText( 'Meta for woocommerce/checkout' )
		).toBeTruthy();
		view.unmount();
	} );

	it( 'shows fills rendered in another React tree', () => {
		render(
			<ExperimentalDiscountsMeta.Slot
				cart={ {} }
				extensions={ {} }
				context="woocommerce/cart"
			/>
		);
		const other = document.createElement( 'div' );
		act( () => {
			render(
				<ExperimentalDiscountsMeta>
					<span>Points</span>
				</ExperimentalDiscountsMeta>,
				{ container: other }
			);
		} );
		expect( screen.getByText( 'Points' ) ).toBeTruthy();
	} );

	it( 'shows an administrator the HTTP status of an error thrown by a fill', () => {
		window.tourfrontSettings = { currentUserIsAdmin: true };
		vi.spyOn( console, 'error' ).mockImplementation( () => undefined );
		render(
			<>
				<ExperimentalOrderMeta.Slot
					cart={ {} }
					extensions={ {} }
					context="c"
				/>
				<ExperimentalOrderMeta>
					<Boom
						error={ {
							status: 503,
							statusText: 'Service Unavailable',
						} }
					/>
				</ExperimentalOrderMeta>
			</>
		);
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'503: Service Unavailable'
		);
	} );

	it( 'shows shoppers nothing and leaves sibling fills alone', () => {
		window.tourfrontSettings = { currentUserIsAdmin: false };
		vi.spyOn( console, 'error' ).mockImplementation( () => undefined );
		render(
			<>
				<ExperimentalOrderMeta.Slot
					cart={ {} }
					extensions={ {} }
					context="c"
				/>
				<ExperimentalOrderMeta>
					<Boom error={ new Error( 'extension broke' ) } />
				</ExperimentalOrderMeta>
				<ExperimentalOrderMeta>
					<span>Still here</span>
				</ExperimentalOrderMeta>
			</>
		);
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( screen.queryByText( 'extension broke' ) ).toBeNull();
		expect( screen.getByText( 'Still here' ) ).toBeTruthy();
	} );

	it( 'describes plain errors by their message', () => {
		expect( describeSlotError( new Error( 'broken' ) ) ).toBe( 'broken' );
		expect(
			describeSlotError( { status: 404, statusText: 'Not Found' } )
		).toBe( '404: Not Found' );
	} );
} );
