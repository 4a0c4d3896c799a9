/**
 * `npm run i18n`: the theme's translations, generated from the sources.
 *
 *   1. Extracts every translatable string of the `tourfront` text domain from the theme's PHP
 *      (`__`, `_e`, `esc_html__`, `esc_html_e`, `esc_attr__`, `esc_attr_e`, `_x`, `_ex`, `esc_html_x`,
 *      `esc_attr_x`, `_n`, `_nx`, `_n_noop`, `_nx_noop`), from block.json titles and descriptions, and
 *      from the scripts' TypeScript (`__`, `_x`, `_n`, `_nx` of `@wordpress/i18n`), with the
 *      `translators:` comments.
 *   2. Merges the Vietnamese of every `i18n/vi/*.json` (`{ "msgid": "…", "ctx\u0004msgid": "…" }`).
 *   3. Writes `theme/languages/tourfront.pot`, `vi.po`, `vi.mo` and, for each script handle,
 *      `tourfront-vi-<handle>.json` (Jed, as WordPress's `load_script_textdomain()` reads it) holding
 *      the strings of the sources in that bundle's module graph (from the build's source maps; every
 *      script string when there is no build; the build is TOURFRONT_BUILD_DIR or theme/build). The storefront handle also carries the lazily loaded
 *      mini-cart's strings, since that bundle is never enqueued.
 *
 * Options: `--check` exits 1 when the committed files are not what the sources produce.
 * Exports `translationCoverage()` for the bench and tests.
 */
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import gettextParser from 'gettext-parser';

import { BUILD_DIR } from './paths.mjs';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
export const DOMAIN = 'tourfront';
const CONTEXT_GLUE = '\u0004';
const LANGUAGES_DIR = path.join( ROOT, 'theme/languages' );
const SCRIPT_DIRS = [ 'blocks', 'storefront', 'common' ];
/** Script handle of each built entry (theme/inc/assets.php, the editor ones theme/inc/block-editor.php). */
export const ENTRY_HANDLES = {
	storefront: 'tourfront-storefront',
	cart: 'tourfront-cart',
	checkout: 'tourfront-checkout',
	'mini-cart': 'tourfront-mini-cart',
	'cart-editor': 'tourfront-cart-editor',
	'checkout-editor': 'tourfront-checkout-editor',
	'mini-cart-editor': 'tourfront-mini-cart-editor',
	// WooCommerce's handles, served by the theme's stand-ins (theme/inc/compat-scripts.php).
	'compat/wc-blocks-data-store': 'wc-blocks-data-store',
	'compat/wc-blocks-components': 'wc-blocks-components',
	'compat/wc-blocks-checkout': 'wc-blocks-checkout',
	'compat/wc-price-format': 'wc-price-format',
};
/** Entries whose translations also ride on another handle (loaded lazily, never enqueued). */
const LAZY_ENTRIES = { storefront: [ 'mini-cart' ] };

/** Argument layout of each gettext function: which argument is what. */
const PHP_FUNCTIONS = {
	__: [ 'msgid', 'domain' ],
	_e: [ 'msgid', 'domain' ],
	esc_html__: [ 'msgid', 'domain' ],
	esc_html_e: [ 'msgid', 'domain' ],
	esc_attr__: [ 'msgid', 'domain' ],
	esc_attr_e: [ 'msgid', 'domain' ],
	_x: [ 'msgid', 'msgctxt', 'domain' ],
	_ex: [ 'msgid', 'msgctxt', 'domain' ],
	esc_html_x: [ 'msgid', 'msgctxt', 'domain' ],
	esc_attr_x: [ 'msgid', 'msgctxt', 'domain' ],
	_n: [ 'msgid', 'msgid_plural', null, 'domain' ],
	_nx: [ 'msgid', 'msgid_plural', null, 'msgctxt', 'domain' ],
	_n_noop: [ 'msgid', 'msgid_plural', 'domain' ],
	_nx_noop: [ 'msgid', 'msgid_plural', 'msgctxt', 'domain' ],
};
const JS_FUNCTIONS = {
	__: [ 'msgid', 'domain' ],
	_x: [ 'msgid', 'msgctxt', 'domain' ],
	_n: [ 'msgid', 'msgid_plural', null, 'domain' ],
	_nx: [ 'msgid', 'msgid_plural', null, 'msgctxt', 'domain' ],
};

/**
 * Reads one string literal at `i` (PHP or JS rules); returns [ value, end ] or null.
 *
 * @param {string}     source   File contents.
 * @param {number}     i        Index of the opening quote.
 * @param {'php'|'js'} language Which quoting and escape rules apply.
 * @return {[string, number]|null} The literal's value and the index just after it, or null when `i` is no literal.
 */
function readLiteral( source, i, language ) {
	const quote = source[ i ];
	if (
		quote !== "'" &&
		quote !== '"' &&
		! ( language === 'js' && quote === '`' )
	) {
		return null;
	}
	let value = '';
	for ( let j = i + 1; j < source.length; j++ ) {
		const ch = source[ j ];
		if ( ch === quote ) {
			return [ value, j + 1 ];
		}
		if ( quote === '`' && ch === '$' && source[ j + 1 ] === '{' ) {
			return null; // A template with expressions is not a static string.
		}
		if ( ch !== '\\' ) {
			value += ch;
			continue;
		}
		const next = source[ ++j ];
		if ( language === 'php' && quote === "'" ) {
			value += next === "'" || next === '\\' ? next : '\\' + next;
		} else if ( next === 'n' ) {
			value += '\n';
		} else if ( next === 't' ) {
			value += '\t';
		} else if ( next === 'r' ) {
			value += '\r';
		} else if ( language === 'js' && next === 'u' ) {
			const braced = source[ j + 1 ] === '{';
			const hex = braced
				? source.slice( j + 2, source.indexOf( '}', j ) )
				: source.slice( j + 1, j + 5 );
			value += String.fromCodePoint( parseInt( hex, 16 ) );
			j += braced ? hex.length + 2 : 4;
		} else if ( language === 'js' && next === '\n' ) {
			// Line continuation.
		} else if (
			language === 'php' &&
			! [ '"', '\\', '$' ].includes( next )
		) {
			value += '\\' + next;
		} else {
			value += next;
		}
	}
	return null;
}

/**
 * Skips whitespace and comments.
 *
 * @param {string} source File contents.
 * @param {number} i      Index to start from.
 * @return {number} Index of the next character that is neither whitespace nor inside a comment.
 */
function skipSpace( source, i ) {
	for (;;) {
		while ( i < source.length && /\s/.test( source[ i ] ) ) {
			i++;
		}
		if (
			source.startsWith( '//', i ) ||
			( source[ i ] === '#' && source[ i + 1 ] !== '[' )
		) {
			i = source.indexOf( '\n', i );
			i = i < 0 ? source.length : i;
		} else if ( source.startsWith( '/*', i ) ) {
			const end = source.indexOf( '*/', i + 2 );
			i = end < 0 ? source.length : end + 2;
		} else {
			return i;
		}
	}
}

/**
 * Reads one argument: a string literal (possibly concatenated in PHP with `.` or in JS with `+`) or anything else.
 *
 * @param {string}     source   File contents.
 * @param {number}     i        Index where the argument starts.
 * @param {'php'|'js'} language Which quoting and concatenation rules apply.
 * @return {{ value: string|null, end: number }} The static string (null when the argument is dynamic) and the index of the `,` or `)` after it.
 */
function readArgument( source, i, language ) {
	i = skipSpace( source, i );
	let value = null;
	let literal = readLiteral( source, i, language );
	while ( literal ) {
		value = ( value ?? '' ) + literal[ 0 ];
		i = skipSpace( source, literal[ 1 ] );
		const glue = language === 'php' ? '.' : '+';
		if ( source[ i ] !== glue ) {
			break;
		}
		const after = skipSpace( source, i + 1 );
		literal = readLiteral( source, after, language );
		if ( ! literal ) {
			value = null; // Concatenated with an expression: not static.
			i = after;
		}
	}
	// Skip the rest of the argument (expressions), respecting nesting and strings.
	let depth = 0;
	let dynamic = false;
	while ( i < source.length ) {
		const ch = source[ i ];
		if ( depth === 0 && ( ch === ',' || ch === ')' ) ) {
			break;
		}
		if ( ch === "'" || ch === '"' || ch === '`' ) {
			const skipped = readLiteral( source, i, language );
			i = skipped ? skipped[ 1 ] : i + 1;
			dynamic = true;
			continue;
		}
		if ( '([{'.includes( ch ) ) {
			depth++;
		} else if ( ')]}'.includes( ch ) ) {
			depth--;
		}
		if ( ! /\s/.test( ch ) ) {
			dynamic = true;
		}
		i++;
	}
	return { value: dynamic ? null : value, end: i };
}

/**
 * The `translators:` comment just before a call (nothing but the call's own opening between them).
 *
 * @param {string} source File contents.
 * @param {number} index  Index where the translation call starts.
 * @return {string} The comment's text without the `translators:` prefix, or '' when there is none.
 */
function translatorComment( source, index ) {
	const before = source.slice( Math.max( 0, index - 600 ), index );
	const comments = [
		...before.matchAll(
			/\/\*\s*translators:\s*([\s\S]*?)\s*\*\/|\/\/\s*translators:\s*(.*)/gi
		),
	];
	const last = comments[ comments.length - 1 ];
	if ( ! last ) {
		return '';
	}
	const between = before.slice( last.index + last[ 0 ].length );
	if (
		/[;{}]/.test( between ) ||
		/(?<![\w$])(?:__|_[enx]|_nx|_ex|esc_\w+)\s*\(/.test( between )
	) {
		return '';
	}
	return ( last[ 1 ] ?? last[ 2 ] ).replace( /\s+/g, ' ' ).trim();
}

/**
 * The translatable strings of one source text.
 *
 * @param {string}     source    File contents.
 * @param {'php'|'js'} language  Syntax.
 * @param {string}     reference File path (relative) for references.
 * @return {Array<{msgid: string, msgctxt?: string, msgid_plural?: string, comment: string, reference: string}>} The strings, in source order.
 */
export function extractFromSource( source, language, reference ) {
	const functions = language === 'php' ? PHP_FUNCTIONS : JS_FUNCTIONS;
	const names = Object.keys( functions )
		.sort( ( a, b ) => b.length - a.length )
		.join( '|' );
	const pattern = new RegExp( `(?<![\\w$>:.])(${ names })\\s*\\(`, 'g' );
	const found = [];
	for ( const match of source.matchAll( pattern ) ) {
		const layout = functions[ match[ 1 ] ];
		let i = match.index + match[ 0 ].length;
		const args = {};
		for ( const role of layout ) {
			const arg = readArgument( source, i, language );
			if ( role ) {
				args[ role ] = arg.value;
			}
			i = arg.end;
			if ( source[ i ] !== ',' ) {
				break;
			}
			i++;
		}
		if (
			args.domain !== DOMAIN ||
			typeof args.msgid !== 'string' ||
			args.msgid === ''
		) {
			continue;
		}
		if (
			( 'msgctxt' in args && typeof args.msgctxt !== 'string' ) ||
			( 'msgid_plural' in args && typeof args.msgid_plural !== 'string' )
		) {
			continue;
		}
		const line = source.slice( 0, match.index ).split( '\n' ).length;
		found.push( {
			msgid: args.msgid,
			...( args.msgctxt !== undefined ? { msgctxt: args.msgctxt } : {} ),
			...( args.msgid_plural !== undefined
				? { msgid_plural: args.msgid_plural }
				: {} ),
			comment: translatorComment( source, match.index ),
			reference: `${ reference }:${ line }`,
		} );
	}
	return found;
}

/**
 * Files under a folder with one of the extensions, skipping tests, node_modules and builds.
 *
 * @param {string}   dir        Folder to walk (a missing folder gives no files).
 * @param {string[]} extensions File name endings to keep, such as '.php'.
 * @return {string[]} Paths of the matching files.
 */
function listFiles( dir, extensions ) {
	if ( ! existsSync( dir ) ) {
		return [];
	}
	return readdirSync( dir )
		.sort()
		.flatMap( ( name ) => {
			if (
				[
					'node_modules',
					'build',
					'tests',
					'__tests__',
					'dist',
				].includes( name )
			) {
				return [];
			}
			const full = path.join( dir, name );
			if ( statSync( full ).isDirectory() ) {
				return listFiles( full, extensions );
			}
			const isTest =
				/\.(test|spec)\.[tj]sx?$/.test( name ) ||
				/^test-utils\.[tj]sx?$/.test( name );
			return ! isTest &&
				extensions.some( ( ext ) => name.endsWith( ext ) )
				? [ full ]
				: [];
		} );
}

/**
 * Key of an entry in the catalogue: context + glue + msgid.
 *
 * @param {{ msgid: string, msgctxt?: string }} entry A string found in the sources or read from a PO file.
 * @return {string} The key.
 */
export const entryKey = ( entry ) =>
	( entry.msgctxt ? entry.msgctxt + CONTEXT_GLUE : '' ) + entry.msgid;

/**
 * Every translatable string of the theme and the scripts.
 *
 * @param {{ root?: string }} [options]
 * @return {{ entries: Map<string, object>, scriptFiles: Map<string, Set<string>> }} Entries by key
 *   (with `references`, `comments`, `php`, `files`), and the keys found in each script file.
 */
export function extractStrings( { root = ROOT } = {} ) {
	const entries = new Map();
	const scriptFiles = new Map();
	const add = ( found, isPhp, file ) => {
		for ( const item of found ) {
			const key = entryKey( item );
			const entry = entries.get( key ) ?? {
				msgid: item.msgid,
				msgctxt: item.msgctxt,
				msgid_plural: item.msgid_plural,
				references: [],
				comments: new Set(),
				php: false,
			};
			entry.references.push( item.reference );
			if ( item.comment ) {
				entry.comments.add( item.comment );
			}
			entry.msgid_plural = entry.msgid_plural ?? item.msgid_plural;
			entry.php = entry.php || isPhp;
			entries.set( key, entry );
			if ( ! isPhp ) {
				const keys = scriptFiles.get( file ) ?? new Set();
				keys.add( key );
				scriptFiles.set( file, keys );
			}
		}
	};
	const themeDir = path.join( root, 'theme' );
	for ( const file of listFiles( themeDir, [ '.php' ] ) ) {
		add(
			extractFromSource(
				readFileSync( file, 'utf8' ),
				'php',
				path.relative( themeDir, file )
			),
			true,
			file
		);
	}
	for ( const file of listFiles( path.join( themeDir, 'blocks' ), [
		'block.json',
	] ) ) {
		const block = JSON.parse( readFileSync( file, 'utf8' ) );
		const reference = path.relative( themeDir, file );
		const fields = [
			[ 'title', 'block title' ],
			[ 'description', 'block description' ],
		];
		add(
			fields
				.filter( ( [ field ] ) => block[ field ] )
				.map( ( [ field, msgctxt ] ) => ( {
					msgid: block[ field ],
					msgctxt,
					comment: '',
					reference,
				} ) ),
			true,
			file
		);
	}
	for ( const dir of SCRIPT_DIRS ) {
		for ( const file of listFiles( path.join( root, dir ), [
			'.ts',
			'.tsx',
		] ) ) {
			if ( file.endsWith( '.d.ts' ) ) {
				continue;
			}
			add(
				extractFromSource(
					readFileSync( file, 'utf8' ),
					'js',
					path.relative( root, file )
				),
				false,
				file
			);
		}
	}
	return { entries, scriptFiles };
}

/**
 * The Vietnamese of every `i18n/vi/*.json`, merged. Later files do not override earlier ones: a
 * conflict is reported in `conflicts`.
 *
 * @param {{ root?: string }} [options]
 * @return {{ translations: Map<string, string>, conflicts: string[] }} msgid → Vietnamese, and the conflicts.
 */
export function loadTranslations( { root = ROOT } = {} ) {
	const dir = path.join( root, 'i18n/vi' );
	const translations = new Map();
	const owner = new Map();
	const conflicts = [];
	// theme.json first: it holds the strings the PHP prints, which the demo mirrors.
	const files = existsSync( dir )
		? readdirSync( dir )
				.filter( ( f ) => f.endsWith( '.json' ) )
				// theme.json first, then by name.
				.sort(
					( a, b ) =>
						Number( b === 'theme.json' ) -
							Number( a === 'theme.json' ) || a.localeCompare( b )
				)
		: [];
	for ( const file of files ) {
		let data;
		try {
			data = JSON.parse( readFileSync( path.join( dir, file ), 'utf8' ) );
		} catch ( error ) {
			conflicts.push( `${ file }: not valid JSON (${ error.message })` );
			continue;
		}
		for ( const [ key, value ] of Object.entries( data ) ) {
			if ( typeof value !== 'string' || value === '' ) {
				continue;
			}
			if (
				translations.has( key ) &&
				translations.get( key ) !== value
			) {
				conflicts.push(
					`"${ key.replace( CONTEXT_GLUE, ' | ' ) }": ${ owner.get( key ) } says "${ translations.get( key ) }", ${ file } says "${ value }"`
				);
				continue;
			}
			translations.set( key, value );
			owner.set( key, file );
		}
	}
	return { translations, conflicts };
}

/**
 * How many strings there are and how many have Vietnamese.
 *
 * @param {{ root?: string }} [options]
 * @return {{ strings: number, translated_vi: number, missing: string[] }} The counts and the untranslated msgids.
 */
export function translationCoverage( options = {} ) {
	const { entries } = extractStrings( options );
	const { translations } = loadTranslations( options );
	const missing = [ ...entries.keys() ]
		.filter( ( key ) => ! translations.has( key ) )
		.sort();
	return {
		strings: entries.size,
		translated_vi: entries.size - missing.length,
		missing: missing.map( ( key ) => key.replace( CONTEXT_GLUE, ' | ' ) ),
	};
}

/**
 * gettext-parser translations table for some entries.
 *
 * @param {Map<string, object>}      entries      Entries by key, from `extractStrings`.
 * @param {Map<string, string>|null} translations Vietnamese by key, or null for the template (empty msgstr).
 * @return {Object} The table, by context then msgid.
 */
function poTable( entries, translations ) {
	const table = { '': { '': { msgid: '', msgstr: [ '' ] } } };
	for ( const [ key, entry ] of [ ...entries ].sort( ( a, b ) =>
		a[ 0 ].localeCompare( b[ 0 ] )
	) ) {
		const context = entry.msgctxt ?? '';
		table[ context ] = table[ context ] ?? {};
		const text = translations ? ( translations.get( key ) ?? '' ) : '';
		table[ context ][ entry.msgid ] = {
			...( entry.msgctxt ? { msgctxt: entry.msgctxt } : {} ),
			msgid: entry.msgid,
			...( entry.msgid_plural
				? { msgid_plural: entry.msgid_plural }
				: {} ),
			msgstr:
				entry.msgid_plural && ! translations ? [ '', '' ] : [ text ],
			comments: {
				...( entry.comments.size
					? {
							extracted: [ ...entry.comments ]
								.map( ( c ) => `translators: ${ c }` )
								.join( '\n' ),
						}
					: {} ),
				reference: entry.references.join( ' ' ),
			},
		};
	}
	return table;
}

/**
 * The script files of an entry's module graph, from the build's source maps (null without a build).
 *
 * @param {string}                entry              Build entry name (`build/<entry>.js`).
 * @param {{ buildDir?: string }} [options]          Options.
 * @param {string}                [options.buildDir] Build folder; defaults to BUILD_DIR (TOURFRONT_BUILD_DIR or theme/build).
 * @return {Set<string>|null} Absolute paths of the source files, or null when the entry was not built.
 */
export function entrySources( entry, { buildDir = BUILD_DIR } = {} ) {
	const start = path.join( buildDir, `${ entry }.js` );
	if ( ! existsSync( start ) ) {
		return null;
	}
	const files = new Set();
	const seen = new Set();
	const visit = ( file ) => {
		if ( seen.has( file ) || ! existsSync( file ) ) {
			return;
		}
		seen.add( file );
		const code = readFileSync( file, 'utf8' );
		if ( existsSync( `${ file }.map` ) ) {
			const map = JSON.parse( readFileSync( `${ file }.map`, 'utf8' ) );
			for ( const source of map.sources ?? [] ) {
				files.add(
					path.resolve(
						path.dirname( file ),
						map.sourceRoot ?? '',
						source
					)
				);
			}
		}
		for ( const m of code.matchAll(
			/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g
		) ) {
			visit( path.resolve( path.dirname( file ), m[ 1 ] ) );
		}
	};
	visit( start );
	return files;
}

/**
 * The Jed JSON WordPress reads for a script handle.
 *
 * @param {Iterable<string>}    keys         Keys of the strings the script uses.
 * @param {Map<string, string>} translations Vietnamese by key.
 * @param {string}              source       Path of the script, relative to the theme.
 * @return {string} The JSON text.
 */
function jedJson( keys, translations, source ) {
	const messages = {
		'': {
			domain: 'messages',
			lang: 'vi',
			'plural-forms': 'nplurals=1; plural=0;',
		},
	};
	for ( const key of [ ...keys ].sort() ) {
		if ( translations.has( key ) ) {
			messages[ key ] = [ translations.get( key ) ];
		}
	}
	return JSON.stringify( {
		'translation-revision-date': '',
		generator: 'tourfront scripts/i18n.mjs',
		source,
		domain: 'messages',
		locale_data: { messages },
	} );
}

const HEADERS = {
	'Project-Id-Version': 'Tourfront',
	'Report-Msgid-Bugs-To': '',
	'Last-Translator': 'Tourfront',
	'Language-Team': 'Vietnamese',
	'MIME-Version': '1.0',
	'Content-Type': 'text/plain; charset=UTF-8',
	'Content-Transfer-Encoding': '8bit',
	'X-Domain': DOMAIN,
};

/**
 * Everything `npm run i18n` writes, as file name → contents (Buffer or string).
 *
 * @param {{ root?: string, buildDir?: string }} [options]
 * @return {{ files: Map<string, Buffer|string>, coverage: object, conflicts: string[], perEntry: boolean }} The files and what they cover.
 */
export function buildLanguages( options = {} ) {
	const { entries, scriptFiles } = extractStrings( options );
	const { translations, conflicts } = loadTranslations( options );
	const files = new Map();
	files.set(
		`${ DOMAIN }.pot`,
		gettextParser.po.compile(
			{
				charset: 'utf-8',
				headers: {
					...HEADERS,
					'Plural-Forms': 'nplurals=2; plural=(n != 1);',
				},
				translations: poTable( entries, null ),
			},
			{ sort: true }
		)
	);
	const vi = {
		charset: 'utf-8',
		headers: {
			...HEADERS,
			Language: 'vi',
			'Plural-Forms': 'nplurals=1; plural=0;',
		},
		translations: poTable( entries, translations ),
	};
	files.set( 'vi.po', gettextParser.po.compile( vi, { sort: true } ) );
	files.set( 'vi.mo', gettextParser.mo.compile( vi ) );

	const allScriptKeys = new Set(
		[ ...scriptFiles.values() ].flatMap( ( keys ) => [ ...keys ] )
	);
	let perEntry = true;
	for ( const [ entry, handle ] of Object.entries( ENTRY_HANDLES ) ) {
		const keys = new Set();
		for ( const part of [ entry, ...( LAZY_ENTRIES[ entry ] ?? [] ) ] ) {
			const sources = entrySources( part, options );
			if ( ! sources ) {
				perEntry = false;
				allScriptKeys.forEach( ( key ) => keys.add( key ) );
				continue;
			}
			for ( const source of sources ) {
				scriptFiles
					.get( source )
					?.forEach( ( key ) => keys.add( key ) );
			}
		}
		files.set(
			`${ DOMAIN }-vi-${ handle }.json`,
			jedJson( keys, translations, `build/${ entry }.js` )
		);
	}
	const missing = [ ...entries.keys() ].filter(
		( key ) => ! translations.has( key )
	);
	return {
		files,
		conflicts,
		perEntry,
		coverage: {
			strings: entries.size,
			translated_vi: entries.size - missing.length,
			missing,
		},
	};
}

/** CLI. */
function main() {
	const check = process.argv.includes( '--check' );
	const { files, coverage, conflicts, perEntry } = buildLanguages();
	mkdirSync( LANGUAGES_DIR, { recursive: true } );
	const stale = [];
	for ( const [ name, contents ] of files ) {
		const target = path.join( LANGUAGES_DIR, name );
		const current = existsSync( target ) ? readFileSync( target ) : null;
		const next = Buffer.isBuffer( contents )
			? contents
			: Buffer.from( contents );
		if ( current && current.equals( next ) ) {
			continue;
		}
		stale.push( name );
		if ( ! check ) {
			writeFileSync( target, next );
		}
	}
	conflicts.forEach( ( c ) =>
		console.warn( `Conflicting translation: ${ c }` )
	);
	if ( ! perEntry ) {
		console.warn(
			'No build in theme/build: every script JSON holds every script string (run `npm run build` first for per-bundle files).'
		);
	}
	console.log(
		`${ coverage.strings } strings, ${ coverage.translated_vi } translated to Vietnamese, ${ coverage.missing.length } missing.`
	);
	coverage.missing
		.slice( 0, 50 )
		.forEach( ( key ) =>
			console.log( `  missing: ${ key.replace( CONTEXT_GLUE, ' | ' ) }` )
		);
	if ( check ) {
		if ( stale.length ) {
			console.error(
				`theme/languages is out of date (${ stale.join( ', ' ) }): run npm run i18n.`
			);
			process.exit( 1 );
		}
		return;
	}
	console.log(
		`Wrote ${ stale.length ? stale.join( ', ' ) : 'nothing (up to date)' } in theme/languages.`
	);
}

if (
	process.argv[ 1 ] &&
	path.resolve( process.argv[ 1 ] ) === fileURLToPath( import.meta.url )
) {
	main();
}
