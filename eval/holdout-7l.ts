import type { EvalCase } from './chat-questions';
import { expected, OFFER_ACCEPTANCE, RESULTS_2024, SELL_LIST, SELL_STATUS, SOCIAL, TEAM } from './expected';
import { paraphrases } from './question-helpers';
import {
  ACCOUNTING_DE,
  ACCOUNTING_EN,
  HEAD_OF_FINANCE,
  BUSINESS_SALES,
  QUALITY_MANAGER,
  HIGH_VOLTAGE_DE,
  HIGH_VOLTAGE_EN,
  HIGH_VOLTAGE,
  SECOND_LIFE_TEST_DE,
  SECOND_LIFE_TEST_EN,
  SECOND_LIFE_TEST,
  GOODS_RECEIPT_DE,
  GOODS_RECEIPT_EN,
  GOODS_RECEIPT,
  BY_HAND_DE,
  BY_HAND_EN,
  BY_HAND,
  PUBLIC_DE,
  PUBLIC_EN,
  PUBLIC_BODIES,
  HISTORY_DE,
  HISTORY_EN,
  HISTORY,
  CLIMATE_SCOPE_DE,
  CLIMATE_SCOPE_EN,
  CLIMATE_SCOPE,
  YEARLY_DE,
  YEARLY_EN,
  REPORTING,
  MATERIALS_BASIS_DE,
  MATERIALS_BASIS_EN,
  SAFETY_LESSON_DE,
  SAFETY_LESSON_EN,
  INSPECTION_DE,
  INSPECTION_EN,
  INSPECTION,
  PRICE_SEARCH,
  SOLAR_VALUATION_DE,
  SOLAR_VALUATION_EN,
  SERVER_VALUATION_DE,
  SERVER_VALUATION_EN,
  SERVER_VALUATION,
  IMPORT_REVIEW_DE,
  IMPORT_REVIEW_EN,
} from './set-l-expected';

/**
 * Hold-out twin of eval/questions-tuning-8l.ts (the eighth fresh set, part L: the company, selling,
 * the sell list). Written from the site's content alone (pages, team, claims, message files) before
 * the engine was run on it, then split 2:1 per paraphrase group: of each group's three German and
 * three English questions, the second is here, the first and third are in the tuning file. The
 * expectations both parts share are in eval/set-l-expected.ts. Not for tuning:
 * the engine must never be fitted to these questions.
 */

export const holdoutQuestionsL: EvalCase[] = [
  // Company: who keeps the credit note, weighing slip and disposal certificate together (accounting, one order number)
  ...paraphrases('company', 'de', { must: [ACCOUNTING_DE], pages: TEAM }, [
    'Bei wem bekomme ich Gutschrift, Wiegeschein und Entsorgungsnachweis gebündelt?',
  ]),
  ...paraphrases('company', 'en', { must: [ACCOUNTING_EN], pages: TEAM }, [
    'Our accountant wants every document for one delivery in one place. Who at your company keeps them together?',
  ]),
  // Company: who makes sure sellers are paid on time (head of finance and administration)
  ...paraphrases('company', 'de', { must: [HEAD_OF_FINANCE], pages: TEAM }, [
    'Wer ist bei Ihnen dafür verantwortlich, dass die Zahlungsfrist eingehalten wird?',
  ]),
  ...paraphrases('company', 'en', { must: [HEAD_OF_FINANCE], pages: TEAM }, ['who is your head of finance']),
  // Company: the contact for businesses with a steady flow of e-waste (business customer sales)
  ...paraphrases('company', 'de', { must: [BUSINESS_SALES], pages: TEAM }, ['ansprechpartner gewerbekunden?']),
  ...paraphrases('company', 'en', { must: [BUSINESS_SALES], pages: TEAM }, [
    'We are a repair shop and produce e-waste every week. Who can set up a regular arrangement with us?',
  ]),
  // Company: who is responsible for quality and environmental management (records for auditors)
  ...paraphrases('company', 'de', { must: [QUALITY_MANAGER], pages: TEAM }, [
    'unser auditor will eure nachweise sehen, wer ist da zuständig',
  ]),
  ...paraphrases('company', 'en', { must: [QUALITY_MANAGER], pages: TEAM }, [
    ['our auditor needs your process documentation, who do I talk to', 'de'],
  ]),
  // Company: high-voltage batteries from electric cars are opened de-energised, in protective gear, by qualified staff
  ...paraphrases('company', 'de', { must: [HIGH_VOLTAGE_DE], pages: HIGH_VOLTAGE }, [
    'wer macht bei euch die hochvolt akkus auf',
  ]),
  ...paraphrases('company', 'en', { must: [HIGH_VOLTAGE_EN], pages: HIGH_VOLTAGE }, [
    'Do you have qualified electricians for high voltage batteries?',
  ]),
  // Company: how a battery is tested for a second life (capacity, internal resistance, cell voltages)
  ...paraphrases('company', 'de', { must: [SECOND_LIFE_TEST_DE], pages: SECOND_LIFE_TEST }, [
    'was messt ihr bei gebrauchten akkumodulen',
  ]),
  ...paraphrases('company', 'en', { must: [SECOND_LIFE_TEST_EN], pages: SECOND_LIFE_TEST }, [
    'what measurements do you take on used battery packs',
  ]),
  // Company: goods receipt (every delivery weighed, counted and photographed; the weighing slip)
  ...paraphrases('company', 'de', { must: [GOODS_RECEIPT_DE], pages: GOODS_RECEIPT }, [
    'wird die ware bei euch gewogen',
  ]),
  ...paraphrases('company', 'en', { must: [GOODS_RECEIPT_EN], pages: GOODS_RECEIPT }, [
    'What happens at goods receipt when our pallet arrives?',
  ]),
  // Company: batteries, capacitors and other hazardous parts are removed by hand before shredding
  ...paraphrases('company', 'de', { must: [BY_HAND_DE], pages: BY_HAND }, [
    'Werden Akkus und Kondensatoren vor dem Schreddern ausgebaut?',
  ]),
  ...paraphrases('company', 'en', { must: [BY_HAND_EN], pages: BY_HAND }, [
    'are batteries taken out before devices get shredded?',
  ]),
  // Company: public bodies are customers too (businesses, public bodies and private owners)
  ...paraphrases('company', 'de', { must: [PUBLIC_DE], pages: PUBLIC_BODIES }, [
    'kauft ihr auch von öffentlichen einrichtungen',
  ]),
  ...paraphrases('company', 'en', { must: [PUBLIC_EN], pages: PUBLIC_BODIES }, [
    'Is your service only for companies, or also for government offices?',
  ]),
  // Company: how the company started (batteries and electronic scrap in 2016) and what was added later
  ...paraphrases('company', 'de', { must: [expected.de.founded, /Batterien/, HISTORY_DE], pages: HISTORY }, [
    'Wie hat Ihr Unternehmen angefangen, und was kam später dazu?',
  ]),
  ...paraphrases('company', 'en', { must: [expected.en.founded, /batter/i, HISTORY_EN], pages: HISTORY }, [
    'what was your business originally about',
  ]),
  // Company: what the climate-neutrality goal covers (own operations: site, power, equipment, vehicles)
  ...paraphrases('company', 'de', { must: [CLIMATE_SCOPE_DE], pages: CLIMATE_SCOPE }, [
    'Welche Emissionen umfasst Ihr Klimaziel 2030?',
  ]),
  ...paraphrases('company', 'en', { must: [CLIMATE_SCOPE_EN], pages: CLIMATE_SCOPE }, [
    'does your 2030 climate target include your trucks and electricity?',
  ]),
  // Company: the results are reported every year (started with 2024, continued even in a worse year)
  ...paraphrases('company', 'de', { must: [YEARLY_DE], pages: REPORTING }, [
    'gibts von euch regelmäßig einen nachhaltigkeitsbericht',
  ]),
  ...paraphrases('company', 'en', { must: [YEARLY_EN], pages: REPORTING }, [
    'Was the 2024 results page a one-off or will there be updates?',
  ]),
  // Company: what the lithium and rare earths figures count (the calculated content handed to smelters)
  ...paraphrases('company', 'de', { must: [MATERIALS_BASIS_DE], pages: RESULTS_2024 }, [
    'wie kommt ihr auf die tonnen lithium und seltene erden in eurer bilanz',
  ]),
  ...paraphrases('company', 'en', { must: [MATERIALS_BASIS_EN], pages: RESULTS_2024 }, [
    'is the rare earths number actually what you recovered yourselves?',
  ]),
  // Company: laptops passed on to schools get a free operating system (after logged erasure and a check)
  ...paraphrases('company', 'de', { must: [/Betriebssystem/], pages: SOCIAL }, [
    'kriegen die schulen die laptops mit windows?',
  ]),
  ...paraphrases('company', 'en', { must: [/operating system/i], pages: SOCIAL }, [
    'Do the laptops you give to schools have software installed?',
  ]),
  // Company: the battery safety lesson for school classes and clubs (a double lesson)
  ...paraphrases('company', 'de', { must: [SAFETY_LESSON_DE], pages: SOCIAL }, [
    'Ich bin Lehrerin einer 8. Klasse. Bieten Sie eine Unterrichtseinheit zum sicheren Umgang mit Lithium-Akkus an?',
  ]),
  ...paraphrases('company', 'en', { must: [SAFETY_LESSON_EN], pages: SOCIAL }, [
    'I run a youth club. Could someone from your team show the kids how to tell when a battery is dangerous?',
  ]),
  // Company: how long a school work placement lasts (two weeks) and where it takes place
  ...paraphrases('company', 'de', { must: [/zwei Wochen|2 Wochen/], pages: SOCIAL }, ['praktikum wie viele wochen']),
  ...paraphrases('company', 'en', { must: [/two weeks|2 weeks/i], pages: SOCIAL }, [
    ['duration of the internship for pupils?', 'de'],
  ]),
  // Selling: what the inspection after arrival consists of (function test, data erasure, reuse or recycling)
  ...paraphrases('selling', 'de', { must: [INSPECTION_DE], pages: INSPECTION }, [
    'Wie läuft die Prüfung nach dem Wareneingang ab?',
  ]),
  ...paraphrases('selling', 'en', { must: [INSPECTION_EN], pages: INSPECTION }, [
    'do you actually test the devices or just look at them?',
  ]),
  // Selling: searching all price lists at once by model, brand or item number (the price search)
  ...paraphrases('selling', 'de', { must: [/Preissuche/], pages: PRICE_SEARCH }, [
    'preis suchen nach artikelnummer geht das',
  ]),
  ...paraphrases('selling', 'en', { must: [/price search/i], pages: PRICE_SEARCH }, [
    'can i look up a price by item number',
  ]),
  // Selling: what counts when used inverters and storage are valued (operating hours, fault log, condition)
  ...paraphrases('selling', 'de', { must: [SOLAR_VALUATION_DE], pages: TEAM }, [
    'wer bewertet bei euch solaranlagen und speicher',
  ]),
  ...paraphrases('selling', 'en', { must: [SOLAR_VALUATION_EN], pages: TEAM }, [
    'who values solar and battery storage equipment at your company',
  ]),
  // Selling: what counts when servers are valued (CPU generation, memory, power supplies)
  ...paraphrases('selling', 'de', { must: [SERVER_VALUATION_DE], pages: SERVER_VALUATION }, [
    'wer kauft bei euch server an',
  ]),
  ...paraphrases('selling', 'en', { must: [SERVER_VALUATION_EN], pages: SERVER_VALUATION }, [
    'who handles server purchasing at your place',
  ]),
  // Sell list: imported rows are matched to the price lists and reviewed before they go on the list
  ...paraphrases('sell-list', 'de', { must: [IMPORT_REVIEW_DE], pages: SELL_LIST }, [
    'erkennt die ankaufsliste meine tabellenzeilen automatisch?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [IMPORT_REVIEW_EN], pages: SELL_LIST }, [
    'does the import match my rows to your products automatically?',
  ]),
  // Sell list: after sending, the list in the browser is cleared (it is stored with us)
  ...paraphrases('sell-list', 'de', { must: [/geleert/], pages: SELL_LIST }, [
    ['nach dem senden ist meine liste weg??', 'en'],
  ]),
  ...paraphrases('sell-list', 'en', { must: [/cleared/i], pages: SELL_LIST }, [
    'does the list stay saved on my computer after I send it?',
  ]),
  // Sell list: "Accept offer" on the status page accepts the offer bindingly
  ...paraphrases('sell-list', 'de', { must: [/(?<!un)verbindlich/], pages: OFFER_ACCEPTANCE }, [
    'ist annehmen im statuslink verbindlich',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/(?<!non-)binding/i], pages: OFFER_ACCEPTANCE }, [
    'Does accepting the offer on the status page commit me to selling?',
  ]),
  // Sell list: what "new/sealed" means (unused, original packaging, seal or film intact)
  ...paraphrases('sell-list', 'de', { must: [/Siegel|Folie/], pages: SELL_LIST }, ['was heißt neu ovp bei euch genau']),
  ...paraphrases('sell-list', 'en', { must: [/seal|film/i], pages: SELL_LIST }, [
    'what exactly does new sealed mean on your sell list',
  ]),
  // Sell list: normal signs of use are fine for "used – fully working"
  ...paraphrases('sell-list', 'de', { must: [/Gebrauchsspuren|voll funktionsfähig/], pages: SELL_LIST }, [
    'gebrauchsspuren = mängel?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/signs of use|fully working/i], pages: SELL_LIST }, [
    'do normal signs of wear count as defects on the sell list?',
  ]),
  // Sell list: an e-mail says when the offer is ready on the status page
  ...paraphrases('sell-list', 'de', { must: [/E-Mail/], pages: SELL_STATUS }, [
    'muss ich ständig den status-link checken oder sagt ihr bescheid wenn das angebot da ist',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/e-?mail/i], pages: SELL_STATUS }, [
    'Do I have to keep refreshing the status page or will you notify me about the offer?',
  ]),
];
