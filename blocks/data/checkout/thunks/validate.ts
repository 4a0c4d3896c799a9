/**
 * The validation step: checkout_validation observers and field errors.
 */

/** Internal dependencies */
import { emitEvent, isErrorAnswer } from '../../shared/event-emitter';
import { noticesOf } from '../../shared/error-notices';
import {
	dispatchStore,
	selectStore,
	VALIDATION_STORE,
} from '../../shared/store-refs';
import { NOTICE_CONTEXTS } from '../../notices/constants';
import type { CheckoutEvents } from '../events';
import type { ValidationObserverResponse } from '../types';
import type { CheckoutThunkArgs } from './types';

type ErrorAnswer = Exclude<
	ValidationObserverResponse,
	true | void | undefined | false
>;

/** A checkout_validation answer that fails the validation: false, an error answer, or error fields. */
const isValidationError = ( answer: unknown ): boolean =>
	answer === false ||
	isErrorAnswer( answer ) ||
	( typeof answer === 'object' &&
		answer !== null &&
		( 'errorMessage' in answer || 'validationErrors' in answer ) );

/** Runs checkout_validation; resolves true (status processing) or false (idle + hasError). */
export async function emitValidateEvent(
	events: CheckoutEvents,
	{ dispatch, registry }: Pick< CheckoutThunkArgs, 'dispatch' | 'registry' >
): Promise< boolean > {
	const validation = selectStore( registry, VALIDATION_STORE );
	const fieldsInvalid = !! validation?.hasValidationErrors();
	const answers = await emitEvent( events.checkoutValidation, undefined );
	const errors = answers.filter( isValidationError ) as Array<
		ErrorAnswer | false
	>;
	if ( ! fieldsInvalid && ! errors.length ) {
		dispatch.setProcessing();
		return true;
	}
	const notices = noticesOf( registry );
	const validationActions = dispatchStore( registry, VALIDATION_STORE );
	for ( const answer of errors ) {
		if ( ! answer ) {
			continue;
		}
		const message = answer.errorMessage ?? answer.message;
		if ( message ) {
			notices?.createErrorNotice( message, {
				context: answer.context ?? NOTICE_CONTEXTS.CHECKOUT,
			} );
		}
		if ( answer.validationErrors ) {
			validationActions?.setValidationErrors( answer.validationErrors );
		}
	}
	validationActions?.showAllValidationErrors();
	dispatch.setHasError( true );
	dispatch.setIdle();
	return false;
}
