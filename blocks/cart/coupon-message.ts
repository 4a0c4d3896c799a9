/**
 * The one message of the coupon field: the last apply or removal said, success or error. A new one replaces
 * the old, so an "applied" confirmation never sits beside the next error.
 */

export interface CouponMessage {
	text: string;
	isError: boolean;
}
