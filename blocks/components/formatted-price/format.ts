/**
 * Bridge between the Store API's currency fields and the one money formatter (`common/money`).
 */

/** Internal dependencies */
import {
	formatPrice,
	getCurrencyFromPriceResponse,
} from '../../../common/money';
import type { CurrencyFields } from '../../../common/money';

/** The currency fields of the Store API object an amount came from (missing ones: the store's). */
export type PriceCurrency = CurrencyFields;

/** Formats minor units with the Store API object's currency. */
export function formatAmount(
	value: string | number,
	currency: PriceCurrency | null | undefined
): string {
	return formatPrice( value, getCurrencyFromPriceResponse( currency ) );
}
