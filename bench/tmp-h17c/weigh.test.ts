// @vitest-environment node
import { it } from 'vitest';
import { requireBuild } from '../build-dir';
import { cssTotal } from '../real/page-weight';
import { modelRecordedPages } from '../real-weight/model';
it( 'weigh', () => {
	const pages = modelRecordedPages( requireBuild() );
	for ( const t of [ 'cart', 'checkout' ] ) {
		console.log( 'WEIGH', t, 'js', pages[ t ].js_gzip, 'css', cssTotal( pages[ t ] ) );
	}
} );
