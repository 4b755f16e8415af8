import type { EvalCase } from './chat-questions';
import {
  ARBITRATION,
  CERTIFICATE_SERIALS,
  COMPONENTS,
  COUNTERFEIT,
  CPUS,
  CREDIT_NOTE,
  DANGEROUS_GOODS_ADVISER,
  DPA,
  DRIVES,
  ESTIMATE,
  ESTIMATE_PAGES,
  EWASTE_RECYCLING,
  expected,
  FAILED_ERASURE,
  GOAL_DEVICES_EN,
  GOALS,
  HEAD_OF_DATA_DESTRUCTION,
  INDUSTRIAL,
  MEDICAL,
  OFFER_ACCEPTANCE,
  OWNER_DE,
  OWNER_EN,
  OWNERSHIP,
  PRIVACY,
  RARE_EARTHS,
  REASONS,
  REASONS_DE,
  RESULTS_2024,
  SEALED,
  SELL_LIST,
  SELL_STORAGE,
  SHIP_DE,
  SHIP_EN,
  SHIPPING,
  SILENCE_DE,
  TEAM,
  TERMS,
  TRANSFER_DE,
  TRANSFER_EN,
  VALUATION,
} from './expected';
import { paraphrases } from './question-helpers';

/**
 * Hold-out twin of eval/questions-tuning-9q.ts: new paraphrases of existing tuning groups (from
 * eval/questions-tuning-4c.ts, -4d.ts, -5e.ts and -5f.ts), written from the site's content alone,
 * without running the assistant, then split 2:1 per group: the second question of each group is
 * here, the first and third are in the tuning set. The engine must not be tuned on these.
 */
const de = expected.de;
const en = expected.en;

export const holdoutQuestionsQ: EvalCase[] = [
  // Selling: whether a list price is binding (4c)
  ...paraphrases('selling', 'de', { must: [de.indicative, /Prüfung/] }, [
    'Kann ich mich drauf verlassen, dass ich genau den Betrag kriege, der bei euch auf der Webseite steht?',
  ]),
  ...paraphrases('selling', 'en', { must: [en.indicative, /inspect/] }, [
    'can i count on getting exactly the amount your site shows, or is that just a rough number?',
  ]),
  // Selling: what happens once the goods have arrived (4c)
  ...paraphrases('selling', 'de', { must: [VALUATION] }, [
    "Mein Karton ist heute bei euch gelandet – wie lange dauert's, bis ihr mir sagt, was ihr am Ende wirklich dafür zahlt?",
  ]),
  ...paraphrases('selling', 'en', { must: [VALUATION] }, [
    "my parcel just landed at your place – how long before you guys tell me what you'll actually pay?",
  ]),
  // Payment: how (bank transfer only) (4c)
  ...paraphrases('payment', 'de', { must: [TRANSFER_DE] }, [
    'Wie kommt das Geld denn zu mir – PayPal, bar auf die Hand oder wie macht ihr das?',
  ]),
  ...paraphrases('payment', 'en', { must: [TRANSFER_EN] }, ['do you guys pay out via paypal or what?']),
  // Payment: the document for business sellers (4c)
  ...paraphrases('payment', 'de', { must: ['Gutschrift'], pages: CREDIT_NOTE }, [
    "Müssen wir euch als Firma für die verkauften Akkus 'ne Rechnung schicken, oder kriegen wir was von euch?",
  ]),
  ...paraphrases('payment', 'en', { must: ['credit note'], pages: CREDIT_NOTE }, [
    'do we have to send you a bill for the stuff we sell you, or do you sort out that paperwork?',
  ]),
  // Pickup: whether and where (4c)
  ...paraphrases('pickup', 'de', { must: [de.nationwide] }, [
    'Kommt ihr auch bis nach Hamburg raus, um Zeug abzuholen, oder nur hier in der Ecke um Köln?',
  ]),
  ...paraphrases('pickup', 'en', { must: [en.nationwide] }, [
    'do you lot drive all the way out to berlin to grab stuff, or just around cologne?',
  ]),
  // Pickup: shipping instead (4c)
  ...paraphrases('pickup', 'de', { must: [SHIP_DE], pages: SHIPPING }, [
    'Ich hab nur zwei Mainboards, lohnt sich ja nicht, dass ihr extra kommt – kann ich die euch einfach zuschicken?',
  ]),
  ...paraphrases('pickup', 'en', { must: [SHIP_EN], pages: SHIPPING }, [
    "it's just one old mining rig, no point you driving out – can i pop it in the post?",
  ]),
  // Law: place of jurisdiction (4d)
  ...paraphrases('legal', 'de', { must: [de.city], pages: TERMS }, [
    'Mal angenommen, wir kriegen uns wegen einer Lieferung richtig in die Haare – vor welchem Gericht landet das dann?',
  ]),
  // Law: consumer arbitration (4d)
  ...paraphrases('legal', 'en', { must: [/neither willing nor obliged|not take part/i], pages: ARBITRATION }, [
    'if we fall out over a deal, will you go to a consumer mediation body with me?',
  ]),
  // Law: erasure of personal data (4d)
  ...paraphrases('legal', 'de', { must: [/Löschung|löschen/], pages: PRIVACY }, [
    'Ich will nicht, dass ihr meine Adresse und Telefonnummer weiter gespeichert habt – wie krieg ich die da raus?',
  ]),
  // Law: the data processing agreement (4d)
  ...paraphrases('legal', 'en', { must: [/Art\.\s?28/], pages: DPA }, [
    'our dpo says we need an order processing contract before you touch our drives – can you do that?',
  ]),
  // Data destruction: formatting is not enough (4d)
  ...paraphrases('data-destruction', 'de', { must: [/lesbar/], pages: DRIVES }, [
    'Wenn ich die Platte vorher einfach plattmache und neu aufsetze, kann dann keiner mehr was draufsehen, oder?',
  ]),
  // Data destruction: the certificate lists serial numbers (4d)
  ...paraphrases('data-destruction', 'en', { must: [/serial/i], pages: CERTIFICATE_SERIALS }, [
    'what info do i actually get on the paperwork after you shred our disks?',
  ]),
  // Services: medical devices not accepted (4d)
  ...paraphrases('service', 'de', { must: [/radioaktiv|infektiös/], pages: MEDICAL }, [
    "Gibt's bei euch Praxisgeräte, die ihr auf keinen Fall mitnehmt?",
  ]),
  // Data destruction: sealed transport (4d)
  ...paraphrases('data-destruction', 'en', { must: [/seal/i], pages: SEALED }, [
    'how do you make sure nobody messes with our disks on the way to your place?',
  ]),
  // Services: private e-waste (4d)
  ...paraphrases('service', 'de', { must: [/Wertstoffhof/], pages: EWASTE_RECYCLING }, [
    "Mein Keller ist voll mit kaputten Küchengeräten und 'nem alten Röhrenmonitor – kann ich das bei euch loswerden?",
  ]),
  // Services: no minimum quantity for components (4d)
  ...paraphrases('service', 'en', { must: [/into one lot|lot as a whole|no minimum/i], pages: COMPONENTS }, [
    'is there a cutoff – like, will you even bother with a handful of leftover capacitors?',
  ]),
  // Company: the dangerous goods adviser (4d)
  ...paraphrases('company', 'de', { must: [DANGEROUS_GOODS_ADVISER], pages: TEAM }, [
    'Wen kann ich bei euch direkt anquatschen, wenn ich Fragen zum Transport von gefährlichen Akkus hab?',
  ]),
  // Services: broken CPUs at material value (4d)
  ...paraphrases('service', 'en', { must: [/material value/i], pages: CPUS }, [
    "got a pile of fried cpus that won't even post – any use to you?",
  ]),
  // Sell list: a line for an item in no price list (4d)
  ...paraphrases('sell-list', 'de', { must: [/freie Position/], pages: SELL_LIST }, [
    'Mein Modell find ich bei euch nirgends – kann ich das trotzdem irgendwie in die Verkaufsliste eintragen?',
  ]),
  // Company: the 2030 goal in devices (4d)
  ...paraphrases('company', 'en', { must: [GOAL_DEVICES_EN], pages: GOALS }, [
    'how many gadgets are you guys aiming to have processed by 2030?',
  ]),
  // Sell list: kept in the browser until it is sent (4d)
  ...paraphrases('sell-list', 'en', { must: [/browser/i], pages: SELL_STORAGE }, [
    'if i shut my laptop and come back tomorrow, will the stuff i added still be there?',
  ]),
  // Selling: a list or photos are enough for an indicative price range (5e)
  ...paraphrases('selling', 'de', { must: [ESTIMATE], pages: ESTIMATE_PAGES }, [
    "Reicht's, wenn ich euch 'ne Inventarliste als CSV rüberschick, damit ihr mir grob sagt, was das wert ist?",
  ]),
  ...paraphrases('selling', 'en', { must: [ESTIMATE], pages: ESTIMATE_PAGES }, [
    'can i just fire over a csv of our inventory and get a ballpark from you?',
  ]),
  // Selling: the seller owns the goods, proof of origin (5e)
  ...paraphrases('selling', 'de', { must: [OWNER_DE], pages: OWNERSHIP }, [
    'Fragt ihr eigentlich nach, wo die Ware herkommt, oder kauft ihr einfach alles?',
  ]),
  ...paraphrases('selling', 'en', { must: [OWNER_EN], pages: OWNERSHIP }, [
    'do you guys ever ask where stuff came from, or do you buy anything no questions asked?',
  ]),
  // Selling: a lower valuation comes with its reasons (5e)
  ...paraphrases('selling', 'de', { must: [REASONS_DE], pages: REASONS }, [
    "Wenn ihr am Ende weniger bietet als online stand, erfahr ich dann auch, woran's lag?",
  ]),
  // Payment: when (5e)
  ...paraphrases('payment', 'en', { must: [en.paymentDays] }, ["roughly when do i get paid once everything's sorted?"]),
  // Pickup: the lead time after the date is agreed (5e)
  ...paraphrases('pickup', 'de', { must: [de.pickupDays] }, [
    'Wenn wir heute grünes Licht geben, wann könnt ihr frühestens vorbeikommen und das Zeug mitnehmen?',
  ]),
  // Pickup abroad: larger quantities elsewhere in Europe (5e)
  ...paraphrases('pickup', 'en', { must: [/Europe/], pages: TERMS }, [
    "we're over in denmark – any chance you'd come and grab a big load from us?",
  ]),
  // Law: the supervisory authority (5f)
  ...paraphrases('legal', 'de', { must: [/LDI|Landesbeauftragte/], pages: PRIVACY }, [
    'Wenn ich finde, dass ihr mit meinen Daten Mist baut, an wen kann ich mich dann offiziell wenden?',
  ]),
  // Law: transport risk (5f)
  ...paraphrases('legal', 'en', { must: [/risk/i], pages: TERMS }, [
    "if the truck crashes on the way to you with my gear, who's on the hook?",
  ]),
  // Data destruction: a drive that cannot be erased (5f)
  ...paraphrases('data-destruction', 'de', { must: [/vernicht/], pages: FAILED_ERASURE }, [
    "Und wenn euer Löschprogramm bei 'ner Festplatte versagt – was macht ihr dann mit dem Teil?",
  ]),
  // Services: lead batteries (5f)
  ...paraphrases('service', 'en', { must: [/free for you|free of charge|lead value/i], pages: INDUSTRIAL }, [
    'got a bunch of old lead batteries from our backup power – do we have to pay to get shot of them?',
  ]),
  // Services: the price of counterfeit destruction (5f)
  ...paraphrases('service', 'de', { must: [/Festpreis/], pages: COUNTERFEIT }, [
    'Was verlangt ihr so ungefähr, wenn wir euch nachgemachte Markentaschen zum Zerstören geben?',
  ]),
  // Company: who leads data destruction (5f)
  ...paraphrases('company', 'en', { must: [HEAD_OF_DATA_DESTRUCTION], pages: TEAM }, [
    "who's the boss of the shredding team over there?",
  ]),
  // Company: rare earths recovered in 2024 (5f)
  ...paraphrases('company', 'de', { must: [RARE_EARTHS], pages: RESULTS_2024 }, [
    'Sagt mal, wie viele Tonnen Neodym und Co. habt ihr eigentlich 2024 zur Wiederverwertung weitergegeben?',
  ]),
  // Sell list: condition grades (5f)
  ...paraphrases('sell-list', 'en', { must: [/with defects/i], pages: SELL_LIST }, [
    "my monitor's got a cracked corner but still turns on – what do i mark it as on your list?",
  ]),
  // Sell list: an offer left unanswered (5f)
  ...paraphrases('sell-list', 'de', { must: [SILENCE_DE], pages: OFFER_ACCEPTANCE }, [
    'Wenn ich mich auf euer Angebot einfach nicht mehr melde, hab ich dann trotzdem automatisch zugesagt?',
  ]),
];
