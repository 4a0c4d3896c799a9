/**
 * Suggestions and the rules that decide which list is shown: the instant list from the client index
 * while the server's answer is on its way, then the server's answer for the same query and category,
 * which always wins. Answers for an older query are dropped.
 */

/** Internal dependencies */
import { safeUrl } from '../../common/safe-url';
import type { Suggestion } from '../../common/search';
import { MAX_SUGGESTIONS, NO_RESULT_ID } from './constants';

/** Where a shown list came from. */
export type SuggestionSource = 'client' | 'server';

/** The suggestions of a server answer; anything malformed is dropped. */
export function parseSuggestions( body: unknown ): Suggestion[] {
	const list = ( body as { suggestions?: unknown } | null )?.suggestions;
	if ( ! Array.isArray( list ) ) {
		return [];
	}
	return list
		.filter(
			( item ): item is Suggestion =>
				!! item &&
				typeof item === 'object' &&
				Number.isInteger( ( item as Suggestion ).id ) &&
				typeof ( item as Suggestion ).value === 'string'
		)
		.slice( 0, MAX_SUGGESTIONS )
		.map( ( item ) => ( {
			id: item.id,
			value: item.value,
			url: safeUrl( item.url ) ?? '#',
			img: typeof item.img === 'string' ? item.img : '',
			price: typeof item.price === 'string' ? item.price : '',
			data: item.data ?? null,
		} ) );
}

/** True for an entry a shopper can go to. */
export function isNavigable( suggestion: Suggestion ): boolean {
	return (
		suggestion.id !== NO_RESULT_ID &&
		!! suggestion.url &&
		suggestion.url !== '#'
	);
}

/** The key of a search: the trimmed query and the category. */
export function searchKey( query: string, category: string ): string {
	return `${ category }\u0000${ query.trim() }`;
}

/** What the list shows now. */
export interface ShownList {
	key: string;
	source: SuggestionSource;
	suggestions: Suggestion[];
}

/**
 * The list state of one search field. `search()` starts a search, `client()` and `server()` offer
 * answers; each returns the list to show, or null when the answer must be ignored.
 */
export function createSuggestionState() {
	let currentKey = '';
	let settled = false;
	return {
		/** A new query (or category); returns the cached server list when one is known. */
		search( key: string, cached?: Suggestion[] ): ShownList | null {
			currentKey = key;
			settled = !! cached;
			return cached
				? { key, source: 'server', suggestions: cached }
				: null;
		},
		/** The client index's list: shown only while the server has not answered this search. */
		client( key: string, suggestions: Suggestion[] ): ShownList | null {
			if ( key !== currentKey || settled || ! suggestions.length ) {
				return null;
			}
			return { key, source: 'client', suggestions };
		},
		/** The server's list: settles the current search; answers to older searches are dropped. */
		server( key: string, suggestions: Suggestion[] ): ShownList | null {
			if ( key !== currentKey ) {
				return null;
			}
			settled = true;
			return { key, source: 'server', suggestions };
		},
		/** Forgets the current search (query too short, field cleared). */
		clear(): void {
			currentKey = '';
			settled = false;
		},
		/** True once the server answered the current search. */
		isSettled(): boolean {
			return settled;
		},
	};
}

export type SuggestionState = ReturnType< typeof createSuggestionState >;
