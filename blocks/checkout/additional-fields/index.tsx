/**
 * The additional fields of a location, loaded on demand: their code (and the rules' validator it may
 * load) stays out of the checkout's first paint, and is not loaded at all when the store has none.
 */

/** WordPress dependencies */
import { lazy, Suspense } from '@wordpress/element';

/** Internal dependencies */
import type { AdditionalInformationProps } from './additional-information';
import { inPart } from './travellers';

const AdditionalInformation = lazy(
	() => import( './additional-information' )
);

/** The fields of `props.location`, once loaded; nothing when the location has none. */
export default function AdditionalFields( props: AdditionalInformationProps ) {
	const { settings, location, part } = props;
	const keys = settings.addressFieldsLocations[ location ] ?? [];
	if (
		! keys.some(
			( key ) =>
				settings.additionalFields[ key ]?.location === location &&
				inPart( key, part )
		)
	) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<AdditionalInformation { ...props } />
		</Suspense>
	);
}
