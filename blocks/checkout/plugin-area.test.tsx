/**
 * `registerPlugin( …, { scope: 'woocommerce-checkout' } )` fills reaching the cart's and the checkout's slots
 * through the plugin area, with WordPress's own `wp.plugins` on the page (and without it).
 */

/** External dependencies */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as wpPlugins from '@wordpress/plugins';

/** Internal dependencies */
import { ExperimentalOrderMeta } from '../registry/slots';
import CheckoutPluginArea, { CHECKOUT_PLUGIN_SCOPE } from './plugin-area';

type PageWindow = Window & { wp?: Record< string, unknown > };
const page = window as PageWindow;
const PLUGINS = [ 'points-extension', 'editor-sidebar', 'late-extension' ];

const orderMeta = ( context: string ) => (
	<>
		<ExperimentalOrderMeta.Slot
			cart={ {} }
			extensions={ {} }
			context={ context }
		/>
		<CheckoutPluginArea />
	</>
);

beforeEach( () => {
	page.wp = { ...page.wp, plugins: wpPlugins };
	wpPlugins.registerPlugin( 'points-extension', {
		scope: CHECKOUT_PLUGIN_SCOPE,
		render: () => (
			<ExperimentalOrderMeta>
				{ ( { context }: { context: string } ) => (
					<p>Points shown in { context }</p>
				) }
			</ExperimentalOrderMeta>
		),
	} );
	// Another screen's plugin (the editor's sidebar, say): never in the cart or the checkout.
	wpPlugins.registerPlugin( 'editor-sidebar', {
		render: () => (
			<ExperimentalOrderMeta>
				<p>Editor sidebar</p>
			</ExperimentalOrderMeta>
		),
	} );
} );

afterEach( () => {
	cleanup();
	for ( const name of PLUGINS ) {
		if ( wpPlugins.getPlugin( name ) ) {
			wpPlugins.unregisterPlugin( name );
		}
	}
	delete page.wp?.plugins;
} );

describe( 'The woocommerce-checkout plugin area', () => {
	it( "puts the scope's fills in the slot, with the slot's props", () => {
		render( orderMeta( 'woocommerce/checkout' ) );
		expect(
			screen.getByText( 'Points shown in woocommerce/checkout' )
		).toBeTruthy();
		expect( screen.queryByText( 'Editor sidebar' ) ).toBeNull();
	} );

	it( 'shows a plugin registered after the area rendered', () => {
		render( orderMeta( 'woocommerce/cart' ) );
		act( () => {
			wpPlugins.registerPlugin( 'late-extension', {
				scope: CHECKOUT_PLUGIN_SCOPE,
				render: () => (
					<ExperimentalOrderMeta>
						<p>Late points</p>
					</ExperimentalOrderMeta>
				),
			} );
		} );
		expect( screen.getByText( 'Late points' ) ).toBeTruthy();
		expect(
			screen.getByText( 'Points shown in woocommerce/cart' )
		).toBeTruthy();
	} );

	it( 'renders nothing without wp.plugins on the page', () => {
		delete page.wp?.plugins;
		render( orderMeta( 'woocommerce/checkout' ) );
		expect( screen.queryByText( /Points shown/ ) ).toBeNull();
	} );
} );
