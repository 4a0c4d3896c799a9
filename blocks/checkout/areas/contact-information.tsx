/**
 * Contact information area: the email address (billing email) and the account-creation option.
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

/** Internal dependencies */
import { INNER_BLOCK_AREAS } from '../../registry/constants';
import CheckoutStep from '../components/checkout-step';
import CreateAccount from './create-account';
import ValidatedInput from '../components/validated-input';
import NoticesArea from '../../components/notices-area';
import { CART_STORE_KEY, CONTEXTS } from '../stores';
import AdditionalFields from '../additional-fields';
import { FIELD_MAX_LENGTHS } from '../address/limits';
import { isEmail } from '../../../common/email';
import type { CheckoutSettings } from '../settings';

/** The area. */
export default function ContactInformation( {
	settings,
	stepNumber,
	password,
	onPasswordChange,
}: {
	settings: CheckoutSettings;
	stepNumber?: number;
	password: string;
	onPasswordChange: ( password: string ) => void;
} ) {
	const email = useSelect(
		( select ) =>
			select( CART_STORE_KEY ).getCustomerData().billingAddress.email,
		[]
	);
	const { setBillingAddress, flushCustomerData } =
		useDispatch( CART_STORE_KEY );
	// An invalid email counts as empty for the cart, so a cart response may blank it in the
	// store; the shopper's text stays in the field until they fix it.
	const [ draft, setDraft ] = useState( email || '' );
	useEffect( () => {
		if ( email ) {
			setDraft( email );
		}
	}, [ email ] );
	const field = settings.defaultFields.email;
	const label = field?.label || __( 'Email address', 'tourfront' );
	return (
		<CheckoutStep
			area={ INNER_BLOCK_AREAS.CONTACT_INFORMATION }
			id="contact-fields"
			className="wc-block-checkout__contact-fields"
			title={ __( 'Contact information', 'tourfront' ) }
			description={ __(
				"We'll use this email to send you details and updates about your order.",
				'tourfront'
			) }
			stepNumber={ stepNumber }
		>
			<NoticesArea context={ CONTEXTS.CONTACT_INFORMATION } />
			<ValidatedInput
				id="email"
				errorId="billing_email"
				type="email"
				label={ label }
				value={ draft }
				required
				autoComplete="email"
				autoCapitalize="none"
				maxLength={ FIELD_MAX_LENGTHS.email }
				// The browser lets `a@b.c` through; WooCommerce (WordPress's is_email) would refuse it.
				customValidation={ ( control ) =>
					isEmail( control.value.trim() )
				}
				onChange={ ( value ) => {
					setDraft( value );
					setBillingAddress( { email: value } );
				} }
				onBlur={ () => flushCustomerData() }
			/>
			{ settings.currentUserId === 0 && settings.checkoutAllowsSignup && (
				<CreateAccount
					settings={ settings }
					password={ password }
					onPasswordChange={ onPasswordChange }
				/>
			) }
			<AdditionalFields settings={ settings } location="contact" />
		</CheckoutStep>
	);
}
