/**
 * axe-core in the page: violations counted by impact.
 */

/** External dependencies */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire( import.meta.url );
const AXE_PATH = require.resolve( 'axe-core/axe.min.js' );

export interface ImpactCounts {
	critical: number;
	serious: number;
	moderate: number;
	minor: number;
}

export interface AxeViolation {
	id: string;
	impact: keyof ImpactCounts | null;
	help: string;
	nodes: Array< { target: string[] } >;
}

/** Runs axe on the loaded page and returns its violations. */
export async function axeViolations( page: Page ): Promise< AxeViolation[] > {
	await page.addScriptTag( { path: AXE_PATH } );
	return page.evaluate( async () => {
		const axe = (
			window as unknown as {
				axe: {
					run: (
						ctx: Document,
						opts: object
					) => Promise< { violations: AxeViolation[] } >;
				};
			}
		 ).axe;
		const result = await axe.run( document, {
			resultTypes: [ 'violations' ],
		} );
		return result.violations.map( ( v ) => ( {
			id: v.id,
			impact: v.impact,
			help: v.help,
			nodes: v.nodes.map( ( n ) => ( { target: n.target } ) ),
		} ) );
	} );
}

/** Violations per impact level. */
export function countByImpact( violations: AxeViolation[] ): ImpactCounts {
	const counts: ImpactCounts = {
		critical: 0,
		serious: 0,
		moderate: 0,
		minor: 0,
	};
	for ( const v of violations ) {
		if ( v.impact ) {
			counts[ v.impact ] += v.nodes.length;
		}
	}
	return counts;
}
