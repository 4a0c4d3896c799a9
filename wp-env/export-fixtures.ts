/**
 * Writes wp-env/fixtures.json: the demo shop of mocks/fixtures/ as plain JSON for wp-env/seed.php,
 * which runs inside WordPress (PHP, no TypeScript). Run after changing the fixtures:
 *   npx tsx wp-env/export-fixtures.ts
 */

/** External dependencies */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Internal dependencies */
import {
	ARTICLES,
	CATEGORIES,
	CITIES,
	DEFAULT_SETTINGS,
	DESTINATIONS,
	DURATIONS,
	GLOBAL_ATTRIBUTES,
	IMAGES,
	SITE,
	SITE_PAGES,
	STORE_TIME_ZONE,
	TOURS,
	TRUST,
} from '../mocks/fixtures';

/** The seed's input. */
export function seedData() {
	return {
		$comment:
			'Generated from mocks/fixtures by wp-env/export-fixtures.ts; read by wp-env/seed.php. Do not edit.',
		categories: CATEGORIES,
		images: IMAGES,
		// Tours keep their departures as day offsets: the seed dates them from the day it runs (mocks/fixtures/departures.ts).
		attributes: {
			globals: GLOBAL_ATTRIBUTES,
			cities: CITIES,
			destinations: DESTINATIONS,
			durations: DURATIONS,
		},
		timeZone: STORE_TIME_ZONE,
		tours: TOURS,
		articles: ARTICLES,
		settings: DEFAULT_SETTINGS,
		site: SITE,
		trust: TRUST,
		sitePages: SITE_PAGES,
	};
}

if (
	process.argv[ 1 ] &&
	fileURLToPath( import.meta.url ) === process.argv[ 1 ]
) {
	const target = fileURLToPath(
		new URL( './fixtures.json', import.meta.url )
	);
	writeFileSync( target, JSON.stringify( seedData(), null, '\t' ) + '\n' );
	console.log(
		`Wrote ${ target }: ${ TOURS.length } tours, ${ CATEGORIES.length } categories, ${ IMAGES.length } images, ${ ARTICLES.length } articles.`
	);
}
