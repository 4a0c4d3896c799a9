/**
 * A cart line's variation attributes and item data ("Khởi hành: Hà Nội"), names and values decoded.
 */

/** WordPress dependencies */
import { decodeEntities } from '@wordpress/html-entities';

export interface ProductMetadataProps {
	variation?: Array< { attribute: string; value: string } >;
	itemData?: Array< {
		name?: string;
		key?: string;
		value: string;
		display?: string;
		hidden?: boolean | string;
	} >;
}

/** A definition-style list, or nothing when the line has neither. */
export default function ProductMetadata( {
	variation = [],
	itemData = [],
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
		<ul className="tourfront-cart-line__metadata">
			{ entries.map( ( entry, i ) => (
				<li key={ i }>
					{ entry.name && (
						<span className="tourfront-cart-line__metadata-name">
							{ decodeEntities( entry.name ) }:{ ' ' }
						</span>
					) }
					<span className="tourfront-cart-line__metadata-value">
						{ decodeEntities( entry.value ) }
					</span>
				</li>
			) ) }
		</ul>
	);
}
