import { CREDIT_NOTE, ESTIMATE_PAGES, expected, INDICATIVE, SHIPPING } from './expected';

/**
 * The expectations set I's tuning questions (questions-tuning-7i.ts) and its hold-out questions
 * (holdout-6i.ts) share: one definition for both parts.
 */

export const de = expected.de;
export const en = expected.en;
// Page lists this set and its twin (eval/questions-tuning-7i.ts, eval/holdout-6i.ts) expect, each
// defined the same way in both files (expected.ts holds the lists shared with the other sets).

/** The pages that say the valuation in advance (photos, a list) is free. */
export const FREE_VALUATION = ['/agb', '/kontakt', '/', '/scooter-entsorgung', '/elektronische-bauteile'];
/** What the final price depends on: the terms (§ 2), the price pages and the pages naming condition. */
export const PRICE_FACTORS = [
  ...new Set([
    ...INDICATIVE,
    '/mission',
    '/',
    '/cpu-ram-ankauf',
    '/lithium-batterien',
    '/mobilitaet-batterien',
    '/bitcoin-miner-recycling',
  ]),
];
/** The pages that say private persons sell to us too (consumers in the terms, private sellers' receipt). */
export const PRIVATE_SELLERS = ['/unternehmensprofil', '/', '/cpu-ram-ankauf', '/agb'];
/** The pages that say what an estimate needs (photos, a list, the rating plate). */
export const ESTIMATE_INFO = [...new Set([...ESTIMATE_PAGES, '/agb', '/mission', '/team'])];
/** The pages that name the seller's document: credit note or purchase receipt. */
export const PURCHASE_DOCS = [...CREDIT_NOTE, '/bitcoin-miner-recycling'];
/** Set-off of the purchase price against chargeable services: the terms (§ 6) and the drives page. */
export const SET_OFF = ['/agb', '/festplatten-vernichtung'];
/** Payment within 14 days after valuation and takeover (terms § 6) or after the seller's acceptance. */
export const PAYMENT_START = ['/agb', '/cpu-ram-ankauf'];
/** Shipping by the seller: the shipping pages and the sell list (shipping as a handover option). */
export const SHIP_SELF = [...SHIPPING, '/ankaufsliste'];
/** Shipping in the pages' German words: SHIP_DE, with the sell list's „Versand“. */
export const SHIP_ANY_DE = /[Vv]ersand|versend|versichert|Paket/;
/** How to keep batteries until pickup: tape the terminals, do not deep-discharge, store cool and dry. */
export const BATTERY_PREP = ['/lithium-batterien', '/scooter-entsorgung', '/elektronikschrott-entsorgung'];
/** Damaged batteries: a quote for packaging and transport before the order. */
export const DAMAGED_COST = ['/lithium-batterien', '/scooter-entsorgung'];
/** The pages that offer a site visit before large jobs. */
export const SITE_VISIT = ['/elektroschrott-recycling', '/bitcoin-miner-recycling', '/medizintechnik-recycling'];
