/** External dependencies */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Internal dependencies */
import { installCookieJar, setVisit } from '../../common/cookie/test-utils';

let cookies: ReturnType< typeof installCookieJar >;

const REGISTER = `<form class="woocommerce-form woocommerce-form-register register">
	<input type="email" id="reg_email" name="email">
	<wc-order-attribution-inputs></wc-order-attribution-inputs>
	<button type="submit">Register</button>
</form>`;

/** A fresh copy of the feature (its once-per-page claim starts empty). */
async function loadFeature() {
	vi.resetModules();
	return import( './index' );
}

function settings( allowTracking: boolean ) {
	window.tourfrontSettings = {
		attribution: {
			allowTracking,
			prefix: 'wc_order_attribution_',
			lifetime: 6,
			session: 30,
		},
	};
}

const input = ( field: string ) =>
	document.querySelector< HTMLInputElement >(
		`input[name="wc_order_attribution_${ field }"]`
	);

beforeEach( () => {
	cookies = installCookieJar( document );
	setVisit(
		document,
		'https://dulichviet.vn/my-account/?utm_source=facebook&utm_medium=cpc',
		'https://facebook.com/'
	);
	document.body.innerHTML = REGISTER;
} );

afterEach( () => {
	cookies.remove();
	delete window.tourfrontSettings;
	delete window.wp_has_consent;
	document.body.innerHTML = '';
} );

describe( 'attribution init', () => {
	it( 'tracks when allowed and fills the register form hidden inputs', async () => {
		settings( true );
		const { init } = await loadFeature();
		const updates: unknown[] = [];
		document.addEventListener( 'tourfront:attribution-updated', ( e ) =>
			updates.push( ( e as CustomEvent ).detail )
		);
		init( document );
		expect(
			document.querySelectorAll(
				'wc-order-attribution-inputs input[type=hidden]'
			)
		).toHaveLength( 16 );
		expect( input( 'source_type' )?.value ).toBe( 'utm' );
		expect( input( 'utm_source' )?.value ).toBe( 'facebook' );
		expect( input( 'utm_medium' )?.value ).toBe( 'cpc' );
		expect( input( 'referrer' )?.value ).toBe( 'https://facebook.com/' );
		expect( input( 'session_pages' )?.value ).toBe( '1' );
		expect( updates ).toHaveLength( 1 );

		// A second init (new markup) fills inputs without counting another page view.
		init( document );
		expect( cookies.get( 'sbjs_session' ) ).toMatch( /^pgs=1\|/ );
	} );

	it( 'with tracking not allowed deletes the cookies and leaves the inputs empty', async () => {
		cookies.jar.set(
			'sbjs_current',
			encodeURIComponent( 'typ=referral|||src=x.com' )
		);
		cookies.jar.set( 'sbjs_udata', 'vst=3' );
		settings( false );
		const { init } = await loadFeature();
		init( document );
		expect( cookies.jar.size ).toBe( 0 );
		expect( input( 'source_type' )?.value ).toBe( '' );
		expect( input( 'session_count' )?.value ).toBe( '' );
	} );

	it( 'starts tracking when the visitor grants statistics consent, stops when withdrawn', async () => {
		settings( false );
		let granted = false;
		window.wp_has_consent = ( category ) =>
			category === 'statistics' && granted;
		const { init } = await loadFeature();
		init( document );
		expect( cookies.jar.size ).toBe( 0 );

		granted = true;
		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: { statistics: 'allow' },
			} )
		);
		expect( cookies.get( 'sbjs_current' ) ).toContain( 'typ=utm' );
		expect( input( 'utm_source' )?.value ).toBe( 'facebook' );

		// Other categories do not matter.
		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: { marketing: 'deny' },
			} )
		);
		expect( cookies.jar.size ).toBeGreaterThan( 0 );

		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: { statistics: 'deny' },
			} )
		);
		expect( cookies.jar.size ).toBe( 0 );
		expect( input( 'utm_source' )?.value ).toBe( '' );
	} );

	it( 'tracks at once when consent was already given', async () => {
		settings( false );
		window.wp_has_consent = () => true;
		const { init } = await loadFeature();
		init( document );
		expect( input( 'source_type' )?.value ).toBe( 'utm' );
	} );

	it( 'announces the values to the checkout block and leaves the checkout store alone (one writer: the block)', async () => {
		settings( true );
		const dispatch = vi.fn( () => ( { setExtensionData: vi.fn() } ) );
		( window as unknown as { wp: unknown } ).wp = { data: { dispatch } };
		const announced: unknown[] = [];
		const listen = ( e: Event ) =>
			announced.push( ( e as CustomEvent ).detail );
		document.addEventListener( 'tourfront:attribution-updated', listen );
		const { init } = await loadFeature();
		init( document );
		document.removeEventListener( 'tourfront:attribution-updated', listen );
		expect( dispatch ).not.toHaveBeenCalled();
		expect( announced ).toEqual( [
			expect.objectContaining( {
				source_type: 'utm',
				utm_source: 'facebook',
				utm_medium: 'cpc',
			} ),
		] );
		delete ( window as unknown as { wp?: unknown } ).wp;
	} );
} );
