/**
 * The client-side catalogue index: the Store API products collection reduced to what a suggestion
 * shows, kept in sessionStorage, searched with the server's rules (every word, accents ignored) and
 * fuse.js for typos. fuse.js and the catalogue load on the first use of a search field only.
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import {
	CLIENT_INDEX_FUZZY_THRESHOLD,
	CLIENT_INDEX_PATH,
	CLIENT_INDEX_STORAGE_KEY,
	MAX_SUGGESTIONS,
} from './constants';
import { foldText, matchesAllWords, matchRank } from './normalize';
import type { Suggestion } from './suggestions';

/** One product of the index. */
export interface IndexRecord {
	id: number;
	name: string;
	/** Folded name and SKU, what queries are matched against. */
	folded: string;
	url: string;
	img: string;
	price: string;
	categories: string[];
}

/** Searches the index: suggestions for a query within an optional category slug. */
export type ClientSearch = ( query: string, category: string ) => Suggestion[];

interface StoreApiProduct {
	id: number;
	name: string;
	sku?: string;
	permalink: string;
	price_html?: string;
	images?: Array< { thumbnail?: string; src?: string } >;
	categories?: Array< { slug: string } >;
}

function decodeEntities( text: string ): string {
	const textarea = document.createElement( 'textarea' );
	textarea.innerHTML = text;
	return textarea.value;
}

/** The index record of a Store API product. */
export function toRecord( product: StoreApiProduct ): IndexRecord {
	const name = decodeEntities( product.name );
	return {
		id: product.id,
		name,
		folded: foldText( `${ name } ${ product.sku ?? '' }` ),
		url: product.permalink,
		img: product.images?.[ 0 ]?.thumbnail || product.images?.[ 0 ]?.src || '',
		price: product.price_html ?? '',
		categories: ( product.categories ?? [] ).map( ( category ) => category.slug ),
	};
}

function toSuggestion( record: IndexRecord ): Suggestion {
	return { id: record.id, value: record.name, url: record.url, img: record.img, price: record.price, data: null };
}

/**
 * The search over `records`: the products holding every word of the query (a prefix first, then the
 * phrase, then the rest, as the server ranks them); when none does, fuse.js's closest matches.
 */
export function createClientSearch( records: IndexRecord[], Fuse: typeof import( 'fuse.js' ).default ): ClientSearch {
	const fuse = new Fuse( records, {
		keys: [ 'folded' ],
		threshold: CLIENT_INDEX_FUZZY_THRESHOLD,
		ignoreLocation: true,
	} );
	return ( query, category ) => {
		const folded = foldText( query );
		if ( ! folded ) {
			return [];
		}
		const inCategory = ( record: IndexRecord ) => ! category || record.categories.includes( category );
		const holding = records.filter( ( record ) => matchesAllWords( folded, record.folded ) );
		const exact = holding
			.filter( inCategory )
			.map( ( record, order ) => ( { record, order, rank: matchRank( folded, record.folded ) } ) )
			.sort( ( a, b ) => a.rank - b.rank || a.order - b.order )
			.map( ( { record } ) => record );
		// Typos only: when some name holds every word, the fuzzy matches would be noise.
		const found = holding.length
			? exact
			: fuse
					.search( folded )
					.map( ( result ) => result.item )
					.filter( inCategory );
		return found.slice( 0, MAX_SUGGESTIONS ).map( toSuggestion );
	};
}

function readCache(): IndexRecord[] | null {
	try {
		const cached = window.sessionStorage.getItem( CLIENT_INDEX_STORAGE_KEY );
		const records = cached ? JSON.parse( cached ) : null;
		return Array.isArray( records ) ? records : null;
	} catch {
		return null;
	}
}

function writeCache( records: IndexRecord[] ): void {
	try {
		window.sessionStorage.setItem( CLIENT_INDEX_STORAGE_KEY, JSON.stringify( records ) );
	} catch {
		// Storage full or disabled: the index simply loads again on the next page.
	}
}

/** The catalogue's records: from sessionStorage, else the Store API (all pages). */
export async function loadRecords(): Promise< IndexRecord[] > {
	const cached = readCache();
	if ( cached ) {
		return cached;
	}
	const root = getSettings().storeApi?.root || '/wp-json/';
	const records: IndexRecord[] = [];
	for ( let page = 1, pages = 1; page <= pages; page++ ) {
		const response = await fetch( `${ root }${ CLIENT_INDEX_PATH }&page=${ page }`, { credentials: 'same-origin' } );
		if ( ! response.ok ) {
			throw new Error( `Store API products: HTTP ${ response.status }` );
		}
		const products = ( await response.json() ) as StoreApiProduct[];
		records.push( ...products.map( toRecord ) );
		pages = Math.min( Number( response.headers.get( 'X-WP-TotalPages' ) ) || 1, 10 );
	}
	writeCache( records );
	return records;
}

let loading: Promise< ClientSearch | null > | null = null;

/** The client search, loaded once per page; null when it cannot load (the server still answers). */
export function loadClientSearch(): Promise< ClientSearch | null > {
	if ( ! loading ) {
		loading = Promise.all( [ import( 'fuse.js' ), loadRecords() ] )
			.then( ( [ fuse, records ] ) => createClientSearch( records, fuse.default ) )
			.catch( () => null );
	}
	return loading;
}
