/**
 * One live search form: a combobox over WooCommerce's product search field. Typing 3+ characters
 * shows the client index's instant suggestions (when enabled) and, after `search_result_latency`,
 * asks the theme's `tourfront_ajax_search_products`, whose answer settles the list. The category
 * dropdown (`select[name=product_cat]`) reruns the search. The submit button carries `loading` while
 * a search runs. Without the script the form is WooCommerce's plain search form.
 */

/** WordPress dependencies */
import { _n, sprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { navigateTo } from '../../common/safe-url';
import { queryLength } from '../../common/search/fold';
import { announce } from '../../common/live-region';
import { loadClientSearch, type ClientSearch } from './client-index';
import { SEARCH_ACTION, SEARCH_MIN_CHARS } from './constants';
import { createListbox } from './listbox';
import {
	createSuggestionState,
	isNavigable,
	parseSuggestions,
	searchKey,
	type ShownList,
} from './suggestions';
import type { Suggestion } from '../../common/search';

/** How a form is enhanced. */
export interface LiveSearchOptions {
	ajaxUrl: string;
	latencyMs: number;
	/** Use the client-side catalogue index for instant suggestions. */
	clientIndex: boolean;
}

/** The URL of a server search. */
export function searchUrl(
	ajaxUrl: string,
	query: string,
	category: string
): string {
	const params = new URLSearchParams( { action: SEARCH_ACTION } );
	if ( category ) {
		params.set( 'product_cat', category );
	}
	params.set( 'query', query.trim() );
	return `${ ajaxUrl }${ ajaxUrl.includes( '?' ) ? '&' : '?' }${ params.toString() }`;
}

/** Enhances one `form.woocommerce-product-search`; returns false when it has no search field. */
export function enhanceSearchForm(
	form: HTMLFormElement,
	options: LiveSearchOptions
): boolean {
	const field = form.querySelector< HTMLInputElement >( 'input[name="s"]' );
	if ( ! field ) {
		return false;
	}
	const input: HTMLInputElement = field;
	const submit = form.querySelector< HTMLElement >(
		'button[type="submit"], input[type="submit"]'
	);
	const categoryField = form.querySelector<
		HTMLSelectElement | HTMLInputElement
	>( '[name="product_cat"]' );
	const state = createSuggestionState();
	const answers = new Map< string, Suggestion[] >();
	let clientSearch: ClientSearch | null = null;
	let clientLoading: Promise< ClientSearch | null > | null = null;
	let timer: ReturnType< typeof setTimeout > | undefined;
	let request: AbortController | null = null;

	const listbox = createListbox( input, choose );
	form.classList.add( 'tourfront-live-search' );
	input.after( listbox.element );

	function choose( suggestion: Suggestion ): void {
		if ( isNavigable( suggestion ) ) {
			listbox.close();
			navigateTo( suggestion.url );
		}
	}

	function setLoading( loading: boolean ): void {
		form.classList.toggle( 'is-searching', loading );
		submit?.classList.toggle( 'loading', loading );
		submit?.toggleAttribute( 'aria-busy', loading );
	}

	function show( shown: ShownList | null ): void {
		if ( ! shown ) {
			return;
		}
		listbox.render( shown.suggestions );
		if ( shown.source === 'server' ) {
			const count = shown.suggestions.filter( isNavigable ).length;
			announce(
				sprintf(
					/* translators: %d: number of suggestions. */
					_n(
						'%d suggestion available.',
						'%d suggestions available.',
						count,
						'tourfront'
					),
					count
				)
			);
		}
	}

	function loadClient(): void {
		if ( options.clientIndex && ! clientLoading ) {
			clientLoading = loadClientSearch( options.ajaxUrl ).then(
				( search ) => ( clientSearch = search )
			);
		}
	}

	async function send(
		key: string,
		query: string,
		category: string
	): Promise< void > {
		request?.abort();
		const controller = new AbortController();
		request = controller;
		try {
			const response = await fetch(
				searchUrl( options.ajaxUrl, query, category ),
				{
					credentials: 'same-origin',
					signal: controller.signal,
				}
			);
			const suggestions = parseSuggestions(
				response.ok ? await response.json() : null
			);
			if ( response.ok ) {
				answers.set( key, suggestions );
			}
			show( state.server( key, suggestions ) );
		} catch {
			// Aborted by a newer search, or offline: the instant list (if any) stays.
		} finally {
			if ( request === controller ) {
				request = null;
				setLoading( false );
			}
		}
	}

	function run( immediate = false ): void {
		clearTimeout( timer );
		const query = input.value;
		const category = categoryField?.value ?? '';
		if ( queryLength( query ) < SEARCH_MIN_CHARS ) {
			request?.abort();
			state.clear();
			setLoading( false );
			listbox.render( [] );
			return;
		}
		const key = searchKey( query, category );
		const cached = answers.get( key );
		const shown = state.search( key, cached );
		if ( shown ) {
			request?.abort();
			setLoading( false );
			show( shown );
			return;
		}
		if ( clientSearch ) {
			show( state.client( key, clientSearch( query, category ) ) );
		} else if ( clientLoading ) {
			clientLoading.then(
				( search ) =>
					search &&
					show( state.client( key, search( query, category ) ) )
			);
		}
		setLoading( true );
		if ( immediate ) {
			send( key, query, category );
		} else {
			timer = setTimeout(
				() => send( key, query, category ),
				options.latencyMs
			);
		}
	}

	input.addEventListener( 'focus', () => {
		loadClient();
		if ( queryLength( input.value ) >= SEARCH_MIN_CHARS ) {
			listbox.reopen();
		}
	} );
	input.addEventListener( 'input', () => {
		loadClient();
		run();
	} );
	categoryField?.addEventListener( 'change', () => run( true ) );
	input.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			event.preventDefault();
			listbox.move( event.key === 'ArrowDown' ? 1 : -1 );
		} else if (
			event.key === 'Enter' &&
			listbox.isOpen() &&
			listbox.active()
		) {
			event.preventDefault();
			choose( listbox.active() as Suggestion );
		} else if ( event.key === 'Escape' && listbox.isOpen() ) {
			event.preventDefault();
			listbox.close();
		}
	} );
	form.addEventListener( 'focusout', ( event ) => {
		const next = ( event as FocusEvent ).relatedTarget as Node | null;
		if ( ! next || ! form.contains( next ) ) {
			listbox.close();
		}
	} );
	return true;
}
