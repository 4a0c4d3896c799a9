/**
 * Records what a real store says to a shopper who gets something wrong (scripts/real-messages/scenarios.ts)
 * into mocks/fixtures/real-messages/<locale>.json: the data the mock WooCommerce's messages are checked
 * against (mocks/store/messages.test.ts). Only the store's answers are kept.
 */

/** External dependencies */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { recordCountryNames } from './country-names';
import { recordProductTexts } from './product-texts';
import { runScenarios } from './scenarios';
import { AdminSession, ShopperSession } from './session';

export interface RecordMessagesOptions {
	/** The store, e.g. http://127.0.0.1:8091. */
	url: string;
	/** The folder of `<locale>.json`. */
	out: string;
	/** `user:password` of an administrator (to change and put back a product's stock). */
	admin: string;
}

/** A tour whose first departure left 3 days before the seed's day (mocks/fixtures/products/north.ts). */
const DATED_TOUR = 'tour-ha-long-2-ngay-1-dem-tren-du-thuyen';

/** The day the seed counted the departures from (YYYY-MM-DD): the mock dates its departures from it. */
function buildDay( tour?: {
	variations: Array< { attributes: Array< { value: string } > } >;
} ): string {
	const [ earliest ] = ( tour?.variations ?? [] )
		.map( ( variation ) => variation.attributes[ 0 ]?.value ?? '' )
		.sort();
	if ( ! earliest ) {
		throw new Error( `The store has no ${ DATED_TOUR } with departures.` );
	}
	return new Date( Date.parse( `${ earliest }T00:00:00Z` ) + 3 * 86400000 )
		.toISOString()
		.slice( 0, 10 );
}

/** Runs the scenarios on the store and writes what it said; resolves with the file written. */
export async function recordRealMessages(
	options: RecordMessagesOptions
): Promise< string > {
	const origin = options.url.replace( /\/+$/, '' );
	const [ user, ...password ] = options.admin.split( ':' );
	const admin = await AdminSession.open( origin, user, password.join( ':' ) );
	if ( ! admin ) {
		throw new Error( `${ options.admin } cannot sign in to ${ origin }.` );
	}
	const home = await fetch( `${ origin }/` );
	const html = await home.text();
	const locale = /<html[^>]*\blang="([a-z]{2})/i.exec( html )?.[ 1 ] ?? 'en';
	const messages = await runScenarios( origin, {
		setStock: async ( id, quantity, parentId ) => {
			const answer = await admin.rest(
				'PUT',
				parentId
					? `/wc/v3/products/${ parentId }/variations/${ id }`
					: `/wc/v3/products/${ id }`,
				{ stock_quantity: quantity }
			);
			if ( answer.status !== 200 ) {
				throw new Error(
					`Setting the stock of product ${ id } answered ${ answer.status }.`
				);
			}
		},
	} );
	const versions = await new ShopperSession( origin ).storeApi( 'GET', '' );
	const halong = await new ShopperSession( origin ).storeApi(
		'GET',
		`products?slug=${ DATED_TOUR }`
	);
	const file = path.join( options.out, `${ locale }.json` );
	mkdirSync( options.out, { recursive: true } );
	const recording = {
		locale,
		woocommerce:
			/<meta name="generator" content="WooCommerce ([^"]+)"/.exec(
				html
			)?.[ 1 ] ?? null,
		wordpress:
			/<meta name="generator" content="WordPress ([^"]+)"/.exec(
				html
			)?.[ 1 ] ?? null,
		storeApiNamespace: versions.body?.namespace ?? null,
		buildDay: buildDay( halong.body?.[ 0 ] ),
		messages,
		products: await recordProductTexts( origin ),
	};
	writeFileSync( file, JSON.stringify( recording, null, '\t' ) + '\n' );
	const names = await recordCountryNames( origin );
	writeFileSync(
		path.join( options.out, `${ locale }-countries.json` ),
		JSON.stringify( { locale, ...names }, null, '\t' ) + '\n'
	);
	return file;
}
