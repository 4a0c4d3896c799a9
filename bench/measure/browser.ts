/**
 * Debian's Chromium, driven by playwright-core (never a downloaded browser).
 */

/** External dependencies */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-quic',
	'--no-first-run',
];

/** A headless Chromium. */
export function launchChromium(): Promise< Browser > {
	return chromium.launch( {
		executablePath: CHROMIUM_PATH,
		args: CHROMIUM_FLAGS,
	} );
}
