/**
 * Order attribution with consent: when the site allows tracking (or the visitor grants statistics
 * consent through the WP Consent API) each page view is recorded in sourcebuster's cookies and the
 * fields are written into the forms' hidden inputs and announced to the checkout block (the
 * `tourfront:attribution-updated` event); otherwise the cookies are deleted and nothing is tracked.
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { createClaim } from '../../common/once';
import {
	getAttributionValues,
	type AttributionValues,
} from '../../common/attribution/data';
import { announceAttribution } from '../../common/attribution/events';
import { DEFAULT_FIELD_PREFIX } from './constants';
import { fillInputs } from './inputs';
import { hasStatisticsConsent, listenForConsent } from './consent';
import { removeTrackingCookies, trackVisit } from './tracker';

const claimPage = createClaim();

/** Turns tracking on (records this page view) or off (deletes the cookies), then publishes the values. */
export function setOrderTracking(
	allow: boolean,
	doc: Document = document
): AttributionValues {
	const settings = getSettings().attribution;
	if ( allow ) {
		trackVisit(
			{
				lifetimeMonths: settings?.lifetime,
				sessionMinutes: settings?.session,
			},
			doc
		);
	} else {
		removeTrackingCookies( doc );
	}
	const values = getAttributionValues( doc );
	fillInputs( doc, values, settings?.prefix || DEFAULT_FIELD_PREFIX );
	// The checkout block (the owner of its store) listens and sends them with the order.
	announceAttribution( values, doc );
	return values;
}

/** Starts tracking once per page; on later calls only fills the hidden inputs in `root`. */
export function init( root: ParentNode ): void {
	const doc = root.ownerDocument ?? ( root as Document );
	const settings = getSettings().attribution;
	if ( ! claimPage( doc.documentElement ) ) {
		fillInputs(
			root,
			getAttributionValues( doc ),
			settings?.prefix || DEFAULT_FIELD_PREFIX
		);
		return;
	}
	const win = doc.defaultView ?? window;
	let tracking =
		Boolean( settings?.allowTracking ) || hasStatisticsConsent( win );
	setOrderTracking( tracking, doc );
	listenForConsent( ( allowed ) => {
		if ( allowed !== tracking ) {
			tracking = allowed;
			setOrderTracking( allowed, doc );
		}
	}, doc );
}
