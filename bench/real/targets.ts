/**
 * Targets for a real store, each judged met / not met / not measured from one bench run
 * (the in-place add against the comparison store measured in the same run).
 */

/** Internal dependencies */
import type { LighthouseFigures } from '../measure/lighthouse';
import type { RealPageType } from './discover';
import type { PageFigures } from './measure-store';
import { cssTotal } from './page-weight';

const KB = 1024;

/** The targets (gzip bytes, scores, counts). */
export const REAL_TARGETS = {
	/** Shop, category, product and article pages before any interaction. CSS counts stylesheets and inline styles. */
	lightPages: [
		'shop',
		'category',
		'product',
		'product-variable',
		'article',
	] as RealPageType[],
	lightJsBytes: 25 * KB,
	cartJsBytes: 130 * KB,
	checkoutJsBytes: 140 * KB,
	cssBytes: 20 * KB,
	lighthousePages: [
		'home',
		'shop',
		'product',
		'article',
		'cart',
		'checkout',
	] as RealPageType[],
	lighthouseScore: 90,
	cls: 0.05,
} as const;

export interface TargetVerdict {
	target: string;
	/** null: not measured (the reason is in `measured`). */
	met: boolean | null;
	measured: string;
}

/** How a verdict reads in the README and on the console. */
export function verdictLabel( met: boolean | null ): string {
	if ( met === null ) {
		return '? not measured';
	}
	return met ? '✓ met' : '✗ not met';
}

export interface StoreRun {
	pages: Partial< Record< RealPageType, PageFigures | null > >;
	requests: Record< string, number | null >;
	latency: Record< string, number | null >;
	lighthouse: Partial< Record< RealPageType, LighthouseFigures | null > >;
}

const kb = ( bytes: number ) => `${ ( bytes / KB ).toFixed( 1 ) } KB`;

function verdict(
	target: string,
	value: number | null | undefined,
	ok: ( v: number ) => boolean,
	show: ( v: number ) => string
): TargetVerdict {
	return value === null || value === undefined
		? { target, met: null, measured: 'not measured' }
		: { target, met: ok( value ), measured: show( value ) };
}

/** Every performance target, judged on `real` (and `vs` for the in-place add). */
export function judgeTargets( real: StoreRun, vs?: StoreRun ): TargetVerdict[] {
	const t = REAL_TARGETS;
	const out: TargetVerdict[] = [];
	const page = ( type: RealPageType ) => real.pages[ type ] ?? null;
	const cssOf = ( type: RealPageType ) => {
		const p = page( type );
		return p ? cssTotal( p ) : null;
	};

	for ( const type of t.lightPages ) {
		out.push(
			verdict(
				`${ type }: JavaScript ≤ ${ kb( t.lightJsBytes ) }`,
				page( type )?.js_gzip,
				( v ) => v <= t.lightJsBytes,
				kb
			)
		);
		out.push(
			verdict(
				`${ type }: CSS ≤ ${ kb( t.cssBytes ) }`,
				cssOf( type ),
				( v ) => v <= t.cssBytes,
				kb
			)
		);
		const p = page( type );
		out.push(
			p
				? {
						target: `${ type }: no jQuery, no emoji script`,
						met: ! p.jquery && ! p.emoji,
						measured:
							[ p.jquery && 'jQuery', p.emoji && 'emoji' ]
								.filter( Boolean )
								.join( ', ' ) || 'neither',
					}
				: {
						target: `${ type }: no jQuery, no emoji script`,
						met: null,
						measured: 'not measured',
					}
		);
	}
	for ( const [ type, budget ] of [
		[ 'cart', t.cartJsBytes ],
		[ 'checkout', t.checkoutJsBytes ],
	] as const ) {
		out.push(
			verdict(
				`${ type }: JavaScript ≤ ${ kb( budget ) }`,
				page( type )?.js_gzip,
				( v ) => v <= budget,
				kb
			)
		);
		out.push(
			verdict(
				`${ type }: CSS ≤ ${ kb( t.cssBytes ) }`,
				cssOf( type ),
				( v ) => v <= t.cssBytes,
				kb
			)
		);
	}

	const ours = real.latency.add_to_cart_ms;
	const theirs = vs?.latency.add_to_cart_ms;
	out.push(
		ours === null ||
			ours === undefined ||
			theirs === null ||
			theirs === undefined
			? {
					target: 'in-place add on /shop/: header count no later than the comparison store',
					met: null,
					measured: vs ? 'not measured' : 'no --vs store',
				}
			: {
					target: 'in-place add on /shop/: header count no later than the comparison store',
					met: ours <= theirs,
					measured: `${ ours } ms vs ${ theirs } ms`,
				}
	);

	for ( const type of t.lighthousePages ) {
		out.push(
			verdict(
				`Lighthouse mobile ${ type }: performance ≥ ${ t.lighthouseScore }`,
				real.lighthouse[ type ]?.performance,
				( v ) => v >= t.lighthouseScore,
				String
			)
		);
	}
	const shifts: Array< [ string, number | null | undefined ] > = [
		...t.lighthousePages.map(
			( type ): [ string, number | null | undefined ] => [
				`Lighthouse ${ type }`,
				real.lighthouse[ type ]?.cls,
			]
		),
		...(
			Object.entries( real.pages ) as Array<
				[ RealPageType, PageFigures | null ]
			>
		 ).flatMap(
			( [ type, p ] ): Array< [ string, number | null | undefined ] > => [
				[ `${ type } 1280`, p?.cls_desktop?.cls ],
				[ `${ type } 390`, p?.cls_mobile?.cls ],
			]
		),
	];
	const measuredShifts = shifts.filter(
		( s ): s is [ string, number ] => typeof s[ 1 ] === 'number'
	);
	const worst = [ ...measuredShifts ].sort(
		( a, b ) => b[ 1 ] - a[ 1 ]
	)[ 0 ];
	out.push(
		worst
			? {
					target: `CLS ≤ ${ t.cls } everywhere`,
					met: worst[ 1 ] <= t.cls,
					measured: `worst ${ worst[ 1 ] } (${ worst[ 0 ] }); ${ measuredShifts.length } of ${ shifts.length } measured`,
				}
			: {
					target: `CLS ≤ ${ t.cls } everywhere`,
					met: null,
					measured: 'not measured',
				}
	);

	out.push(
		verdict(
			'cart load: 0 Store API calls',
			real.requests.cart_load,
			( v ) => v === 0,
			String
		)
	);
	out.push(
		verdict(
			'checkout load: 0 Store API calls',
			real.requests.checkout_load,
			( v ) => v === 0,
			String
		)
	);
	out.push(
		verdict(
			'10 quick + clicks: 1 request',
			real.requests.quantity_burst_10,
			( v ) => v === 1,
			String
		)
	);
	return out;
}
