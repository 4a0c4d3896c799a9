/**
 * The additional fields of a location, loaded on demand: their code (and the rules' validator it may
 * load) stays out of the checkout's first paint, and is not loaded at all when the store has none.
 */

/** WordPress dependencies */
import { Suspense } from '@wordpress/element';

/** Internal dependencies */
import { preloadable } from '../../components/preloadable';
import type { AdditionalInformationProps } from './additional-information';
import type { FieldsPlace } from './location-keys';
import { inPart } from './travellers';

/** The fields' module: `preload()` resolves to it, with what prepares their first render. */
type AdditionalInformationModule = typeof import( './additional-information' );

const AdditionalInformation = preloadable(
	() => import( './additional-information' )
);

/**
 * Whether the store has fields for this location (and part): the same test as location-keys.ts's list, as a
 * `some` here, where the checkout's first load has no bytes left for a shared helper.
 */
function hasAdditionalFields( { settings, location, part }: FieldsPlace ) {
	const keys = settings.addressFieldsLocations[ location ] ?? [];
	return keys.some(
		( key ) =>
			settings.additionalFields[ key ]?.location === location &&
			inPart( key, part )
	);
}

/**
 * Fetches the fields' code now when the location has fields, and what their first render needs (the rules'
 * validator): a deferred part shows them at once then, in their final height. False when it has none (a value
 * `Promise.all` takes as it is: the checkout's budget has no bytes for more).
 */
export function preloadAdditionalFields(
	where: FieldsPlace
): Promise< unknown > | false {
	return (
		hasAdditionalFields( where ) &&
		AdditionalInformation.preload().then( ( module ) =>
			( module as AdditionalInformationModule ).prepareFields( where )
		)
	);
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
