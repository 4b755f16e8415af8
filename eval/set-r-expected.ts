import { company } from '@/content/company';
import { CREDIT_NOTE, ESTIMATE_PAGES, expected } from './expected';
import { escape } from './question-helpers';

/**
 * The expectations set R's tuning questions (questions-tuning-9r.ts) and its hold-out questions
 * (holdout-8r.ts) share: one definition for both parts.
 */
export const de = expected.de;
export const en = expected.en;
// Expectations defined locally in the source files, copied unchanged (the same in eval/holdout-8r.ts).
// From eval/questions-tuning-7i.ts:
/** The pages that say private persons sell to us too (consumers in the terms, private sellers' receipt). */
export const PRIVATE_SELLERS = ['/unternehmensprofil', '/', '/cpu-ram-ankauf', '/agb'];
/** The pages that say what an estimate needs (photos, a list, the rating plate). */
export const ESTIMATE_INFO = [...new Set([...ESTIMATE_PAGES, '/agb', '/mission', '/team'])];
/** The pages that name the seller's document: credit note or purchase receipt. */
export const PURCHASE_DOCS = [...CREDIT_NOTE, '/bitcoin-miner-recycling'];
// From eval/questions-tuning-7j.ts:
export const STREET = company.street;
export const ADDRESS_PAGES = ['/kontakt', '/impressum', '/datenschutz'];
export const TRAINING_DE = /Praktik|Ausbildung/;
export const TRAINING_EN = /placement|apprentice/i;
export const NO_COOKIES_DE = /keine Cookies|kein Cookie|keine Analyse|kein Tracking/;
export const NO_COOKIES_EN = /no cookies|not a cookie|no analytics|no tracking/i;
export const VAT_ID = new RegExp(escape(company.vatId));
export const IMPRINT = ['/impressum'];
export const DELETE_DE = /[Ll]ösch/;
export const DELETE_EN = /delet|eras/i;
// From eval/questions-tuning-7k.ts:
export const BATTERY_STORAGE_DE = /Isolierband|abkleben|kühl|trocken|brennbar/;
export const BATTERY_STORAGE_EN = /tape|cool|dry|flammable|combustible/i;
export const BATTERY_STORAGE_PAGES = ['/scooter-entsorgung', '/lithium-batterien'];
export const ASSET_LIST_DE = /Asset-Liste|Seriennummer/;
export const ASSET_LIST_EN = /asset list|serial number/i;
export const FORMAT_DE = /lesbar|protokolliert|physisch/;
export const FORMAT_EN = /\bread\b|readable|logged|physical/i;
export const TAPE_LEVEL = /T-4|O-4/;
export const CUSTODY_DE = /[Pp]lomb|verschl(ossen|ießbar)|Verschluss|Zwischenlager/;
export const CUSTODY_EN = /seal|lock(ed|able)|intermediate storage/i;
