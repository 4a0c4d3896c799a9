/**
 * The password-strength rules as plain functions, with no DOM: the classic forms (storefront/password-strength) and the
 * checkout block's account-creation field use the same code. zxcvbn is loaded on demand
 * (`loadPasswordEstimator`); until it resolves every score is -1 and nothing is blocked.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import { getSettings } from '../settings';
import {
	DEFAULT_MIN_PASSWORD_STRENGTH,
	PASSWORD_SCORE_MISMATCH,
	PASSWORD_SCORE_UNKNOWN,
} from './constants';

/** zxcvbn's call shape (only the score is used). */
export type PasswordEstimator = (
	password: string,
	userInputs?: string[]
) => { score: number };

/** Meter states, named as WordPress's `pwsL10n` keys and used as the meter's class. */
export type StrengthLevel =
	'unknown' | 'short' | 'bad' | 'good' | 'strong' | 'mismatch';

/** What the meter shows for a score. */
export interface StrengthFeedback {
	score: number;
	level: StrengthLevel;
	/** The label, with the configured error text appended when below the minimum. */
	text: string;
	/** Hint text for scores 0–2, else empty. */
	hint: string;
	belowMinimum: boolean;
}

/** The minimum-strength settings (`settings.theme`). */
export interface StrengthOptions {
	minimum?: number;
	errorText?: string;
	hintText?: string;
}

let estimator: PasswordEstimator | null = null;
let loading: Promise< PasswordEstimator > | null = null;

declare global {
	interface Window {
		zxcvbn?: PasswordEstimator;
	}
}

/** The theme's bundled zxcvbn (a lazy chunk). */
function loadBundledEstimator(): Promise< PasswordEstimator > {
	return import( 'zxcvbn' ).then(
		( module ) => ( module.default ?? module ) as PasswordEstimator
	);
}

/** WordPress's zxcvbn from the includes path (a classic script defining `window.zxcvbn`). */
export function loadScriptEstimator(
	src: string,
	doc: Document = document
): Promise< PasswordEstimator > {
	const win = doc.defaultView ?? window;
	if ( win.zxcvbn ) {
		return Promise.resolve( win.zxcvbn );
	}
	return new Promise( ( resolve, reject ) => {
		const script = doc.createElement( 'script' );
		script.src = src;
		script.async = true;
		script.addEventListener( 'load', () =>
			win.zxcvbn
				? resolve( win.zxcvbn )
				: reject( new Error( 'zxcvbn did not load' ) )
		);
		script.addEventListener( 'error', () =>
			reject( new Error( 'zxcvbn did not load' ) )
		);
		doc.head.append( script );
	} );
}

/**
 * Loads zxcvbn once: WordPress's copy when the page already has it or the settings name it
 * (`theme.zxcvbn_src`), else the theme's bundled chunk; resolves with the estimator.
 */
export function loadPasswordEstimator(): Promise< PasswordEstimator > {
	if ( estimator ) {
		return Promise.resolve( estimator );
	}
	if ( ! loading ) {
		const src = getSettings().theme?.zxcvbn_src;
		// The page's zxcvbn if it has one, else WordPress's script, else the bundled copy.
		let source: Promise< PasswordEstimator >;
		if ( window.zxcvbn ) {
			source = Promise.resolve( window.zxcvbn );
		} else {
			source = src
				? loadScriptEstimator( src ).catch( loadBundledEstimator )
				: loadBundledEstimator();
		}
		const request = source.then( ( loaded ) => {
			// Ignore a load that `setPasswordEstimator` has superseded meanwhile.
			if ( loading === request ) {
				estimator = loaded;
			}
			return loaded;
		} );
		loading = request;
	}
	return loading;
}

/** Sets (or with null, unsets) the estimator directly: tests, or a site that already has zxcvbn. */
export function setPasswordEstimator( next: PasswordEstimator | null ): void {
	estimator = next;
	loading = next ? Promise.resolve( next ) : null;
}

/** True once the estimator is loaded. */
export function isPasswordEstimatorReady(): boolean {
	return estimator !== null;
}

/**
 * The score of `password`: 5 when `confirm` is non-empty and differs, -1 before the estimator is
 * loaded, else zxcvbn's 0–4 with `disallowed` as its user inputs.
 */
export function getPasswordStrength(
	password: string,
	disallowed: string[] = [],
	confirm = ''
): number {
	if ( confirm && password !== confirm ) {
		return PASSWORD_SCORE_MISMATCH;
	}
	if ( ! estimator ) {
		return PASSWORD_SCORE_UNKNOWN;
	}
	return estimator( password, disallowed ).score;
}

/** The meter state of a score. */
export function getStrengthLevel( score: number ): StrengthLevel {
	switch ( score ) {
		case 0:
			return 'short';
		case 1:
		case 2:
			return 'bad';
		case 3:
			return 'good';
		case 4:
			return 'strong';
		case PASSWORD_SCORE_MISMATCH:
			return 'mismatch';
		default:
			return 'unknown';
	}
}

/** The translated label of a meter state. */
export function getStrengthLabel( level: StrengthLevel ): string {
	switch ( level ) {
		case 'short':
			return __( 'Very weak', 'tourfront' );
		case 'bad':
			return __( 'Weak', 'tourfront' );
		case 'good':
			return __( 'Medium', 'tourfront' );
		case 'strong':
			return __( 'Strong', 'tourfront' );
		case 'mismatch':
			return __( 'Mismatch', 'tourfront' );
		default:
			return __( 'Password strength unknown', 'tourfront' );
	}
}

/** True when a known score (0–4) is under the minimum. -1 and 5 never are. */
export function isBelowMinimum(
	score: number,
	minimum = DEFAULT_MIN_PASSWORD_STRENGTH
): boolean {
	return (
		score !== PASSWORD_SCORE_UNKNOWN &&
		score !== PASSWORD_SCORE_MISMATCH &&
		score < minimum
	);
}

/** What the meter shows for `score` under the site's minimum, error text and hint. */
export function getStrengthFeedback(
	score: number,
	options: StrengthOptions = {}
): StrengthFeedback {
	const level = getStrengthLevel( score );
	const belowMinimum = isBelowMinimum( score, options.minimum );
	const label = getStrengthLabel( level );
	const errorText =
		options.errorText ||
		__( 'Please enter a stronger password.', 'tourfront' );
	const hintText =
		options.hintText ||
		__(
			'Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ & ).',
			'tourfront'
		);
	return {
		score,
		level,
		text: belowMinimum ? `${ label } - ${ errorText }` : label,
		hint: score >= 0 && score <= 2 ? hintText : '',
		belowMinimum,
	};
}

/**
 * Whether the form's submit button is disabled: the password is non-empty, its score is below the
 * minimum and known (not -1); on checkout only when `stopCheckout` is on.
 */
export function shouldBlockSubmit( args: {
	password: string;
	score: number;
	minimum?: number;
	isCheckout?: boolean;
	stopCheckout?: boolean;
} ): boolean {
	if ( args.isCheckout && ! args.stopCheckout ) {
		return false;
	}
	return (
		args.password.length > 0 && isBelowMinimum( args.score, args.minimum )
	);
}
