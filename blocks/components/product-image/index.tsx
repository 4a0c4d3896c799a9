/**
 * Product image of a cart line or cross-sell: the thumbnail, lazily loaded, or the store's placeholder.
 */

/** WordPress dependencies */
import { decodeEntities } from '@wordpress/html-entities';

/** Internal dependencies */
import { getSetting } from '../../../common/settings';

export interface ProductImageData {
	src?: string;
	thumbnail?: string;
	srcset?: string;
	sizes?: string;
	alt?: string;
	name?: string;
}

export interface ProductImageProps {
	image?: ProductImageData;
	/** Use the full image with its srcset (cross-sells) instead of the thumbnail (cart lines). */
	full?: boolean;
	/** Alternative text when the image has none; '' marks the image decorative. */
	fallbackAlt?: string;
	className?: string;
}

/** `<img>` with width/height so the row does not jump while it loads. */
export default function ProductImage( {
	image,
	full = false,
	fallbackAlt = '',
	className = '',
}: ProductImageProps ) {
	const src =
		( full ? image?.src : image?.thumbnail || image?.src ) ||
		getSetting( 'placeholderImgSrc', '' );
	const alt = decodeEntities( image?.alt || fallbackAlt );
	return (
		<img
			className={ `tourfront-product-image ${ className }`.trim() }
			src={ src }
			srcSet={ full ? image?.srcset || undefined : undefined }
			sizes={ full ? image?.sizes || undefined : undefined }
			alt={ alt }
			loading="lazy"
			decoding="async"
			width={ full ? 416 : 100 }
			height={ full ? 312 : 100 }
		/>
	);
}
