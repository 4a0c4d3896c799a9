/**
 * The country and state names a real store's checkout offers, in the store's language: read from the
 * settings the theme prints on /checkout/ (`window.tourfrontSettings`, WooCommerce's own
 * `WC()->countries`), for mocks/fixtures/real-messages/<locale>-countries.json.
 */

/** Internal dependencies */
import { pickProducts } from './scenarios';
import { ShopperSession } from './session';

/** What the checkout names: every country, and the states of those that have a list. */
export interface CountryNames {
	countries: Record< string, string >;
	states: Record< string, Record< string, string > >;
}

const SETTINGS = 'window.tourfrontSettings = ';

/** The JSON object that starts at `from` in `text` (strings may hold braces). */
function objectAt( text: string, from: number ): string {
	let depth = 0;
	let inString = false;
	for ( let i = from; i < text.length; i++ ) {
		const ch = text[ i ];
		if ( inString ) {
			if ( ch === '\\' ) {
				i++;
			} else if ( ch === '"' ) {
				inString = false;
			}
		} else if ( ch === '"' ) {
			inString = true;
		} else if ( ch === '{' ) {
			depth++;
		} else if ( ch === '}' && --depth === 0 ) {
			return text.slice( from, i + 1 );
		}
	}
	throw new Error( 'The settings object does not end.' );
}

/** Puts a tour in a guest's cart (the checkout redirects an empty cart) and reads the checkout's names. */
export async function recordCountryNames(
	origin: string
): Promise< CountryNames > {
	const shopper = new ShopperSession( origin );
	const { cheapest } = await pickProducts( origin );
	await shopper.storeApi( 'POST', 'cart/add-item', {
		id: cheapest.id,
		quantity: 1,
	} );
	const html = await shopper.page( '/checkout/' );
	const at = html.indexOf( SETTINGS );
	if ( at < 0 ) {
		throw new Error(
			`${ origin }/checkout/ prints no ${ SETTINGS.trim() } (is Tourfront the active theme?)`
		);
	}
	const checkout = JSON.parse( objectAt( html, at + SETTINGS.length ) ) as {
		countries?: Record< string, string >;
		countryData?: Record<
			string,
			{ states?: Record< string, string > | [] }
		>;
	};
	if ( ! checkout.countries || ! checkout.countryData ) {
		throw new Error( 'The checkout settings hold no countries.' );
	}
	const states: CountryNames[ 'states' ] = {};
	for ( const [ code, data ] of Object.entries( checkout.countryData ) ) {
		if (
			data.states &&
			! Array.isArray( data.states ) &&
			Object.keys( data.states ).length
		) {
			states[ code ] = data.states;
		}
	}
	return { countries: checkout.countries, states };
}
