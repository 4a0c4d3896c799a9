/**
 * The selectors the theme's CSS and scripts rely on, read from their sources: every rule of
 * theme/assets/css, storefront/** and blocks/** stylesheets, and every selector the storefront/**
 * scripts query (`querySelector(All)`, `closest`, `matches`, `queryAll`). A new rule or query is covered
 * without touching the parity test.
 */

/** External dependencies */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';
import ts from 'typescript';

/** Internal dependencies */
import { ROOT } from '../../../scripts/paths.mjs';

/** One selector and the files that use it. */
export interface ReliedSelector {
	selector: string;
	sources: string[];
}

/** Files under `dir` whose name passes `keep` (recursively). */
function files( dir: string, keep: ( name: string ) => boolean ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		const full = path.join( dir, name );
		if ( statSync( full ).isDirectory() ) {
			return files( full, keep );
		}
		return keep( name ) ? [ full ] : [];
	} );
}

// States a server page never has (pointer, focus, input) and pseudo-elements: what is left is the structure.
const STATE =
	/::?(?:before|after|placeholder|marker|selection|backdrop|first-letter|first-line|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)|:(?:hover|focus-visible|focus-within|focus|active|visited|link|target|checked|indeterminate|disabled|enabled|invalid|valid|user-invalid|placeholder-shown|autofill|read-only|popover-open|open|modal)(?![\w-])/g;

/** The selector without states and pseudo-elements, or null when nothing structural remains. */
export function structuralSelector( selector: string ): string | null {
	let out = selector.replace( STATE, '' );
	// A state removed inside :not()/:is() leaves it empty.
	for ( let previous = ''; previous !== out; ) {
		previous = out;
		out = out.replace( /:(?:not|is|where|has)\(\s*\)/g, '' );
	}
	out = out
		.replace( /\s+/g, ' ' )
		.trim()
		.replace( /[>+~]\s*$/, '' )
		.trim();
	return out && out !== '*' && ! out.startsWith( ':scope' ) ? out : null;
}

/** Selectors of the rules of one stylesheet (not keyframes' steps). */
export function cssSelectors( css: string ): string[] {
	const found: string[] = [];
	postcss.parse( css ).walkRules( ( rule: Rule ) => {
		if (
			rule.parent?.type === 'atrule' &&
			/keyframes$/i.test( ( rule.parent as { name: string } ).name )
		) {
			return;
		}
		found.push( ...rule.selectors );
	} );
	return found;
}

const QUERY_METHODS = new Set( [
	'querySelector',
	'querySelectorAll',
	'closest',
	'matches',
] );

/** String constants of a module (`const X = '…'`), to resolve selectors built from them. */
function stringConstants( source: ts.SourceFile ): Map< string, string > {
	const constants = new Map< string, string >();
	const visit = ( node: ts.Node ) => {
		if (
			ts.isVariableDeclaration( node ) &&
			ts.isIdentifier( node.name ) &&
			node.initializer &&
			ts.isStringLiteralLike( node.initializer )
		) {
			constants.set( node.name.text, node.initializer.text );
		}
		ts.forEachChild( node, visit );
	};
	visit( source );
	return constants;
}

/** The text of a selector argument, when it is a literal or a template of known constants. */
function literalText(
	node: ts.Expression,
	constants: Map< string, string >
): string | null {
	if ( ts.isStringLiteralLike( node ) ) {
		return node.text;
	}
	if ( ts.isTemplateExpression( node ) ) {
		let text = node.head.text;
		for ( const span of node.templateSpans ) {
			const value = ts.isIdentifier( span.expression )
				? constants.get( span.expression.text )
				: undefined;
			if ( value === undefined ) {
				return null;
			}
			text += value + span.literal.text;
		}
		return text;
	}
	return ts.isIdentifier( node )
		? ( constants.get( node.text ) ?? null )
		: null;
}

/** Selectors a script queries; `constants` are every module's string constants (imported names resolve too). */
export function scriptSelectors(
	code: string,
	constants: Map< string, string > = new Map()
): string[] {
	const source = ts.createSourceFile(
		'x.ts',
		code,
		ts.ScriptTarget.Latest,
		true
	);
	const known = new Map( [ ...constants, ...stringConstants( source ) ] );
	const found: string[] = [];
	const visit = ( node: ts.Node ) => {
		if ( ts.isCallExpression( node ) ) {
			const callee = node.expression;
			let name = '';
			if ( ts.isPropertyAccessExpression( callee ) ) {
				name = callee.name.text;
			} else if ( ts.isIdentifier( callee ) ) {
				name = callee.text;
			}
			// queryAll( root, selector ); the others take the selector first.
			let argument: ts.Expression | undefined;
			if ( name === 'queryAll' ) {
				argument = node.arguments[ 1 ];
			} else if ( QUERY_METHODS.has( name ) ) {
				argument = node.arguments[ 0 ];
			}
			const text = argument && literalText( argument, known );
			if ( text ) {
				found.push( ...postcss.list.comma( text ) );
			}
		}
		ts.forEachChild( node, visit );
	};
	visit( source );
	return found;
}

/** Every relied-on selector, made structural, with where it comes from. */
export function reliedSelectors(): ReliedSelector[] {
	const bySelector = new Map< string, Set< string > >();
	const add = ( selectors: string[], file: string ) => {
		for ( const raw of selectors ) {
			const selector = structuralSelector( raw );
			if ( selector ) {
				bySelector.set(
					selector,
					( bySelector.get( selector ) ?? new Set() ).add(
						path.relative( ROOT, file )
					)
				);
			}
		}
	};
	const css = [ 'theme/assets/css', 'storefront', 'blocks' ].flatMap(
		( dir ) =>
			files( path.join( ROOT, dir ), ( name ) => name.endsWith( '.css' ) )
	);
	css.forEach( ( file ) =>
		add( cssSelectors( readFileSync( file, 'utf8' ) ), file )
	);
	const scripts = files(
		path.join( ROOT, 'storefront' ),
		( name ) =>
			/\.tsx?$/.test( name ) && ! /\.test\.tsx?$|test-utils/.test( name )
	);
	const constants = new Map< string, string >();
	const sources = scripts.map(
		( file ) =>
			[
				file,
				ts.createSourceFile(
					file,
					readFileSync( file, 'utf8' ),
					ts.ScriptTarget.Latest,
					true
				),
			] as const
	);
	sources.forEach( ( [ , source ] ) =>
		stringConstants( source ).forEach( ( value, name ) =>
			constants.set( name, value )
		)
	);
	sources.forEach( ( [ file, source ] ) =>
		add( scriptSelectors( source.text, constants ), file )
	);
	return [ ...bySelector ]
		.map( ( [ selector, from ] ) => ( {
			selector,
			sources: [ ...from ].sort(),
		} ) )
		.sort( ( a, b ) => a.selector.localeCompare( b.selector ) );
}
