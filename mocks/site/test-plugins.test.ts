// @vitest-environment node
/**
 * The test plugins on the demo's pages, as WordPress prints them for a shop with the plugins active: the blocks
 * extension on the cart and the checkout (its data in `wcSettings`, `wp-plugins` before its script, its script
 * before the theme's modules), the payment plugins on the checkout only; none of it for a visitor without them.
 */

/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import { routePage } from './router';
import { staticFile } from './static-files';

const EXTENSION = 'tourfront-test-blocks-extension';
const SCRIPT = `<script id="${ EXTENSION }-js" src="/wp-content/plugins/${ EXTENSION }/index.js?ver=1.0.0"></script>`;

const html = ( path: string, plugins: string[] = [] ) => {
	const result = routePage( {
		url: new URL( path, 'http://localhost' ),
		userId: 0,
		userName: '',
		userEmail: '',
		plugins,
	} );
	if ( ! ( 'html' in result ) ) {
		throw new Error( `${ path } redirected` );
	}
	return result.html;
};

/** The `window.wcSettings` the page prints, or undefined. */
const wcSettings = ( page: string ) => {
	const json = /window\.wcSettings = (.*);<\/script>/.exec( page )?.[ 1 ];
	return json ? JSON.parse( json ) : undefined;
};

describe( 'The test blocks extension on the demo', () => {
	it.each( [ '/cart/', '/checkout/' ] )(
		'%s prints its data, wp.plugins and its script, in WordPress’s order',
		( path ) => {
			const page = html( path, [ EXTENSION ] );
			expect( wcSettings( page )?.[ `${ EXTENSION }_data` ] ).toEqual( {
				optInLabel: 'Nhận tin ưu đãi qua email',
				feeLabel: 'Bảo hiểm du lịch',
				feeAmount: 50000,
			} );
			// (React's platform script comes before, where the build says the page needs it.)
			const order = [
				'id="wp-plugins-js"',
				'id="demo-js"',
				SCRIPT,
				'type="module"',
			].map( ( marker ) => page.indexOf( marker ) );
			expect( order.every( ( at ) => at >= 0 ) ).toBe( true );
			expect( [ ...order ].sort( ( a, b ) => a - b ) ).toEqual( order );
		}
	);

	it( 'is nowhere for a visitor without it, nor on other pages', () => {
		for ( const page of [
			html( '/cart/' ),
			html( '/checkout/' ),
			html( '/', [ EXTENSION ] ),
		] ) {
			expect( page ).not.toContain( `${ EXTENSION }/index.js` );
			expect( page ).not.toContain( 'id="wp-plugins-js"' );
		}
		expect( wcSettings( html( '/cart/' ) ) ).toBeUndefined();
	} );

	it( 'leaves the payment plugins to the checkout', () => {
		const plugins = [ 'tourfront-test-gateway', EXTENSION ];
		expect( html( '/cart/', plugins ) ).not.toContain( 'blocks.js' );
		expect( html( '/checkout/', plugins ) ).toContain(
			'/wp-content/plugins/tourfront-test-gateway/blocks.js'
		);
		expect( wcSettings( html( '/cart/', plugins ) ) ).not.toHaveProperty(
			'paymentMethodData'
		);
	} );

	it( 'serves the very index.js the plugin ships', () => {
		const file = staticFile(
			`/wp-content/plugins/${ EXTENSION }/index.js`
		);
		expect( String( file?.body ) ).toContain(
			'wp.plugins.registerPlugin( NAMESPACE, {'
		);
	} );
} );
