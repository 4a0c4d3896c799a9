/**
 * The page shell WordPress + Storefront + the theme print around every template: head with the
 * stylesheets, header, breadcrumb, content, footer, then the footer scripts in WordPress's order —
 * platform stand-ins for `wp.*`, the settings object, the translations, the demo boot, the bundles.
 */

/** External dependencies */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Internal dependencies */
import { ROOT } from '../../../scripts/paths.mjs';
import { __ } from '../i18n';
import { clientLocaleData, entryLocaleData } from '../translations';
import { buildSettings } from '../settings';
import {
	type Entry,
	demoScriptUrl,
	entryScriptUrl,
	entryStyleUrl,
	needsReactPlatform,
	themeStyleUrls,
} from '../assets';
import { escAttr, escHtml, stripTags, decodeEntities } from './escape';
import { siteFooter, storeNotice } from './footer';
import { siteHeader } from './header';
import { hasIntegration, testPluginsWcSettings } from '../test-plugins';
import { pluginScripts } from './plugin-scripts';
import type { MenuContext } from './menu';

export interface Crumb {
	label: string;
	url?: string;
}

export interface PageOptions {
	/** Document title (before " – Du lịch Việt"). */
	title: string;
	bodyClasses: string[];
	/** Content of `main#main`. */
	main: string;
	/** Breadcrumb after "Home"; null on the home page. */
	breadcrumb: Crumb[] | null;
	/** Bundles beyond `storefront` (cart, checkout). */
	entries?: Entry[];
	settingsPage?: 'cart' | 'checkout' | 'other';
	/** What the page is to the menu and the footer's category list (current items). */
	menu?: MenuContext;
	search?: string;
	userId: number;
	/** Extra markup printed after the footer, inside `#page` (Storefront's sticky add-to-cart). */
	afterFooter?: string;
	/** Extra markup printed after `#page` (WooCommerce's PhotoSwipe dialog). */
	afterPage?: string;
	/** Extra markup right after `body` opens. */
	bodyOpen?: string;
	/** Active test plugins whose integrations the page loads (payment methods: the checkout; blocks: the cart and the checkout). */
	plugins?: string[];
}

function json( value: unknown ): string {
	// Safe inside <script>: no "</script" or "<!--" can close or confuse the element.
	return JSON.stringify( value )
		.replace( /</g, '\\u003c' )
		.replace( /\u2028/g, '\\u2028' )
		.replace( /\u2029/g, '\\u2029' );
}

function breadcrumb( crumbs: Crumb[] | null ): string {
	if ( ! crumbs ) {
		return '';
	}
	const sep = '<span class="breadcrumb-separator"> / </span>';
	const parts = [ { label: __( 'Home' ), url: '/' }, ...crumbs ].map(
		( c ) =>
			c.url ? `<a href="${ escAttr( c.url ) }">${ c.label }</a>` : c.label
	);
	return `<div class="storefront-breadcrumb"><div class="col-full"><nav class="woocommerce-breadcrumb" aria-label="${ escAttr(
		__( 'Breadcrumb' )
	) }">${ parts.join( sep ) }</nav></div></div>`;
}

/** `wp.i18n.setLocaleData` for the demo client and each bundle on the page (see translations.ts). */
function translationsScript( entries: Entry[] ): string {
	const blocks = [
		clientLocaleData(),
		...entries.map( entryLocaleData ),
	].map(
		( data ) => `wp.i18n.setLocaleData( ${ json( data ) }, 'tourfront' );`
	);
	return `<script id="tourfront-translations-js">\n${ blocks.join( '\n' ) }\n</script>`;
}

/** The whole page's HTML. */
export function renderPage( options: PageOptions ): string {
	const entries: Entry[] = [ 'storefront', ...( options.entries ?? [] ) ];
	const miniCartStyle = entryStyleUrl( 'mini-cart' );
	const reactOnPage = needsReactPlatform( entries );
	const plugins = options.plugins ?? [];
	const settings = buildSettings( {
		page: options.settingsPage ?? 'other',
		isCart: options.settingsPage === 'cart',
		userId: options.userId,
		plugins: options.plugins,
		miniCartAssets: {
			scripts: reactOnPage ? [] : [ demoScriptUrl( 'platform-react' ) ],
			module: entryScriptUrl( 'mini-cart' ),
			styles: miniCartStyle ? [ miniCartStyle ] : [],
		},
	} );
	const styles = [
		...entries.map( entryStyleUrl ).filter( ( u ): u is string => !! u ),
		...themeStyleUrls(),
	];
	const title = `${ decodeEntities( stripTags( options.title ) ) } – Du lịch Việt`;
	return `<!doctype html>
<html lang="vi">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ escHtml( title ) }</title>
<meta name="robots" content="noindex, nofollow" />
<link rel="icon" href="/wp-content/uploads/tourfront-logo.svg" type="image/svg+xml" />
${ styles.map( ( href, i ) => `<link rel="stylesheet" id="tourfront-style-${ i }-css" href="${ escAttr( href ) }" media="all" />` ).join( '\n' ) }
</head>
<body class="${ escAttr( [ ...options.bodyClasses, 'wp-embed-responsive', 'theme-storefront', 'woocommerce-no-js', 'storefront-full-width-content', 'storefront-align-wide', 'woocommerce-active', 'woocommerce-demo-store', `tourfront-sticky-header-${ settings.theme.sticky_header }` ].join( ' ' ) ) }">
<script>document.body.className = document.body.className.replace( 'woocommerce-no-js', 'woocommerce-js' );</script>
${ storeNotice() }
${ options.bodyOpen ?? '' }
<div id="page" class="hfeed site">
	${ settings.theme.sticky_header === 'off' ? '' : '<div class="tourfront-sticky-header-sentinel" aria-hidden="true"></div>' }
	${ siteHeader( { menu: options.menu ?? {}, search: options.search ?? '' } ) }
	${ breadcrumb( options.breadcrumb ) }
	<div id="content" class="site-content" tabindex="-1">
		<div class="col-full">
		<div class="woocommerce"></div>
		<div id="primary" class="content-area">
			<main id="main" class="site-main" role="main">
${ options.main }
			</main><!-- #main -->
		</div><!-- #primary -->
		</div><!-- .col-full -->
	</div><!-- #content -->
	${ siteFooter( options.menu ?? {} ) }
	${ options.afterFooter ?? '' }
</div><!-- #page -->
${ options.afterPage ?? '' }
<script id="demo-platform-core-js" src="${ escAttr( demoScriptUrl( 'platform-core' ) ) }"></script>
${ reactOnPage ? `<script id="demo-platform-react-js" src="${ escAttr( demoScriptUrl( 'platform-react' ) ) }"></script>` : '' }
${ hasIntegration( plugins, 'blocks' ) ? `<script id="wp-plugins-js" src="${ escAttr( demoScriptUrl( 'platform-plugins' ) ) }"></script>` : '' }
${ plugins.length ? `<script id="wc-settings-js-before">window.wcSettings = ${ json( testPluginsWcSettings( plugins ) ) };</script>` : '' }
<script id="tourfront-settings-js-before">window.tourfrontSettings = ${ json( settings ) };</script>
${ translationsScript( [ ...entries, 'mini-cart' ] ) }
<script id="demo-js" src="${ escAttr( demoScriptUrl( 'demo' ) ) }"></script>
${ pluginScripts( plugins ) }
${ entries.map( ( e ) => `<script type="module" id="tourfront-${ e }-js" src="${ escAttr( entryScriptUrl( e ) ) }"></script>` ).join( '\n' ) }
</body>
</html>
`;
}

/** Reads a static file of the demo (logo, placeholder). */
export const readStatic = ( name: string ) =>
	readFileSync( path.join( ROOT, 'mocks/site/static', name ) );
