import type { EvalCase } from './chat-questions';
import {
  CREDIT_NOTE,
  DECLINE,
  ESTIMATE,
  expected,
  INDICATIVE,
  INDICATIVE_DE,
  INDICATIVE_EN,
  OWNER_DE,
  OWNER_EN,
  OWNERSHIP,
  REASONS,
  REASONS_DE,
  REASONS_EN,
  SENT_BACK_DE,
  SENT_BACK_EN,
  TERMS,
  VALUATION,
} from './expected';
import { paraphrases } from './question-helpers';
import { ESTIMATE_INFO, FREE_VALUATION, PAYMENT_START, PRICE_FACTORS, PRIVATE_SELLERS } from './set-i-expected';
import { INSPECTION, INSPECTION_DE, INSPECTION_EN } from './set-l-expected';
import { TEXT_FORM_DE, TEXT_FORM_EN } from './set-m-expected';
import {
  ACCEPT,
  ACCEPT_DE,
  ACCEPT_EN,
  CONCLUDED,
  CONCLUDED_DE,
  CONCLUDED_EN,
  DEFECTIVE,
  DEFECTIVE_DE,
  DEFECTIVE_EN,
} from './set-s-expected';

/**
 * Set U, tuning part: new paraphrases of existing tuning groups of the intents 'selling' and
 * 'payment' (how selling works, the quote and the valuation, condition and defective goods,
 * declining and accepting, ownership, private sellers, the seller's document, when and how the
 * money is paid). Each group keeps its source group's expectations exactly (the same constants,
 * imported from ./expected and the sets' shared expectation modules). Written without running the
 * assistant, three new questions per group (short or with typos, colloquial, long with context),
 * then split 2:1 per group: the second question went to the hold-out file (eval/holdout-10u.ts),
 * the first and third are here.
 */
const de = expected.de;
const en = expected.en;

export const tuningQuestionsU: EvalCase[] = [
  // Selling: how to go about it, the contact form (questions-tuning-2.ts)
  ...paraphrases('selling', 'de', { must: [de.contact], pages: ['/kontakt'] }, [
    'altgeräte gegen geld abgeben – wie genau?',
    'Ich betreue die Technik in einer Arztpraxis, und nach einer Modernisierung sind einige ausrangierte Rechner und Drucker übrig. Wie läuft so ein Verkauf an Sie praktisch ab, und womit fangen wir an?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact], pages: ['/kontakt'] }, [
    'sellin old electronics to u – how?',
    'I look after the equipment at a physiotherapy clinic and after an upgrade we have a handful of retired PCs and printers left over. How does a sale to your company work in practice, and where do we begin?',
  ]),
  // Selling: what happens once the goods have arrived (4c)
  ...paraphrases('selling', 'de', { must: [VALUATION] }, [
    'sendung bei euch eingetroffen – nächster schritt?',
    'Unser Spediteur hat heute Morgen die Gitterbox mit den ausgebauten Rack-Servern bei Ihnen abgeliefert. Welche Schritte folgen jetzt bei Ihnen, und wann steht fest, welchen Betrag wir erhalten?',
  ]),
  ...paraphrases('selling', 'en', { must: [VALUATION] }, [
    'parcel reached u – whats next',
    'Our freight company dropped off a cage of old rack servers at your site this morning. What steps follow on your side now, and when will we know the amount we actually get?',
  ]),
  // Selling: declining the valuation, the goods go back (4c)
  ...paraphrases('selling', 'de', { must: [SENT_BACK_DE], pages: DECLINE }, [
    'angebot zu mies → ware wieder heim?',
    'Ich verkaufe nebenberuflich gebrauchte Technik und möchte Ihnen testweise ein paar Mainboards schicken. Falls Ihr abschließender Betrag unter meinen Erwartungen liegt und ich den Deal platzen lasse: Was geschieht dann mit der Hardware?',
  ]),
  ...paraphrases('selling', 'en', { must: [SENT_BACK_EN], pages: DECLINE }, [
    'offer too low, stuff shipped back?',
    'I resell used tech on the side and want to try sending you a few motherboards. If your final figure falls short of what I hoped and I walk away from the deal, what happens to the hardware?',
  ]),
  // Selling: how to get a quote (the contact form, a first range within 24 h) (3a)
  ...paraphrases('selling', 'de', { must: [de.contact, ESTIMATE], pages: ['/kontakt'] }, [
    'wo frag ich nen ankaufspreis an',
    'Wir sind ein kleiner Handwerksbetrieb und haben nach dem Umstieg auf neue Kassensysteme einige alte Tablets und Bondrucker übrig. Auf welchem Weg bekommen wir von Ihnen ein Preisangebot dafür, und wie schnell?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact, ESTIMATE], pages: ['/kontakt'] }, [
    'where to request a buy offer',
    'We are a small craft business and after switching to new till systems we have some old tablets and receipt printers left. How do we get a price offer from you for them, and how fast?',
  ]),
  // Selling: list prices are indicative, the price is set after inspection (6g)
  ...paraphrases('selling', 'de', { must: [INDICATIVE_DE], pages: INDICATIVE }, [
    'bekomm ich exakt den betrag ausm preisverzeichnis',
    'Ich will meinen alten Gaming-PC in Einzelteilen verkaufen und habe mir auf Ihrer Website für jede Komponente den Betrag notiert. Erhalte ich genau diese Summen, oder ist das eher eine grobe Hausnummer?',
  ]),
  ...paraphrases('selling', 'en', { must: [INDICATIVE_EN], pages: INDICATIVE }, [
    'do i get the exact amount from ur price table',
    'I want to sell my old gaming PC as separate parts and noted down the amount your website shows for each component. Will I receive precisely those sums, or are they more of a ballpark?',
  ]),
  // Selling: the preliminary valuation costs nothing (7i)
  ...paraphrases('selling', 'de', { must: [/kostenlos/], pages: FREE_VALUATION }, [
    'preiseinschätzung gebühr?',
    'Ich bin noch unschlüssig, ob ich meine alten Wechselrichter überhaupt verkaufen will, und möchte erst mal nur wissen, was sie ungefähr bringen. Fallen für so eine Ersteinschätzung bei Ihnen Kosten an?',
  ]),
  ...paraphrases('selling', 'en', { must: [/free/i], pages: FREE_VALUATION }, [
    'fee for price estimate?',
    "I'm not even sure yet whether I want to sell my old inverters and first just want to know roughly what they'd fetch. Is there any cost for such an initial assessment?",
  ]),
  // Selling: what the final price depends on (7i)
  ...paraphrases('selling', 'de', { must: [/Zustand/], pages: PRICE_FACTORS }, [
    'was beeinflusst den ankaufspreis',
    'Ich habe zwei baugleiche Notebooks, eins kaum benutzt, das andere mit Kratzern und schwachem Akku. Bevor ich sie Ihnen anbiete: Welche Kriterien bestimmen, welchen Betrag Sie am Ende tatsächlich zahlen?',
  ]),
  ...paraphrases('selling', 'en', { must: [/condition/i], pages: PRICE_FACTORS }, [
    'what affects buyback price',
    'I have two identical notebooks, one barely used, the other scratched with a weak battery. Before I offer them to you: which criteria determine the amount you actually end up paying?',
  ]),
  // Selling: private persons can sell too (7i)
  ...paraphrases('selling', 'de', { must: [/[Pp]rivat|Verbraucher/], pages: PRIVATE_SELLERS }, [
    'verkauf als einzelperson an euch ok?',
    'Ich bin Rentner und habe beim Aufräumen des Dachbodens ein paar alte Laptops und Handys gefunden. Kaufen Sie so etwas auch von Leuten an, die kein Unternehmen führen?',
  ]),
  ...paraphrases('selling', 'en', { must: [/private|consumer/i], pages: PRIVATE_SELLERS }, [
    'non-business seller accepted?',
    "I'm retired and found a few old laptops and phones while clearing out the attic. Do you buy things like that from people who don't run a business?",
  ]),
  // Selling: what to send for an estimate (7i)
  ...paraphrases('selling', 'de', { must: [/Fotos|Typenschild|Liste/], pages: ESTIMATE_INFO }, [
    'welche daten braucht ihr vorab zur bewertung',
    'Wir lösen die Telefonanlage und das Netzwerk in unserem Hotel auf und haben Switches, Router und Access Points in unterschiedlichen Mengen. Welche Informationen sollen wir zusammenstellen, damit Sie uns einen ersten Betrag nennen können?',
  ]),
  ...paraphrases('selling', 'en', { must: [/photos|rating plate|list/i], pages: ESTIMATE_INFO }, [
    'what details needed upfront for pricing',
    'We are dismantling the phone system and network at our hotel and have switches, routers and access points in various quantities. What information should we put together so you can name a first figure?',
  ]),
  // Selling: the seller owns the goods, proof of origin may be asked for (5e)
  ...paraphrases('selling', 'de', { must: [OWNER_DE], pages: OWNERSHIP }, [
    'muss ich belegen dass das zeug meins ist',
    'Ich habe von einem Bekannten, der sein Geschäft aufgegeben hat, eine Ladung Netzwerkgeräte übernommen, aber keine Rechnungen dazu. Was verlangen Sie von mir als Verkäufer, damit klar ist, dass ich die Geräte überhaupt verkaufen darf?',
  ]),
  ...paraphrases('selling', 'en', { must: [OWNER_EN], pages: OWNERSHIP }, [
    'need to show its mine when selling?',
    'A friend who closed his shop handed me a load of network gear, but there are no invoices for it. What do you require from me as the seller to make sure I am allowed to sell these devices?',
  ]),
  // Selling: a valuation below the indicative price comes with its reasons (5e)
  ...paraphrases('selling', 'de', { must: [REASONS_DE], pages: REASONS }, [
    'abschlag vom listenpreis – erklärung dazu?',
    'Ich verkaufe Ihnen demnächst einige Prozessoren und habe mich am Betrag auf Ihrer Preisliste orientiert. Falls Ihre Bewertung darunter liegt, wird mir dann nachvollziehbar mitgeteilt, woran das liegt?',
  ]),
  ...paraphrases('selling', 'en', { must: [REASONS_EN], pages: REASONS }, [
    'lower than list – explanation given?',
    "I'm about to sell you some processors and went by the amount on your price list. If your valuation comes in lower, will I be told in a way I can follow what caused it?",
  ]),
  // Selling: what the inspection after arrival consists of (8l)
  ...paraphrases('selling', 'de', { must: [INSPECTION_DE], pages: INSPECTION }, [
    'was wird bei der kontrolle gecheckt',
    'Ich schicke Ihnen mehrere gebrauchte Notebooks aus unserem Büro und möchte unseren Mitarbeitern erklären, was mit den Geräten passiert. Welche Schritte umfasst Ihre Überprüfung nach dem Eingang der Ware?',
  ]),
  ...paraphrases('selling', 'en', { must: [INSPECTION_EN], pages: INSPECTION }, [
    'what gets checked in ur inspection',
    'I am sending you several used notebooks from our office and want to explain to our staff what happens to them. What steps does your check include after the goods come in?',
  ]),
  // Selling: accepting the valuation after inspection, in text form (10s)
  ...paraphrases('selling', 'de', { must: [ACCEPT_DE], pages: ACCEPT }, [
    'wie sag ich ja zum endpreis',
    'Nach der Prüfung meiner Storage-Server haben Sie mir einen Betrag genannt, mit dem ich zufrieden bin. In welcher Form muss ich meine Zustimmung erklären, damit der Verkauf gilt?',
  ]),
  ...paraphrases('selling', 'en', { must: [ACCEPT_EN], pages: ACCEPT }, [
    'how to confirm i accept ur offer',
    'After inspecting my storage servers you gave me a figure I am happy with. In what form do I have to give my agreement so the sale counts?',
  ]),
  // Selling: after acceptance the purchase contract is concluded (10s)
  ...paraphrases('selling', 'de', { must: [CONCLUDED_DE], pages: CONCLUDED }, [
    'ab wann ist der verkauf verbindlich',
    'Ich habe Ihnen gestern Abend per Mail zugesagt, aber mein Schwager würde mir für die Grafikkarten jetzt mehr zahlen. Bin ich durch meine Zusage schon gebunden, oder kann ich die Karten noch anderweitig verkaufen?',
  ]),
  ...paraphrases('selling', 'en', { must: [CONCLUDED_EN], pages: CONCLUDED }, [
    'when is the sale final',
    'I confirmed your offer by email last night, but my brother-in-law would now pay me more for the graphics cards. Am I already bound by my acceptance, or can I still sell the cards elsewhere?',
  ]),
  // Selling: defective goods (10s)
  ...paraphrases('selling', 'de', { must: [DEFECTIVE_DE], pages: DEFECTIVE }, [
    'kaputte geräte ankauf?',
    'In unserem Lager stehen etliche Monitore und Rechner, bei denen wir nicht wissen, ob sie überhaupt noch starten, manche haben sichtbare Schäden. Zahlen Sie für solche nicht funktionierenden Geräte etwas, oder nehmen Sie nur intakte Ware?',
  ]),
  ...paraphrases('selling', 'en', { must: [DEFECTIVE_EN], pages: DEFECTIVE }, [
    'dead devices – u buy?',
    'Our storeroom holds a bunch of monitors and PCs that may not even boot, and some have visible damage. Do you pay anything for non-working devices like these, or do you only take intact goods?',
  ]),
  // Payment: when (questions-tuning.ts)
  ...paraphrases('payment', 'de', { must: [de.paymentDays], pages: ['/agb'] }, [
    'zahlungsfrist ankauf',
    'Ich verkaufe Ihnen nächste Woche unsere ausgemusterten Kassensysteme und muss damit eine offene Rechnung begleichen. Innerhalb welcher Frist zahlen Sie den Kaufpreis?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.paymentDays], pages: ['/agb'] }, [
    'lag between sale and money?',
    "I'm selling you our retired till systems next week and need the money to settle an open bill. Within what period do you pay the purchase price?",
  ]),
  // Payment: how (questions-tuning.ts)
  ...paraphrases('payment', 'de', { must: [de.transfer] }, [
    'geldübergabe wie?',
    'Ich bin 19, verkaufe Ihnen meinen alten Gaming-Rechner und habe gerade erst ein eigenes Girokonto eröffnet. Wie genau zahlen Sie mir den Betrag aus?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.transfer] }, [
    'how money reaches me',
    "I'm 19, selling you my old gaming rig, and just opened my first current account. How exactly will you pay me the amount?",
  ]),
  // Payment: the document for business sellers, a credit note (4c)
  ...paraphrases('payment', 'de', { must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'abrechnungsbeleg für firmen?',
    'Ich bin Geschäftsführerin einer kleinen Werbeagentur und verkaufe Ihnen unsere alten Macs. Unser Steuerberater fragt, auf Grundlage welchen Dokuments die Zahlung von Ihnen verbucht wird – erstellen Sie das?',
  ]),
  ...paraphrases('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'settlement doc for businesses?',
    'I run a small ad agency and am selling you our old Macs. Our tax adviser asks which document the payment from you will be booked against – do you produce it?',
  ]),
  // Payment: the 14 days run from valuation and takeover (7i)
  ...paraphrases(
    'payment',
    'de',
    { must: [de.paymentDays, /Übernahme|Zusage|angenommen|Annahme/], pages: PAYMENT_START },
    [
      'zahlungsfrist beginnt wann genau',
      'Wir haben Ihnen letzte Woche Batterien übergeben, Ihre Bewertung kam vorgestern und wir haben gestern zugestimmt. Ab welchem dieser Tage wird die Frist für Ihre Zahlung gerechnet?',
    ],
  ),
  ...paraphrases('payment', 'en', { must: [en.paymentDays, /takeover|accept/i], pages: PAYMENT_START }, [
    'payment deadline counted from when',
    'We handed batteries over to you last week, your valuation arrived the day before yesterday and we agreed yesterday. From which of these days is the deadline for your payment counted?',
  ]),
  // Payment: to the account the seller gives in text form (8m)
  ...paraphrases('payment', 'de', { must: [TEXT_FORM_DE], pages: TERMS }, [
    'kontodaten für auszahlung wie übermitteln',
    'Ich habe Ihnen ein paar alte Server verkauft und bin diese Woche nur telefonisch erreichbar, weil ich auf Montage bin. Muss ich Ihnen die Bankverbindung für die Zahlung schriftlich geben, oder genügt ein Anruf?',
  ]),
  ...paraphrases('payment', 'en', { must: [TEXT_FORM_EN], pages: TERMS }, [
    'iban for payout – how to send',
    "I sold you a few old servers and this week I can only be reached by phone because I'm working away on a site. Do I need to give you my bank details in writing, or is a call enough?",
  ]),
];
