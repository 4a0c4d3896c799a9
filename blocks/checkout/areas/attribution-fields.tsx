/**
 * The hidden order-attribution fields of the checkout form (WooCommerce's
 * `<wc-order-attribution-inputs>`), filled from the visitor's attribution values.
 */

/** WordPress dependencies */
import { useEffect } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';

/** Internal dependencies */
import { getOrderAttributionExtensionData } from '../../../storefront/attribution/data';
import { ORDER_ATTRIBUTION_NAMESPACE } from '../../../storefront/attribution/constants';
import { getSettings } from '../../../common/settings';
import { CHECKOUT_STORE_KEY } from '../stores';

/** The hidden inputs; also hands the values to the checkout store as extension data. */
export default function AttributionFields( { prefix }: { prefix: string } ) {
	const { setExtensionData } = useDispatch( CHECKOUT_STORE_KEY );
	const allowed = getSettings().attribution?.allowTracking !== false;
	const values = allowed ? getOrderAttributionExtensionData() : null;
	useEffect( () => {
		if ( values ) {
			setExtensionData( ORDER_ATTRIBUTION_NAMESPACE, values, true );
		}
		// Read once at mount: the storefront tracker updates the store itself afterwards.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
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
