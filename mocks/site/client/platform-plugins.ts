/**
 * Stand-in for WordPress's `wp-plugins` script (`wp.plugins`: registerPlugin, PluginArea, …), printed only
 * where a plugin's script declares the handle (the test blocks extension on the cart and the checkout). Its
 * own dependencies are read from the platform scripts printed before it (`wp.element`, `wp.hooks`, …), so
 * PluginArea hears the registrations on the page's one `wp.hooks`.
 */

/** WordPress dependencies */
import * as plugins from '@wordpress/plugins';

/** Internal dependencies */
import { wpGlobal } from './globals';

wpGlobal().plugins = { ...plugins };
