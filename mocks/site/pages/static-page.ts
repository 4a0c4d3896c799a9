/**
 * A page of the site (not a WooCommerce page) as Storefront's page template prints it: title, then the
 * content. The demo serves the pages the seed creates besides the shop's own: the cancellation policy, the
 * terms and the privacy policy.
 */

/** Internal dependencies */
import { SITE_PAGES, TRUST, type PageFixture } from '../../fixtures';
import { escHtml } from '../render/escape';
import { renderBlocks } from '../render/blocks';
import { renderPage } from '../render/layout';
import {
	CANCELLATION_POLICY_PAGE,
	PRIVACY_PAGE_ID,
	TERMS_PAGE_ID,
} from '../settings';
import type { PageRequest, PageResult } from './types';

/** The seed's other pages, with the demo's page ids. */
const PAGES: Array< PageFixture & { id: number } > = [
	{ ...TRUST.cancellationPolicyPage, id: CANCELLATION_POLICY_PAGE.id },
	{ ...SITE_PAGES.terms, id: TERMS_PAGE_ID },
	{ ...SITE_PAGES.privacy, id: PRIVACY_PAGE_ID },
];

/** The page at `slug`, or undefined. */
export function staticPage(
	request: PageRequest,
	slug: string
): PageResult | undefined {
	const page = PAGES.find( ( p ) => p.slug === slug );
	if ( ! page ) {
		return undefined;
	}
	const main = `<article id="post-${ page.id }" class="post-${ page.id } page type-page status-publish hentry">
			<header class="entry-header">
			<h1 class="entry-title">${ escHtml( page.title ) }</h1>		</header><!-- .entry-header -->
				<div class="entry-content">
			${ renderBlocks( page.content ) }
					</div><!-- .entry-content -->
		</article><!-- #post-## -->`;
	return {
		status: 200,
		html: renderPage( {
			title: page.title,
			bodyClasses: [
				'page-template-default',
				'page',
				`page-id-${ page.id }`,
			],
			main,
			breadcrumb: [ { label: escHtml( page.title ) } ],
			userId: request.userId,
		} ),
	};
}
