/**
 * The password of the create-account option, with its strength meter (spec §5 "Password strength"):
 * loaded only once the shopper asks for an account, since it brings the password-strength rules along.
 * The minimum strength blocks submitting only when `stop_checkout` is on.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

/** Internal dependencies */
import ValidatedInput from '../components/validated-input';
import { VALIDATION_STORE_KEY } from '../stores';
import {
	getPasswordStrength,
	getStrengthFeedback,
	isPasswordEstimatorReady,
	loadPasswordEstimator,
	shouldBlockSubmit,
} from '../../../storefront/password-strength/estimate';
import { PASSWORD_ERROR_ID, type CreateAccountProps } from './create-account-constants';

/** The password field and its meter. */
export default function AccountPassword( {
	settings,
	password,
	onPasswordChange,
}: CreateAccountProps ) {
	const { setValidationErrors, clearValidationError } = useDispatch( VALIDATION_STORE_KEY );
	const [ ready, setReady ] = useState( isPasswordEstimatorReady() );

	useEffect( () => {
		if ( ! ready ) {
			loadPasswordEstimator()
				.then( () => setReady( true ) )
				.catch( () => undefined );
		}
	}, [ ready ] );

	const score = ready && password ? getPasswordStrength( password ) : -1;
	const feedback = password
		? getStrengthFeedback( score, {
				minimum: settings.minPasswordStrength,
				errorText: settings.passwordErrorText,
				hintText: settings.passwordHintText,
		  } )
		: null;
	const blocked = shouldBlockSubmit( {
		password,
		score,
		minimum: settings.minPasswordStrength,
		isCheckout: true,
		stopCheckout: settings.stopCheckout,
	} );

	// The weak password becomes a validation error, so placing the order stops on it.
	useEffect( () => {
		if ( blocked && feedback ) {
			setValidationErrors( { [ PASSWORD_ERROR_ID ]: { message: feedback.text, hidden: true } } );
		} else {
			clearValidationError( PASSWORD_ERROR_ID );
		}
	}, [ blocked, feedback?.text, setValidationErrors, clearValidationError ] );
	useEffect(
		() => () => {
			clearValidationError( PASSWORD_ERROR_ID );
		},
		[ clearValidationError ]
	);

	return (
		<div className="wc-block-components-address-form__password">
			<ValidatedInput
				id="account-password"
				errorId="account-password-field"
				type="password"
				label={ __( 'Create a password', 'tourfront' ) }
				value={ password }
				required
				autoComplete="new-password"
				onChange={ onPasswordChange }
			/>
			{ feedback && (
				<div className={ `woocommerce-password-strength ${ feedback.level }` } aria-live="polite">
					{ feedback.text }
				</div>
			) }
			{ feedback?.hint && <small className="woocommerce-password-hint">{ feedback.hint }</small> }
		</div>
	);
}
