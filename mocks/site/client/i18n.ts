/**
 * `sprintf` over translated (runtime) format strings: @wordpress/i18n types its arguments from a
 * literal format, which a translation is not.
 */

/** WordPress dependencies */
import { sprintf as wpSprintf } from '@wordpress/i18n';

export const sprintf = wpSprintf as unknown as (
	format: string,
	...args: Array< string | number >
) => string;
