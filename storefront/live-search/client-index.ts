/**
 * The client-side catalogue index: the theme's `tourfront_search_catalogue` answer (the products a
 * search may show, as the server would show them), kept in sessionStorage and searched with the
 * server's own rules (common/search: the same folding and ranking), and fuse.js for typos. fuse.js
 * and the catalogue load on the first use of a search field only.
 */

/** Internal dependencies */
import {
	foldText,
	rankEntries,
	type CatalogueAnswer,
	type CatalogueRecord,
	type RankedEntry,
	type Suggestion,
} from '../../common/search';
import {
	CATALOGUE_ACTION,
	CLIENT_INDEX_FUZZY_THRESHOLD,
	CLIENT_INDEX_STORAGE_KEY,
	MAX_SUGGESTIONS,
} from './constants';

/** One product of the index: what the ranking reads and what a suggestion shows. */
export interface IndexRecord extends RankedEntry {
	name: string;
	url: string;
	img: string;
	price: string;
	categories: string[];
}

/** Searches the index: suggestions for a query within an optional category slug. */
export type ClientSearch = ( query: string, category: string ) => Suggestion[];

/** The index record of a catalogue record (the client index keeps no descriptions). */
export function toRecord( record: CatalogueRecord ): IndexRecord {
	return {
		id: record.id,
		name: record.name,
		title: foldText( record.name ),
		key: foldText( `${ record.name } ${ record.sku }` ),
		text: '',
		date: record.date,
		tour: record.tour === true,
		url: record.url,
		img: record.img,
		price: record.price,
		categories: record.categories,
	};
}

function toSuggestion( record: IndexRecord ): Suggestion {
	return {
		id: record.id,
		value: record.name,
		url: record.url,
		img: record.img,
		price: record.price,
		data: null,
	};
}

/**
 * The search over `records`: the server's ranking (common/search/rank.ts); when nothing matches,
 * fuse.js's closest matches.
 */
export function createClientSearch(
	records: IndexRecord[],
	Fuse: typeof import( 'fuse.js' ).default
): ClientSearch {
	const fuse = new Fuse( records, {
		keys: [ 'key' ],
		threshold: CLIENT_INDEX_FUZZY_THRESHOLD,
		ignoreLocation: true,
	} );
	return ( query, category ) => {
		const folded = foldText( query );
		if ( ! folded ) {
			return [];
		}
		const inCategory = ( record: IndexRecord ) =>
			! category || record.categories.includes( category );
		const ranked = rankEntries( query, records );
		// Typos only: when some name holds every word, the fuzzy matches would be noise.
		const found = ranked.length
			? ranked.filter( inCategory )
			: fuse
					.search( folded )
					.map( ( result ) => result.item )
					.filter( inCategory );
		return found.slice( 0, MAX_SUGGESTIONS ).map( toSuggestion );
	};
}

function isRecord( value: unknown ): value is CatalogueRecord {
	const record = value as CatalogueRecord | null;
	return (
		!! record &&
		Number.isInteger( record.id ) &&
		typeof record.name === 'string' &&
		typeof record.url === 'string' &&
		Array.isArray( record.categories ) &&
		typeof record.date === 'string'
	);
}

function readCache(): IndexRecord[] | null {
	try {
		const cached = window.sessionStorage.getItem(
			CLIENT_INDEX_STORAGE_KEY
		);
		const records = cached ? JSON.parse( cached ) : null;
		return Array.isArray( records ) ? records : null;
	} catch {
		return null;
	}
}

function writeCache( records: IndexRecord[] ): void {
	try {
		window.sessionStorage.setItem(
			CLIENT_INDEX_STORAGE_KEY,
			JSON.stringify( records )
		);
	} catch {
		// Storage full or disabled: the index simply loads again on the next page.
	}
}

/** The URL of the catalogue. */
export function catalogueUrl( ajaxUrl: string ): string {
	return `${ ajaxUrl }${ ajaxUrl.includes( '?' ) ? '&' : '?' }action=${ CATALOGUE_ACTION }`;
}

/** The catalogue's records: from sessionStorage, else the theme's catalogue action (one request). */
export async function loadRecords( ajaxUrl: string ): Promise< IndexRecord[] > {
	const cached = readCache();
	if ( cached ) {
		return cached;
	}
	const response = await fetch( catalogueUrl( ajaxUrl ), {
		credentials: 'same-origin',
	} );
	if ( ! response.ok ) {
		throw new Error( `Search catalogue: HTTP ${ response.status }` );
	}
	const answer =
		( await response.json() ) as Partial< CatalogueAnswer > | null;
	const records = ( Array.isArray( answer?.records ) ? answer.records : [] )
		.filter( isRecord )
		.map( toRecord );
	writeCache( records );
	return records;
}

let loading: Promise< ClientSearch | null > | null = null;

/** The client search, loaded once per page; null when it cannot load (the server still answers). */
export function loadClientSearch(
	ajaxUrl: string
): Promise< ClientSearch | null > {
	if ( ! loading ) {
		loading = Promise.all( [ import( 'fuse.js' ), loadRecords( ajaxUrl ) ] )
			.then( ( [ fuse, records ] ) =>
				createClientSearch( records, fuse.default )
			)
			.catch( () => null );
	}
	return loading;
}
