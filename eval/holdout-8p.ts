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
 * running the assistant, then split 2:1 per group: the second new question of each group is here
 * (hold-out, never tuned on), the first and third are in eval/questions-tuning-9p.ts.
 */
const de = expected.de;
const en = expected.en;

export const holdoutQuestionsP: EvalCase[] = [
  // From eval/questions-tuning.ts
  ...paraphrases('selling', 'de', { must: [de.contact], pages: ['/kontakt'] }, [
    'Ich hab noch ein paar ausrangierte Server im Keller stehen – wie komm ich bei euch da an Kohle für?',
  ]),
  ...paraphrases('payment', 'de', { must: [de.transfer] }, [
    'Kriegt man bei euch die Kohle cash in die Hand oder wie macht ihr das mit dem Bezahlen?',
  ]),
  ...paraphrases('legal', 'de', { mustNot: [/zertifiziert nach ISO|ISO 9001 zertifiziert/] }, [
    'Habt ihr eigentlich so ein Qualitätsmanagement-Zertifikat, also diese 9001er Norm?',
  ]),
  ...paraphrases('service', 'de', { pages: ['/industrie-batterien'] }, [
    'Sag mal, kann ich bei euch die ausgediente Batterie von unserem Gabelstapler loswerden?',
  ]),
  ...paraphrases('service', 'de', { pages: DISPOSAL_COST, mustNot: [/keinen Preis/] }, [
    'Muss man bei euch eigentlich was zahlen, wenn ihr unseren Elektroschrott wegschafft?',
  ]),
  ...paraphrases('company', 'de', { pages: ['/vision'] }, [
    'Was habt ihr euch eigentlich für die nächsten Jahre so vorgenommen, so bis 2030?',
  ]),
  ...paraphrases('data-destruction', 'de', { pages: DATA }, [
    'Wenn ich euch meinen alten Laptop gebe, sind meine Daten dann wirklich komplett weg?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact], pages: ['/kontakt'] }, [
    "hey, got a bunch of old phones and tablets lying around – what's the deal if i wanna flog them to you?",
  ]),
  ...paraphrases('payment', 'en', { must: [en.paymentDays], pages: ['/agb'] }, [
    'so how long am i waiting before the cash lands in my bank?',
  ]),
  ...paraphrases('legal', 'en', { must: [/certificate/] }, [
    'do you guys hand out some kind of official doc saying our stuff was properly disposed of?',
  ]),
  ...paraphrases('service', 'en', { pages: ['/medizintechnik-recycling'] }, [
    'our clinic is chucking out some old ultrasound machines and monitors – do you take that kind of thing?',
  ]),
  ...paraphrases('service', 'en', { pages: ['/bitcoin-miner-recycling'] }, [
    "mining's not worth it anymore for me – would you guys take my old bitcoin machines off my hands?",
  ]),
  ...paraphrases('company', 'en', { pages: ['/mission'] }, [
    "what's the big idea behind you guys, like what are you actually trying to achieve?",
  ]),
  ...paraphrases('service', 'en', { pages: ['/festplatten-vernichtung'], mustNot: [/cannot find a price/] }, [
    'what do you guys charge to smash up a bunch of old hard drives?',
  ]),
  // From eval/questions-tuning-2.ts
  ...paraphrases('payment', 'de', { must: [de.paymentDays], pages: ['/agb'] }, [
    'Wie lange muss ich denn warten, bis ihr mir den Betrag rüberschickt?',
  ]),
  ...paraphrases('pickup', 'de', { must: [de.nationwide] }, [
    'Schickt ihr auch jemanden zu uns nach Hannover, der die alten Rechner mitnimmt?',
  ]),
  ...paraphrases('legal', 'de', { must: ['BattDG'], pages: BATTERY_LAW }, [
    'Nach welchen Regeln müsst ihr eigentlich gebrauchte Batterien zurücknehmen und verwerten?',
  ]),
  ...paraphrases('data-destruction', 'de', { pages: ['/festplatten-vernichtung'], must: ['DIN 66399'] }, [
    'Könnt ihr unsere ausgebauten Festplatten so kaputt machen, dass da keiner mehr was rausholt?',
  ]),
  ...paraphrases('service', 'de', { pages: COUNTERFEIT }, [
    'Könnt ihr uns helfen, einen Haufen nachgemachter Markenartikel sicher aus der Welt zu schaffen?',
  ]),
  ...paraphrases('company', 'de', { must: [de.phone] }, ['Unter welcher Nummer kann ich euch anrufen?']),
  ...paraphrases('payment', 'en', { must: [en.transfer] }, [
    'do you guys hand over cash or does it all go through the bank?',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.pickupDays] }, [
    'if i book a pickup today, how soon will your driver actually show up?',
  ]),
  ...paraphrases('legal', 'en', { must: ['ElektroG'], pages: EWASTE }, [
    "what's the actual law you guys go by when you get rid of old electronics?",
  ]),
  ...paraphrases('data-destruction', 'en', { pages: DATA }, [
    'if i give you my old pcs, is my stuff on them gonna be wiped properly or what?',
  ]),
  ...paraphrases('service', 'en', { pages: COUNTERFEIT }, [
    'we got stuck with a load of fake branded sneakers – can you get rid of them for good?',
  ]),
  ...paraphrases('company', 'en', { must: [en.chatDays] }, [
    'does this conversation get saved on your end somewhere, and for how long?',
  ]),
  // From eval/questions-tuning-3a.ts
  ...paraphrases('selling', 'de', { must: [VALUATION] }, [
    "Hab das Paket gestern zu euch geschickt. Wie lange dauert's, bis ihr euch meldet und sagt, was es wert ist?",
  ]),
  ...paraphrases('selling', 'de', { must: [SENT_BACK_DE], pages: DECLINE }, [
    'Und wenn ich mit eurem Preis nach dem Durchchecken nicht einverstanden bin, was macht ihr dann mit meinen Geräten?',
  ]),
  ...paraphrases('payment', 'de', { locale: 'en', must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    'Muss ich euch eigentlich ne Rechnung stellen, wenn ich euch was verkaufe, oder macht ihr das?',
  ]),
  ...paraphrases('pickup', 'de', { must: ['Schweiz'], pages: RENEWABLES_HUB_TWICE }, [
    'Wir wohnen in Basel – kommt ihr auch über die Grenze und nehmt unsere alten Solarpaneele mit?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.contact, ESTIMATE], pages: ['/kontakt'] }, [
    "how do i get you guys to tell me what my stuff's worth?",
  ]),
  ...paraphrases('selling', 'en', { locale: 'de', must: [SENT_BACK_EN], pages: DECLINE }, [
    'say your final number after checking my stuff is too low – what happens to my gear then?',
  ]),
  ...paraphrases('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'do i have to bill you for the stuff i sell, or do you sort out the paperwork?',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.nationwide] }, [
    'could you guys swing by our office in dresden and grab the old kit?',
  ]),
  // From eval/questions-tuning-3b.ts
  ...paraphrases('legal', 'de', { must: [de.chatDays], pages: PRIVACY }, [
    'Bleibt das, was ich hier gerade schreibe, bei euch gespeichert?',
  ]),
  ...paraphrases('data-destruction', 'de', { must: [/vor Ort/], pages: DRIVES }, [
    'Müssen die Platten eigentlich zu euch, oder könnt ihr die auch direkt bei uns im Betrieb kleinmachen?',
  ]),
  ...paraphrases('company', 'de', { must: [DEVICES_DE], pages: PROFILE }, [
    'Wie viel Elektronik ist eigentlich schon bei euch durch die Hände gegangen und wiederverwertet worden?',
  ]),
  ...paraphrases('sell-list', 'de', { must: ['Ankaufsliste'], pages: SELL_LIST }, [
    'Kann ich euch ne ganze Latte an verschiedenen Sachen in einem Rutsch anbieten, statt alles einzeln?',
  ]),
  ...paraphrases('sell-list', 'de', { must: [/Link/, /E-Mail/], pages: SELL_STATUS }, [
    'Hab euch vorgestern meine Liste geschickt – kann ich irgendwo nachgucken, wie weit ihr damit seid?',
  ]),
  ...paraphrases('legal', 'en', { must: [LEAD_DAYS_EN], pages: PRIVACY }, [
    'after i send you the contact form, how long do you hang on to my details?',
  ]),
  ...paraphrases('data-destruction', 'en', { must: ['NIST SP 800-88'], pages: DRIVES }, [
    'our ssds still work fine – do they really have to be shredded, or can you just wipe them and buy them?',
  ]),
  ...paraphrases('company', 'en', { must: [en.phone, en.email], pages: WHERE }, [
    "what's the best number or email to get hold of you guys?",
  ]),
  ...paraphrases('sell-list', 'en', { must: [/CSV/, /Excel|XLSX/], pages: SELL_LIST }, [
    'can i just dump our inventory sheet into your site instead of typing every item in by hand?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/accept/, /decline/], pages: SELL_STATUS }, [
    "got your offer for my list – how do i tell you i'm in, or that i'm not?",
  ]),
];
