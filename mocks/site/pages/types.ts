/**
 * What a page renderer gets and returns.
 */

/** A GET of a page, with the demo visitor's login (from the demo's cookie). */
export interface PageRequest {
	url: URL;
	userId: number;
	/** Display name of the logged-in demo customer. */
	userName: string;
	userEmail: string;
	/** The test plugins active for this visitor (`test-plugins.ts`). */
	plugins?: string[];
}

/** A rendered page or a redirect. */
export type PageResult =
	{ status: number; html: string } | { status: 301 | 302; location: string };
