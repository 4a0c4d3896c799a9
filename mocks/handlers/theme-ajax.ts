/**
 * MSW handlers for the theme's admin-ajax.php actions: tourfront_ajax_search_products and
 * tourfront_search_catalogue (JSON) and tourfront_quickview (HTML, 404 for a product that cannot be shown).
 */

/** External dependencies */
import { http, HttpResponse } from 'msw';

/** Internal dependencies */
import type { WooStore } from '../store';
import type { Faults } from './faults';
import { ajaxFault, readForm } from './http-utils';
import { renderQuickView, renderQuickViewError } from './markup/quick-view';
import { searchCatalogue, searchSuggestions } from './theme-ajax/search';

/** Answers an admin-ajax action (content type, status, body text). */
export function themeAjaxAnswer(
	store: WooStore,
	form: Record< string, string >
): { status: number; type: string; body: string } {
	if ( form.action === 'tourfront_ajax_search_products' ) {
		const body = searchSuggestions(
			store,
			form.query ?? '',
			form.product_cat || undefined
		);
		return {
			status: 200,
			type: 'application/json; charset=UTF-8',
			body: JSON.stringify( body ),
		};
	}
	if ( form.action === 'tourfront_search_catalogue' ) {
		return {
			status: 200,
			type: 'application/json; charset=UTF-8',
			body: JSON.stringify( searchCatalogue( store ) ),
		};
	}
	if ( form.action === 'tourfront_quickview' ) {
		const html = renderQuickView( store, Number( form.product ) );
		return html === undefined
			? {
					status: 404,
					type: 'text/html; charset=UTF-8',
					body: renderQuickViewError(),
				}
			: { status: 200, type: 'text/html; charset=UTF-8', body: html };
	}
	// WordPress answers "0" with 400 for an action nobody handles.
	return { status: 400, type: 'text/html; charset=UTF-8', body: '0' };
}

/** The admin-ajax handlers. */
export function themeAjaxHandlers( store: WooStore, faults: Faults ) {
	return [
		http.all( '*/wp-admin/admin-ajax.php', async ( { request } ) => {
			const fault = await ajaxFault( faults, request );
			if ( fault ) {
				return fault;
			}
			const answer = themeAjaxAnswer( store, await readForm( request ) );
			return new HttpResponse( answer.body, {
				status: answer.status,
				headers: { 'Content-Type': answer.type },
			} );
		} ),
	];
}
