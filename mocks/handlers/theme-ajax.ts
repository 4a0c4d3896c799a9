/**
 * MSW handlers for the theme's admin-ajax.php actions: tourfront_ajax_search_products and
 * tourfront_search_catalogue (JSON) and tourfront_quickview (HTML, 404 for a product that cannot be shown).
 */

/** External dependencies */
import { http, HttpResponse } from 'msw';

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import type { WooStore } from '../store';
import type { Faults } from './faults';
import { ajaxFault, readForm } from './http-utils';
import { renderQuickView, renderQuickViewError } from './markup/quick-view';
import { searchCatalogue, searchSuggestions } from './theme-ajax/search';
import { tourFeed } from '../store/departures-feed';

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

/**
 * `GET tourfront/v1/tours/<id>/departures?month=YYYY-MM` (theme/inc/booking/departures-feed.php): a month
 * of a tour a shopper may see; WordPress's 400 for a month that is not one, 404 for anything else.
 */
export function departuresFeedAnswer(
	store: WooStore,
	id: string,
	month: string
): {
	status: number;
	body: Record< string, unknown > | ReturnType< typeof tourFeed >;
} {
	const tour = /^\d+$/.test( id )
		? store.catalogue.get( Number( id ) )
		: undefined;
	if ( month && ! /^\d{4}-(0[1-9]|1[0-2])$/.test( month ) ) {
		return {
			status: 400,
			body: {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): month',
				data: {
					status: 400,
					params: {
						month: 'month does not match pattern ^(\\d{4}-(0[1-9]|1[0-2]))?$.',
					},
				},
			},
		};
	}
	if (
		! tour ||
		tour.type !== 'variable' ||
		tour.status !== 'publish' ||
		tour.visibility === 'hidden'
	) {
		return {
			status: 404,
			body: {
				code: 'tourfront_feed_unknown_tour',
				message: __( 'This tour does not exist.', 'tourfront' ),
				data: { status: 404 },
			},
		};
	}
	return { status: 200, body: tourFeed( store.ctx, tour, month ) };
}

/** The admin-ajax handlers, and the theme's departures route. */
export function themeAjaxHandlers( store: WooStore, faults: Faults ) {
	return [
		http.get(
			'*/wp-json/tourfront/v1/tours/:id/departures',
			( { request, params } ) => {
				const answer = departuresFeedAnswer(
					store,
					String( params.id ),
					new URL( request.url ).searchParams.get( 'month' ) ?? ''
				);
				return HttpResponse.json( answer.body, {
					status: answer.status,
				} );
			}
		),
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
