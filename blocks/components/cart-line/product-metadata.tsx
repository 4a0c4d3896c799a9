/**
 * A cart line's variation attributes and item data ("Khởi hành: Hà Nội"), on the cart, the mini-cart and
 * the checkout's order summary. Other plugins' item data comes through `woocommerce_get_item_data` as HTML
 * (`wp_kses_post`): names and values are shown as text, entities decoded and tags stripped.
 */

/** WordPress dependencies */
import { decodeEntities } from '@wordpress/html-entities';

/** Text of the Store API's item data HTML: tags dropped, then entities decoded (so "&lt;b&gt;" stays text). */
const plainText = ( html: string ) =>
	decodeEntities( html.replace( /<[^>]*>/g, '' ) );

export interface ProductMetadataProps {
	variation?: Array< { attribute: string; value: string } >;
	itemData?: Array< {
		name?: string;
		key?: string;
		value: string;
		display?: string;
		hidden?: boolean | string;
	} >;
	/** The list's class (the checkout summary uses WooCommerce's `wc-block-components-product-details`). */
	className?: string;
}

/** A definition-style list, or nothing when the line has neither. */
export default function ProductMetadata( {
	variation = [],
	itemData = [],
	className = 'tourfront-cart-line__metadata',
}: ProductMetadataProps ) {
	const entries = [
		...variation.map( ( v ) => ( { name: v.attribute, value: v.value } ) ),
		...itemData
			.filter( ( d ) => ! d.hidden || d.hidden === 'false' )
			.map( ( d ) => ( {
				name: d.name ?? d.key ?? '',
				value: d.display || d.value,
			} ) ),
	];
	if ( ! entries.length ) {
		return null;
	}
	return (
		<ul className={ className }>
			{ entries.map( ( entry, i ) => (
				<li key={ i }>
					{ entry.name && (
						<span className="tourfront-cart-line__metadata-name">
							{ plainText( entry.name ) }:{ ' ' }
						</span>
					) }
					<span className="tourfront-cart-line__metadata-value">
						{ plainText( entry.value ) }
					</span>
				</li>
			) ) }
		</ul>
	);
}
