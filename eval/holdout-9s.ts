import type { EvalCase } from './chat-questions';
import { INDICATIVE, INDICATIVE_DE, INDICATIVE_EN } from './expected';
import { paraphrases } from './question-helpers';
import {
  ACCEPT,
  ACCEPT_DE,
  ACCEPT_EN,
  BY_WEIGHT,
  BY_WEIGHT_DE,
  BY_WEIGHT_EN,
  CHANNEL,
  CHANNEL_DE,
  CHANNEL_EN,
  COMPLETE,
  COMPLETE_DE,
  COMPLETE_EN,
  CONCLUDED,
  CONCLUDED_DE,
  CONCLUDED_EN,
  CONFIDENTIAL,
  CONFIDENTIAL_DE,
  CONFIDENTIAL_EN,
  DEFECTIVE,
  DEFECTIVE_DE,
  DEFECTIVE_EN,
  EUROS,
  EUROS_DE,
  EUROS_EN,
  EV_VALUE,
  EV_VALUE_DE,
  EV_VALUE_EN,
  MARKET_DAY,
  MARKET_DAY_DE,
  MARKET_DAY_EN,
  PER_ITEM,
  PER_ITEM_DE,
  PER_ITEM_EN,
  PHOTO,
  PHOTO_DE,
  PHOTO_EN,
  PRICE_UP,
  PRICE_UP_DE,
  PRICE_UP_EN,
  SERVER_BUYER,
  SITE_VISIT,
  SITE_VISIT_DE,
  SITE_VISIT_EN,
  SOLAR_SHARE,
  SOLAR_SHARE_PAGES,
  STRIP,
  STRIP_DE,
  STRIP_EN,
  TEAM_PAGE,
  WRITTEN_RESULT,
  WRITTEN_RESULT_DE,
  WRITTEN_RESULT_EN,
  WRONG_INFO,
  WRONG_INFO_DE,
  WRONG_INFO_EN,
} from './set-s-expected';

/**
 * Set S, hold-out part: selling to us end to end (accepting the valuation, which day's price
 * counts, the written inspection result, item-by-item valuation, return costs after a wrong
 * description, confidentiality, servers whole or stripped, what raises a component's price, which
 * photos to send, defective goods, traction battery value, site visits, payment by weight and in
 * euros, the chat's prices, missing accessories, sell list or contact form, the server buyer, the
 * share of the new price, when a sale becomes binding). Written from the site's content alone
 * before the assistant was run on it, then split 2:1 per paraphrase group: the second of each
 * group's three German and three English paraphrases is here, the others are in the tuning file
 * (eval/questions-tuning-10s.ts). Not used for tuning.
 */
export const holdoutQuestionsS: EvalCase[] = [
  // Accepting the valuation after inspection: in text form, e.g. by email (AGB § 3)
  ...paraphrases('selling', 'de', { must: [ACCEPT_DE], pages: ACCEPT }, [
    'In welcher Form muss ich Ihre Bewertung annehmen, damit der Ankauf zustande kommt?',
  ]),
  ...paraphrases('selling', 'en', { must: [ACCEPT_EN], pages: ACCEPT }, [
    'how do i formally agree to your final price so the sale goes through',
  ]),
  // Which day's price counts: the market on the day of inspection, not the day the list was read (AGB § 2)
  ...paraphrases('selling', 'de', { must: [MARKET_DAY_DE], pages: MARKET_DAY }, [
    'Welcher Zeitpunkt ist für den Ankaufspreis maßgeblich – der Tag meiner Anfrage oder der Tag, an dem Sie die Ware prüfen?',
  ]),
  ...paraphrases('selling', 'en', { must: [MARKET_DAY_EN], pages: MARKET_DAY }, [
    'Which date counts for the purchase price – the day I ask or the day you inspect the goods?',
  ]),
  // The result of the inspection in writing: valuation in text form, test report
  ...paraphrases('selling', 'de', { must: [WRITTEN_RESULT_DE], pages: WRITTEN_RESULT }, [
    'Erhalte ich ein Protokoll über die Funktionsprüfung meiner Ware?',
  ]),
  ...paraphrases('selling', 'en', { must: [WRITTEN_RESULT_EN], pages: WRITTEN_RESULT }, [
    'Will you send me a report of the function test you ran on my hardware?',
  ]),
  // Priced item by item or as one lot
  ...paraphrases('selling', 'de', { must: [PER_ITEM_DE], pages: PER_ITEM }, [
    'Bewerten Sie bei einem gemischten Posten jede Position separat, oder nennen Sie nur einen Gesamtbetrag?',
  ]),
  ...paraphrases('selling', 'en', { must: [PER_ITEM_EN], pages: PER_ITEM }, [
    'For a mixed batch, is your quote broken down per item or is it one total?',
  ]),
  // Return costs when the seller's description was wrong (AGB § 5)
  ...paraphrases('selling', 'de', { must: [WRONG_INFO_DE], pages: WRONG_INFO }, [
    'Wer trägt die Kosten der Rücksendung, wenn sich bei der Prüfung zeigt, dass meine Angaben zur Ware nicht gestimmt haben?',
  ]),
  ...paraphrases('selling', 'en', { must: [WRONG_INFO_EN], pages: WRONG_INFO }, [
    'If the details I gave you about my goods turn out to be wrong, who covers the cost of sending them back?',
  ]),
  // Confidentiality of a stock list: non-disclosure agreement, company name not disclosed
  ...paraphrases('selling', 'de', { must: [CONFIDENTIAL_DE], pages: CONFIDENTIAL }, [
    'Unterschreiben Sie eine Geheimhaltungsvereinbarung, bevor wir Ihnen unsere Bestandsliste übermitteln?',
  ]),
  ...paraphrases('selling', 'en', { must: [CONFIDENTIAL_EN], pages: CONFIDENTIAL }, [
    'Would you sign a confidentiality agreement before we share our inventory list with you?',
  ]),
  // Complete servers or parts: we strip them, value the parts and name the better route
  ...paraphrases('selling', 'de', { must: [STRIP_DE], pages: STRIP }, [
    'Kaufen Sie Server als Ganzes an, oder nur die ausgebauten Komponenten?',
  ]),
  ...paraphrases('selling', 'en', { must: [STRIP_EN], pages: STRIP }, [
    'Do you buy complete servers, or only the components taken out of them?',
  ]),
  // What raises the price of components: original packaging, date code, origin, uniform lots
  ...paraphrases('selling', 'de', { must: [PRICE_UP_DE], pages: PRICE_UP }, [
    'Welche Faktoren erhöhen den Ankaufspreis bei elektronischen Bauteilen?',
  ]),
  ...paraphrases('selling', 'en', { must: [PRICE_UP_EN], pages: PRICE_UP }, [
    'Which factors push up the price you pay for electronic components?',
  ]),
  // Which photos help the estimate most: the rating plate, labels, a screenshot
  ...paraphrases('selling', 'de', { must: [PHOTO_DE], pages: PHOTO }, [
    'Welche Fotos helfen Ihnen am meisten für eine erste Preiseinschätzung?',
  ]),
  ...paraphrases('selling', 'en', { must: [PHOTO_EN], pages: PHOTO }, [
    'Which photos are most useful to you for a first price estimate?',
  ]),
  // Defective goods: bought at material value or after testing, otherwise recycled
  ...paraphrases('selling', 'de', { must: [DEFECTIVE_DE], pages: DEFECTIVE }, [
    'Zahlen Sie auch für defekte Hardware etwas?',
  ]),
  ...paraphrases('selling', 'en', { must: [DEFECTIVE_EN], pages: DEFECTIVE }, [
    'Do you pay anything for defective hardware?',
  ]),
  // What a used traction battery is worth: chemistry, capacity, state of health
  ...paraphrases('selling', 'de', { must: [EV_VALUE_DE], pages: EV_VALUE }, [
    'Wie ermitteln Sie den Wert eines gebrauchten Akkus aus einem Elektroauto?',
  ]),
  ...paraphrases('selling', 'en', { must: [EV_VALUE_EN], pages: EV_VALUE }, [
    'How do you work out the value of a second-hand electric car battery?',
  ]),
  // A large clear-out: a site visit before the offer
  ...paraphrases('selling', 'de', { must: [SITE_VISIT_DE], pages: SITE_VISIT }, [
    'Besichtigen Sie größere Bestände bei uns vor Ort, bevor Sie ein Angebot abgeben?',
  ]),
  ...paraphrases('selling', 'en', { must: [SITE_VISIT_EN], pages: SITE_VISIT }, [
    'Do you inspect large quantities at our premises before making an offer?',
  ]),
  // Paid by weight: battery cells, lead, circuit boards
  ...paraphrases('payment', 'de', { must: [BY_WEIGHT_DE], pages: BY_WEIGHT }, [
    'Wird die Vergütung für Altbatterien nach Gewicht oder nach Anzahl berechnet?',
  ]),
  ...paraphrases('payment', 'en', { must: [BY_WEIGHT_EN], pages: BY_WEIGHT }, [
    'Is the payment for scrap batteries worked out by weight or by count?',
  ]),
  // The currency of the payment: euros only
  ...paraphrases('payment', 'de', { must: [EUROS_DE], pages: EUROS }, [
    'In welcher Währung zahlen Sie den Ankaufspreis aus?',
  ]),
  ...paraphrases('payment', 'en', { must: [EUROS_EN], pages: EUROS }, ['What currency do you pay sellers in?']),
  // A price the chat assistant names is indicative, not binding (AGB § 2)
  ...paraphrases('selling', 'de', { must: [INDICATIVE_DE], pages: INDICATIVE }, [
    'Sind Preise, die mir der Chat-Assistent nennt, für Sie verbindlich?',
  ]),
  ...paraphrases('selling', 'en', { must: [INDICATIVE_EN], pages: INDICATIVE }, [
    'Are the prices your chat assistant gives me binding?',
  ]),
  // Missing accessories: the list price holds for complete goods
  ...paraphrases('selling', 'de', { must: [COMPLETE_DE], pages: COMPLETE }, [
    'Wirkt sich fehlendes Zubehör auf den Ankaufspreis aus?',
  ]),
  ...paraphrases('selling', 'en', { must: [COMPLETE_EN], pages: COMPLETE }, [
    'Do missing accessories lower the price you pay?',
  ]),
  // Sell list or contact form: which way to offer goods
  ...paraphrases('selling', 'de', { must: [CHANNEL_DE], pages: CHANNEL }, [
    'Wann nutze ich die Ankaufsliste und wann das Kontaktformular?',
  ]),
  ...paraphrases('selling', 'en', { must: [CHANNEL_EN], pages: CHANNEL }, [
    'When should I use the sell list and when the contact form?',
  ]),
  // The team member who buys servers and IT hardware
  ...paraphrases('selling', 'de', { must: [SERVER_BUYER], pages: TEAM_PAGE }, [
    'Wer ist bei Ihnen für den Ankauf von Servern und IT-Hardware zuständig?',
  ]),
  ...paraphrases('selling', 'en', { must: [SERVER_BUYER], pages: TEAM_PAGE }, [
    'Who handles the purchase of servers and IT hardware at your firm?',
  ]),
  // The share of the new price paid for used inverters and modules
  ...paraphrases('selling', 'de', { must: [SOLAR_SHARE], pages: SOLAR_SHARE_PAGES }, [
    'Welchen Anteil des Neupreises zahlen Sie beim Ankauf gebrauchter Solarmodule und Wechselrichter?',
  ]),
  ...paraphrases('selling', 'en', { must: [SOLAR_SHARE], pages: SOLAR_SHARE_PAGES }, [
    'What percentage of the original price do you pay for second-hand solar panels and inverters?',
  ]),
  // After acceptance the purchase contract is concluded and ownership passes (AGB §§ 3, 6)
  ...paraphrases('selling', 'de', { must: [CONCLUDED_DE], pages: CONCLUDED }, [
    'Ab wann ist der Verkauf an Sie rechtlich bindend?',
  ]),
  ...paraphrases('selling', 'en', { must: [CONCLUDED_EN], pages: CONCLUDED }, [
    'At what point is the sale to you legally final?',
  ]),
];
