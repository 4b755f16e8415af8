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
 * Set S, tuning part: selling to us end to end, beyond the price of one model – accepting the
 * valuation, which day's price counts, the written inspection result, item-by-item valuation,
 * return costs after a wrong description, confidentiality of a stock list, servers whole or
 * stripped, what raises a component's price, which photos to send, defective goods, what a used
 * traction battery is worth, a site visit for a large clear-out, payment by weight and in euros,
 * the chat's prices, missing accessories, sell list or contact form, the server buyer, the share
 * of the new price for inverters and modules, and when a sale becomes binding.
 * Written from the site's content alone (pages, terms, claims, team page, message files) before
 * the assistant was run on it, then split 2:1 per paraphrase group: of each group's three German
 * and three English paraphrases the second went to the hold-out file (eval/holdout-9s.ts), the
 * first and third are here.
 */
export const tuningQuestionsS: EvalCase[] = [
  // Accepting the valuation after inspection: in text form, e.g. by email (AGB § 3)
  ...paraphrases('selling', 'de', { must: [ACCEPT_DE], pages: ACCEPT }, [
    'Ihr habt mir nach der Prüfung einen Preis genannt. Reicht es, wenn ich kurz anrufe und sage „passt“, oder wie muss ich zusagen?',
    'zusage fürs angebot telefonisch ok??',
  ]),
  ...paraphrases('selling', 'en', { must: [ACCEPT_EN], pages: ACCEPT }, [
    'You sent me your valuation after testing. Can I just say yes on the phone or does it have to be written?',
    ['accepting your offer – is a phone call ok or do you need an email', 'de'],
  ]),
  // Which day's price counts: the market on the day of inspection, not the day the list was read (AGB § 2)
  ...paraphrases('selling', 'de', { must: [MARKET_DAY_DE], pages: MARKET_DAY }, [
    'Ich hab mir eure Preisliste vor drei Monaten abgespeichert und schicke die Sachen erst jetzt. Gilt dann noch der alte Preis oder der von heute?',
    'preise ändern sich doch ständig, welcher stand zählt bei euch',
  ]),
  ...paraphrases('selling', 'en', { must: [MARKET_DAY_EN], pages: MARKET_DAY }, [
    "I saved your price list a few months ago and am only shipping my stuff now. Do I get the old price or today's?",
    'prices went down since i checked ur list, which one applies',
  ]),
  // The result of the inspection in writing: valuation in text form, test report
  ...paraphrases('selling', 'de', { must: [WRITTEN_RESULT_DE], pages: WRITTEN_RESULT }, [
    'Bekomme ich nach eurer Prüfung irgendwas Schriftliches, wo drinsteht, was ihr an meinen Geräten festgestellt habt?',
    ['testergebnis schwarz auf weiß?', 'en'],
  ]),
  ...paraphrases('selling', 'en', { must: [WRITTEN_RESULT_EN], pages: WRITTEN_RESULT }, [
    'After you have tested my stuff, do I get something in writing that shows what you found?',
    'inspection results on paper?',
  ]),
  // Priced item by item or as one lot
  ...paraphrases('selling', 'de', { must: [PER_ITEM_DE], pages: PER_ITEM }, [
    'Ich hab ne Kiste mit gemischten CPUs und RAM-Riegeln. Kriege ich einen Preis für jedes Teil oder nur einen für alles zusammen?',
    'pauschalpreis für alles oder stückweise?',
  ]),
  ...paraphrases('selling', 'en', { must: [PER_ITEM_EN], pages: PER_ITEM }, [
    'I have a box of mixed processors and memory sticks. Do you price each piece or just give one number for the whole box?',
    'per piece pricing or one bulk price?',
  ]),
  // Return costs when the seller's description was wrong (AGB § 5)
  ...paraphrases('selling', 'de', { must: [WRONG_INFO_DE], pages: WRONG_INFO }, [
    'Ich hab die Laptops als voll funktionsfähig angegeben, aber bei zweien spinnt wohl der Akku. Wenn ich euren niedrigeren Preis dann ablehne – wer zahlt den Rückversand?',
    'hab mich beim zustand vertan – muss ich das zurückschicken dann selber zahlen',
  ]),
  ...paraphrases('selling', 'en', { must: [WRONG_INFO_EN], pages: WRONG_INFO }, [
    'I listed my monitors as fully working, but you may find a few faulty ones. If I then say no to your lower price, am I the one paying to get them back?',
    ['my description was off and i reject the price – who pays the way back', 'de'],
  ]),
  // Confidentiality of a stock list: non-disclosure agreement, company name not disclosed
  ...paraphrases('selling', 'de', { must: [CONFIDENTIAL_DE], pages: CONFIDENTIAL }, [
    'Wir sind Distributor und wollen Überbestände loswerden. Erfahren eure Abnehmer später, dass die Ware von uns kommt?',
    'nda möglich bevor wir die lagerliste rausgeben',
  ]),
  ...paraphrases('selling', 'en', { must: [CONFIDENTIAL_EN], pages: CONFIDENTIAL }, [
    "We're an OEM getting rid of excess stock. Will the buyers you sell to find out that it came from us?",
    'nda before we send the stock list?',
  ]),
  // Complete servers or parts: we strip them, value the parts and name the better route
  ...paraphrases('selling', 'de', { must: [STRIP_DE], pages: STRIP }, [
    'Soll ich die CPUs und den RAM aus unseren alten Servern vorher ausbauen oder die Kisten komplett schicken? Was bringt mehr?',
    'server ganz verticken oder ausschlachten',
  ]),
  ...paraphrases('selling', 'en', { must: [STRIP_EN], pages: STRIP }, [
    'Should I pull the CPUs and RAM out of our old servers first, or send the boxes complete? Which gets more money?',
    ['sell servers whole or part them out', 'de'],
  ]),
  // What raises the price of components: original packaging, date code, origin, uniform lots
  ...paraphrases('selling', 'de', { must: [PRICE_UP_DE], pages: PRICE_UP }, [
    'Bei uns liegen noch Restbestände an ICs im Lager. Worauf kommt es an, damit wir dafür einen guten Preis kriegen?',
    'wie krieg ich mehr kohle für meine bauteile raus',
  ]),
  ...paraphrases('selling', 'en', { must: [PRICE_UP_EN], pages: PRICE_UP }, [
    'We have leftover ICs sitting in our warehouse. What matters if we want a good price for them?',
    'how to get more cash for my chips',
  ]),
  // Which photos help the estimate most: the rating plate, labels, a screenshot
  ...paraphrases('selling', 'de', { must: [PHOTO_DE], pages: PHOTO }, [
    'Ich will euch Fotos von unseren alten USV-Batterien schicken. Was genau soll ich fotografieren, damit ihr schnell was sagen könnt?',
    'was soll ich knipsen fürs angebot',
  ]),
  ...paraphrases('selling', 'en', { must: [PHOTO_EN], pages: PHOTO }, [
    "I'm about to take pictures of our old UPS batteries for you. What exactly should I photograph so you can give me a range quickly?",
    'what pics do u need from me',
  ]),
  // Defective goods: bought at material value or after testing, otherwise recycled
  ...paraphrases('selling', 'de', { must: [DEFECTIVE_DE], pages: DEFECTIVE }, [
    'Kauft ihr auch Sachen, die gar nicht mehr funktionieren, oder nur Ware, die noch läuft?',
    'nehmt ihr auch schrott der nich mehr geht und gibts dafür was',
  ]),
  ...paraphrases('selling', 'en', { must: [DEFECTIVE_EN], pages: DEFECTIVE }, [
    "Do you also buy things that don't work anymore, or only gear that still runs?",
    ['broken stuff worth anything to u', 'de'],
  ]),
  // What a used traction battery is worth: chemistry, capacity, state of health
  ...paraphrases('selling', 'de', { must: [EV_VALUE_DE], pages: EV_VALUE }, [
    'Wir sind ein Autohaus und haben zwei ausgebaute Hochvoltbatterien aus Leasingrückläufern. Wovon hängt ab, was Sie uns dafür zahlen?',
    'was kriegt man für nen alten e-auto akku',
  ]),
  ...paraphrases('selling', 'en', { must: [EV_VALUE_EN], pages: EV_VALUE }, [
    "We're a car dealership with two high-voltage packs pulled from lease returns. What decides how much you pay for them?",
    'cash for an old ev battery pack?',
  ]),
  // A large clear-out: a site visit before the offer
  ...paraphrases('selling', 'de', { must: [SITE_VISIT_DE], pages: SITE_VISIT }, [
    'Wir lösen unseren Serverraum mit zwölf Racks komplett auf. Kommt ihr vorher vorbei und schaut euch das an, bevor ihr einen Preis nennt?',
    'ganze etage alte it – kommt ihr gucken?',
  ]),
  ...paraphrases('selling', 'en', { must: [SITE_VISIT_EN], pages: SITE_VISIT }, [
    "We're clearing out our whole server room, twelve racks. Will you come and have a look before you give us a price?",
    'big office clearout, can someone come look first',
  ]),
  // Paid by weight: battery cells, lead, circuit boards
  ...paraphrases('payment', 'de', { must: [BY_WEIGHT_DE], pages: BY_WEIGHT }, [
    'Rechnet ihr bei alten Akkus nach Stück ab oder nach Kilo?',
    ['zahlt ihr pro kilo', 'en'],
  ]),
  ...paraphrases('payment', 'en', { must: [BY_WEIGHT_EN], pages: BY_WEIGHT }, [
    'For old batteries, do you pay per piece or per kilo?',
    'paid per kg?',
  ]),
  // The currency of the payment: euros only
  ...paraphrases('payment', 'de', { must: [EUROS_DE], pages: EUROS }, [
    'Ich wohne in der Schweiz. Könnt ihr mir den Kaufpreis auch in Franken überweisen?',
    'auszahlung in dollar möglich',
  ]),
  ...paraphrases('payment', 'en', { must: [EUROS_EN], pages: EUROS }, [
    'I live in the UK. Could you pay me in pounds sterling?',
    'payout in usd?',
  ]),
  // A price the chat assistant names is indicative, not binding (AGB § 2)
  ...paraphrases('selling', 'de', { must: [INDICATIVE_DE], pages: INDICATIVE }, [
    'Du hast mir gerade einen Preis für meine Grafikkarte genannt. Kann ich mich darauf berufen, wenn ich sie euch schicke?',
    'ist der preis vom chatbot fix',
  ]),
  ...paraphrases('selling', 'en', { must: [INDICATIVE_EN], pages: INDICATIVE }, [
    'You just told me a price for my GPU here in the chat. Can I hold you to it when I send the card in?',
    'bot price = final price?',
  ]),
  // Missing accessories: the list price holds for complete goods
  ...paraphrases('selling', 'de', { must: [COMPLETE_DE], pages: COMPLETE }, [
    'Bei meinem Notebook fehlen Ladegerät und Originalkarton. Bekomme ich trotzdem den vollen Preis aus eurer Liste?',
    'ohne netzteil weniger geld?',
  ]),
  ...paraphrases('selling', 'en', { must: [COMPLETE_EN], pages: COMPLETE }, [
    'My laptop is missing its charger and the original box. Will I still get the full price from your list?',
    ['no psu included – lower price?', 'de'],
  ]),
  // Sell list or contact form: which way to offer goods
  ...paraphrases('selling', 'de', { must: [CHANNEL_DE], pages: CHANNEL }, [
    "Ich will euch 15 verschiedene Geräte verkaufen. Nehm ich dafür das normale Kontaktformular oder gibt's was Besseres?",
    'kontaktformular oder ankaufsliste was is besser',
  ]),
  ...paraphrases('selling', 'en', { must: [CHANNEL_EN], pages: CHANNEL }, [
    'I want to sell you fifteen different devices. Should I use the normal contact form or is there a better way?',
    'contact form vs sell list?',
  ]),
  // The team member who buys servers and IT hardware
  ...paraphrases('selling', 'de', { must: [SERVER_BUYER], pages: TEAM_PAGE }, [
    'Gibt es bei euch jemanden, der sich speziell mit Servern auskennt? Wir wollen unsere verkaufen.',
    'ansprechpartner server ankauf',
  ]),
  ...paraphrases('selling', 'en', { must: [SERVER_BUYER], pages: TEAM_PAGE }, [
    'Is there someone at your company who specialises in servers? We want to sell ours.',
    ['server buyer contact name?', 'de'],
  ]),
  // The share of the new price paid for used inverters and modules
  ...paraphrases('selling', 'de', { must: [SOLAR_SHARE], pages: SOLAR_SHARE_PAGES }, [
    'Wie viel vom Neupreis zahlt ihr ungefähr für gebrauchte Wechselrichter?',
    'wieviel prozent vom neupreis gibts für alte wechselrichter',
  ]),
  ...paraphrases('selling', 'en', { must: [SOLAR_SHARE], pages: SOLAR_SHARE_PAGES }, [
    'Roughly what share of the new price do you pay for used inverters?',
    '% of new price for inverters?',
  ]),
  // After acceptance the purchase contract is concluded and ownership passes (AGB §§ 3, 6)
  ...paraphrases('selling', 'de', { must: [CONCLUDED_DE], pages: CONCLUDED }, [
    'Ich habe eurem Preis gestern per Mail zugestimmt und bereue es jetzt. Komme ich da noch raus?',
    'zusage gegeben, ist das jetzt fest',
  ]),
  ...paraphrases('selling', 'en', { must: [CONCLUDED_EN], pages: CONCLUDED }, [
    'I agreed to your price by email yesterday and now regret it. Can I still back out?',
    'said yes to ur offer, is it binding now',
  ]),
];
