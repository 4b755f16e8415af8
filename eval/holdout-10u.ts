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
 * Set U, hold-out part: new paraphrases of existing tuning groups of the intents 'selling' and
 * 'payment', written without running the assistant and split 2:1 per group: the second of each
 * group's three new questions is here, the first and third are in the tuning file
 * (eval/questions-tuning-11u.ts). Each group keeps its source group's expectations exactly.
 */
const de = expected.de;
const en = expected.en;

export const holdoutQuestionsU: EvalCase[] = [
  // Selling: how to go about it, the contact form (questions-tuning-2.ts)
  ...paraphrases('selling', 'de', { must: [de.contact], pages: ['/kontakt'] }, [
    'Sagt mal, wenn ich euch mein ausgemustertes Zeug andrehen will, wie stell ich das am besten an?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact], pages: ['/kontakt'] }, [
    'hey, if i wanna flog you my old kit, how do i go about it?',
  ]),
  // Selling: what happens once the goods have arrived (4c)
  ...paraphrases('selling', 'de', { must: [VALUATION] }, [
    'Mein Karton liegt jetzt bei euch im Lager – wann meldet ihr euch mit nem festen Preis?',
  ]),
  ...paraphrases('selling', 'en', { must: [VALUATION] }, [
    'ok so my box landed at your place – how soon do you guys come back with a proper number?',
  ]),
  // Selling: declining the valuation, the goods go back (4c)
  ...paraphrases('selling', 'de', { must: [SENT_BACK_DE], pages: DECLINE }, [
    'Wenn mir eure Summe nach dem Check nicht reicht und ich nein sag – schickt ihr mir das Zeug dann wieder?',
  ]),
  ...paraphrases('selling', 'en', { must: [SENT_BACK_EN], pages: DECLINE }, [
    "say your final number's a lowball and i pass – do i get my gear back or what?",
  ]),
  // Selling: how to get a quote (the contact form, a first range within 24 h) (3a)
  ...paraphrases('selling', 'de', { must: [de.contact, ESTIMATE], pages: ['/kontakt'] }, [
    'Wie krieg ich von euch ne Zahl genannt, was ihr mir für meine Sachen zahlen würdet?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact, ESTIMATE], pages: ['/kontakt'] }, [
    'how do i get you guys to put a number on my stuff?',
  ]),
  // Selling: list prices are indicative, the price is set after inspection (6g)
  ...paraphrases('selling', 'de', { must: [INDICATIVE_DE], pages: INDICATIVE }, [
    'Wenn bei euch online ein Betrag für mein Teil steht, krieg ich dann auch genau den, oder kann das noch runtergehen?',
  ]),
  ...paraphrases('selling', 'en', { must: [INDICATIVE_EN], pages: INDICATIVE }, [
    "if your site shows a number for my part, is that what i'll actually get or can it drop?",
  ]),
  // Selling: the preliminary valuation costs nothing (7i)
  ...paraphrases('selling', 'de', { must: [/kostenlos/], pages: FREE_VALUATION }, [
    'Nehmt ihr Geld dafür, dass ihr euch meine Liste anguckt und mir sagt, was das wert ist?',
  ]),
  ...paraphrases('selling', 'en', { must: [/free/i], pages: FREE_VALUATION }, [
    "do you guys charge me just for checking out my list and saying what it's worth?",
  ]),
  // Selling: what the final price depends on (7i)
  ...paraphrases('selling', 'de', { must: [/Zustand/], pages: PRICE_FACTORS }, [
    "Woran liegt's eigentlich, ob ich bei euch viel oder wenig für mein Zeug rausbekomme?",
  ]),
  ...paraphrases('selling', 'en', { must: [/condition/i], pages: PRICE_FACTORS }, [
    'what makes the difference between getting a lot or a little from you for my stuff?',
  ]),
  // Selling: private persons can sell too (7i)
  ...paraphrases('selling', 'de', { must: [/[Pp]rivat|Verbraucher/], pages: PRIVATE_SELLERS }, [
    'Ich bin keine Firma, nur ne ganz normale Person mit nem alten Rechner – macht ihr mit mir überhaupt Geschäfte?',
  ]),
  ...paraphrases('selling', 'en', { must: [/private|consumer/i], pages: PRIVATE_SELLERS }, [
    "i'm not a company, just a regular guy with an old pc – would you even deal with me?",
  ]),
  // Selling: what to send for an estimate (7i)
  ...paraphrases('selling', 'de', { must: [/Fotos|Typenschild|Liste/], pages: ESTIMATE_INFO }, [
    'Was soll ich euch alles rüberschicken, damit ihr mir grob sagen könnt, was da für mich drin ist?',
  ]),
  ...paraphrases('selling', 'en', { must: [/photos|rating plate|list/i], pages: ESTIMATE_INFO }, [
    "what should i fire over to you so you can give me a rough idea of what it's worth?",
  ]),
  // Selling: the seller owns the goods, proof of origin may be asked for (5e)
  ...paraphrases('selling', 'de', { must: [OWNER_DE], pages: OWNERSHIP }, [
    'Fragt ihr eigentlich nach, wo die Sachen herkommen, oder kann euch da jeder einfach irgendwas verkaufen?',
  ]),
  ...paraphrases('selling', 'en', { must: [OWNER_EN], pages: OWNERSHIP }, [
    'do you guys actually check where the stuff comes from, or can anyone just sell you whatever?',
  ]),
  // Selling: a valuation below the indicative price comes with its reasons (5e)
  ...paraphrases('selling', 'de', { must: [REASONS_DE], pages: REASONS }, [
    'Wenn ihr mir am Ende weniger bietet als online stand, erfahr ich dann auch wieso?',
  ]),
  ...paraphrases('selling', 'en', { must: [REASONS_EN], pages: REASONS }, [
    'if you end up offering less than what the site said, will you tell me how come?',
  ]),
  // Selling: what the inspection after arrival consists of (8l)
  ...paraphrases('selling', 'de', { must: [INSPECTION_DE], pages: INSPECTION }, [
    'Was treibt ihr eigentlich mit meinen Geräten, wenn sie bei euch auf dem Tisch liegen – schaltet ihr die ein und probiert die aus?',
  ]),
  ...paraphrases('selling', 'en', { must: [INSPECTION_EN], pages: INSPECTION }, [
    "what do you actually do with my devices once they're on your bench – do you power them up and try them out?",
  ]),
  // Selling: accepting the valuation after inspection, in text form (10s)
  ...paraphrases('selling', 'de', { must: [ACCEPT_DE], pages: ACCEPT }, [
    'Euer Preis passt mir – wie geb ich euch jetzt Bescheid, dass ich einverstanden bin?',
  ]),
  ...paraphrases('selling', 'en', { must: [ACCEPT_EN], pages: ACCEPT }, [
    "your price works for me – how do i let you know i'm in?",
  ]),
  // Selling: after acceptance the purchase contract is concluded (10s)
  ...paraphrases('selling', 'de', { must: [CONCLUDED_DE], pages: CONCLUDED }, [
    'Sobald ich euer Angebot abgenickt hab – gehört das Zeug dann schon euch, oder kann ich noch zurück?',
  ]),
  ...paraphrases('selling', 'en', { must: [CONCLUDED_EN], pages: CONCLUDED }, [
    "once i've ok'd your offer, is the stuff already yours or can i still pull out?",
  ]),
  // Selling: defective goods (10s)
  ...paraphrases('selling', 'de', { must: [DEFECTIVE_DE], pages: DEFECTIVE }, [
    'Mein alter Laptop geht nicht mal mehr an – gebt ihr mir dafür trotzdem noch was?',
  ]),
  ...paraphrases('selling', 'en', { must: [DEFECTIVE_EN], pages: DEFECTIVE }, [
    "my old laptop won't even turn on anymore – would you still give me something for it?",
  ]),
  // Payment: when (questions-tuning.ts)
  ...paraphrases('payment', 'de', { must: [de.paymentDays], pages: ['/agb'] }, [
    'Wie lange muss ich mich gedulden, bis euer Geld auf meinem Konto landet?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.paymentDays], pages: ['/agb'] }, [
    'how long do i gotta wait before your money actually shows up in my bank?',
  ]),
  // Payment: how (questions-tuning.ts)
  ...paraphrases('payment', 'de', { must: [de.transfer] }, [
    'Drückt ihr mir die Scheine in die Hand, oder läuft das übers Konto?',
  ]),
  ...paraphrases('payment', 'en', { must: [en.transfer] }, [
    "do you hand over cash or does it go through the bank, how's that work?",
  ]),
  // Payment: the document for business sellers, a credit note (4c)
  ...paraphrases('payment', 'de', { must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'Wer macht bei euch eigentlich den Papierkram fürs Geld – wir oder ihr? Kriegen wir nen Beleg von euch?',
  ]),
  ...paraphrases('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'who does the paperwork for the payout – us or you guys? do we get a doc from you?',
  ]),
  // Payment: the 14 days run from valuation and takeover (7i)
  ...paraphrases(
    'payment',
    'de',
    { must: [de.paymentDays, /Übernahme|Zusage|angenommen|Annahme/], pages: PAYMENT_START },
    ['Ab welchem Moment tickt bei euch eigentlich die Uhr für die Auszahlung?'],
  ),
  ...paraphrases('payment', 'en', { must: [en.paymentDays, /takeover|accept/i], pages: PAYMENT_START }, [
    'when does the clock start ticking on my payout with you guys?',
  ]),
  // Payment: to the account the seller gives in text form (8m)
  ...paraphrases('payment', 'de', { must: [TEXT_FORM_DE], pages: TERMS }, [
    'Wo soll ich euch meine IBAN hinschicken, damit die Kohle ankommt? Geht das auch per Anruf?',
  ]),
  ...paraphrases('payment', 'en', { must: [TEXT_FORM_EN], pages: TERMS }, [
    'where do i send my iban so the cash lands? can i just call it in?',
  ]),
];
