/**
 * The demo's way of activating test plugins of e2e/fixtures/plugins for this visitor (a cookie listing them,
 * mocks/site/test-plugins.ts); a real store has its plugins active or not, and is left alone.
 */

/** External dependencies */
import type { Page } from '@playwright/test';

/** Internal dependencies */
import { isRealStore } from './target';
import { PLUGINS_COOKIE } from '../mocks/site/test-plugins';

/** Activates `plugins` (folder names) on the demo for the page's browser context. */
export async function activateDemoPlugins(
	page: Page,
	baseURL: string,
	plugins: string[]
): Promise< void > {
	if ( isRealStore ) {
		return;
	}
	await page.context().addCookies( [
		{
			name: PLUGINS_COOKIE,
			value: encodeURIComponent( plugins.join( ',' ) ),
			url: baseURL,
		},
	] );
}
