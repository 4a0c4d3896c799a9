/**
 * Stand-ins for WordPress's React and data-layer scripts (`react`, `react-dom`, `react-jsx-runtime`,
 * `wp-element`, `wp-data`, `wp-api-fetch`, `wp-compose` and what they pull in), then what WordPress
 * prints after `wp-api-fetch`: the root URL middleware. Core packages (`wp.i18n`, `wp.hooks`, …) are
 * externals read from the core platform script, so there is one i18n instance on the page.
 */

/** External dependencies */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactJSXRuntime from 'react/jsx-runtime';

/** WordPress dependencies */
import * as element from '@wordpress/element';
import * as data from '@wordpress/data';
import apiFetch from '@wordpress/api-fetch';
import * as compose from '@wordpress/compose';
import deprecated from '@wordpress/deprecated';
import * as dom from '@wordpress/dom';
import * as escapeHtml from '@wordpress/escape-html';
import isShallowEqual from '@wordpress/is-shallow-equal';
import * as keycodes from '@wordpress/keycodes';
import * as priorityQueue from '@wordpress/priority-queue';
import * as privateApis from '@wordpress/private-apis';
import reduxRoutine from '@wordpress/redux-routine';

/** Internal dependencies */
import { wpGlobal } from './globals';

window.React = React;
window.ReactDOM = ReactDOM;
window.ReactJSXRuntime = ReactJSXRuntime;

Object.assign( wpGlobal(), {
	element: { ...element },
	data: { ...data },
	apiFetch,
	compose: { ...compose },
	deprecated,
	dom: { ...dom },
	escapeHtml: { ...escapeHtml },
	isShallowEqual,
	keycodes: { ...keycodes },
	priorityQueue: { ...priorityQueue },
	privateApis: { ...privateApis },
	reduxRoutine,
} );

// wp-api-fetch-js-after, as WordPress prints it.
apiFetch.use( apiFetch.createRootURLMiddleware( '/wp-json/' ) );
