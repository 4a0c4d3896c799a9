/** External dependencies */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** WordPress dependencies */
import { dispatch, select } from '@wordpress/data';

/** Internal dependencies */
import '../../data/checkout';
import { CHECKOUT_STORE_KEY } from '../stores';
import { installCookieJar } from '../../../common/cookie/test-utils';
import { announceAttribution } from '../../../common/attribution/events';
import type { AttributionValues } from '../../../common/attribution/data';
import AttributionFields from './attribution-fields';

const NAMESPACE = 'woocommerce/order-attribution';
let cookies: ReturnType< typeof installCookieJar >;

const attribution = () =>
	(
		select( CHECKOUT_STORE_KEY ).getExtensionData() as Record<
			string,
			Partial< AttributionValues > | undefined
		>
	 )[ NAMESPACE ];

beforeEach( () => {
	cookies = installCookieJar( document );
	document.cookie = `sbjs_current=${ encodeURIComponent(
		'typ=utm|||src=facebook|||mdm=cpc'
	) }`;
	dispatch( CHECKOUT_STORE_KEY ).setExtensionData( NAMESPACE, {}, true );
} );

afterEach( () => {
	cleanup();
	cookies.remove();
	delete window.tourfrontSettings;
} );

describe( 'AttributionFields (the one writer of the attribution extension data)', () => {
	it( 'sends the values read at mount, then each announced update once', () => {
		const write = vi.spyOn(
			dispatch( CHECKOUT_STORE_KEY ),
			'setExtensionData'
		);
		const { container } = render(
			<AttributionFields prefix="wc_order_attribution_" />
		);
		expect( attribution() ).toMatchObject( {
			source_type: 'utm',
			utm_source: 'facebook',
			utm_medium: 'cpc',
		} );
		expect( write ).toHaveBeenCalledTimes( 1 );

		// Consent withdrawn: the tracker deleted the cookies and announces empty values.
		const emptied = Object.fromEntries(
			Object.keys( attribution()! ).map( ( field ) => [ field, '' ] )
		) as AttributionValues;
		act( () => announceAttribution( emptied ) );
		expect( attribution() ).toEqual( emptied );
		expect( write ).toHaveBeenCalledTimes( 2 );
		expect( write ).toHaveBeenLastCalledWith( NAMESPACE, emptied, true );
		expect(
			container.querySelector< HTMLInputElement >(
				'input[name="wc_order_attribution_utm_source"]'
			)?.value
		).toBe( '' );
	} );

	it( 'with tracking off sends nothing until the tracker announces values (consent given later)', () => {
		window.tourfrontSettings = {
			attribution: {
				allowTracking: false,
				prefix: 'wc_order_attribution_',
				lifetime: 6,
				session: 30,
			},
		};
		const { container } = render(
			<AttributionFields prefix="wc_order_attribution_" />
		);
		expect( attribution() ).toEqual( {} );
		expect( container.querySelector( 'input' ) ).toBeNull();
		const granted = {
			source_type: 'typein',
			utm_source: '(direct)',
		} as AttributionValues;
		act( () => announceAttribution( granted ) );
		expect( attribution() ).toEqual( granted );
	} );

	it( 'stops listening once unmounted', () => {
		const { unmount } = render(
			<AttributionFields prefix="wc_order_attribution_" />
		);
		unmount();
		const write = vi.spyOn(
			dispatch( CHECKOUT_STORE_KEY ),
			'setExtensionData'
		);
		announceAttribution( { source_type: 'referral' } as AttributionValues );
		expect( write ).not.toHaveBeenCalled();
	} );
} );
