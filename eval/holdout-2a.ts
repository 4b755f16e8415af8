import type { EvalCase } from './chat-questions';
import {
  CREDIT_NOTE,
  DECLINE,
  ESTIMATE,
  expected,
  FREE_MODULES_DE,
  FREE_MODULES_EN,
  FREE_PICKUP,
  INVERTERS,
  MODULES,
  PROCESSORS,
  RENEWABLES_HUB_TWICE,
  SENT_BACK_DE,
  SENT_BACK_EN,
  SINGLE_ITEMS_WITHOUT_INDUSTRIAL,
  SOLAR_FREE_HUB_TWICE,
  STORAGE_PRICE_PAGES,
  VALUATION,
} from './expected';
import { modelQuestions, paraphrases } from './question-helpers';

/**
 * Hold-out part of the second fresh question set (part A: prices, selling, payment and pickup),
 * written from the site's content (pages, price lists, claims, AGB) before the engine was run on
 * it, then split 2:1: within each group of paraphrases the 3rd, 6th, … question is here, the rest
 * in eval/questions-tuning-3a.ts. Never tune the engine on these.
 */
const de = expected.de;
const en = expected.en;

export const holdoutQuestionsA: EvalCase[] = [
  // Prices of a named model
  ...modelQuestions('de', [
    ['rtx3090ti verkaufen', 'RTX 3090 Ti'],
    ['a100 80 gb preis', 'A100 80GB'],
    ['byd hvs 12.8 ankauf', 'HVS 12.8'],
  ]),
  ...modelQuestions('en', [
    ['cisco catalyst 9300-48p what do you pay', 'Catalyst 9300-48P'],
    ['samsung pm1733 15.36tb ssd buyback', 'PM1733 15.36TB'],
    ['rtx a5000 how much', 'RTX A5000'],
  ]),
  // Models that are in no price list
  ...paraphrases('unknown-model', 'de', { noPrice: true }, [
    'wie viel gebt ihr für nen intel core i7-4770',
    'samsung galaxy tab s6 preis',
  ]),
  ...paraphrases('unknown-model', 'en', { noPrice: true }, [
    'price for a dell poweredge r720',
    'apple watch series 5 value',
  ]),
  // Prices of a category: an amount and the price page
  ...paraphrases('category-price', 'de', { must: [/\d €/], pages: ['/grafikkarten-ankauf'] }, [
    'Ich hab mehrere gebrauchte Gaming-Grafikkarten (RTX 30er und 40er Serie). Was zahlt ihr ungefähr dafür?',
  ]),
  ...paraphrases('category-price', 'de', { must: [/\d €/], pages: PROCESSORS }, [
    'Was zahlt ihr für Server-Prozessoren wie Xeon und Epyc?',
  ]),
  ...paraphrases('category-price', 'de', { must: [/\d €/], pages: STORAGE_PRICE_PAGES }, [
    'Wir bauen unsere PV-Anlage um und der alte Batteriespeicher muss raus. Was zahlt ihr für gebrauchte Heimspeicher?',
  ]),
  ...paraphrases('category-price', 'de', { locale: 'en', must: [/\d €/], pages: ['/netzwerk-hardware-ankauf'] }, [
    'Was zahlt ihr für Juniper Hardware?',
  ]),
  ...paraphrases('category-price', 'de', { must: [/\d €/], pages: INVERTERS }, [
    'Unser alter Huawei-Wechselrichter wird gegen ein neues Modell getauscht. Was zahlt ihr für gebrauchte Huawei Wechselrichter?',
  ]),
  ...paraphrases('category-price', 'en', { must: [/€\s?\d/], pages: ['/grafikkarten-ankauf'] }, [
    'We have a few used AI accelerator cards left over from a research project. What are data-centre GPUs worth to you?',
  ]),
  ...paraphrases('category-price', 'en', { must: [/€\s?\d/], pages: ['/server-hardware-ankauf'] }, [
    'Our data centre is decommissioning a mix of HPE ProLiant and Cisco UCS servers. What kind of prices do you pay for used servers?',
  ]),
  ...paraphrases('category-price', 'en', { must: [/€\s?\d/], pages: ['/speicher-ssd-ankauf'] }, [
    'do you buy enterprise ssds and what do they fetch',
  ]),
  ...paraphrases('category-price', 'en', { must: [/€\s?\d/], pages: MODULES }, [
    'We are replacing a 10-year-old rooftop array. What do you pay for used solar modules per panel?',
  ]),
  ...paraphrases('category-price', 'en', { must: [/€\s?\d/], pages: STORAGE_PRICE_PAGES }, ['byd battery box prices']),
  // The selling process: steps, offer, what happens after sending
  ...paraphrases('selling', 'de', { must: [de.contact, de.paymentDays], pages: ['/kontakt'] }, [
    'ich will meine alte grafikkarte loswerden wie läuft das',
    'Hallo, unser Unternehmen hat nach einem Hardware-Refresh rund 80 Workstations und einige Server übrig. Wie läuft ein Ankauf bei Ihnen ab, von der Anfrage bis zur Bezahlung?',
  ]),
  ...paraphrases('selling', 'de', { must: [VALUATION] }, [
    'wann bekomme ich nach dem eingang ein verbindliches angebot',
  ]),
  ...paraphrases('selling', 'de', { must: [SENT_BACK_DE], pages: DECLINE }, [
    'Kann ich die Ware zurückbekommen, wenn ich mit dem Preis nicht einverstanden bin? Wer zahlt dann den Rückversand?',
  ]),
  ...paraphrases('selling', 'de', { must: [de.contact, ESTIMATE], pages: ['/kontakt'] }, [
    'Wie schnell meldet ihr euch mit einem Preis, wenn ich Fotos schicke?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact, en.paymentDays], pages: ['/kontakt'] }, [
    'i wanna sell my old server rack, whats the process',
    'Hi, our company is moving offices and we have about 40 laptops, two NAS boxes and a rack of switches we no longer need. How does selling them to you work, from first contact to payment?',
  ]),
  ...paraphrases('selling', 'en', { must: [VALUATION] }, ['how long after delivery do i get your final offer']),
  ...paraphrases('selling', 'en', { locale: 'de', must: [SENT_BACK_EN], pages: DECLINE }, [
    'If your final price is lower than the estimate, can I get my hardware back, and who pays for shipping it back?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact, ESTIMATE], pages: ['/kontakt'] }, [
    'If I send you photos of the batteries, how quickly will I hear back with a price?',
  ]),
  // Payment: when, how, no cash, credit note
  ...paraphrases('payment', 'de', { must: [de.paymentDays] }, [
    'zahlt ihr sofort bei abholung?',
    'Wir haben letzte Woche eine Palette Akkus an euch übergeben und das Angebot angenommen. Wann können wir mit dem Geld rechnen?',
  ]),
  ...paraphrases('payment', 'de', { must: [de.transfer] }, ['welche zahlungsarten gibt es']),
  ...paraphrases('payment', 'de', { must: [de.transfer], pages: ['/agb'] }, ['kann ich cash bekommen']),
  ...paraphrases('payment', 'de', { locale: 'en', must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'Wir sind eine GmbH und verkaufen euch gebrauchte CPUs. Wie läuft das mit Rechnung bzw. Gutschrift für unsere Buchhaltung?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.paymentDays] }, [
    'do you pay right away on pickup',
    'We handed over two pallets of inverters last week and accepted your valuation. When can we expect the payment to arrive?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.transfer] }, ['which payment methods are available']),
  ...paraphrases('payment', 'en', { locale: 'de', must: [en.transfer], pages: ['/agb'] }, ['cash on collection?']),
  ...paraphrases('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'We are a limited company selling surplus RAM to you. What paperwork do we get for our accounts – an invoice or a self-billed credit note?',
  ]),
  // Pickup: whether, where and when
  ...paraphrases('pickup', 'de', { must: [de.nationwide] }, [
    'kommt ihr auch nach hamburg zum abholen',
    'Wir sitzen in einem kleinen Ort in Mecklenburg-Vorpommern und haben etwa 30 alte Server. Holt ihr auch bei uns ab oder müssen wir das selbst organisieren?',
  ]),
  ...paraphrases('pickup', 'de', { locale: 'en', must: [de.pickupDays] }, [
    'Wie schnell nach der Zusage steht euer Fahrer bei uns vor der Tür?',
  ]),
  ...paraphrases('pickup', 'de', { must: ['Schweiz'], pages: RENEWABLES_HUB_TWICE }, [
    'Wir bauen in Zürich eine PV-Anlage mit 120 Modulen zurück. Könnt ihr die Module dort abholen?',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.nationwide] }, [
    'can you collect from leipzig',
    'We are a small company in rural Lower Bavaria with around 25 old servers. Do you collect from us, or do we have to arrange transport ourselves?',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.pickupDays] }, [
    'Once we agree, how soon will your driver be at our door?',
  ]),
  ...paraphrases('pickup', 'en', { must: ['Switzerland'], pages: RENEWABLES_HUB_TWICE }, [
    'We are taking down a 90-module PV system near Basel, Switzerland. Can you pick up the modules there?',
  ]),
  // Cost of pickup: free for larger quantities, the solar thresholds, single items
  ...paraphrases('pickup-cost', 'de', { must: [de.free, /größere[nr]? Mengen/i], pages: FREE_PICKUP }, [
    'Entstehen uns Kosten, wenn ihr die Batterien bei uns abholt?',
  ]),
  ...paraphrases('pickup-cost', 'de', { must: [FREE_MODULES_DE], pages: SOLAR_FREE_HUB_TWICE }, [
    'Wir haben 30 gebrauchte PV-Module. Ist die Abholung dann kostenlos oder erst ab einer bestimmten Anzahl?',
  ]),
  ...paraphrases('pickup-cost', 'de', { must: [/Angebot|versichert/], pages: SINGLE_ITEMS_WITHOUT_INDUSTRIAL }, [
    'Ich habe nur eine einzelne Grafikkarte. Holt ihr die kostenlos ab oder muss ich sie schicken?',
  ]),
  ...paraphrases('pickup-cost', 'en', { locale: 'de', must: [en.free, /larger quantities/i], pages: FREE_PICKUP }, [
    'Will there be any cost for us if you come and collect the batteries from our warehouse?',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [FREE_MODULES_EN], pages: SOLAR_FREE_HUB_TWICE }, [
    'We have 30 used PV modules on a pallet. Is pickup free for that amount or only from a certain number?',
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [/quote|insured/], pages: SINGLE_ITEMS_WITHOUT_INDUSTRIAL }, [
    'I only have a single graphics card. Will you collect it for free or should I ship it?',
  ]),
];
