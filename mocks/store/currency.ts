/**
 * The currency fields every money object of the Store API carries.
 */

/** Internal dependencies */
import { currencyResponseFields } from '../../common/money/currency';
import type { StoreContext } from './context';

/** currency_code … currency_suffix. */
export function currencyFields( ctx: StoreContext ) {
	return currencyResponseFields( ctx.settings.currency );
}

/** A money value as the Store API sends it: a string of minor units. */
export function money( amount: number ): string {
	return String( Math.round( amount ) );
}
