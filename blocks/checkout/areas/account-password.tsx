/**
 * The password of the create-account option, with its strength meter (spec §5 "Password strength"):
 * loaded only once the shopper asks for an account, since it brings the password-strength rules along.
 * The minimum strength blocks submitting only when `stop_checkout` is on.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/** Internal dependencies */
import ValidatedInput, { type ValidatedInputHandle } from '../components/validated-input';
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
	const [ ready, setReady ] = useState( isPasswordEstimatorReady() );
	const field = useRef< ValidatedInputHandle >( null );

	useEffect( () => {
		if ( ! ready ) {
			loadPasswordEstimator()
				.then( () => setReady( true ) )
				.catch( () => undefined );
		}
	}, [ ready ] );

	const strength = { minimum: settings.minPasswordStrength, errorText: settings.passwordErrorText, hintText: settings.passwordHintText };
	const feedbackOf = ( value: string ) => ( value ? getStrengthFeedback( ready ? getPasswordStrength( value ) : -1, strength ) : null );
	const feedback = feedbackOf( password );

	// The weak password is this field's own error (one id, the one the field shows and the place-order
	// button reads), so the field's checks on change and blur keep it instead of clearing it.
	const refuseWeak = useCallback(
		( control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement ): boolean => {
			const value = control.value;
			const score = ready && value ? getPasswordStrength( value ) : -1;
			const blocked = shouldBlockSubmit( {
				password: value,
				score,
				minimum: settings.minPasswordStrength,
				isCheckout: true,
				stopCheckout: settings.stopCheckout,
			} );
			if ( blocked ) {
				control.setCustomValidity( getStrengthFeedback( score, strength ).text );
			}
			return ! blocked;
		},
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ ready, settings.minPasswordStrength, settings.stopCheckout, settings.passwordErrorText ]
	);
	// The estimator arrives after the first keystrokes: check what is typed again once it can score.
	useEffect( () => {
		if ( ready && password ) field.current?.revalidate();
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ ready ] );

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
			{ feedback && (
				<div className={ `woocommerce-password-strength ${ feedback.level }` } aria-live="polite">
					{ feedback.text }
				</div>
			) }
			{ feedback?.hint && <small className="woocommerce-password-hint">{ feedback.hint }</small> }
		</div>
	);
}
