/**
 * The rate choice of the shipping row when a package has several rates: a radio group per package.
 */

/** WordPress dependencies */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { decodeEntities } from '@wordpress/html-entities';

/** Internal dependencies */
import type { CartShippingPackage } from '../data/cart';
import FormattedPrice from '../components/formatted-price';

export interface ShippingRateChoiceProps {
	packages: CartShippingPackage[];
	includeTax: boolean;
	disabled: boolean;
	onSelect: ( rateId: string, packageId: number | string ) => void;
}

/** Radio groups for the packages that offer a choice. */
export default function ShippingRateChoice( {
	packages,
	includeTax,
	disabled,
	onSelect,
}: ShippingRateChoiceProps ) {
	const idPrefix = useId();
	const choices = packages.filter( ( p ) => p.shipping_rates.length > 1 );
	if ( ! choices.length ) {
		return null;
	}
	return (
		<>
			{ choices.map( ( pkg ) => (
				<fieldset
					key={ pkg.package_id }
					className="tourfront-shipping-rates"
					disabled={ disabled }
				>
					<legend className="screen-reader-text">
						{ __( 'Shipping options', 'tourfront' ) }
					</legend>
					{ pkg.shipping_rates.map( ( rate ) => (
						<label
							key={ rate.rate_id }
							className="tourfront-shipping-rates__option"
							htmlFor={ `${ idPrefix }-${ pkg.package_id }-${ rate.rate_id }` }
						>
							<input
								id={ `${ idPrefix }-${ pkg.package_id }-${ rate.rate_id }` }
								type="radio"
								name={ `tourfront-shipping-${ pkg.package_id }` }
								value={ rate.rate_id }
								checked={ rate.selected }
								onChange={ () =>
									onSelect( rate.rate_id, pkg.package_id )
								}
							/>
							<span className="tourfront-shipping-rates__name">
								{ decodeEntities( rate.name ) }
							</span>
							<span className="tourfront-shipping-rates__price">
								{ parseInt( rate.price, 10 ) === 0 ? (
									__( 'Free', 'tourfront' )
								) : (
									<FormattedPrice
										value={
											parseInt( rate.price, 10 ) +
											( includeTax
												? parseInt( rate.taxes, 10 )
												: 0 )
										}
										currency={ rate }
									/>
								) }
							</span>
						</label>
					) ) }
				</fieldset>
			) ) }
		</>
	);
}
