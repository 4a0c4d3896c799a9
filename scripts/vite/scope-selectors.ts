/**
 * PostCSS plugin: puts every rule under one ancestor selector, with extra weight. The editor previews need
 * it: the block editor's canvas also loads WooCommerce's own block styles (and wp-admin's form styles),
 * whose `.wc-block-components-form .x` rules would beat the blocks' one-class rules there (on the front end
 * the theme dequeues them). Under `<scope><weight>` (e.g. `:not(#id)`, one id of weight) the blocks' rules
 * win again for every property they set.
 */

/** External dependencies */
import type { AtRule, Plugin, Rule } from 'postcss';

/** Selectors that name the document itself become the scope. */
const DOCUMENT = /^(?::root|html|body)(?=$|[\s.:#[>+~])/;

const escape = ( text: string ) =>
	text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

/**
 * The plugin: `.a, .b` → `<scope><weight> .a, <scope><weight> .b`; a selector that already starts with
 * the scope gets the weight after it; keyframe steps are left alone.
 */
export default function scopeSelectors( scope: string, weight = '' ): Plugin {
	const scoped = `${ scope }${ weight }`;
	const startsWithScope = new RegExp( `^${ escape( scope ) }(?![\\w-])` );
	const rewrite = ( selector: string ) => {
		if ( selector.startsWith( scoped ) ) {
			return selector;
		}
		if ( startsWithScope.test( selector ) ) {
			return scoped + selector.slice( scope.length );
		}
		return DOCUMENT.test( selector )
			? selector.replace( DOCUMENT, scoped )
			: `${ scoped } ${ selector }`;
	};
	return {
		postcssPlugin: 'tourfront-scope-selectors',
		Rule( rule: Rule ) {
			const parent = rule.parent as AtRule | undefined;
			if (
				parent?.type === 'atrule' &&
				/keyframes$/i.test( parent.name )
			) {
				return;
			}
			const selectors = rule.selectors.map( rewrite );
			if (
				selectors.some(
					( selector, index ) => selector !== rule.selectors[ index ]
				)
			) {
				rule.selectors = selectors;
			}
		},
	};
}
