/**
 * Prints the bench results as readable tables, next to WooCommerce 11's figures as ratios.
 */

/** Internal dependencies */
import { BUDGET_GZIP_BYTES, WOOCOMMERCE_GZIP_BYTES } from './woocommerce-figures';
import type { PageWeight } from './page-weight';

const kb = ( bytes: number | null | undefined ) => ( bytes === null || bytes === undefined ? 'n/a' : `${ ( bytes / 1024 ).toFixed( 1 ) } KB` );
const ratio = ( ours: number, theirs: number ) => `${ ( theirs / ours ).toFixed( 1 ) }× lighter`;

interface Results {
	bytes: {
		pages: Record< string, { js_gzip: number; css_gzip: number; requests: number } | null >;
		platform: Record< string, { js_gzip: number; css_gzip: number; requests: number } | null >;
		wordpress: Record< string, Record< 'light' | 'cart' | 'checkout', PageWeight > >;
	};
	requests: Record< string, number | null >;
	latency: Record< string, number | null >;
	lighthouse: Record< string, unknown >;
	a11y: Record< string, unknown >;
	i18n: unknown;
	unmeasured: Record< string, string >;
	duration_s?: number;
}

/** The whole report on stdout. */
export function printReport( results: Results ) {
	const wp71 = results.bytes.wordpress[ 'wordpress-7.1' ];
	const wp69 = results.bytes.wordpress[ 'wordpress-6.9.4' ];
	console.log( '\nJavaScript a real WordPress sends (gzip, Tourfront + WordPress core closure)' );
	console.table( {
		checkout: {
			'WP 7.1': kb( wp71.checkout.totalJsGzip ),
			budget: kb( BUDGET_GZIP_BYTES.checkout ),
			'WooCommerce 11 (7.1)': kb( WOOCOMMERCE_GZIP_BYTES.checkout[ 'wordpress-7.1' ] ),
			'vs WooCommerce': ratio( wp71.checkout.totalJsGzip, WOOCOMMERCE_GZIP_BYTES.checkout[ 'wordpress-7.1' ] ),
			'WP 6.9.4': kb( wp69.checkout.totalJsGzip ),
		},
		cart: {
			'WP 7.1': kb( wp71.cart.totalJsGzip ),
			budget: kb( BUDGET_GZIP_BYTES.cart ),
			'WooCommerce 11 (7.1)': kb( WOOCOMMERCE_GZIP_BYTES.cart[ 'wordpress-7.1' ] ),
			'vs WooCommerce': ratio( wp71.cart.totalJsGzip, WOOCOMMERCE_GZIP_BYTES.cart[ 'wordpress-7.1' ] ),
			'WP 6.9.4': kb( wp69.cart.totalJsGzip ),
		},
		'listing / product / article': {
			'WP 7.1': kb( wp71.light.totalJsGzip ),
			budget: kb( BUDGET_GZIP_BYTES.light ),
			'WooCommerce 11 (7.1)': kb( WOOCOMMERCE_GZIP_BYTES.classicEveryPage[ 'wordpress-7.1' ] + WOOCOMMERCE_GZIP_BYTES.miniCart[ 'wordpress-7.1' ] ),
			'vs WooCommerce': ratio(
				wp71.light.totalJsGzip,
				WOOCOMMERCE_GZIP_BYTES.classicEveryPage[ 'wordpress-7.1' ] + WOOCOMMERCE_GZIP_BYTES.miniCart[ 'wordpress-7.1' ]
			),
			'WP 6.9.4': kb( wp69.light.totalJsGzip ),
		},
		'checkout CSS': {
			'WP 7.1': kb( wp71.checkout.cssGzip ),
			budget: kb( BUDGET_GZIP_BYTES.checkoutCss ),
			'WooCommerce 11 (7.1)': kb( WOOCOMMERCE_GZIP_BYTES.checkoutCss ),
			'vs WooCommerce': ratio( wp71.checkout.cssGzip || 1, WOOCOMMERCE_GZIP_BYTES.checkoutCss ),
			'WP 6.9.4': kb( wp69.checkout.cssGzip ),
		},
	} );

	console.log( '\nWhat each demo page loaded from Tourfront (gzip), and the demo-only stand-ins' );
	console.table(
		Object.fromEntries(
			Object.entries( results.bytes.pages ).map( ( [ name, w ] ) => [
				name,
				{
					js: kb( w?.js_gzip ),
					css: kb( w?.css_gzip ),
					requests: w?.requests ?? 'n/a',
					'platform js (demo only)': kb( results.bytes.platform[ name ]?.js_gzip ),
				},
			] )
		)
	);

	console.log( '\nStore API / AJAX requests per journey step' );
	console.table( results.requests );
	console.log( '\nLatencies (median ms)' );
	console.table( results.latency );
	console.log( '\nLighthouse (mobile)' );
	console.table( results.lighthouse );
	console.log( '\naxe-core violations by impact (1280 px)' );
	console.table( results.a11y );
	console.log( '\nTranslations', results.i18n );
	if ( Object.keys( results.unmeasured ).length ) {
		console.log( '\nNot measured (null in results.json), and why:' );
		console.table( results.unmeasured );
	}
	console.log( `\nWritten to bench/results.json${ results.duration_s ? ` in ${ results.duration_s } s` : '' }.` );
}
