/**
 * The additional fields of a location, loaded on demand: their code (and the rules' validator it may
 * load) stays out of the checkout's first paint, and is not loaded at all when the store has none.
 */

/** WordPress dependencies */
import { Suspense } from '@wordpress/element';

/** Internal dependencies */
import { preloadable } from '../../components/preloadable';
import type { AdditionalInformationProps } from './additional-information';
import { locationKeys, type FieldsPlace } from './location-keys';

const AdditionalInformation = preloadable(
	() => import( './additional-information' )
);

/** Whether the store has fields for this location (and part). */
export function hasAdditionalFields( where: FieldsPlace ) {
	return locationKeys( where ).length > 0;
}

/**
 * Fetches the fields' code now when the location has fields, and what their first render needs (the rules'
 * validator): a deferred part shows them at once then, in their final height.
 */
export function preloadAdditionalFields(
	where: FieldsPlace
): Promise< unknown > {
	return hasAdditionalFields( where )
		? Promise.all( [
				AdditionalInformation.preload(),
				import( './additional-information' ).then( ( module ) =>
					module.prepareFields( where )
				),
			] )
		: Promise.resolve();
}

/** The fields of `props.location`, once loaded; nothing when the location has none. */
export default function AdditionalFields( props: AdditionalInformationProps ) {
	if ( ! hasAdditionalFields( props ) ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<AdditionalInformation { ...props } />
		</Suspense>
	);
}
