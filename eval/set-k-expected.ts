import { DRIVES, INDUSTRIAL } from './expected';
import { servicePrice } from './question-helpers';

/**
 * The expectations set K's tuning questions (questions-tuning-7k.ts) and its hold-out questions
 * (holdout-6k.ts) share: one definition for both parts.
 */

// Expectations of each group, the same in the hold-out file.
export const MEDICAL_ACCEPT_DE = /radioaktiv|infekti|[Dd]ekontamination|desinfiziert/;
export const MEDICAL_ACCEPT_EN = /radioactive|infectious|decontamination|disinfected/i;
export const SINGLE_CARDS_DE = /Einzel(karten|ne)|beides/;
export const SINGLE_CARDS_EN = /single (graphics )?cards|both ways/i;
export const PHARMA_DE = /[Tt]hermisch|zugelassen/;
export const PHARMA_EN = /thermal|licensed/i;
export const ROOF = servicePrice('KW-SRV-S203');
export const DISPOSAL_CERT_DE = /Entsorgungsnachweis/;
export const DISPOSAL_CERT_EN = /disposal certificate/i;
export const BATTERY_STORAGE_DE = /Isolierband|abkleben|kühl|trocken|brennbar/;
export const BATTERY_STORAGE_EN = /tape|cool|dry|flammable|combustible/i;
export const BATTERY_STORAGE_PAGES = ['/scooter-entsorgung', '/lithium-batterien'];
export const SMALL_RUN_DE = /Tour|Region|vorab/;
export const SMALL_RUN_EN = /next run|region|in advance/i;
export const SMALL_RUN_PAGES = [...INDUSTRIAL, '/agb'];
export const ASSET_LIST_DE = /Asset-Liste|Seriennummer/;
export const ASSET_LIST_EN = /asset list|serial number/i;
export const FORMAT_DE = /lesbar|protokolliert|physisch/;
export const FORMAT_EN = /\bread\b|readable|logged|physical/i;
export const TAPE_LEVEL = /T-4|O-4/;
export const CUSTODY_DE = /[Pp]lomb|verschl(ossen|ießbar)|Verschluss|Zwischenlager/;
export const CUSTODY_EN = /seal|lock(ed|able)|intermediate storage/i;
export const DESTRUCTION_COST_PAGES = [...DRIVES, '/agb'];
