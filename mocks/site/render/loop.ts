/**
 * WooCommerce's product loop: `ul.products.columns-3 > li.product` with the loop link, image, title,
 * sale flash, price and the add-to-cart button exactly as `woocommerce_template_loop_*` print them.
 */

/** Internal dependencies */
import { __, sprintf } from '../i18n';
import { escAttr, escHtml, stripTags, decodeEntities } from './escape';
import { wcPrice, wcPriceRange, wcSalePrice } from './price';
import type { StoreProduct } from '../data/types';

/** The price HTML WooCommerce prints for a product (sale, range or plain). */
export function priceHtml( product: StoreProduct ): string {
	const { prices } = product;
	if ( prices.price_range ) {
		return wcPriceRange(
			prices.price_range.min_amount,
			prices.price_range.max_amount
		);
	}
	if ( product.on_sale && prices.regular_price !== prices.price ) {
		return wcSalePrice( prices.regular_price, prices.price );
	}
	return wcPrice( prices.price );
}

/** `post_class()` of a product. */
export function productClasses(
	product: StoreProduct,
	extra: string[] = []
): string {
	return [
		'product',
		'type-product',
		`post-${ product.id }`,
		'status-publish',
		...extra,
		product.is_in_stock ? 'instock' : 'outofstock',
		...product.categories.map( ( c ) => `product_cat-${ c.slug }` ),
		product.images.length ? 'has-post-thumbnail' : '',
		product.on_sale ? 'sale' : '',
		product.featured ? 'featured' : '',
		product.virtual ? 'virtual' : '',
		product.sold_individually ? 'sold-individually' : '',
		'taxable',
		product.virtual ? '' : 'shipping-taxable',
		product.is_purchasable ? 'purchasable' : '',
		`product-type-${ product.type }`,
	]
		.filter( Boolean )
		.join( ' ' );
}

/** The thumbnail `<img>` of the loop. */
export function loopImage( product: StoreProduct ): string {
	const image = product.images[ 0 ];
	const src =
		image?.thumbnail ||
		image?.src ||
		'/wp-content/uploads/woocommerce-placeholder.svg';
	const alt = image?.alt || decodeEntities( stripTags( product.name ) );
	return `<img width="324" height="324" src="${ escAttr( src ) }" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${ escAttr( alt ) }" decoding="async" loading="lazy" />`;
}

/** The loop's add-to-cart link (ajax for simple in-stock tours, "Select options" / "Read more" otherwise). */
export function loopAddToCart(
	product: StoreProduct,
	pagePath: string
): string {
	const name = product.name;
	const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${ product.id }`;
	const common = `aria-describedby="${ describedBy }" data-quantity="1"`;
	const data = `data-product_id="${ product.id }" data-product_sku="${ escAttr( product.sku ) }"`;
	if ( product.type === 'variable' ) {
		return `<a href="${ escAttr( product.permalink ) }" ${ common } class="button product_type_variable add_to_cart_button" ${ data } aria-label="${ escAttr(
			sprintf( __( 'Select options for “%s”' ), decodeEntities( name ) )
		) }" rel="nofollow">${ escHtml( __( 'Select options' ) ) }</a>	<span id="${ describedBy }" class="screen-reader-text">
		${ escHtml( __( 'This product has multiple variants. The options may be chosen on the product page' ) ) }	</span>`;
	}
	if ( ! product.is_in_stock || ! product.is_purchasable ) {
		return `<a href="${ escAttr( product.permalink ) }" ${ common } class="button product_type_simple" ${ data } aria-label="${ escAttr(
			sprintf( __( 'Read more about “%s”' ), decodeEntities( name ) )
		) }" rel="nofollow" data-success_message="">${ escHtml( __( 'Read more' ) ) }</a>	<span id="${ describedBy }" class="screen-reader-text">
			</span>`;
	}
	const success = sprintf(
		__( '“%s” has been added to your cart' ),
		decodeEntities( name )
	);
	return `<a href="${ escAttr( `${ pagePath }?add-to-cart=${ product.id }` ) }" ${ common } class="button product_type_simple add_to_cart_button ajax_add_to_cart" ${ data } aria-label="${ escAttr(
		sprintf( __( 'Add to cart: “%s”' ), decodeEntities( name ) )
	) }" rel="nofollow" data-success_message="${ escAttr( success ) }" role="button">${ escHtml( __( 'Add to cart' ) ) }</a>	<span id="${ describedBy }" class="screen-reader-text">
			</span>`;
}

/** One `li.product`. */
export function loopItem(
	product: StoreProduct,
	index: number,
	columns: number,
	pagePath: string
): string {
	// WooCommerce marks the first and last product of each row.
	const column = index % columns;
	let position = '';
	if ( column === 0 ) {
		position = 'first';
	} else if ( column === columns - 1 ) {
		position = 'last';
	}
	const rating = Number( product.average_rating );
	return `<li class="${ productClasses( product, [ position ] ) }">
	<a href="${ escAttr( product.permalink ) }" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${ loopImage( product ) }<h2 class="woocommerce-loop-product__title">${ product.name }</h2>
	${ product.on_sale ? `<span class="onsale">${ escHtml( __( 'Sale!' ) ) }</span>` : '' }
	${ rating > 0 ? starRating( rating ) : '' }
	<span class="price">${ priceHtml( product ) }</span>
</a>${ loopAddToCart( product, pagePath ) }
</li>`;
}

/** `wc_get_rating_html()`. */
export function starRating( rating: number, count?: number ): string {
	const label = sprintf(
		__( 'Rated %s out of 5' ),
		rating.toFixed( 2 ).replace( '.', ',' )
	);
	const width = ( rating / 5 ) * 100;
	return `<div class="star-rating" role="img" aria-label="${ escAttr( label ) }"><span style="width:${ width }%">${ escHtml( label ) }${ count ? '' : '' }</span></div>`;
}

/** `ul.products.columns-N`. */
export function productGrid(
	products: StoreProduct[],
	pagePath: string,
	columns = 3
): string {
	return `<ul class="products columns-${ columns }">
${ products.map( ( p, i ) => loopItem( p, i, columns, pagePath ) ).join( '\n' ) }
</ul>`;
}
