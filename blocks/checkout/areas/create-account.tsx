/**
 * Create-account option (guests only, when the store allows sign-up at checkout): a checkbox, and a
 * password with a strength meter when the store does not generate passwords. The minimum strength
 * blocks submitting only when `stop_checkout` is on (spec §5 "Password strength").
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

/** Internal dependencies */
import ValidatedInput from '../components/validated-input';
import { CHECKOUT_STORE_KEY, VALIDATION_STORE_KEY } from '../stores';
import type { CheckoutSettings } from '../settings';
import {
	getPasswordStrength,
	getStrengthFeedback,
	isPasswordEstimatorReady,
	loadPasswordEstimator,
	shouldBlockSubmit,
} from '../../../storefront/password-strength/estimate';
import { getSettings } from '../../../common/settings';

export const PASSWORD_ERROR_ID = 'account-password';

/** The option; renders nothing for logged-in customers or when sign-up is off. */
export default function CreateAccount( {
	settings,
	password,
	onPasswordChange,
}: {
	settings: CheckoutSettings;
	password: string;
	onPasswordChange: ( password: string ) => void;
} ) {
	const shouldCreate = useSelect( ( select ) => select( CHECKOUT_STORE_KEY ).getShouldCreateAccount() as boolean, [] );
	const { setShouldCreateAccount } = useDispatch( CHECKOUT_STORE_KEY );
	const { setValidationErrors, clearValidationError } = useDispatch( VALIDATION_STORE_KEY );
	const [ ready, setReady ] = useState( isPasswordEstimatorReady() );
	const visible = settings.currentUserId === 0 && settings.checkoutAllowsSignup;
	const forced = visible && ! settings.checkoutAllowsGuest;
	const needsPassword = visible && ( shouldCreate || forced ) && ! settings.generatePassword;

	useEffect( () => {
		if ( forced && ! shouldCreate ) setShouldCreateAccount( true );
	}, [ forced, shouldCreate, setShouldCreateAccount ] );

	useEffect( () => {
		if ( needsPassword && ! ready ) {
			loadPasswordEstimator()
				.then( () => setReady( true ) )
				.catch( () => undefined );
		}
	}, [ needsPassword, ready ] );

	const score = ready && password ? getPasswordStrength( password ) : -1;
	const feedback = password
		? getStrengthFeedback( score, {
				minimum: settings.minPasswordStrength,
				errorText: settings.passwordErrorText,
				hintText: settings.passwordHintText,
		  } )
		: null;
	const blocked =
		needsPassword &&
		shouldBlockSubmit( {
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

	if ( ! visible ) return null;
	const siteTitle = getSettings().siteTitle || '';
	return (
		<div className="wc-block-checkout__create-account">
			{ ! forced && (
				<label className="wc-block-components-checkbox">
					<input
						type="checkbox"
						className="wc-block-components-checkbox__input"
						checked={ shouldCreate }
						onChange={ ( event ) => setShouldCreateAccount( event.target.checked ) }
					/>
					<span className="wc-block-components-checkbox__label">
						{ siteTitle
							? sprintf(
									/* translators: %s: site name */
									__( 'Create an account with %s', 'tourfront' ),
									siteTitle
							  )
							: __( 'Create an account', 'tourfront' ) }
					</span>
				</label>
			) }
			{ needsPassword && (
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
			) }
		</div>
	);
}
