/**
 * Vietnamese-safe slugs for heading ids: diacritics stripped, đ → d, lower case, dashes.
 * "Kinh nghiệm đi Hạ Long" → "kinh-nghiem-di-ha-long".
 */

/** Internal dependencies */
import { removeMarks } from '../../common/search/fold';

/** The slug of `text` (empty when nothing alphanumeric is left). */
export function slugify( text: string ): string {
	return removeMarks( text )
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-+|-+$/g, '' );
}

/** `slug`, or `slug-2`, `slug-3`… when the document already has that id (or `taken` lists it). */
export function uniqueId(
	slug: string,
	doc: Document,
	taken: Set< string > = new Set()
): string {
	const base = slug || 'section';
	let candidate = base;
	for (
		let n = 2;
		doc.getElementById( candidate ) || taken.has( candidate );
		n++
	) {
		candidate = `${ base }-${ n }`;
	}
	return candidate;
}
