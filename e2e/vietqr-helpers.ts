/**
 * Helpers for the VietQR journeys (demo and real store): read the QR code off a screenshot as a banking
 * app would, and check what it carries against the page.
 */

/** External dependencies */
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Internal dependencies */
import { DEFAULT_SETTINGS } from '../mocks/fixtures/settings';
import { crc16CcittFalse } from '../storefront/vietqr/crc16';
import {
	readVietQrPayload,
	type VietQrFields,
} from '../storefront/vietqr/read';

const require = createRequire( import.meta.url );

/** The seeded bank account (mocks/fixtures → wp-env/seed.php and the demo). */
export const SEEDED_ACCOUNT = DEFAULT_SETTINGS.bacsAccounts[ 0 ];

/** Decodes the QR code in `code` from a screenshot of it (pixels, not the DOM). */
export async function decodeQrCode( code: Locator ): Promise< string > {
	await expect( code.locator( 'svg' ) ).toBeVisible();
	// Mid-screen, as a shopper holds it up to a banking app: at the bottom edge of a phone, Storefront's fixed
	// handheld bar would cover part of it (a screenshot shows what is on top).
	await code.evaluate( ( element ) =>
		element.scrollIntoView( { block: 'center' } )
	);
	const png = PNG.sync.read( await code.screenshot() );
	const found = jsQR(
		new Uint8ClampedArray( png.data ),
		png.width,
		png.height
	);
	expect( found, 'a QR code in the screenshot' ).not.toBeNull();
	return found!.data;
}

/** "2.771.400 ₫" → 2771400. */
export function dong( text: string | null ): number {
	return Number( ( text ?? '' ).replace( /\D/g, '' ) );
}

/** The transfer reference prefix the seed leaves (theme/inc/vietqr.php's default). */
export const TRANSFER_PREFIX = 'DH';

/**
 * Decodes the block's code and checks it carries the seeded account, `amount` and the transfer content
 * `DH<orderNumber>`, with a valid CRC, and that the text beside it says the same.
 */
export async function expectVietQrFor(
	block: Locator,
	amount: number,
	orderNumber: string
): Promise< { payload: string; fields: VietQrFields } > {
	const content = `${ TRANSFER_PREFIX }${ orderNumber }`;
	const payload = await decodeQrCode(
		block.locator( '.tourfront-vietqr__code' )
	);
	expect( payload.slice( -8, -4 ) ).toBe( '6304' );
	expect( payload.slice( -4 ) ).toBe(
		crc16CcittFalse( payload.slice( 0, -4 ) )
	);
	const fields = readVietQrPayload( payload );
	expect( fields ).toEqual( {
		initiation: '12',
		guid: 'A000000727',
		bin: SEEDED_ACCOUNT.sort_code,
		accountNumber: SEEDED_ACCOUNT.account_number,
		service: 'QRIBFTTA',
		currency: '704',
		amount: String( amount ),
		country: 'VN',
		content,
		crc: payload.slice( -4 ),
	} );
	// The text next to the code says the same.
	await expect(
		block.locator(
			'.tourfront-vietqr__row--account .tourfront-vietqr__value'
		)
	).toHaveText( SEEDED_ACCOUNT.account_number );
	await expect(
		block.locator(
			'.tourfront-vietqr__row--content .tourfront-vietqr__value'
		)
	).toHaveText( content );
	expect(
		dong(
			await block
				.locator(
					'.tourfront-vietqr__row--amount .tourfront-vietqr__value'
				)
				.textContent()
		)
	).toBe( amount );
	return { payload, fields };
}

/** axe-core's critical and serious violations inside `selector`. */
export async function seriousAxeViolations(
	page: Page,
	selector: string
): Promise< string[] > {
	await page.addScriptTag( {
		path: require.resolve( 'axe-core/axe.min.js' ),
	} );
	return page.evaluate( async ( include ) => {
		type Result = {
			violations: Array< {
				id: string;
				impact: string | null;
				nodes: Array< { target: string[] } >;
			} >;
		};
		const axe = (
			window as unknown as {
				axe: {
					run: (
						context: object,
						options: object
					) => Promise< Result >;
				};
			}
		 ).axe;
		const result = await axe.run(
			{ include: [ include ] },
			{ resultTypes: [ 'violations' ] }
		);
		return result.violations
			.filter(
				( v ) => v.impact === 'critical' || v.impact === 'serious'
			)
			.map(
				( v ) =>
					`${ v.impact } ${ v.id } @ ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) }`
			);
	}, selector );
}
