/** External dependencies */
import { describe, expect, it } from 'vitest';

/** Internal dependencies */
import type { Suggestion } from '../../common/search';
import {
	createSuggestionState,
	isNavigable,
	parseSuggestions,
	searchKey,
} from './suggestions';

const halong: Suggestion = {
	id: 11,
	value: 'Tour Hạ Long',
	url: '/product/ha-long/',
	img: '/a.png',
	price: '<span>1</span>',
	data: null,
};
const sapa: Suggestion = {
	id: 13,
	value: 'Tour Sa Pa',
	url: '/product/sa-pa/',
	img: '',
	price: '',
	data: null,
};
const none: Suggestion = {
	id: -1,
	value: 'No products found.',
	url: '#',
	img: '',
	price: '',
	data: null,
};

describe( 'parseSuggestions', () => {
	it( 'keeps well-formed entries, at most 10, with defaults for missing fields', () => {
		const many = Array.from( { length: 12 }, ( _, i ) => ( {
			id: i + 1,
			value: `T${ i }`,
		} ) );
		const parsed = parseSuggestions( {
			suggestions: [ { id: 'x', value: 'bad' }, null, ...many ],
		} );
		expect( parsed ).toHaveLength( 10 );
		expect( parsed[ 0 ] ).toEqual( {
			id: 1,
			value: 'T0',
			url: '#',
			img: '',
			price: '',
			data: null,
		} );
	} );

	it( 'answers an empty list for anything else', () => {
		expect( parseSuggestions( null ) ).toEqual( [] );
		expect( parseSuggestions( { suggestions: 'no' } ) ).toEqual( [] );
		expect( parseSuggestions( '0' ) ).toEqual( [] );
	} );
} );

describe( 'isNavigable', () => {
	it( 'is false for the id -1 entry and for "#" urls', () => {
		expect( isNavigable( halong ) ).toBe( true );
		expect( isNavigable( none ) ).toBe( false );
		expect( isNavigable( { ...halong, url: '#' } ) ).toBe( false );
	} );
} );

describe( 'createSuggestionState', () => {
	const key = searchKey( 'ha long ', '' );

	it( 'shows the client list first, then the server list settles it', () => {
		const state = createSuggestionState();
		expect( state.search( key ) ).toBeNull();
		expect( state.client( key, [ halong ] ) ).toEqual( {
			key,
			source: 'client',
			suggestions: [ halong ],
		} );
		expect( state.server( key, [ halong, sapa ] ) ).toEqual( {
			key,
			source: 'server',
			suggestions: [ halong, sapa ],
		} );
		expect( state.isSettled() ).toBe( true );
	} );

	it( 'ignores a late client list once the server has answered', () => {
		const state = createSuggestionState();
		state.search( key );
		state.server( key, [ none ] );
		expect( state.client( key, [ halong ] ) ).toBeNull();
	} );

	it( 'drops answers to an older query or another category', () => {
		const state = createSuggestionState();
		state.search( searchKey( 'ha l', '' ) );
		state.search( key );
		expect( state.server( searchKey( 'ha l', '' ), [ sapa ] ) ).toBeNull();
		expect(
			state.client( searchKey( 'ha long', 'tour-mien-nam' ), [ sapa ] )
		).toBeNull();
		expect( state.server( key, [ halong ] )?.suggestions ).toEqual( [
			halong,
		] );
	} );

	it( 'uses a cached server list at once and then ignores the client index', () => {
		const state = createSuggestionState();
		expect( state.search( key, [ halong ] ) ).toEqual( {
			key,
			source: 'server',
			suggestions: [ halong ],
		} );
		expect( state.client( key, [ sapa ] ) ).toBeNull();
	} );

	it( 'shows no empty client list (the server decides "No products found.")', () => {
		const state = createSuggestionState();
		state.search( key );
		expect( state.client( key, [] ) ).toBeNull();
	} );

	it( 'keys searches by trimmed query and category', () => {
		expect( searchKey( ' ha long ', 'a' ) ).toBe(
			searchKey( 'ha long', 'a' )
		);
		expect( searchKey( 'ha long', 'a' ) ).not.toBe(
			searchKey( 'ha long', 'b' )
		);
	} );
} );
