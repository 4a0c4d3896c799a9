/**
 * Stand-ins for the WordPress core scripts every page has (`wp-hooks`, `wp-i18n`, `wp-dom-ready`,
 * `wp-url`, `wp-html-entities`, `wp-a11y`): npm copies exposed as the same `wp.*` globals, built as a
 * classic script that runs before the theme's modules.
 */

/** WordPress dependencies */
import * as hooks from '@wordpress/hooks';
import * as i18n from '@wordpress/i18n';
import domReady from '@wordpress/dom-ready';
import * as url from '@wordpress/url';
import * as htmlEntities from '@wordpress/html-entities';
import * as a11y from '@wordpress/a11y';

/** Internal dependencies */
import { wpGlobal } from './globals';

const wp = wpGlobal();
Object.assign( wp, {
	hooks: { ...hooks },
	i18n: { ...i18n },
	domReady,
	url: { ...url },
	htmlEntities: { ...htmlEntities },
	a11y: { ...a11y },
} );
// WordPress's wp-a11y sets up its live regions on DOM ready.
domReady( () => a11y.setup?.() );
