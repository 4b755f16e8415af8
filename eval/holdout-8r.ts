import type { EvalCase } from './chat-questions';
import {
  CITY,
  CLUB_KEEPS,
  COOKIES,
  DAMAGED,
  DAMAGED_DE,
  DAMAGED_EN,
  DECLINE,
  DROP_OFF,
  DRIVES,
  EWASTE_DISPOSAL,
  EWASTE_RECYCLING,
  HEAD_OF_PURCHASING,
  INDICATIVE,
  INDICATIVE_DE,
  INDICATIVE_EN,
  INQUIRY_DAYS_DE,
  ON_SITE,
  ON_SITE_DE,
  ON_SITE_EN,
  PRIVACY,
  RETURN_DE,
  RETURN_EN,
  SEALED,
  SELL_LIST,
  SELL_STATUS,
  SOCIAL,
  TAPES,
  TEAM,
  TERMS,
  TRAINING,
} from './expected';
import { paraphrases } from './question-helpers';
import {
  de,
  en,
  PRIVATE_SELLERS,
  ESTIMATE_INFO,
  PURCHASE_DOCS,
  STREET,
  ADDRESS_PAGES,
  TRAINING_DE,
  TRAINING_EN,
  NO_COOKIES_DE,
  NO_COOKIES_EN,
  VAT_ID,
  IMPRINT,
  DELETE_DE,
  DELETE_EN,
  BATTERY_STORAGE_DE,
  BATTERY_STORAGE_EN,
  BATTERY_STORAGE_PAGES,
  ASSET_LIST_DE,
  ASSET_LIST_EN,
  FORMAT_DE,
  FORMAT_EN,
  TAPE_LEVEL,
  CUSTODY_DE,
  CUSTODY_EN,
} from './set-r-expected';

/**
 * Hold-out twin of eval/questions-tuning-9r.ts: new paraphrases of existing tuning groups (from
 * eval/questions-tuning-6g.ts, -6h.ts, -7i.ts, -7j.ts and -7k.ts), written from the site's content
 * alone, without running the assistant, then split 2:1 per group: the second (colloquial) question
 * of each group is here, the first and third are in the tuning file. Not to be tuned on.
 */

export const holdoutQuestionsR: EvalCase[] = [
  // Selling: list prices are indicative, the price is set after inspection (6g)
  ...paraphrases('selling', 'de', { must: [INDICATIVE_DE], pages: INDICATIVE }, [
    'Wenn bei euch online ein Betrag für meine Karte steht, krieg ich genau den dann auch sicher, oder könnt ihr hinterher noch was abziehen?',
  ]),
  ...paraphrases('selling', 'en', { must: [INDICATIVE_EN], pages: INDICATIVE }, [
    'so if your site shows a number for my card, do i actually get that much or can you knock it down later?',
  ]),
  // Selling: a valuation that is not accepted, the goods go back (6g)
  ...paraphrases('selling', 'de', { must: [RETURN_DE], pages: DECLINE }, [
    'Sagen wir, ihr checkt meine Prozessoren und bietet mir dann zu wenig. Kann ich dann einfach nein sagen und bekomm meine Teile wieder?',
  ]),
  ...paraphrases('selling', 'en', { must: [RETURN_EN], pages: DECLINE }, [
    'say you test my cpus and then lowball me – can i just say no and get my parts back?',
  ]),
  // Payment: how (bank transfer) (6g)
  ...paraphrases('payment', 'de', { must: [de.transfer] }, [
    'Wie kommt die Kohle eigentlich zu mir, wenn ihr mir meine alten Akkus abkauft – bar auf die Hand oder wie läuft das?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.transfer] }, [
    'how does the money actually reach me when you buy my old stuff – paypal, cash in hand, what?',
  ]),
  // Pickup: a damaged or swollen battery is collected separately (6g)
  ...paraphrases('pickup', 'de', { must: [DAMAGED_DE], pages: DAMAGED }, [
    'Mein Roller-Akku ist nach nem Sturz verbeult. Holt ihr sowas ab, oder soll ich den einfach einpacken und euch zuschicken?',
  ]),
  ...paraphrases('pickup', 'en', { must: [DAMAGED_EN], pages: DAMAGED }, [
    'my scooter battery got bent in a crash – do you guys come grab that or should i just box it up and mail it?',
  ]),
  // Data destruction: at the customer's site (6g)
  ...paraphrases('data-destruction', 'de', { must: [ON_SITE_DE], pages: ON_SITE }, [
    'Könnt ihr mit eurem Schredder zu uns rauskommen? Unsere Serverplatten dürfen das Gelände nämlich nicht verlassen.',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [ON_SITE_EN], pages: ON_SITE }, [
    "can you bring your shredder over to us? our server disks aren't allowed to leave the grounds",
  ]),
  // Law: how long inquiries are kept (6h)
  ...paraphrases('legal', 'de', { must: [INQUIRY_DAYS_DE], pages: PRIVACY }, [
    'Wenn ich euch übers Formular schreibe, wie lange habt ihr meine Daten dann eigentlich noch rumliegen?',
  ]),
  // Company: collection days with clubs, the club keeps the proceeds (6h)
  ...paraphrases('company', 'de', { must: [CLUB_KEEPS], pages: SOCIAL }, [
    'Wir sind ein kleiner Kaninchenzüchterverein und würden mit euch alte Akkus einsammeln. Kriegen wir das Geld dafür, oder geht das an euch?',
  ]),
  // The sell list: where to follow a sent list (6h)
  ...paraphrases('sell-list', 'de', { must: [/Link/, /E-Mail|Mail/], pages: SELL_STATUS }, [
    'Hab euch meine Liste geschickt – gibt es irgendwo ne Übersicht, wo ich sehe, wie weit ihr damit seid?',
  ]),
  // Law: place of jurisdiction (6h)
  ...paraphrases('legal', 'en', { must: [CITY], pages: TERMS }, [
    'if we ever fall out with you guys over a deal, where would that end up in court?',
  ]),
  // Company: who leads purchasing and valuation (6h)
  ...paraphrases('company', 'en', { must: [HEAD_OF_PURCHASING], pages: TEAM }, [
    "who's the boss on the pricing side over there, like who decides what you pay for stuff?",
  ]),
  // The sell list: the confirmation e-mail, its reference and link (6h)
  ...paraphrases('sell-list', 'en', { must: [/reference/i, /link/i], pages: SELL_STATUS }, [
    "got an automatic mail after submitting my list – what's actually in there and do i need to keep it?",
  ]),
  // Selling: private persons can sell too (7i)
  ...paraphrases('selling', 'de', { must: [/[Pp]rivat|Verbraucher/], pages: PRIVATE_SELLERS }, [
    'Ich hab keine Firma, nur ne Kiste alter Hardware im Keller. Kauft ihr auch von so Leuten wie mir?',
  ]),
  ...paraphrases('selling', 'en', { must: [/private|consumer/i], pages: PRIVATE_SELLERS }, [
    "i don't have a company or anything, just a box of old hardware in the basement – do you buy from regular folks like me?",
  ]),
  // Payment: the document the seller receives (7i)
  ...paraphrases('payment', 'de', { must: [/Gutschrift|Ankaufbeleg/], pages: PURCHASE_DOCS }, [
    'Muss ich euch ne Rechnung schreiben, wenn ihr mir was abkauft, oder kümmert ihr euch um den Papierkram?',
  ]),
  ...paraphrases('payment', 'en', { must: [/credit|purchase (receipt|document)/i], pages: PURCHASE_DOCS }, [
    'do i gotta write you an invoice when you buy my stuff, or do you sort out the paperwork?',
  ]),
  // Pickup: the seller may bring the goods (7i)
  ...paraphrases('pickup', 'de', { must: [/anliefer|Anlieferung|bring/], pages: DROP_OFF }, [
    'Ich komm eh öfter bei euch in der Ecke vorbei – darf ich die Kisten auch selbst bei euch abladen, statt auf einen Abholtermin zu warten?',
  ]),
  ...paraphrases('pickup', 'en', { must: [/bring/i], pages: DROP_OFF }, [
    "i'm round your area a lot anyway – can i just swing by and unload the boxes myself instead of waiting for a pickup slot?",
  ]),
  // Sell list: importing a spreadsheet (7i)
  ...paraphrases('sell-list', 'de', { must: [/CSV|Excel/], pages: SELL_LIST }, [
    'Hab 300 Positionen in ner Tabelle – gibt es bei euch ne Importfunktion, oder muss ich alles einzeln eintippen?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/CSV|Excel/], pages: SELL_LIST }, [
    'got like 300 lines in a spreadsheet – is there some import thing or do i have to punch them all in one by one?',
  ]),
  // Selling: what to send for an estimate (7i)
  ...paraphrases('selling', 'de', { must: [/Fotos|Typenschild|Liste/], pages: ESTIMATE_INFO }, [
    'Was wollt ihr von mir wissen, damit ihr mir grob sagen könnt, was für meinen alten Kram drin ist?',
  ]),
  ...paraphrases('selling', 'en', { must: [/photos|rating plate|list/i], pages: ESTIMATE_INFO }, [
    'what do you guys need from me to give me a ballpark on my old junk?',
  ]),
  // Company: the street address (7j)
  ...paraphrases('company', 'de', { must: [STREET], pages: ADDRESS_PAGES }, [
    'In welcher Straße seid ihr eigentlich? Ich komm morgen mit dem Wagen rum.',
  ]),
  ...paraphrases('company', 'en', { must: [STREET], pages: ADDRESS_PAGES }, [
    'what street are you guys on? gonna pop over with the car tomorrow',
  ]),
  // Law: no cookies and no tracking (7j)
  ...paraphrases('legal', 'de', { must: [NO_COOKIES_DE], pages: COOKIES }, [
    'Bei euch ploppt gar kein Fenster zur Einwilligung auf – speichert ihr echt nichts in meinem Browser?',
  ]),
  ...paraphrases('legal', 'en', { must: [NO_COOKIES_EN], pages: COOKIES }, [
    "there's no consent popup on your site – so you're really not storing anything in my browser?",
  ]),
  // Law: the VAT identification number (7j)
  ...paraphrases('legal', 'de', { must: [VAT_ID], pages: IMPRINT }, [
    'Für meine Buchhaltung brauch ich eure Umsatzsteuer-ID – könnt ihr mir die mal geben?',
  ]),
  ...paraphrases('legal', 'en', { must: [VAT_ID], pages: IMPRINT }, [
    'need your vat id for my bookkeeping, can you send it over?',
  ]),
  // Company: apprenticeships and school work placements (7j)
  ...paraphrases('company', 'de', { must: [TRAINING_DE], pages: TRAINING }, [
    'Meine Tochter muss in der neunten Klasse zwei Wochen in einen Betrieb reinschnuppern. Geht das bei euch?',
  ]),
  ...paraphrases('company', 'en', { must: [TRAINING_EN], pages: TRAINING }, [
    'my kid has to do two weeks of work experience at school – could they do that with you?',
  ]),
  // Law: under the ElektroG the owner deletes personal data before disposal (7j)
  ...paraphrases('legal', 'de', { must: [/ElektroG/, DELETE_DE], pages: EWASTE_DISPOSAL }, [
    'Wer ist eigentlich dran mit dem Plattmachen der Daten, wenn wir euch alte Rechner geben – wir oder ihr? Was sagt da das Gesetz?',
  ]),
  ...paraphrases('legal', 'en', { must: [/ElektroG/, DELETE_EN], pages: EWASTE_DISPOSAL }, [
    'when we hand you our old computers, whose job is it to get rid of the data – ours or yours? what does the law say?',
  ]),
  // Services: storing e-bike and scooter batteries until they are collected (7k)
  ...paraphrases('service', 'de', { must: [BATTERY_STORAGE_DE], pages: BATTERY_STORAGE_PAGES }, [
    'Bei uns im Laden stapeln sich die alten Roller-Akkus. Wie bewahren wir die am besten auf, bis ihr sie holt?',
  ]),
  ...paraphrases('service', 'en', { must: [BATTERY_STORAGE_EN], pages: BATTERY_STORAGE_PAGES }, [
    'old scooter batteries keep piling up in our shop – how should we keep them till you come get them?',
  ]),
  // Data destruction: formatting is not enough (7k)
  ...paraphrases('data-destruction', 'de', { must: [FORMAT_DE], pages: DRIVES }, [
    'Ich hab die Platte doch neu formatiert – ist dann nicht eh alles weg?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [FORMAT_EN], pages: DRIVES }, [
    "i already reformatted the disk – isn't everything gone then anyway?",
  ]),
  // Data destruction: the sealed chain of custody (7k)
  ...paraphrases('data-destruction', 'de', { must: [CUSTODY_DE], pages: SEALED }, [
    'Wie kriegt ihr unsere Platten von uns zu euch, ohne dass unterwegs irgendwer drankommt?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [CUSTODY_EN], pages: SEALED }, [
    'how do our disks get from us to you without anybody being able to get their hands on them on the way?',
  ]),
  // Services: the asset list of retired IT, device by device (7k)
  ...paraphrases('service', 'de', { must: [ASSET_LIST_DE], pages: EWASTE_RECYCLING }, [
    'Kriegen wir von euch hinterher schwarz auf weiß, was mit jedem einzelnen unserer alten Rechner gemacht wurde?',
  ]),
  ...paraphrases('service', 'en', { must: [ASSET_LIST_EN], pages: EWASTE_RECYCLING }, [
    'will you give us something in writing afterwards saying what happened to each of our old computers?',
  ]),
  // Data destruction: tapes and optical media (7k)
  ...paraphrases('data-destruction', 'de', { must: [TAPE_LEVEL], pages: TAPES }, [
    'Wir haben noch nen Haufen alte Sicherungsbänder und CDs mit Kundendaten rumliegen – macht ihr die auch kaputt, und nach welcher Norm?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: [TAPE_LEVEL], pages: TAPES }, [
    "we've got a pile of old backup tapes and cds with customer data lying around – do you destroy those too, and to what standard?",
  ]),
];
