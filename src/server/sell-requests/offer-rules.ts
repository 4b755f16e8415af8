/** Offer validity staff may set, in days (default 14). */
export const OFFER_VALIDITY = { defaultDays: 14, minDays: 1, maxDays: 90 } as const;
export const DECLINED_REASON_MAX = 500;
/** A line's binding unit price, in cents: up to 10 million euros. */
export const PRICE_CENTS_MAX = 1_000_000_000;
