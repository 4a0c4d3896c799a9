/**
 * Checkout actions: "Return to Cart" and the Place order button (label from the active method).
 */

/** WordPress dependencies */
import { __ } from '@wordpress/i18n';

/** Internal dependencies */
import NoticesArea from '../../components/notices-area';
import { CONTEXTS } from '../stores';
import { PASSWORD_ERROR_ID } from './create-account-constants';
import type { StorePage } from '../../../common/settings';
import { applyFilter } from '../../registry/extension-points';

/** The actions row; the button submits the checkout form. */
export default function Actions( {
	label,
	busy,
	disabled,
	cart,
	weakPassword = false,
}: {
	label?: string;
	busy: boolean;
	disabled: boolean;
	cart: StorePage | null;
	/** The new account's password is below the store's minimum strength (stop_checkout): the button is off, described by the field's error. */
	weakPassword?: boolean;
} ) {
	return (
		<div className="wc-block-checkout__actions">
			<NoticesArea context={ CONTEXTS.CHECKOUT_ACTIONS } />
			<div className="wc-block-checkout__actions_row">
				{ cart && cart.permalink && (
					<a
						className="wc-block-components-checkout-return-to-cart-button"
						href={ cart.permalink }
					>
						{ __( 'Return to Cart', 'tourfront' ) }
					</a>
				) }
				<button
					type="submit"
					className={ `wc-block-components-button wc-block-components-checkout-place-order-button ${
						busy ? 'wc-block-components-button--loading' : ''
					}`.trim() }
					disabled={ disabled || weakPassword }
					aria-busy={ busy }
					aria-describedby={
						weakPassword
							? `validate-error-${ PASSWORD_ERROR_ID }`
							: undefined
					}
				>
					<span className="wc-block-components-button__text">
						{ applyFilter(
							'placeOrderButtonLabel',
							label || __( 'Place order', 'tourfront' )
						) }
					</span>
				</button>
			</div>
		</div>
	);
}
