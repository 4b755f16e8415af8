import { claims } from '@/content/claims';
import { company } from '@/content/company';

/**
 * The expectations of set X's hold-out questions (holdout-11x.ts) that are not in ./expected.ts:
 * figures and names read from the content modules (company facts, claims), and the
 * wordings the pages use where a question needs more than one of them.
 */

/** The managing director, from the company facts (Impressum, team page). */
export const MANAGING_DIRECTOR = company.managingDirector;
/** The commercial register number, from the company facts (Impressum). */
export const REGISTER_NUMBER = company.registerNumber;
/** The VAT identification number, from the company facts (Impressum). */
export const VAT_ID = company.vatId;

/** The share of the new price paid for modules and inverters ("up to 30%"), from the claims. */
export const SOLAR_SHARE_EN = new RegExp(`up to ${claims.shareOfNewPrice.solar}\\s?%`);

/** Closed on Sundays: the contact page's hours ("Sun closed") and its sentence ("closed on Sundays"). */
export const SUNDAY_EN = /Sun closed|closed on Sundays/;

/**
 * No sorting needed before an e-waste pickup: a rough list is enough, or the type and rough
 * quantity (the e-waste disposal page's intro and its first step).
 */
export const ROUGH_LIST_DE = /grobe Liste|ungefähre Menge/;
export const ROUGH_LIST_EN = /rough list|rough quantity/;

/** Working drives are erased with a report instead of shredded ("erasure report", "erasure log", "Erasure with a report"). */
export const ERASURE_REPORT_EN = /erasure report|erasure log|Erasure with a report/;
