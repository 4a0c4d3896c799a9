/**
 * `npm run bench -- --url <store> [--vs <store>]`: measures a real store (and a comparison store in the
 * same run), then Lighthouse on both, then judges the performance targets.
 */

/** Internal dependencies */
import { launchChromium } from '../measure/browser';
import { attempt } from '../measure/figure';
import {
	lighthouseFigures,
	runLighthouse,
	type LighthouseTarget,
} from '../measure/lighthouse';
import type { RealResults } from '../results-file';
import { cartCookie } from './cart-cookie';
import type { RealPageType } from './discover';
import { measureStore, type StoreFigures } from './measure-store';
import { judgeTargets, REAL_TARGETS } from './targets';

/** Lighthouse on the target pages of one store; the cart and checkout with a filled cart. */
async function lighthouseFor(
	store: StoreFigures
): Promise< RealResults[ 'figures' ][ 'lighthouse' ] > {
	const targets: Record< string, LighthouseTarget > = {};
	for ( const type of REAL_TARGETS.lighthousePages ) {
		const url = store.map.pages[ type ];
		if ( ! url ) {
			continue;
		}
		if ( type === 'cart' || type === 'checkout' ) {
			const product = store.map.cartProduct;
			const cookie = product
				? await attempt( `lighthouse.${ type }`, store.unmeasured, () =>
						cartCookie( store.map.origin, product.id )
					)
				: null;
			if ( ! cookie ) {
				continue;
			}
			targets[ type ] = { url, cookie };
		} else {
			targets[ type ] = url;
		}
	}
	const raw = await attempt( 'lighthouse', store.unmeasured, () =>
		runLighthouse( targets )
	);
	return lighthouseFigures(
		raw,
		REAL_TARGETS.lighthousePages,
		store.unmeasured
	);
}

function toResults(
	store: StoreFigures,
	lighthouse: RealResults[ 'figures' ][ 'lighthouse' ]
): RealResults {
	return {
		url: store.url,
		versions: store.versions,
		date: store.date,
		figures: {
			pages: store.pages,
			requests: store.requests,
			latency: store.latency,
			lighthouse,
		},
		discovered: {
			pages: store.map.pages,
			missing: store.map.missing,
			cartProduct: store.map.cartProduct,
		},
		unmeasured: store.unmeasured,
	};
}

/** Measures `url` (placing one order) and `vs` (never placing one: it may be shared). */
export async function runReal(
	url: string,
	vs: string | null,
	options: { lighthouse: boolean }
): Promise< { real: RealResults; vs: RealResults | null } > {
	const browser = await launchChromium();
	let ours: StoreFigures;
	let theirs: StoreFigures | null = null;
	try {
		console.log( `Measuring ${ url }` );
		ours = await measureStore( browser, url, {
			placeOrder: true,
			label: 'store',
		} );
		if ( vs ) {
			console.log( `Measuring ${ vs } (comparison)` );
			theirs = await measureStore( browser, vs, {
				placeOrder: false,
				label: 'vs',
			} );
		}
	} finally {
		await browser.close();
	}
	const skipped = () =>
		Object.fromEntries(
			REAL_TARGETS.lighthousePages.map( ( type ) => [ type, null ] )
		) as Partial< Record< RealPageType, null > >;
	const ourLighthouse = options.lighthouse
		? await lighthouseFor( ours )
		: skipped();
	const theirLighthouse =
		theirs && options.lighthouse
			? await lighthouseFor( theirs )
			: skipped();
	if ( ! options.lighthouse ) {
		ours.unmeasured.lighthouse = 'skipped (--no-lighthouse)';
	}
	const real = toResults( ours, ourLighthouse );
	const comparison = theirs ? toResults( theirs, theirLighthouse ) : null;
	real.targets = judgeTargets(
		{ ...real.figures },
		comparison ? { ...comparison.figures } : undefined
	);
	return { real, vs: comparison };
}
