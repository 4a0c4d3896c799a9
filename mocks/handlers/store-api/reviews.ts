/**
 * GET products/reviews (product_id / category_id filters, paging headers), products/tags and
 * products/brands (the demo shop has none: empty lists).
 */

/** Internal dependencies */
import type { WooStore } from '../../store';
import { texturize } from '../../store/format';
import { imageResponses } from '../../store/images';
import { permalink } from '../../store/product-response';
import { baseHeaders } from './respond';
import type { ApiResponse } from './types';

function ids( value: string | null ): number[] {
	return ( value ?? '' ).split( ',' ).map( Number ).filter( Boolean );
}

/** GET products/reviews. */
export function reviewsRoute(
	store: WooStore,
	query: URLSearchParams
): ApiResponse {
	const productIds = [
		...ids( query.get( 'product_id' ) ),
		...query.getAll( 'product_id[]' ).map( Number ),
	];
	const categoryIds = [
		...ids( query.get( 'category_id' ) ),
		...query.getAll( 'category_id[]' ).map( Number ),
	];
	const all = store.catalogue
		.listable()
		.filter( ( product ) => product.visibility === 'visible' )
		.filter(
			( product ) =>
				! productIds.length || productIds.includes( product.id )
		)
		.filter(
			( product ) =>
				! categoryIds.length ||
				product.categoryIds.some( ( id ) => categoryIds.includes( id ) )
		)
		.flatMap( ( product ) =>
			product.reviews.map( ( review ) => ( { product, review } ) )
		);
	const byRating = query.get( 'orderby' ) === 'rating';
	all.sort( ( a, b ) =>
		byRating
			? a.review.rating - b.review.rating
			: a.review.date.localeCompare( b.review.date )
	);
	if ( query.get( 'order' ) !== 'asc' ) {
		all.reverse();
	}
	const perPage = Number( query.get( 'per_page' ) ?? 10 ) || all.length || 1;
	const page = Number( query.get( 'page' ) ?? 1 );
	const body = all
		.slice( ( page - 1 ) * perPage, page * perPage )
		.map( ( { product, review } ) => ( {
			id: review.id,
			date_created: review.date,
			formatted_date_created: new Date(
				`${ review.date }Z`
			).toLocaleDateString( 'en-US', {
				year: 'numeric',
				month: 'long',
				day: 'numeric',
				timeZone: 'UTC',
			} ),
			date_created_gmt: review.date,
			product_id: product.id,
			product_name: texturize( product.name ),
			product_permalink: permalink( store.ctx, product ),
			product_image:
				imageResponses(
					store.ctx,
					product.imageIds.slice( 0, 1 )
				)[ 0 ] ?? null,
			reviewer: review.reviewer,
			review: `<p>${ texturize( review.text ) }</p>\n`,
			rating: review.rating,
			verified: true,
			reviewer_avatar_urls: {},
		} ) );
	return {
		status: 200,
		headers: {
			...baseHeaders( store ),
			'X-WP-Total': String( all.length ),
			'X-WP-TotalPages': String( Math.ceil( all.length / perPage ) ),
		},
		body,
	};
}
