/**
 * Create-account option (guests only, when the store allows sign-up at checkout): a checkbox, and a
 * password with a strength meter when the store does not generate passwords. The checkbox renders with
 * the checkout (no shift when the page settles); the password part loads when an account is asked for.
 */

/** WordPress dependencies */
import { __, sprintf } from '@wordpress/i18n';
import { useDispatch, useSelect } from '@wordpress/data';
import { lazy, Suspense, useEffect } from '@wordpress/element';

/** Internal dependencies */
import { CHECKOUT_STORE_KEY } from '../stores';
import CheckboxControl from '../components/checkbox-control';
import type { CreateAccountProps } from './create-account-constants';
import { getSettings } from '../../../common/settings';

export { PASSWORD_ERROR_ID } from './create-account-constants';

const AccountPassword = lazy( () => import( './account-password' ) );

/** The option; renders nothing for logged-in customers or when sign-up is off. */
export default function CreateAccount( {
	settings,
	password,
	onPasswordChange,
}: CreateAccountProps ) {
	const shouldCreate = useSelect(
		( select ) => select( CHECKOUT_STORE_KEY ).getShouldCreateAccount(),
		[]
	);
	const { setShouldCreateAccount } = useDispatch( CHECKOUT_STORE_KEY );
	const visible =
		settings.currentUserId === 0 && settings.checkoutAllowsSignup;
	const forced = visible && ! settings.checkoutAllowsGuest;
	const needsPassword =
		visible && ( shouldCreate || forced ) && ! settings.generatePassword;

	useEffect( () => {
		if ( forced && ! shouldCreate ) {
			setShouldCreateAccount( true );
		}
	}, [ forced, shouldCreate, setShouldCreateAccount ] );

	if ( ! visible ) {
		return null;
	}
	const siteTitle = getSettings().siteTitle || '';
	return (
		<div className="wc-block-checkout__create-account">
			{ ! forced && (
				<CheckboxControl
					checked={ shouldCreate }
					onChange={ setShouldCreateAccount }
					label={
						siteTitle
							? sprintf(
									/* translators: %s: site name */
									__(
										'Create an account with %s',
										'tourfront'
									),
									siteTitle
								)
							: __( 'Create an account', 'tourfront' )
					}
				/>
			) }
			{ needsPassword && (
				<Suspense fallback={ null }>
					<AccountPassword
						settings={ settings }
						password={ password }
						onPasswordChange={ onPasswordChange }
					/>
				</Suspense>
			) }
		</div>
	);
}
