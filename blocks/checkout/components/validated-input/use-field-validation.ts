/**
 * The validation lifecycle of a form control: checked on mount with the
 * error hidden, re-checked hidden on change, checked and shown on blur, cleared on unmount.
 */

/** WordPress dependencies */
import { useCallback, useEffect, useRef } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';

/** Internal dependencies */
import { validationStore } from '../../../data/validation';
import { getValidityMessage, invalidFieldMessage } from './validity';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FieldValidationOptions {
	errorId: string;
	label: string;
	/** Extra rule after the browser's constraints; may call `setCustomValidity`. Return false when invalid. */
	customValidation?: ( control: Control ) => boolean;
	/** A fixed message that overrides every other. */
	errorMessage?: string;
	validateOnMount?: boolean;
	focusOnMount?: boolean;
}

/** Returns the ref to attach, `validate( hidden )`, and the current error (if shown). */
export function useFieldValidation< T extends Control >( {
	errorId,
	label,
	customValidation,
	errorMessage,
	validateOnMount = true,
	focusOnMount = false,
}: FieldValidationOptions ) {
	const ref = useRef< T >( null );
	const { setValidationErrors, clearValidationError } =
		useDispatch( validationStore );
	const { error, revalidation } = useSelect(
		( select ) => ( {
			error: select( validationStore ).getValidationError( errorId ),
			revalidation: select( validationStore ).getRevalidationRequest(),
		} ),
		[ errorId ]
	);

	const validate = useCallback(
		( hidden = true ): boolean => {
			const control = ref.current;
			if ( ! control ) {
				return true;
			}
			// Checked trimmed; the DOM value is left alone so typing a space keeps working.
			const value = control.value.trim();
			control.setCustomValidity( '' );
			let message = '';
			if ( control.required && ! value ) {
				message = getValidityMessage(
					label,
					{
						valueMissing: true,
						badInput: false,
						typeMismatch: false,
					},
					''
				);
			} else if ( ! control.checkValidity() ) {
				message = getValidityMessage(
					label,
					control.validity,
					control.validationMessage
				);
			} else if ( customValidation && ! customValidation( control ) ) {
				message =
					control.validationMessage || invalidFieldMessage( label );
			}
			if ( ! message ) {
				clearValidationError( errorId );
				return true;
			}
			setValidationErrors( {
				[ errorId ]: { message: errorMessage || message, hidden },
			} );
			return false;
		},
		[
			errorId,
			label,
			customValidation,
			errorMessage,
			setValidationErrors,
			clearValidationError,
		]
	);

	useEffect( () => {
		if ( focusOnMount ) {
			ref.current?.focus();
		}
		if ( validateOnMount || ! focusOnMount ) {
			validate( true );
		}
		// Mount only: later checks come from change, blur and revalidation.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// `revalidate()` on the validation store: re-check now and show the result.
	const firstRevalidation = useRef( revalidation );
	useEffect( () => {
		if ( revalidation !== firstRevalidation.current ) {
			validate( false );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ revalidation ] );

	useEffect(
		() => () => {
			clearValidationError( errorId );
		},
		[ errorId, clearValidationError ]
	);

	const shown = error && ! error.hidden ? error : undefined;
	// The control's ARIA state for the error shown under it (the same for inputs and selects).
	const errorAttributes = {
		'aria-invalid': shown ? ( true as const ) : undefined,
		'aria-describedby': shown ? `validate-error-${ errorId }` : undefined,
	};
	return { ref, validate, error: shown, errorAttributes };
}
