/**
 * The WP Consent API (when a consent plugin provides it): `wp_has_consent('statistics')` for the
 * current state, and the `wp_listen_for_consent_change` event (detail `{ statistics: 'allow' | 'deny' }`)
 * plus `wp_consent_type_defined` for changes.
 */

declare global {
	interface Window {
		wp_has_consent?: ( category: string ) => boolean;
	}
}

const CONSENT_CATEGORY = 'statistics';

/** True when the Consent API is present and the visitor allowed statistics. */
export function hasStatisticsConsent( win: Window = window ): boolean {
	return (
		typeof win.wp_has_consent === 'function' &&
		Boolean( win.wp_has_consent( CONSENT_CATEGORY ) )
	);
}

/** Calls `onChange(allowed)` whenever the visitor grants or withdraws statistics consent. */
export function listenForConsent(
	onChange: ( allowed: boolean ) => void,
	doc: Document = document
): void {
	const win = doc.defaultView ?? window;
	doc.addEventListener( 'wp_listen_for_consent_change', ( event ) => {
		const detail =
			( event as CustomEvent< Record< string, string > > ).detail ?? {};
		if ( CONSENT_CATEGORY in detail ) {
			onChange( detail[ CONSENT_CATEGORY ] === 'allow' );
		}
	} );
	doc.addEventListener( 'wp_consent_type_defined', () => {
		if ( hasStatisticsConsent( win ) ) {
			onChange( true );
		}
	} );
}
