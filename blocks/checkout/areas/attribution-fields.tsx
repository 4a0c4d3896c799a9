/**
 * The hidden order-attribution fields of the checkout form (WooCommerce's
 * `<wc-order-attribution-inputs>`), filled from the visitor's attribution values. The checkout block owns
 * its store, so it alone writes the values there as extension data: read from the cookies at mount, then
 * whenever the storefront's tracker announces new ones (consent given or withdrawn).
 */

/** WordPress dependencies */
import { useEffect, useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';

/** Internal dependencies */
import { ORDER_ATTRIBUTION_NAMESPACE } from '../../../common/attribution/constants';
import {
	getAttributionValues,
	type AttributionValues,
} from '../../../common/attribution/data';
import { onAttributionUpdated } from '../../../common/attribution/events';
import { getSettings } from '../../../common/settings';
import { CHECKOUT_STORE_KEY } from '../stores';

/** The hidden inputs; also hands the values to the checkout store as extension data. */
export default function AttributionFields( { prefix }: { prefix: string } ) {
	const { setExtensionData } = useDispatch( CHECKOUT_STORE_KEY );
	const [ values, setValues ] = useState< AttributionValues | null >( () =>
		getSettings().attribution?.allowTracking !== false
			? getAttributionValues()
			: null
	);
	useEffect( () => onAttributionUpdated( setValues ), [] );
	useEffect( () => {
		if ( values ) {
			setExtensionData( ORDER_ATTRIBUTION_NAMESPACE, values, true );
		}
	}, [ values, setExtensionData ] );
	if ( ! values ) {
		return null;
	}
	return (
		<div className="wc-order-attribution-inputs" hidden>
			{ Object.entries( values ).map( ( [ field, value ] ) => (
				<input
					key={ field }
					type="hidden"
					name={ `${ prefix }${ field }` }
					value={ value }
					readOnly
				/>
			) ) }
		</div>
	);
}
