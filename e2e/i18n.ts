/**
 * The journeys' strings in the store's language. They are written as the English msgids WordPress,
 * WooCommerce and Tourfront use; on a Vietnamese store (the demo, or a real store whose language is
 * Vietnamese) they read as the demo's dictionary translates them (`i18n/vi/*.json`).
 * `e2e/global-setup.ts` sets E2E_LOCALE from the store's `<html lang>`.
 */

/** External dependencies */
import { sprintf as wpSprintf } from '@wordpress/i18n';

/** Internal dependencies */
import { loadDictionary } from '../mocks/site/i18n';

const dictionary = loadDictionary();
const sprintf = wpSprintf as unknown as (
	format: string,
	...args: Array< string | number >
) => string;

/** True when the store under test speaks Vietnamese. */
export const isVietnamese = () => ( process.env.E2E_LOCALE ?? 'vi' ) === 'vi';

/** `msgid` in the store's language, its `%s`/`%d` filled with `args`. */
export function t( msgid: string, ...args: Array< string | number > ): string {
	const format = ( isVietnamese() && dictionary[ msgid ] ) || msgid;
	return args.length ? sprintf( format, ...args ) : format;
}

/** A count string (`_n`): Vietnamese has one form; English uses `plural` unless `count` is 1. */
export function tn( single: string, plural: string, count: number ): string {
	if ( isVietnamese() ) {
		return t( single, count );
	}
	const format = count === 1 ? single : plural;
	return sprintf( format, count );
}
