/**
 * Isolates one payment method's own code (its label, content, saved-token component or express button):
 * when it throws while rendering, the shopper sees WooCommerce's "difficulties" message in its place and
 * the rest of the checkout keeps working. Administrators and editors see the error itself.
 */

/** External dependencies */
import type { ReactNode } from 'react';

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';
import { Component } from '@wordpress/element';

/** Internal dependencies */
import { isAdminOrEditor } from '../../registry/user';

interface Props {
	children: ReactNode;
	/** Drawn instead of the message (a label falls back to the method's plain name). */
	fallback?: ReactNode;
}

interface State {
	message: string;
	hasError: boolean;
}

/** What the shopper (or an administrator) reads when a method failed to render. */
export function paymentMethodErrorText( message: string ): string {
	if ( isAdminOrEditor() ) {
		return (
			message ||
			__(
				"There was an error with this payment method. Please verify it's configured correctly.",
				'tourfront'
			)
		);
	}
	return __(
		'We are experiencing difficulties with this payment method. Please contact us for assistance.',
		'tourfront'
	);
}

/** The boundary. */
export class PaymentMethodErrorBoundary extends Component< Props, State > {
	override state: State = { message: '', hasError: false };

	static getDerivedStateFromError( error: unknown ): State {
		return {
			hasError: true,
			message: error instanceof Error ? error.message : String( error ),
		};
	}

	override render() {
		if ( ! this.state.hasError ) {
			return this.props.children;
		}
		if ( this.props.fallback !== undefined ) {
			return this.props.fallback;
		}
		return (
			<div
				className="wc-block-components-notice-banner is-error tourfront-payment-method-error"
				role="alert"
			>
				<div className="wc-block-components-notice-banner__content">
					{ paymentMethodErrorText( this.state.message ) }
				</div>
			</div>
		);
	}
}
