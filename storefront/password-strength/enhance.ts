/**
 * Password-strength meter on the register, edit-account, lost/reset-password and classic checkout
 * forms, plus the show/hide toggle on every password field. zxcvbn loads on the first interaction
 * with a password field; the meter is re-evaluated when it arrives.
 */

/** Internal dependencies */
import { getSettings } from '../../common/settings';
import { createClaim, queryAll } from '../../common/once';
import { DEFAULT_MIN_PASSWORD_STRENGTH } from '../../common/password-strength/constants';
import {
	PASSWORD_CONFIRM_SELECTOR,
	PASSWORD_FIELD_SELECTOR,
	PASSWORD_FORM_SELECTOR,
} from './constants';
import { getDisallowedWords } from './disallowed-words';
import {
	getPasswordStrength,
	getStrengthFeedback,
	isPasswordEstimatorReady,
	loadPasswordEstimator,
	shouldBlockSubmit,
} from '../../common/password-strength/estimate';
import { renderMeter, setSubmitBlocked } from './meter';
import { initPasswordToggles } from './toggle';

const claim = createClaim();

/** Re-evaluates one form: meter, hint, submit state. Returns the score. */
export function checkForm(
	form: HTMLFormElement,
	field: HTMLInputElement
): number {
	const theme = getSettings().theme;
	const minimum = Number(
		theme?.min_password_strength ?? DEFAULT_MIN_PASSWORD_STRENGTH
	);
	const confirm =
		form.querySelector< HTMLInputElement >( PASSWORD_CONFIRM_SELECTOR )
			?.value ?? '';
	const password = field.value;
	const score = getPasswordStrength(
		password,
		getDisallowedWords( form.ownerDocument ),
		confirm
	);
	renderMeter(
		form,
		field,
		password === ''
			? null
			: getStrengthFeedback( score, {
					minimum,
					errorText: theme?.password_error_text,
					hintText: theme?.password_hint_text,
				} )
	);
	setSubmitBlocked(
		form,
		shouldBlockSubmit( {
			password,
			score,
			minimum,
			isCheckout: form.matches( 'form.checkout' ),
			stopCheckout: Boolean( theme?.stop_checkout ),
		} )
	);
	return score;
}

/** Binds the meter to every password form in `root` and adds show/hide toggles. */
export function enhance( root: ParentNode ): void {
	initPasswordToggles( root );
	for ( const form of queryAll< HTMLFormElement >(
		root,
		PASSWORD_FORM_SELECTOR
	) ) {
		const field = form.querySelector< HTMLInputElement >(
			PASSWORD_FIELD_SELECTOR
		);
		if ( ! field || ! claim( form ) ) {
			continue;
		}
		const update = () => {
			checkForm( form, field );
			if ( ! isPasswordEstimatorReady() ) {
				loadPasswordEstimator()
					.then( () => checkForm( form, field ) )
					.catch( () => undefined );
			}
		};
		const confirm = form.querySelector< HTMLInputElement >(
			PASSWORD_CONFIRM_SELECTOR
		);
		for ( const input of confirm ? [ field, confirm ] : [ field ] ) {
			input.addEventListener( 'input', update );
			input.addEventListener( 'change', update );
		}
		if ( field.value ) {
			update();
		}
	}
}
