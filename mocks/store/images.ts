/**
 * Image objects of the Store API, pointing at the local SVG files the demo serves.
 */

/** Internal dependencies */
import { IMAGES, UPLOADS_PATH } from '../fixtures/images';
import type { StoreContext } from './context';
import { texturize } from './format';

/** The Store API image object. */
export interface ImageResponse {
	id: number;
	src: string;
	thumbnail: string;
	srcset: string;
	sizes: string;
	thumbnail_srcset: string;
	thumbnail_sizes: string;
	name: string;
	alt: string;
}

/** The URL of an image file. */
export function imageUrl( ctx: StoreContext, id: number ): string {
	const image = IMAGES.find( ( entry ) => entry.id === id );
	return image ? ctx.url( UPLOADS_PATH + image.file ) : '';
}

/** The Store API image objects for image ids (unknown ids are skipped). */
export function imageResponses(
	ctx: StoreContext,
	ids: number[]
): ImageResponse[] {
	return ids.flatMap( ( id ) => {
		const image = IMAGES.find( ( entry ) => entry.id === id );
		if ( ! image ) {
			return [];
		}
		const src = ctx.url( UPLOADS_PATH + image.file );
		return [
			{
				id,
				src,
				thumbnail: src,
				srcset: `${ src } 800w`,
				sizes: '(max-width: 800px) 100vw, 800px',
				thumbnail_srcset: `${ src } 324w`,
				thumbnail_sizes: '(max-width: 324px) 100vw, 324px',
				name: texturize( image.name ),
				alt: image.alt,
			},
		];
	} );
}
