/** Internal dependencies */
import type { CheckoutSettings } from '../settings';

/** Key of the weak-password error in the validation store (placing the order stops on it). */
export const PASSWORD_ERROR_ID = 'account-password';

/** Props of the create-account option and of its password part. */
export interface CreateAccountProps {
	settings: CheckoutSettings;
	password: string;
	onPasswordChange: ( password: string ) => void;
}
