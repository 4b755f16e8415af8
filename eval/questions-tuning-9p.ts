import type { EvalCase } from './chat-questions';
import {
  BATTERY_LAW,
  COUNTERFEIT,
  CREDIT_NOTE,
  DECLINE,
  DEVICES_DE,
  DRIVES,
  ESTIMATE,
  EWASTE,
  expected,
  LEAD_DAYS_EN,
  PRIVACY,
  PROFILE,
  RENEWABLES_HUB_TWICE,
  SELL_LIST,
  SELL_STATUS,
  SENT_BACK_DE,
  SENT_BACK_EN,
  VALUATION,
  WHERE,
  DISPOSAL_COST,
  DATA,
} from './expected';
import { paraphrases } from './question-helpers';

/**
 * New paraphrases of existing tuning groups (eval/questions-tuning.ts, -2, -3a, -3b): each group's
 * information need and expectations unchanged, asked in other words and styles. Written without
 * running the assistant, then split 2:1 per group: the first and third new question of each group
 * are here (tuning), the second is in the hold-out file (eval/holdout-8p.ts).
 */
const de = expected.de;
const en = expected.en;

export const tuningQuestionsP: EvalCase[] = [
  // From eval/questions-tuning.ts
  ...paraphrases('selling', 'de', { must: [de.contact], pages: ['/kontakt'] }, [
    'alte server zu geld machen – vorgehen?',
    'Unsere Firma zieht gerade komplett in die Cloud um, deshalb werden im Frühjahr zwei Racks voller Server frei. Wie gehen wir am besten vor, wenn wir Ihnen die Geräte verkaufen möchten?',
  ]),
  ...paraphrases('payment', 'de', { must: [de.transfer] }, [
    'zahlungsart beim ankauf?',
    'Ich verkaufe zum ersten Mal gebrauchte Hardware an eine Firma und habe keine Ahnung, wie das mit dem Geld abgewickelt wird. Auf welchem Weg bekomme ich den Kaufpreis von Ihnen?',
  ]),
  ...paraphrases('legal', 'de', { mustNot: [/zertifiziert nach ISO|ISO 9001 zertifiziert/] }, [
    'iso9001 zertifikat vorhanden?',
    'Unser Lieferantenmanagement verlangt bei neuen Entsorgungspartnern einen Nachweis über ein zertifiziertes Qualitätsmanagementsystem. Sind Sie nach ISO 9001 zertifiziert?',
  ]),
  ...paraphrases('service', 'de', { pages: ['/industrie-batterien'] }, [
    'gabelstapler akku annahme?',
    'Wir betreiben ein Lager mit mehreren Elektro-Gabelstaplern und tauschen gerade die Antriebsbatterien aus. Übernehmen Sie die alten Batterien aus den Staplern?',
  ]),
  ...paraphrases('service', 'de', { pages: DISPOSAL_COST, mustNot: [/keinen Preis/] }, [
    'entsorgungskosten bei euch',
    'Wir räumen gerade unser Büro aus und haben alte Elektrogeräte und ein paar Akkus übrig, die weg müssen. Mit welchen Kosten müssen wir rechnen, wenn Sie das für uns entsorgen?',
  ]),
  ...paraphrases('company', 'de', { pages: ['/vision'] }, [
    'zukunftspläne 2030?',
    'Ich schreibe eine Hausarbeit über Kreislaufwirtschaft in deutschen Unternehmen und vergleiche deren Zielsetzungen. Was wollen Sie als Firma bis zum Jahr 2030 erreicht haben?',
  ]),
  ...paraphrases('data-destruction', 'de', { pages: DATA }, [
    'notebooks daten sicher weg?',
    'Wir sind eine Steuerkanzlei und wollen unsere ausgemusterten Notebooks abgeben, auf denen Mandantendaten waren. Wie stellen Sie sicher, dass davon nichts mehr wiederherstellbar ist?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact], pages: ['/kontakt'] }, [
    'sell u my old gear how',
    'I run IT for a small school and we are retiring about forty desktop PCs this summer. What would be the first step if we wanted to sell them to your company?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.paymentDays], pages: ['/agb'] }, [
    'days til funds hit my acct?',
    'We are a small repair shop selling you a batch of used parts and need to plan our cash flow for next month. Roughly how many days after the deal does your payment reach us?',
  ]),
  ...paraphrases('legal', 'en', { must: [/certificate/] }, [
    'disposal paperwork provided?',
    'Our auditors require written evidence for every batch of electronics we get rid of. After you have recycled our old equipment, will we receive a document confirming the proper disposal?',
  ]),
  ...paraphrases('service', 'en', { pages: ['/medizintechnik-recycling'] }, [
    'old hospital equipment disposal?',
    'I manage facilities for a dental practice that is moving to new premises, and we have several outdated x-ray units and treatment chairs with electronics. Do you handle the recycling of healthcare equipment like this?',
  ]),
  ...paraphrases('service', 'en', { pages: ['/bitcoin-miner-recycling'] }, [
    'sell bitmain rigs',
    'We shut down a small crypto mining operation after the last halving and still have about fifty Whatsminer units sitting in a warehouse. Is this something your company purchases?',
  ]),
  ...paraphrases('company', 'en', { pages: ['/mission'] }, [
    'ur purpose as a company?',
    'I am preparing a supplier presentation for our sustainability committee and want to describe each partner in a sentence or two. What does your company see as its core purpose?',
  ]),
  ...paraphrases('service', 'en', { pages: ['/festplatten-vernichtung'], mustNot: [/cannot find a price/] }, [
    'hdd shredding fee',
    'We are decommissioning a server room and have around two hundred disks that need to be securely destroyed. What would your service cost us for a job of that size?',
  ]),
  // From eval/questions-tuning-2.ts
  ...paraphrases('payment', 'de', { must: [de.paymentDays], pages: ['/agb'] }, [
    'wieviele tage bis zahlungseingang',
    'Wir sind ein kleiner Betrieb und müssen unsere Liquidität für den nächsten Monat planen. Nach wie vielen Tagen können wir mit dem Eingang des Verkaufserlöses rechnen, wenn Sie die Ware übernommen haben?',
  ]),
  ...paraphrases('pickup', 'de', { must: [de.nationwide] }, [
    'abhol service leipzig??',
    'Wir sitzen in einem kleinen Ort in Niederbayern und haben rund 30 ausgediente PCs und Monitore im Keller. Gibt es die Möglichkeit, dass Sie die Geräte bei uns vor Ort einsammeln?',
  ]),
  ...paraphrases('legal', 'de', { must: ['BattDG'], pages: BATTERY_LAW }, [
    'rechtsgrundlage akku entsorgung',
    'Ich bin Umweltbeauftragter in einem Handwerksbetrieb und muss die Entsorgung unserer verbrauchten Werkzeugakkus dokumentieren. Welche gesetzliche Regelung ist dafür in Deutschland maßgeblich?',
  ]),
  ...paraphrases('data-destruction', 'de', { pages: ['/festplatten-vernichtung'], must: ['DIN 66399'] }, [
    'alte platten physisch zerstören?',
    'Wir lösen unser altes Storage-System auf und haben rund hundert Laufwerke mit Kundendaten. Bieten Sie eine normgerechte Zerstörung solcher Datenträger an, und nach welchem Standard?',
  ]),
  ...paraphrases('service', 'de', { pages: COUNTERFEIT }, [
    'fake markenware vernichtung?',
    'Als Markeninhaber haben wir einen Posten gefälschter Armbanduhren sichergestellt, der auf keinen Fall wieder in den Handel gelangen darf. Wie gehen Sie mit solcher Ware um?',
  ]),
  ...paraphrases('company', 'de', { must: [de.phone] }, [
    'tel nr?',
    'Ich würde die Details zu unserer Anfrage lieber kurz am Telefon besprechen, als alles aufzuschreiben. Wie erreiche ich Sie telefonisch?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.transfer] }, [
    'money paid how – cash, transfer?',
    "I'm a private seller getting rid of a few old graphics cards and I don't have a business account. How exactly would you get the money to me once the sale is done?",
  ]),
  ...paraphrases('pickup', 'en', { must: [en.pickupDays] }, [
    'earliest collection date?',
    'Our lease on the storage unit ends in two weeks and we have to clear out a stack of old servers before then. Once we have arranged a collection with you, how long does it usually take until you come?',
  ]),
  ...paraphrases('legal', 'en', { must: ['ElektroG'], pages: EWASTE }, [
    'german e-scrap law name?',
    'Our compliance team is updating its waste management guidelines and needs to reference the correct legislation. Under which German statute do you process discarded electrical and electronic equipment?',
  ]),
  ...paraphrases('data-destruction', 'en', { pages: DATA }, [
    'old disks – data gone for sure?',
    'We are a law firm replacing all our workstations, and the old hard drives contain confidential client files. How do you make sure none of that information can be recovered once the devices leave our office?',
  ]),
  ...paraphrases('service', 'en', { pages: COUNTERFEIT }, [
    'knockoff merchandise destruction',
    'As a brand owner we recently had a shipment of pirated headphones seized, and it must never reach the market again. Do you offer a service to destroy such items?',
  ]),
  ...paraphrases('company', 'en', { must: [en.chatDays] }, [
    'conversation retention?',
    'I just typed some details about our inventory into this window and I am a bit cautious about privacy. Are the messages I write here kept by you, and when are they deleted?',
  ]),
  // From eval/questions-tuning-3a.ts
  ...paraphrases('selling', 'de', { must: [VALUATION] }, [
    'paket bei euch angekommen – was jetzt?',
    'Wir haben letzte Woche eine Palette mit Netzteilen und Servern an Ihr Lager in Köln geliefert. Was passiert jetzt als Nächstes mit der Ware, und wann hören wir von Ihnen?',
  ]),
  ...paraphrases('selling', 'de', { must: [SENT_BACK_DE], pages: DECLINE }, [
    'preis nach prüfung nicht ok – bekomm ich meine sachen zurück?',
    'Ich schicke Ihnen zwei Grafikkarten, bin mir aber nicht sicher, ob mir der endgültige Betrag nach Ihrer Prüfung reicht. Was geschieht mit den Karten, wenn ich Ihr Angebot ausschlage?',
  ]),
  ...paraphrases('payment', 'de', { locale: 'en', must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'rechnung von mir nötig?',
    'Wir sind ein umsatzsteuerpflichtiges Unternehmen und verkaufen Ihnen regelmäßig Altgeräte. Über welchen Beleg wird der Ankauf bei Ihnen abgerechnet, damit unsere Buchhaltung ihn verbuchen kann?',
  ]),
  ...paraphrases('pickup', 'de', { must: ['Schweiz'], pages: RENEWABLES_HUB_TWICE }, [
    'pv module abholung zürich?',
    'Wir betreiben einen Solarpark im Kanton Bern und ersetzen dort die alten Wechselrichter und Module. Ist eine Abholung durch Sie auch außerhalb Deutschlands, also bei uns in der Schweiz, möglich?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact, ESTIMATE], pages: ['/kontakt'] }, [
    'price offer request how',
    'We have a mixed lot of laptops, monitors and docking stations from an office closure. What is the quickest way to get an offer from you for all of it?',
  ]),
  ...paraphrases('selling', 'en', { locale: 'de', must: [SENT_BACK_EN], pages: DECLINE }, [
    'reject final price → goods back?',
    'I am sending you three used inverters, but I am not sure the amount you settle on after testing will work for me. If I turn it down, what happens to the devices?',
  ]),
  ...paraphrases('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'self-billing for sellers?',
    'Our accounting department asked me which document they will receive when we sell our old hardware to you. Do you issue the settlement document yourselves, or are we expected to send an invoice?',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.nationwide] }, [
    'collect from bremen?',
    'We are a small firm in rural Schleswig-Holstein with a storeroom full of retired printers and PCs. Would your company send someone out to fetch them from us?',
  ]),
  // From eval/questions-tuning-3b.ts
  ...paraphrases('legal', 'de', { must: [de.chatDays], pages: PRIVACY }, [
    'chatverlauf löschung wann',
    'Ich habe in diesem Chat eben Details zu unserem Lagerbestand erwähnt und bin beim Datenschutz etwas vorsichtig. Wie lange heben Sie die Unterhaltung hier auf, bevor sie gelöscht wird?',
  ]),
  ...paraphrases('data-destruction', 'de', { must: [/vor Ort/], pages: DRIVES }, [
    'mobiler schredder bei uns im rechenzentrum möglich',
    'Unsere Sicherheitsrichtlinie verbietet, dass Datenträger mit Personaldaten unser Werk unzerstört verlassen. Ist eine Vernichtung bei uns am Standort möglich?',
  ]),
  ...paraphrases('company', 'de', { must: [DEVICES_DE], pages: PROFILE }, [
    'wieviel stück elektronik schon verwertet',
    'Für einen Artikel in unserer Mitarbeiterzeitung stellen wir Recyclingpartner mit ein paar Kennzahlen vor. Wie viele Altgeräte haben Sie seit Ihrer Gründung insgesamt schon verwertet?',
  ]),
  ...paraphrases('sell-list', 'de', { must: ['Ankaufsliste'], pages: SELL_LIST }, [
    'sammelanfrage viele teile',
    'Bei uns im Lager stehen Grafikkarten, Netzteile und ein paar Wechselrichter, insgesamt gut zwanzig verschiedene Artikel. Gibt es bei Ihnen eine Möglichkeit, das alles zusammen in einer Anfrage zu schicken?',
  ]),
  ...paraphrases('sell-list', 'de', { must: [/Link/, /E-Mail/], pages: SELL_STATUS }, [
    'status anfrage verfolgen',
    'Meine Kollegin hat vor ein paar Tagen über Ihre Website eine Verkaufsanfrage mit mehreren Positionen abgeschickt, und ich soll jetzt nachhalten, was daraus geworden ist. Wo kann ich den aktuellen Bearbeitungsstand einsehen?',
  ]),
  ...paraphrases('legal', 'en', { must: [LEAD_DAYS_EN], pages: PRIVACY }, [
    'when is my enquiry deleted',
    'I submitted a request through your website with my name, phone number and company details. For how long will you store that information before it is erased?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: ['NIST SP 800-88'], pages: DRIVES }, [
    'erase + resell drives instead of destroying?',
    'We have around eighty enterprise SSDs that are only two years old and in good health. Rather than having them physically destroyed, could they be securely erased so that they keep some resale value?',
  ]),
  ...paraphrases('company', 'en', { must: [en.phone, en.email], pages: WHERE }, [
    'tel + mail?',
    'I would like to talk to someone about a larger batch of batteries before filling in any forms. Which phone number and email address can I use to get in touch with you?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/CSV/, /Excel|XLSX/], pages: SELL_LIST }, [
    'bulk upload via csv file?',
    'Our IT department keeps all retired equipment in a spreadsheet with several hundred rows. Is it possible to load that file directly into your request form rather than entering each device separately?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/accept/, /decline/], pages: SELL_STATUS }, [
    'offer received – how to say yes or no',
    'You have sent me a price for the items on my sell request and I still need to discuss it with my manager. Once we have decided, how do we confirm or refuse your offer?',
  ]),
];
