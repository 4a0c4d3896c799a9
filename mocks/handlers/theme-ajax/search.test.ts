/**
 * The demo's live search on its own catalogue: tours before the guidebook, spaces around a query
 * changing nothing, and a catalogue from which the client index ranks as the server does.
 */

/** External dependencies */
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import {
	createClientSearch,
	toRecord,
} from '../../../storefront/live-search/client-index';
import { createWooStore } from '../../store';
import { searchCatalogue, searchSuggestions } from './search';

const store = createWooStore( { seed: 'theme-ajax-search-test' } );
const names = ( query: string ) =>
	searchSuggestions( store, query ).suggestions.map( ( { value } ) => value );

describe( 'searchSuggestions on the demo catalogue', () => {
	it( '"ha long": the Hạ Long tour, then the guidebook, then the tour only its description matches', () => {
		expect( names( 'ha long' ) ).toEqual( [
			'Tour Hạ Long 2 ngày 1 đêm trên du thuyền',
			'Sách hướng dẫn du lịch Hạ Long (bản in)',
			'Tour quần đảo Nam Du 3 ngày 2 đêm',
		] );
	} );

	it( 'a space before or after the query changes nothing', () => {
		expect( names( 'ha ' ) ).toEqual( names( 'ha' ) );
		expect( names( 'ha' ) ).toEqual( [] );
		expect( names( ' ha long ' ) ).toEqual( names( 'ha long' ) );
		expect( names( 'hue ' ) ).toEqual( names( 'hue' ) );
		expect( names( 'hue' ) ).toContain(
			'Tour Huế - Động Phong Nha 3 ngày 2 đêm'
		);
	} );
} );

describe( 'searchCatalogue on the demo catalogue', () => {
	it( 'marks the products with departures as tours, the guidebook and the e-ticket not', () => {
		const tours = Object.fromEntries(
			searchCatalogue( store ).records.map( ( record ) => [
				record.name,
				record.tour,
			] )
		);
		expect( tours[ 'Tour Hạ Long 2 ngày 1 đêm trên du thuyền' ] ).toBe(
			true
		);
		expect( tours[ 'Sách hướng dẫn du lịch Hạ Long (bản in)' ] ).toBe(
			false
		);
		expect( tours[ 'Vé điện tử VinWonders Nha Trang' ] ).toBe( false );
	} );

	it( 'lets the client index rank as the server does (the server adds description matches after)', () => {
		const client = createClientSearch(
			searchCatalogue( store ).records.map( toRecord ),
			Fuse
		);
		for ( const query of [ 'ha long', 'nha trang', 'tour', 'long' ] ) {
			const local = client( query, '' ).map( ( { id } ) => id );
			const server = searchSuggestions( store, query ).suggestions.map(
				( { id } ) => id
			);
			expect( local.length, query ).toBeGreaterThan( 0 );
			expect( server.slice( 0, local.length ), query ).toEqual( local );
		}
		expect( client( 'ha long', '' ).map( ( { value } ) => value ) ).toEqual(
			[
				'Tour Hạ Long 2 ngày 1 đêm trên du thuyền',
				'Sách hướng dẫn du lịch Hạ Long (bản in)',
			]
		);
	} );
} );
