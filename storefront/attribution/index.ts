/**
 * Order attribution with consent: when the site allows tracking (or the visitor grants statistics
 * consent through the WP Consent API) each page view is recorded in sourcebuster's cookies and the
 * fields are written into the forms' hidden inputs and offered to the checkout block; otherwise the
 * cookies are deleted and nothing is tracked.
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { createClaim } from '../site-kit/once';
import {
	ATTRIBUTION_UPDATED_EVENT,
	DEFAULT_FIELD_PREFIX,
	ORDER_ATTRIBUTION_NAMESPACE,
} from './constants';
import { getAttributionValues, type AttributionValues } from './data';
import { fillInputs } from './inputs';
import { hasStatisticsConsent, listenForConsent } from './consent';
import { removeTrackingCookies, trackVisit } from './tracker';

export { getOrderAttributionExtensionData } from './data';

const claimPage = createClaim();

interface CheckoutDispatch {
	setExtensionData?: (
		namespace: string,
		data: AttributionValues,
		replace?: boolean
	) => void;
}

/** Hands the values to the checkout block's store when it is on the page (as WooCommerce does). */
function updateCheckoutStore( values: AttributionValues, win: Window ): void {
	const wp = (
		win as unknown as {
			wp?: {
				data?: {
					dispatch?: (
						store: string
					) => CheckoutDispatch | undefined;
				};
			};
		}
	 ).wp;
	try {
		wp?.data
			?.dispatch?.( 'tourfront/checkout' )
			?.setExtensionData?.( ORDER_ATTRIBUTION_NAMESPACE, values, true );
	} catch {
		// The checkout store is not registered on this page.
	}
}

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
	updateCheckoutStore( values, doc.defaultView ?? window );
	doc.dispatchEvent(
		new CustomEvent( ATTRIBUTION_UPDATED_EVENT, { detail: values } )
	);
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
