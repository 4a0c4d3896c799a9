/**
 * The demo pages the bench and the accessibility gate visit.
 */
export const BENCH_PAGES = {
	home: '/',
	shop: '/shop/',
	product: '/product/tour-ha-long-2-ngay-1-dem-tren-du-thuyen/',
	cart: '/cart/',
	checkout: '/checkout/',
	account: '/my-account/',
	article: '/kinh-nghiem-du-lich-vinh-ha-long/',
} as const;

export type BenchPage = keyof typeof BENCH_PAGES;

/** A product the cart and checkout pages are measured with (Tour Hạ Long, in stock). */
export const BENCH_PRODUCT_ID = 11;

/** A tour without managed stock, for the cart journey: ten + clicks never meet a maximum (Sa Pa – Fansipan). */
export const BENCH_UNLIMITED_PRODUCT_ID = 13;
