/**
 * Data the component tests share: the store's currency and the recorded cart's totals
 * (woo-store-api 42: 4 lines, coupon giam200k, VAT 8 % + Phí du lịch 2 %, flat rate 30.000 ₫).
 */

/** Internal dependencies */
import { VND_CURRENCY } from '../../common/money/test-fixtures';

/** The recorded cart's totals, with their currency fields. */
export const RECORDED_TOTALS = Object.freeze( {
	...VND_CURRENCY,
	total_items: '19220000',
	total_items_tax: '1922000',
	total_fees: '0',
	total_fees_tax: '0',
	total_discount: '200000',
	total_discount_tax: '20000',
	total_shipping: '30000' as string | null,
	total_shipping_tax: '2400' as string | null,
	total_price: '20954400',
	total_tax: '1904400',
	tax_lines: [
		{ name: 'VAT', price: '1524000', rate: '8%' },
		{ name: 'Phí du lịch', price: '380400', rate: '2%' },
	],
} );

/** The rows the recorded totals give with itemized taxes, excluding tax, shipping shown. */
export const RECORDED_ROWS_ITEMIZED = Object.freeze( [
	'Subtotal|19.220.000 ₫',
	'Discount|-200.000 ₫',
	'Shipping|30.000 ₫',
	'VAT 8%|1.524.000 ₫',
	'Phí du lịch 2%|380.400 ₫',
	'Total|20.954.400 ₫',
] );

/** The rendered totals rows of `container` as "label|amount". */
export const totalsRowsText = ( container: ParentNode ) =>
	[ ...container.querySelectorAll( '.tourfront-totals__row' ) ].map(
		( row ) =>
			`${ row.querySelector( '.tourfront-totals__label' )!.textContent }|${ row.querySelector( '.tourfront-totals__value' )!.textContent }`
	);
