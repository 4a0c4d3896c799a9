/**
 * `wc.blocksComponents` (handle `wc-blocks-components`): the components of WooCommerce's that the theme
 * draws with its own, under WooCommerce's names and props. `wc.blocksCheckout` hands the same objects on.
 */

/** Internal dependencies */
import Button from './button';
import FormattedMonetaryAmount from './formatted-monetary-amount';
import Label from './label';
import { CheckboxControl, Panel, ValidatedTextInput } from './form-controls';
import { Subtotal, TotalsFees, TotalsItem, TotalsWrapper } from './totals';
import { TextInput } from './text-input';
import {
	LoadingMask,
	ValidationInputError,
} from '../../checkout/payment/registry-components';

export const blocksComponents = Object.freeze( {
	Button,
	CheckboxControl,
	FormattedMonetaryAmount,
	Label,
	LoadingMask,
	Panel,
	Subtotal,
	TextInput,
	TotalsFees,
	TotalsItem,
	TotalsWrapper,
	ValidatedTextInput,
	ValidationInputError,
} );

export type BlocksComponents = typeof blocksComponents;
