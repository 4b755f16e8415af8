import { company } from '@/content/company';
import type { Locale } from '@/i18n/locales';
import { NO_AMOUNT } from './expected';
import { tuningQuestions } from './questions-tuning';
import { formerHoldoutQuestions } from './questions-tuning-2';
import { tuningQuestionsA } from './questions-tuning-3a';
import { tuningQuestionsB } from './questions-tuning-3b';
import { tuningQuestionsC } from './questions-tuning-4c';
import { tuningQuestionsD } from './questions-tuning-4d';
import { tuningQuestionsE } from './questions-tuning-5e';
import { tuningQuestionsF } from './questions-tuning-5f';
import { tuningQuestionsG } from './questions-tuning-6g';
import { tuningQuestionsH } from './questions-tuning-6h';
import { tuningQuestionsI } from './questions-tuning-7i';
import { tuningQuestionsJ } from './questions-tuning-7j';
import { tuningQuestionsK } from './questions-tuning-7k';
import { tuningQuestionsL } from './questions-tuning-8l';
import { tuningQuestionsM } from './questions-tuning-8m';
import { tuningQuestionsN } from './questions-tuning-8n';
import { tuningQuestionsP } from './questions-tuning-9p';
import { tuningQuestionsQ } from './questions-tuning-9q';
import { tuningQuestionsR } from './questions-tuning-9r';
import { tuningQuestionsS } from './questions-tuning-10s';
import { tuningQuestionsT } from './questions-tuning-10t';
import { tuningQuestionsU } from './questions-tuning-11u';
import { tuningQuestionsV } from './questions-tuning-11v';
import { tuningQuestionsW } from './questions-tuning-11w';

/**
 * Realistic visitor questions for the assistant, with what each answer must contain.
 *
 * - `must`: every string or pattern must appear in the reply (figures, links, trigger words).
 * - `mustNot`: none may appear.
 * - `products`: catalogue models the question names; the reply must carry each one's catalogue
 *   price and price-list link, read from the catalogue itself (so a price change there does not
 *   break the evaluation, but a wrong or missing price does).
 * - `noPrice`: an item that is in no price list; the reply must quote no amount and offer contact.
 * - `pages`: the reply must link at least one of these pages as its source.
 * - `fallback`: the honest fallback (no answer from a page, the contact form offered, no amount).
 * - `lang`: the language the reply must be in.
 *
 * Every reply is also checked for its grounding: each figure in it must stand on a page it cites
 * (or in that page's price list), and a quoted price comes with the price list's date.
 */
export type EvalIntent =
  | 'original'
  | 'model-price'
  | 'unknown-model'
  | 'category-price'
  | 'selling'
  | 'payment'
  | 'pickup'
  | 'pickup-cost'
  | 'appointment-hours'
  | 'legal'
  | 'data-destruction'
  | 'service'
  | 'company'
  | 'out-of-scope'
  | 'sell-list'
  | 'abuse'
  | 'follow-up';

export type EvalCase = {
  q: string;
  lang: Locale;
  /** What the visitor wants (the first set of 88 questions is `original`). */
  intent?: EvalIntent;
  /** The page language the widget sends (optional, as in the request). */
  locale?: Locale;
  must?: Array<string | RegExp>;
  mustNot?: Array<string | RegExp>;
  products?: string[];
  noPrice?: boolean;
  pages?: string[];
  fallback?: boolean;
};

const phone = company.phone;

/** The first evaluation set (88 questions), part of the tuning set. */
const originalQuestions: EvalCase[] = [
  // Prices of named models (German)
  {
    q: 'Was zahlt ihr für eine RTX 4090?',
    lang: 'de',
    products: ['RTX 4090'],
    must: ['1.800 €', 'unverbindlich', '/grafikkarten-ankauf', 'Bewertung'],
  },
  { q: 'rtx4090 gebraucht, was bekomme ich dafür?', lang: 'de', products: ['RTX 4090'], must: ['1.800 €'] },
  { q: 'Preis für eine Grafikkarte RTX 4090', lang: 'de', products: ['RTX 4090'], must: ['1.800 €'] },
  { q: 'Grafikkatre rtx 4090 verkaufen', lang: 'de', products: ['RTX 4090'], must: ['1.800 €'] },
  {
    q: 'Ich habe eine A100 80GB übrig, was ist die noch wert?',
    lang: 'de',
    products: ['A100 80GB'],
    must: ['15.000 €'],
  },
  {
    q: 'Wie viel zahlt ihr für einen Intel Core i9-14900KS?',
    lang: 'de',
    products: ['i9-14900KS'],
    must: ['800 €', '/intel-prozessoren-ankauf'],
  },
  { q: 'Xeon Platinum 8480+ Ankaufspreis', lang: 'de', products: ['8480+'], must: ['15.000 €'] },
  {
    q: 'Threadripper PRO 7995WX verkaufen',
    lang: 'de',
    products: ['7995WX'],
    must: ['18.000 €', '/amd-prozessoren-ankauf'],
  },
  {
    q: 'Was bekomme ich für eine Palo Alto PA-5280?',
    lang: 'de',
    products: ['PA-5280'],
    must: ['65.000 €', '/netzwerk-hardware-ankauf'],
  },
  { q: 'Kauft ihr ein Tesla Megapack 2XL an?', lang: 'de', products: ['Megapack 2XL'], must: ['1.200.000 €'] },
  { q: 'Was zahlt ihr für einen Huawei LUNA2000-215KWH?', lang: 'de', products: ['LUNA2000-215'], must: ['95.000 €'] },
  {
    q: 'SMA Sunny Central 4600CP Preis?',
    lang: 'de',
    products: ['4600CP'],
    must: ['180.000 €', '/sma-wechselrichter-ankauf'],
  },
  {
    q: 'Wir wollen einen Cisco C480 ML Server verkaufen.',
    lang: 'de',
    products: ['C480 ML'],
    must: ['25.000 €', '/server-hardware-ankauf'],
  },
  {
    q: 'Was zahlt ihr für eine RTX 4090 und eine A100 80GB?',
    lang: 'de',
    products: ['RTX 4090', 'A100 80GB'],
    must: ['1.800 €', '15.000 €'],
  },
  {
    q: 'Preise für MI300X und Threadripper PRO 7995WX?',
    lang: 'de',
    products: ['MI300X', '7995WX'],
    must: ['18.000 €'],
  },
  // Brands, series and categories (German)
  {
    q: 'Was zahlt ihr für Huawei-Speicher?',
    lang: 'de',
    must: ['LUNA2000', /\d €/, 'unverbindlich', /\/huawei-/, 'Bewertung'],
  },
  { q: 'luna 2000 preise', lang: 'de', must: ['LUNA2000', /\d €/, /\/huawei-/] },
  { q: 'Was zahlt ihr für Grafikkarten?', lang: 'de', must: [/\d €/, '/grafikkarten-ankauf', 'unverbindlich'] },
  {
    q: 'Tesla Powerwall verkaufen – was bekomme ich?',
    lang: 'de',
    must: ['Powerwall', /\d €/, '/tesla-energy-ankauf'],
  },
  { q: 'Was zahlt ihr für BYD HVS Speicher?', lang: 'de', must: ['HVS', /\d €/, /\/byd-/] },
  {
    q: 'Welche Preise zahlt ihr für Fronius Wechselrichter?',
    lang: 'de',
    must: ['Fronius', /\d €/, /\/fronius-wechselrichter-ankauf|\/wechselrichter-ankauf-alle-marken/],
  },
  // Items that are in no price list (German)
  { q: 'Was zahlt ihr für einen Commodore 64?', lang: 'de', noPrice: true },
  { q: 'Was bekomme ich für mein altes iPhone 6?', lang: 'de', noPrice: true },
  { q: 'Wie viel ist mein alter Gameboy wert?', lang: 'de', noPrice: true },
  // Process (German)
  { q: 'Wie schnell bekomme ich mein Geld?', lang: 'de', must: ['14 Tagen', 'Überweisung', '/agb'] },
  { q: 'Wann wird bezahlt?', lang: 'de', must: ['14 Tagen'] },
  {
    q: 'Holt ihr in Österreich ab?',
    lang: 'de',
    must: ['Österreich', 'Kontakt', '/kontakt'],
    mustNot: [/holen (auch )?in Österreich ab/],
  },
  { q: 'Holt ihr die Akkus bei uns ab?', lang: 'de', must: ['bundesweit', '2–3 Werktagen'] },
  { q: 'Wie lange dauert die Bewertung?', lang: 'de', must: ['24–48 Stunden'] },
  { q: 'Was sind eure Öffnungszeiten?', lang: 'de', must: ['08:00', '18:00', 'samstags nach Vereinbarung'] },
  { q: 'Habt ihr samstags geöffnet?', lang: 'de', must: ['samstags nach Vereinbarung'] },
  { q: 'Wie ist eure Telefonnummer?', lang: 'de', must: [phone] },
  { q: 'Sind die Preise verbindlich?', lang: 'de', must: ['unverbindliche Höchstpreise', 'Prüfung'] },
  { q: 'Seit wann gibt es euch?', lang: 'de', must: ['2016', '/unternehmensprofil'] },
  { q: 'Wie viele Geräte habt ihr schon recycelt?', lang: 'de', must: ['10.000.000'] },
  { q: 'Wie hoch ist eure Recyclingquote?', lang: 'de', must: [/95\s%/] },
  { q: 'Wie lange speichert ihr meine Chatnachrichten?', lang: 'de', must: ['30 Tage', '/datenschutz'] },
  { q: 'Vernichtet ihr Festplatten mit Zertifikat?', lang: 'de', must: ['/festplatten-vernichtung', 'DIN 66399'] },
  { q: 'Entsorgt ihr auch E-Scooter?', lang: 'de', must: ['/scooter-entsorgung'] },
  {
    q: 'Ich möchte alte Lithium-Akkus verkaufen',
    lang: 'de',
    must: ['/lithium-batterien', 'Lithium'],
    mustNot: [NO_AMOUNT],
  },
  { q: 'Recycelt ihr Medizintechnik?', lang: 'de', must: ['/medizintechnik-recycling'] },
  { q: 'Kann ich bei euch Bitcoin Miner verkaufen?', lang: 'de', must: ['/bitcoin-miner-recycling'] },
  { q: 'Könnt ihr Plagiate vernichten?', lang: 'de', must: ['/plagiate-zerstoerung'] },
  { q: 'Was habt ihr 2024 an CO2 eingespart?', lang: 'de', must: ['50 t', '/sustainability'] },
  // Small talk and the assistant itself (German)
  { q: 'Hallo!', lang: 'de', must: ['Guten Tag'], mustNot: [NO_AMOUNT] },
  { q: 'Bist du ein Mensch?', lang: 'de', must: ['KI-System', 'Kontakt'] },
  { q: 'Wer bist du?', lang: 'de', must: ['KI-System'] },
  { q: 'Danke, das hilft mir!', lang: 'de', must: ['Gern'] },
  { q: 'Kann ich mit einem Mitarbeiter sprechen?', lang: 'de', must: [phone, 'Kontakt'] },
  { q: 'Wie wird das Wetter morgen?', lang: 'de', must: ['Kontakt', phone], mustNot: [NO_AMOUNT] },
  { q: 'Was ist die Hauptstadt von Frankreich?', lang: 'de', must: ['Kontakt'], mustNot: [NO_AMOUNT] },
  // The widget's suggested questions and follow-up messages (src/content/widgets.ts)
  {
    q: 'Welche Batterien und Akkus kaufen Sie an?',
    lang: 'de',
    must: ['/lithium-batterien', 'Lithium'],
    mustNot: [NO_AMOUNT, 'keinen Preis'],
  },
  { q: 'Was zahlen Sie für eine Grafikkarte RTX 4090?', lang: 'de', products: ['RTX 4090'], must: ['1.800 €'] },
  { q: 'Wie läuft die Abholung ab?', lang: 'de', must: ['bundesweit', 'ADR'] },
  { q: 'Wann erhalte ich mein Geld?', lang: 'de', must: ['14 Tagen'] },
  {
    q: 'Wie vernichten Sie Festplatten datenschutzgerecht?',
    lang: 'de',
    must: ['/festplatten-vernichtung', 'DIN 66399'],
    mustNot: ['/datenschutz'],
  },
  {
    q: 'Ich möchte eine kostenlose Bewertung anfragen. Wie gehe ich vor?',
    lang: 'de',
    must: ['Bewertung', '/kontakt', '24–48 Stunden'],
  },
  { q: 'Ich möchte Batterien verkaufen. Wie läuft das ab?', lang: 'de', must: ['/lithium-batterien', '14 Tagen'] },
  {
    q: 'Which batteries do you buy?',
    lang: 'en',
    must: ['/en/lithium-batterien'],
    mustNot: [NO_AMOUNT, 'cannot find a price'],
  },
  { q: 'What do you pay for an RTX 4090 graphics card?', lang: 'en', products: ['RTX 4090'], must: ['€1,800'] },
  { q: 'How does pickup work?', lang: 'en', must: ['Germany', 'ADR'] },
  { q: 'When do I get paid?', lang: 'en', must: ['14 days'] },
  { q: 'How do you destroy hard drives securely?', lang: 'en', must: ['/en/festplatten-vernichtung', 'DIN 66399'] },
  {
    q: 'I would like a free valuation. How do I go about it?',
    lang: 'en',
    must: ['valuation', '/en/kontakt', '24–48 hours'],
  },
  { q: 'I would like to sell batteries. How does it work?', lang: 'en', must: ['/en/lithium-batterien', '14 days'] },
  // English
  {
    q: 'How much do you pay for an RTX 4090?',
    lang: 'en',
    products: ['RTX 4090'],
    must: ['€1,800', '/en/grafikkarten-ankauf', 'indicative'],
  },
  { q: "What's an AMD Instinct MI300X worth?", lang: 'en', products: ['MI300X'], must: ['€18,000'] },
  { q: 'Do you buy Xeon Platinum 8480+ CPUs?', lang: 'en', products: ['8480+'], must: ['€15,000'] },
  { q: 'What would I get for a Tesla Megapack 2XL?', lang: 'en', products: ['Megapack 2XL'], must: ['€1,200,000'] },
  { q: 'Price for a Palo Alto PA-5280 firewall', lang: 'en', products: ['PA-5280'], must: ['€65,000'] },
  { q: 'RTX 4090', lang: 'en', locale: 'en', products: ['RTX 4090'], must: ['€1,800'] },
  { q: 'What do you pay for Huawei storage batteries?', lang: 'en', must: ['LUNA2000', /€\d/, /\/en\/huawei-/] },
  { q: 'How much for a Commodore 64?', lang: 'en', noPrice: true },
  { q: 'How quickly do I get paid?', lang: 'en', must: ['14 days', 'bank transfer', '/en/agb'] },
  { q: 'Do you collect in Austria?', lang: 'en', must: ['Austria', 'contact form', '/en/kontakt'] },
  { q: 'Do you offer pickup?', lang: 'en', must: ['Germany', '2–3 working days'] },
  { q: 'How long does the valuation take?', lang: 'en', must: ['24–48 hours'] },
  { q: 'What are your opening hours?', lang: 'en', must: ['08:00', '18:00'] },
  { q: 'What is your phone number?', lang: 'en', must: [phone] },
  { q: 'Are your prices binding?', lang: 'en', must: ['indicative maximum prices'] },
  { q: 'When was the company founded?', lang: 'en', must: ['2016'] },
  { q: 'Hi there', lang: 'en', must: ['Hello'], mustNot: [NO_AMOUNT] },
  { q: 'Are you a bot?', lang: 'en', must: ['AI system'] },
  { q: 'Thanks a lot!', lang: 'en', must: ['welcome'] },
  { q: 'Do you destroy hard drives?', lang: 'en', must: ['/en/festplatten-vernichtung'] },
  { q: 'I want to sell old lithium batteries', lang: 'en', must: ['/en/lithium-batterien'], mustNot: [NO_AMOUNT] },
  { q: 'How long do you keep my chat messages?', lang: 'en', must: ['30 days', '/en/datenschutz'] },
  { q: 'What is the capital of France?', lang: 'en', must: ['contact form'], mustNot: [NO_AMOUNT] },
];

/** The tuning set: the engine may be tuned on these (the hold-out set is `chat-holdout.ts`). */
export const chatQuestions: EvalCase[] = [
  ...originalQuestions.map((test) => ({ ...test, intent: 'original' as const })),
  ...tuningQuestions,
  // Formerly the hold-out; used as examples while tuning, so now tuning.
  ...formerHoldoutQuestions,
  // Written with the later hold-out parts (two thirds here, one third held out).
  ...tuningQuestionsA,
  ...tuningQuestionsB,
  ...tuningQuestionsC,
  ...tuningQuestionsD,
  ...tuningQuestionsE,
  ...tuningQuestionsF,
  ...tuningQuestionsG,
  ...tuningQuestionsH,
  ...tuningQuestionsI,
  ...tuningQuestionsJ,
  ...tuningQuestionsK,
  ...tuningQuestionsL,
  ...tuningQuestionsM,
  ...tuningQuestionsN,
  // New wordings of the groups above (one third of each group held out, holdout-8p/8q/8r).
  ...tuningQuestionsP,
  ...tuningQuestionsQ,
  ...tuningQuestionsR,
  // Fresh sets for the weakest intents: selling (S); services, company and law (T).
  ...tuningQuestionsS,
  ...tuningQuestionsT,
  // New wordings of the selling and payment groups (U) and the law, company and service groups (V).
  ...tuningQuestionsU,
  ...tuningQuestionsV,
  // New wordings of pickup, hours, data destruction, sell list, law, company and service groups,
  // with the colloquial wording in the tuning part and the long one held out (W).
  ...tuningQuestionsW,
];
