/**
 * Error boundary around extension content: administrators see "{status}: {statusText}" for an HTTP
 * error or the error message otherwise; everyone else sees nothing.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** WordPress dependencies */
import { Component } from '@wordpress/element';

/** Internal dependencies */
import { isAdmin } from '../user';

interface Props {
	children: ReactNode;
}

interface State {
	error: unknown;
	hasError: boolean;
}

/** The text an administrator sees for `error`. */
export function describeSlotError( error: unknown ): string {
	if (
		typeof error === 'object' &&
		error !== null &&
		'status' in error &&
		'statusText' in error
	) {
		const { status, statusText } = error as {
			status: unknown;
			statusText: unknown;
		};
		if ( status !== undefined && statusText !== undefined ) {
			return `${ status }: ${ statusText }`;
		}
	}
	if ( error instanceof Error ) {
		return error.message;
	}
	if ( typeof error === 'object' && error !== null && 'message' in error ) {
		return String( ( error as { message: unknown } ).message );
	}
	return String( error );
}

/** Catches errors thrown while rendering extension content. */
export class SlotErrorBoundary extends Component< Props, State > {
	override state: State = { error: null, hasError: false };

	static getDerivedStateFromError( error: unknown ): State {
		return { error, hasError: true };
	}

	override render() {
		if ( ! this.state.hasError ) {
			return this.props.children;
		}
		if ( ! isAdmin() ) {
			return null;
		}
		return (
			<div
				className="tourfront-block-error tourfront-notice wc-block-components-notice-banner is-error"
				role="alert"
			>
				{ describeSlotError( this.state.error ) }
			</div>
		);
	}
}
