/**
 * The password of the create-account option, with its strength meter:
 * loaded only once the shopper asks for an account, since it brings the password-strength rules along.
 * The minimum strength blocks submitting only when `stop_checkout` is on.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { useEffect, useRef, useState } from '@wordpress/element';

/** Internal dependencies */
import ValidatedInput, {
	type ValidatedInputHandle,
} from '../components/validated-input';
import {
	getPasswordStrength,
	getStrengthFeedback,
	isPasswordEstimatorReady,
	loadPasswordEstimator,
	shouldBlockSubmit,
} from '../../../common/password-strength/estimate';
import {
	PASSWORD_ERROR_ID,
	type CreateAccountProps,
} from './create-account-constants';

/** The password field and its meter. */
export default function AccountPassword( {
	settings,
	password,
	onPasswordChange,
}: CreateAccountProps ) {
	const [ ready, setReady ] = useState( isPasswordEstimatorReady() );
	const field = useRef< ValidatedInputHandle >( null );

	useEffect( () => {
		if ( ! ready ) {
			loadPasswordEstimator()
				.then( () => setReady( true ) )
				.catch( () => undefined );
		}
	}, [ ready ] );

	const strength = {
		minimum: settings.minPasswordStrength,
		errorText: settings.passwordErrorText,
		hintText: settings.passwordHintText,
	};
	const scoreOf = ( value: string ) =>
		ready && value ? getPasswordStrength( value ) : -1;
	const isRefused = ( value: string ) =>
		shouldBlockSubmit( {
			password: value,
			score: scoreOf( value ),
			minimum: settings.minPasswordStrength,
			isCheckout: true,
			stopCheckout: settings.stopCheckout,
		} );
	const feedback = password
		? getStrengthFeedback( scoreOf( password ), strength )
		: null;

	// The weak password is this field's own error (one id, the one the field shows and the place-order
	// button reads), so the field's checks on change and blur keep it instead of clearing it.
	const refuseWeak = (
		control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
	): boolean => {
		if ( ! isRefused( control.value ) ) {
			return true;
		}
		control.setCustomValidity(
			getStrengthFeedback( scoreOf( control.value ), strength ).text
		);
		return false;
	};

	// A refused password disables "Place order": its error shows at once (not on blur) to say why, and
	// the button is described by it. Checked again too when the estimator arrives after the first keys.
	const blocked = isRefused( password );
	useEffect( () => {
		if ( blocked ) {
			field.current?.revalidate();
		}
	}, [ blocked, password ] );

	return (
		<div className="wc-block-components-address-form__password">
			<ValidatedInput
				ref={ field }
				id="account-password"
				errorId={ PASSWORD_ERROR_ID }
				type="password"
				label={ __( 'Create a password', 'tourfront' ) }
				value={ password }
				required
				autoComplete="new-password"
				onChange={ onPasswordChange }
				customValidation={ refuseWeak }
			/>
			{ /* A refused password's meter text is the field's error above, not said twice. */ }
			{ feedback && ! blocked && (
				<div
					className={ `woocommerce-password-strength ${ feedback.level }` }
					aria-live="polite"
				>
					{ feedback.text }
				</div>
			) }
			{ feedback?.hint && (
				<small className="woocommerce-password-hint">
					{ feedback.hint }
				</small>
			) }
		</div>
	);
}
