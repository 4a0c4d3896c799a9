/**
 * The additional fields of a location, loaded on demand: their code (and the rules' validator it may
 * load) stays out of the checkout's first paint, and is not loaded at all when the store has none.
 */

/** WordPress dependencies */
import { Suspense } from '@wordpress/element';

/** Internal dependencies */
import { preloadable } from '../../components/preloadable';
import type { AdditionalInformationProps } from './additional-information';
import { inPart } from './travellers';

const AdditionalInformation = preloadable(
	() => import( './additional-information' )
);

type Where = Pick<
	AdditionalInformationProps,
	'settings' | 'location' | 'part'
>;

/** Whether the store has fields for this location (and part). */
export function hasAdditionalFields( { settings, location, part }: Where ) {
	const keys = settings.addressFieldsLocations[ location ] ?? [];
	return keys.some(
		( key ) =>
			settings.additionalFields[ key ]?.location === location &&
			inPart( key, part )
	);
}

/** Fetches the fields' code now when the location has fields (a deferred part shows them at once then). */
export function preloadAdditionalFields( where: Where ): Promise< unknown > {
	return hasAdditionalFields( where )
		? AdditionalInformation.preload()
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
