import { company } from '@/content/company';
import type { EvalCase } from './chat-questions';
import { COOKIES, OFFER_ACCEPTANCE, PRIVACY, TERMS } from './expected';
import { paraphrases } from './question-helpers';
import {
  OWN_TERMS_DE,
  OWN_TERMS_EN,
  ACCEPT_DE,
  ACCEPT_EN,
  READY_DE,
  READY_EN,
  READY_PAGES,
  DECLARE_DE,
  DECLARE_EN,
  DECLARE_PAGES,
  INSPECTION_DE,
  INSPECTION_EN,
  INSPECTION_PAGES,
  WRONG_DETAILS_DE,
  WRONG_DETAILS_EN,
  RECYCLE_INSTEAD_DE,
  RECYCLE_INSTEAD_EN,
  TEXT_FORM_DE,
  TEXT_FORM_EN,
  INVOICE_DE,
  INVOICE_EN,
  LOCK_DE,
  LOCK_EN,
  LOCK_PAGES,
  LIABILITY_DE,
  LIABILITY_EN,
  FREE_QUANTITY_DE,
  FREE_QUANTITY_EN,
  FORM_DATA_DE,
  FORM_DATA_EN,
  NEWSLETTER_DE,
  NEWSLETTER_EN,
  NO_SALE_DE,
  NO_SALE_EN,
  THIRD_COUNTRY_DE,
  THIRD_COUNTRY_EN,
  STAFF_DE,
  STAFF_EN,
  PHOTOS_KEPT_DE,
  PHOTOS_KEPT_EN,
  RECORDS_DE,
  RECORDS_EN,
  RECTIFY_DE,
  RECTIFY_EN,
  CHAT_ERASURE_DE,
  CHAT_ERASURE_EN,
  OWN_SERVER_DE,
  OWN_SERVER_EN,
  DEVICE_ENTRY_DE,
  DEVICE_ENTRY_EN,
  DEVICE_ENTRY_PAGES,
} from './set-m-expected';

/**
 * The eighth fresh question set, part M (the legal texts: terms, privacy policy, cookie policy,
 * imprint), asked the way worried or practical visitors ask, not in legal words: a group that
 * sells under its own terms, a seller whose description was off, an office clearing laptops with
 * activation locks, a data protection officer vetting the website, someone who typed a private
 * address into the chat. Each group is one piece of information a clause or section gives (when
 * the contract is concluded, what to declare and prepare for a pickup, what is inspected, who
 * sees an inquiry, how long photos are kept, what stays after a purchase, the managing
 * director…), asked three ways in German and three in English; needs the other sets already ask
 * are left out. Written from the site's content alone (src/content, the legal texts, message
 * files) before the engine was run on it, then split 2:1 per paraphrase group: the second
 * question of each language went to the hold-out file (eval/holdout-7m.ts), the first and third are here, in
 * the tuning set. The expectations both parts share are in eval/set-m-expected.ts.
 */

// Imprint: the managing director, from the company facts.
const MANAGING_DIRECTOR = company.managingDirector;
const MANAGEMENT_PAGES = ['/impressum', '/datenschutz', '/team'];

export const tuningQuestionsM: EvalCase[] = [
  // Law: a business's own terms apply only if we expressly agree to them in text form (terms § 1)
  ...paraphrases('legal', 'de', { must: [OWN_TERMS_DE], pages: TERMS }, [
    'Wir sind ein Konzern und verkaufen grundsätzlich nur zu unseren eigenen Lieferbedingungen. Gelten die dann auch, wenn wir euch Altgeräte verkaufen?',
    'Können wir Ihnen unsere eigenen Geschäftsbedingungen zugrunde legen, oder muss das gesondert vereinbart werden?',
  ]),
  ...paraphrases('legal', 'en', { must: [OWN_TERMS_EN], pages: TERMS }, [
    'Our company always sells under its own terms of sale. Do those apply when we sell you our old IT, or do yours?',
    ['can we use our own general terms for the deal with you?', 'de'],
  ]),
  // Law: the purchase contract is concluded only when the seller accepts the valuation in text form (terms § 3)
  ...paraphrases('legal', 'de', { must: [ACCEPT_DE], pages: OFFER_ACCEPTANCE }, [
    'Ab wann ist der Verkauf an euch eigentlich fix? Schon wenn euer Fahrer die Sachen einlädt?',
    [
      'Ich habe Ihnen gestern die Ware geschickt. Habe ich damit schon verbindlich verkauft, oder kann ich noch zurück?',
      'en',
    ],
  ]),
  ...paraphrases('legal', 'en', { must: [ACCEPT_EN], pages: OFFER_ACCEPTANCE }, [
    'at what point is the sale actually binding? when your driver loads the stuff?',
    'I shipped you my old gpus yesterday. Have I already sold them for good or can I still change my mind?',
  ]),
  // Pickup: goods accessible and ready for transport at the agreed time (terms § 4; UPS page: access)
  ...paraphrases('pickup', 'de', { must: [READY_DE], pages: READY_PAGES }, [
    'Was müssen wir bis zum Abholtermin vorbereiten? Die Geräte stehen noch verteilt in drei Büros.',
    'Welche Pflichten haben wir als Kunde am Abholtag?',
  ]),
  ...paraphrases('pickup', 'en', { must: [READY_EN], pages: READY_PAGES }, [
    'What do we need to prepare before your truck comes? The equipment is still spread over three offices.',
    ['what are our obligations as customer on the pickup day', 'de'],
  ]),
  // Pickup: batteries' type, quantity, weight and condition (damage!) declared truthfully in advance (§ 4)
  ...paraphrases('pickup', 'de', { must: [DECLARE_DE], pages: DECLARE_PAGES }, [
    'Was müssen wir Ihnen vor der Abholung über die Akkus mitteilen?',
    'Wir haben im Lager gebrauchte Lithium-Akkus gefunden, ein paar davon sehen komisch aus. Was für Angaben braucht ihr von uns, bevor ihr die holt?',
  ]),
  ...paraphrases('pickup', 'en', { must: [DECLARE_EN], pages: DECLARE_PAGES }, [
    'What do we have to tell you about the batteries before you collect them?',
    [
      'We found used lithium batteries in our warehouse and some look odd. What information do you need before you pick them up?',
      'de',
    ],
  ]),
  // Law: what the inspection checks (completeness, condition, function, capacity; terms § 5 and the service pages)
  ...paraphrases('legal', 'de', { must: [INSPECTION_DE], pages: INSPECTION_PAGES }, [
    'Was genau prüft ihr, wenn meine Ware bei euch ankommt?',
    'Wir schicken Ihnen 40 gebrauchte Notebooks. Was wird bei Ihnen im Wareneingang alles getestet, bevor wir den Preis erfahren?',
  ]),
  ...paraphrases('legal', 'en', { must: [INSPECTION_EN], pages: INSPECTION_PAGES }, [
    'What exactly do you check when my goods arrive?',
    'We are sending you 40 used notebooks. What gets tested at your goods-in before we learn the price?',
  ]),
  // Law: goods not as described: a declined valuation's return is on the seller if their details were wrong (§ 5)
  ...paraphrases('legal', 'de', { must: [WRONG_DETAILS_DE], pages: TERMS }, [
    'Wenn sich bei der Prüfung rausstellt, dass meine Beschreibung nicht ganz gestimmt hat, und ich euren Preis dann ablehne – wer zahlt den Rückversand?',
    [
      'Ich habe die Akkus als neuwertig angegeben, sie waren aber schon älter. Muss ich die Rücksendung dann selbst bezahlen?',
      'en',
    ],
  ]),
  ...paraphrases('legal', 'en', { must: [WRONG_DETAILS_EN], pages: TERMS }, [
    'If your inspection shows my description was not quite right and I then turn down your price, who pays to ship it back?',
    'I listed the batteries as nearly new but they were older. Do I have to pay for sending them back then?',
  ]),
  // Law: a declined valuation: on request the goods are recycled instead of returned (terms § 5)
  ...paraphrases('legal', 'de', { must: [RECYCLE_INSTEAD_DE], pages: TERMS }, [
    'Wenn mir euer Preis nicht passt, will ich den alten Kram trotzdem nicht zurück. Könnt ihr das dann einfach entsorgen?',
    'Können Sie die Ware bei einer abgelehnten Bewertung auch direkt der Verwertung zuführen, statt sie zurückzuschicken?',
  ]),
  ...paraphrases('legal', 'en', { must: [RECYCLE_INSTEAD_EN], pages: TERMS }, [
    "If I don't like your price I still don't want the old junk back. Can you just recycle it then?",
    'Instead of returning the goods after a rejected valuation, can you send them for recycling?',
  ]),
  // Payment: to the account the seller gives in text form (terms § 6)
  ...paraphrases('payment', 'de', { must: [TEXT_FORM_DE], pages: TERMS }, [
    'Wie gebe ich euch meine Bankverbindung für die Auszahlung durch? Reicht das am Telefon?',
    'Auf welches Konto überweisen Sie den Kaufpreis, und in welcher Form muss ich Ihnen das mitteilen?',
  ]),
  ...paraphrases('payment', 'en', { must: [TEXT_FORM_EN], pages: TERMS }, [
    'How do I give you my bank details for the payout? Is telling you on the phone enough?',
    ['To which account do you transfer the purchase price, and in what form do I have to give it to you?', 'de'],
  ]),
  // Payment: invoices for chargeable services are payable without deduction within the period in the quote (terms § 6)
  ...paraphrases('payment', 'de', { must: [INVOICE_DE], pages: TERMS }, [
    'Wir haben die Festplattenvernichtung bei euch beauftragt. Bis wann müssen wir die Rechnung bezahlen?',
    'Dürfen wir von Ihrer Rechnung für den Containerdienst Skonto abziehen?',
  ]),
  ...paraphrases('payment', 'en', { must: [INVOICE_EN], pages: TERMS }, [
    'We ordered hard drive destruction from you. By when do we have to pay your invoice?',
    'Can we deduct an early-payment discount from your invoice for the container service?',
  ]),
  // Law: activation and device locks removed before handover (terms § 7); MDM locks sorted out (e-waste pages)
  ...paraphrases('legal', 'de', { must: [LOCK_DE], pages: LOCK_PAGES }, [
    'Muss ich auf den alten iPhones die Aktivierungssperre rausnehmen, bevor ich sie euch gebe?',
    'Unsere Firmenlaptops sind noch im Gerätemanagement (MDM) eingebunden. Müssen wir das vor der Übergabe lösen?',
  ]),
  ...paraphrases('legal', 'en', { must: [LOCK_EN], pages: LOCK_PAGES }, [
    'Do I have to remove the activation lock on old iPhones before handing them over?',
    [
      'Our company laptops are still enrolled in device management (MDM). Do we have to release them before handover?',
      'de',
    ],
  ]),
  // Law: liability (unlimited for intent and gross negligence, limited for slight negligence; terms § 8)
  ...paraphrases('legal', 'de', { must: [LIABILITY_DE], pages: TERMS }, [
    'Was ist, wenn euer Fahrer beim Abholen unsere Tür oder den Boden beschädigt – haftet ihr dafür?',
    'Wofür übernehmen Sie laut Ihren Geschäftsbedingungen die Haftung und wofür nicht?',
  ]),
  ...paraphrases('legal', 'en', { must: [LIABILITY_EN], pages: TERMS }, [
    'What if your driver damages our door or the floor while collecting, are you liable?',
    ['What are you liable for under your terms, and what not?', 'de'],
  ]),
  // Cost of pickup: for goods other than modules and inverters the quote states the free-pickup quantity (§ 4)
  ...paraphrases('pickup-cost', 'de', { must: [FREE_QUANTITY_DE], pages: TERMS }, [
    'Ab wie vielen Laptops holt ihr kostenlos ab?',
    ['Wir haben rund 30 alte Drucker und Monitore. Ab welcher Stückzahl entfällt bei Ihnen die Abholgebühr?', 'en'],
  ]),
  ...paraphrases('pickup-cost', 'en', { must: [FREE_QUANTITY_EN], pages: TERMS }, [
    'From how many laptops do you collect free of charge?',
    'We have about 30 old printers and monitors. From what number of units is pickup free?',
  ]),
  // Privacy: what happens to the form data (stored in the database, used only to answer and make an offer)
  ...paraphrases('legal', 'de', { must: [FORM_DATA_DE], pages: PRIVACY }, [
    'Was passiert mit meinen Daten, wenn ich das Kontaktformular abschicke?',
    ['Bevor ich Name und Telefonnummer eintrage: Wofür verwenden Sie die Angaben aus dem Anfrageformular?', 'en'],
  ]),
  ...paraphrases('legal', 'en', { must: [FORM_DATA_EN], pages: PRIVACY }, [
    'What happens to my data when I submit the contact form?',
    'Before I put in my name and phone number: what do you use the details from the inquiry form for?',
  ]),
  // Privacy: no newsletter and no advertising after an inquiry
  ...paraphrases('legal', 'de', { must: [NEWSLETTER_DE], pages: PRIVACY }, [
    'Bekomme ich nach meiner Anfrage ständig Werbung von euch?',
    'Nehmen Sie mich automatisch in Ihren Newsletter auf, wenn ich eine Anfrage stelle?',
  ]),
  ...paraphrases('legal', 'en', { must: [NEWSLETTER_EN], pages: PRIVACY }, [
    'Will I get spammed with marketing after I send an inquiry?',
    'Do you automatically subscribe me to a newsletter when I make an inquiry?',
  ]),
  // Privacy: no data is sold
  ...paraphrases('legal', 'de', { must: [NO_SALE_DE], pages: PRIVACY }, [
    'Verkauft ihr meine Daten weiter?',
    'Ich bin vorsichtig geworden: Viele Firmen machen Geld mit Kundendaten. Wie ist das bei Ihnen?',
  ]),
  ...paraphrases('legal', 'en', { must: [NO_SALE_EN], pages: PRIVACY }, [
    'Do you sell my data?',
    ['I have become careful, many companies make money with customer data. How is that with you?', 'de'],
  ]),
  // Privacy: transfers outside the EU and the EEA
  ...paraphrases('legal', 'de', { must: [THIRD_COUNTRY_DE], pages: PRIVACY }, [
    'Landen meine Daten auf Servern in den USA?',
    [
      'Unsere Datenschutzrichtlinie verbietet Drittlandübermittlungen. Verlassen Daten aus Ihrem Formular die EU?',
      'en',
    ],
  ]),
  ...paraphrases('legal', 'en', { must: [THIRD_COUNTRY_EN], pages: PRIVACY }, [
    'Does my data end up on servers in the US?',
    'Our data protection policy forbids transfers to third countries. Does any data from your form leave the EU?',
  ]),
  // Privacy: who sees an inquiry (only the staff who handle it)
  ...paraphrases('legal', 'de', { must: [STAFF_DE], pages: PRIVACY }, [
    'Wer bei euch kann meine Anfrage lesen?',
    'Ich schicke Ihnen eine Liste mit Seriennummern unserer Server. Wer bekommt die bei Ihnen zu sehen?',
  ]),
  ...paraphrases('legal', 'en', { must: [STAFF_EN], pages: PRIVACY }, [
    'Who at your company can read my inquiry?',
    ['I am sending you a list with the serial numbers of our servers. Who gets to see it on your side?', 'de'],
  ]),
  // Privacy: how long photos sent with an inquiry are kept (deleted with the inquiry)
  ...paraphrases('legal', 'de', { must: [PHOTOS_KEPT_DE], pages: PRIVACY }, [
    'Wie lange heben Sie die Fotos auf, die ich mit meiner Anfrage mitschicke?',
    'Ich habe Ihnen letzte Woche Fotos unserer Wechselrichter geschickt, auf denen auch unser Firmengelände zu sehen ist. Bleiben die für immer bei Ihnen?',
  ]),
  ...paraphrases('legal', 'en', { must: [PHOTOS_KEPT_EN], pages: PRIVACY }, [
    'How long do you keep the photos I send with my inquiry?',
    'Last week I sent you photos of our inverters that also show our company premises. Do they stay with you forever?',
  ]),
  // Privacy: which files can be attached (photos and PDF documents)
  ...paraphrases('legal', 'de', { must: ['PDF'], pages: PRIVACY }, [
    'Kann ich meine Inventarliste als PDF an die Anfrage hängen?',
    ['Neben Fotos hätte ich noch ein Datenblatt. Welche Dateiformate nimmt Ihr Formular an?', 'en'],
  ]),
  ...paraphrases('legal', 'en', { must: ['PDF'], pages: PRIVACY }, [
    'Can I attach our inventory list as a PDF to the inquiry?',
    'Besides photos I have a data sheet. What file formats does your form accept?',
  ]),
  // Privacy: the records of a completed purchase are kept as commercial and tax law require (§ 257 HGB, § 147 AO)
  ...paraphrases('legal', 'de', { must: [RECORDS_DE], pages: PRIVACY }, [
    'Ich habe euch letztes Jahr Akkus verkauft. Könnt ihr jetzt alles über mich komplett löschen?',
    'Wie lange bewahren Sie Unterlagen zu einem abgeschlossenen Ankauf auf?',
  ]),
  ...paraphrases('legal', 'en', { must: [RECORDS_EN], pages: PRIVACY }, [
    'I sold you batteries last year. Can you now delete absolutely everything about me?',
    'How long do you keep the records of a completed purchase?',
  ]),
  // Privacy: the right to have incorrect data rectified
  ...paraphrases('legal', 'de', { must: [RECTIFY_DE], pages: PRIVACY }, [
    'Ich habe mich im Formular bei meiner E-Mail-Adresse vertippt. Könnt ihr das korrigieren?',
    'Welches Recht habe ich, wenn bei Ihnen falsche Daten über mich gespeichert sind?',
  ]),
  ...paraphrases('legal', 'en', { must: [RECTIFY_EN], pages: PRIVACY }, [
    'I made a typo in my email address in the form. Can you correct it?',
    ['What right do I have if you hold incorrect data about me?', 'de'],
  ]),
  // Privacy: erasing a chat conversation (say roughly when and what about; else deleted after its period)
  ...paraphrases('legal', 'de', { must: [CHAT_ERASURE_DE], pages: PRIVACY }, [
    'Ich möchte, dass dieses Chatgespräch gelöscht wird. Was muss ich dafür tun?',
    [
      'Ich habe gestern hier im Chat aus Versehen meine Privatadresse eingegeben. Wie bekomme ich das bei Ihnen wieder gelöscht?',
      'en',
    ],
  ]),
  ...paraphrases('legal', 'en', { must: [CHAT_ERASURE_EN], pages: PRIVACY }, [
    'I want this chat conversation deleted. What do I need to do?',
    'Yesterday I accidentally typed my home address into this chat. How do I get that removed on your side?',
  ]),
  // Cookies: nothing is loaded from other servers (fonts, scripts, videos come from the company's own server)
  ...paraphrases('legal', 'de', { must: [OWN_SERVER_DE], pages: COOKIES }, [
    'Bindet ihr Google Fonts ein?',
    [
      'Als Datenschutzbeauftragter prüfe ich Lieferanten-Websites: Werden beim Aufruf Ihrer Seite Inhalte von Drittanbietern wie CDNs oder YouTube geladen?',
      'en',
    ],
  ]),
  ...paraphrases('legal', 'en', { must: [OWN_SERVER_EN], pages: COOKIES }, [
    'Do you embed Google Fonts?',
    'As a data protection officer I check supplier websites: does opening your site load content from third parties such as CDNs or YouTube?',
  ]),
  // Cookies: deleting what the site stored on the device (the site data in the browser)
  ...paraphrases('legal', 'de', { must: [DEVICE_ENTRY_DE], pages: DEVICE_ENTRY_PAGES }, [
    'Wie lösche ich, was eure Website auf meinem Rechner gespeichert hat?',
    'Ich nutze einen Firmenlaptop und möchte keine Spuren Ihrer Seite hinterlassen. Wie entferne ich die gespeicherten Einträge?',
  ]),
  ...paraphrases('legal', 'en', { must: [DEVICE_ENTRY_EN], pages: DEVICE_ENTRY_PAGES }, [
    'How do I delete what your website stored on my computer?',
    'I am on a work laptop and want to leave no traces of your site. How do I remove the stored entries?',
  ]),
  // Imprint: the managing director who represents the company (imprint, privacy policy, team)
  ...paraphrases('legal', 'de', { must: [MANAGING_DIRECTOR], pages: MANAGEMENT_PAGES }, [
    'Wer ist euer Geschäftsführer?',
    ['Für unseren Rahmenvertrag brauche ich den Namen der Person, die Ihre GmbH vertritt.', 'en'],
  ]),
  ...paraphrases('legal', 'en', { must: [MANAGING_DIRECTOR], pages: MANAGEMENT_PAGES }, [
    'Who is your managing director?',
    'For our framework agreement I need the name of the person who represents your GmbH.',
  ]),
];
