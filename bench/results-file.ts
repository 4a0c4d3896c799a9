/**
 * bench/results.json keeps the demo's figures and a real store's apart:
 *   { demo: {...}, real: { url, versions, date, figures, targets, ... }, vs: { ... } | null }
 * A demo run replaces `demo` only; a real run replaces `real` and `vs` together (their ratios come from
 * one run, so a `vs` never outlives its `real`).
 */

/** External dependencies */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { ROOT } from './build-dir';
import type { LighthouseFigures } from './measure/lighthouse';
import type { Unmeasured } from './measure/figure';
import type { RealPageType, StoreMap } from './real/discover';
import type { PageFigures } from './real/measure-store';
import type { StoreVersions } from './real/versions';
import type { TargetVerdict } from './real/targets';

export const RESULTS_FILE = path.join( ROOT, 'bench/results.json' );

export interface RealResults {
	url: string;
	versions: StoreVersions;
	date: string;
	figures: {
		pages: Partial< Record< RealPageType, PageFigures | null > >;
		requests: Record< string, number | null >;
		latency: Record< string, number | null >;
		lighthouse: Partial< Record< RealPageType, LighthouseFigures | null > >;
	};
	discovered: Pick< StoreMap, 'pages' | 'missing' | 'cartProduct' >;
	unmeasured: Unmeasured;
	/** Targets, judged on this store (only on `real`). */
	targets?: TargetVerdict[];
}

export interface BenchResults {
	demo?: Record< string, unknown > & { measured_at?: string };
	real?: RealResults;
	vs?: RealResults | null;
}

/** The last results; a file from before the split (one flat demo object) is read as `demo`. */
export function readResults( file = RESULTS_FILE ): BenchResults {
	if ( ! existsSync( file ) ) {
		return {};
	}
	const data = JSON.parse( readFileSync( file, 'utf8' ) ) as Record<
		string,
		unknown
	>;
	if ( 'bytes' in data && ! ( 'demo' in data ) ) {
		return { demo: data };
	}
	return data as BenchResults;
}

/** Writes `update` over the last results, keeping the other side. */
export function writeResults(
	update: BenchResults,
	file = RESULTS_FILE
): BenchResults {
	const next: BenchResults = { ...readResults( file ), ...update };
	if ( update.real && ! ( 'vs' in update ) ) {
		next.vs = null;
	}
	writeFileSync( file, JSON.stringify( next, null, '\t' ) + '\n' );
	return next;
}
