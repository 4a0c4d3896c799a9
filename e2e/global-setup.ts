/**
 * Before the journeys: on a real store, checks that it answers, that Tourfront is the active theme
 * and that it holds the catalogue `wp-env/seed.php` builds, and reads its language (E2E_LOCALE);
 * remembers where WordPress's debug log ends (E2E_DEBUG_LOG).
 */

/** Internal dependencies */
import { DEBUG_LOG, logSize } from './debug-log';
import { CART_PRODUCTS, SEEDED_SLUGS, type SeededProduct } from './store-api';
import { REAL_STORE_URL, isRealStore } from './target';

/** The store's home page, or a clear error naming what is wrong. */
async function storeHome(): Promise< string > {
	let response: Response;
	try {
		response = await fetch( `${ REAL_STORE_URL }/` );
	} catch ( error ) {
		throw new Error(
			`E2E_BASE_URL=${ REAL_STORE_URL }: the store does not answer (${ ( error as Error ).message }).`
		);
	}
	const html = await response.text();
	if ( ! response.ok ) {
		throw new Error(
			`E2E_BASE_URL=${ REAL_STORE_URL }: the home page answers ${ response.status }.`
		);
	}
	if ( ! html.includes( 'tourfrontSettings' ) ) {
		throw new Error(
			`E2E_BASE_URL=${ REAL_STORE_URL }: Tourfront is not the active theme (no window.tourfrontSettings on the home page).`
		);
	}
	return html;
}

/**
 * Fails when a product the journeys use is not in the store (not seeded by wp-env/seed.php) or sold
 * out (Hạ Long has four places: orders of earlier runs, e.g. real-store-vietqr's, take them).
 */
async function checkCatalogue(): Promise< void > {
	for ( const [ product, slug ] of Object.entries( SEEDED_SLUGS ) ) {
		const response = await fetch(
			`${ REAL_STORE_URL }/wp-json/wc/store/v1/products/${ slug }`
		);
		if ( response.status === 404 ) {
			throw new Error(
				`E2E_BASE_URL=${ REAL_STORE_URL }: no published product "${ slug }" in the Store API. Seed the store with wp-env/seed.php.`
			);
		}
		if ( ! response.ok ) {
			throw new Error(
				`E2E_BASE_URL=${ REAL_STORE_URL }: the Store API answers ${ response.status } for the product "${ slug }".`
			);
		}
		const inStock = (
			( await response.json() ) as { is_in_stock: boolean }
		 ).is_in_stock;
		if ( CART_PRODUCTS.includes( product as SeededProduct ) && ! inStock ) {
			throw new Error(
				`E2E_BASE_URL=${ REAL_STORE_URL }: "${ slug }" is out of stock (sold by earlier runs): run wp-env/seed.php again to restore its stock.`
			);
		}
	}
}

export default async function globalSetup(): Promise< void > {
	if ( isRealStore ) {
		const html = await storeHome();
		await checkCatalogue();
		const lang =
			/<html[^>]*\slang="([^"]+)"/.exec( html )?.[ 1 ] ?? 'en-US';
		process.env.E2E_LOCALE ??= lang.toLowerCase().startsWith( 'vi' )
			? 'vi'
			: 'en';
		console.log(
			`[tourfront] Store ${ REAL_STORE_URL }: Tourfront active, catalogue seeded, language ${ lang } (E2E_LOCALE=${ process.env.E2E_LOCALE }).`
		);
	} else {
		process.env.E2E_LOCALE ??= 'vi';
	}
	if ( DEBUG_LOG ) {
		process.env.E2E_DEBUG_LOG_START = String( logSize() );
	}
}
