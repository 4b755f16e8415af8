import type { EvalCase } from './chat-questions';
import { expected, OFFER_ACCEPTANCE, RESULTS_2024, SELL_LIST, SELL_STATUS, SOCIAL, TEAM } from './expected';
import { paraphrases } from './question-helpers';
import {
  ACCOUNTING_DE,
  ACCOUNTING_EN,
  HEAD_OF_FINANCE,
  BUSINESS_SALES,
  QUALITY_MANAGER,
  HIGH_VOLTAGE_DE,
  HIGH_VOLTAGE_EN,
  HIGH_VOLTAGE,
  SECOND_LIFE_TEST_DE,
  SECOND_LIFE_TEST_EN,
  SECOND_LIFE_TEST,
  GOODS_RECEIPT_DE,
  GOODS_RECEIPT_EN,
  GOODS_RECEIPT,
  BY_HAND_DE,
  BY_HAND_EN,
  BY_HAND,
  PUBLIC_DE,
  PUBLIC_EN,
  PUBLIC_BODIES,
  HISTORY_DE,
  HISTORY_EN,
  HISTORY,
  CLIMATE_SCOPE_DE,
  CLIMATE_SCOPE_EN,
  CLIMATE_SCOPE,
  YEARLY_DE,
  YEARLY_EN,
  REPORTING,
  MATERIALS_BASIS_DE,
  MATERIALS_BASIS_EN,
  SAFETY_LESSON_DE,
  SAFETY_LESSON_EN,
  INSPECTION_DE,
  INSPECTION_EN,
  INSPECTION,
  PRICE_SEARCH,
  SOLAR_VALUATION_DE,
  SOLAR_VALUATION_EN,
  SERVER_VALUATION_DE,
  SERVER_VALUATION_EN,
  SERVER_VALUATION,
  IMPORT_REVIEW_DE,
  IMPORT_REVIEW_EN,
} from './set-l-expected';

/**
 * The eighth fresh question set, part L (the company, selling, the sell list), asked by new
 * visitors: a craft business and a repair shop with a steady flow of e-waste, a car dealer with
 * high-voltage packs, a municipal school office, an auditor, a student and a customer magazine
 * writing about the company, a teacher and a youth club, parents looking for a work placement, a
 * solar park and a data centre being dismantled, and people filling in the sell list. It covers
 * what the existing sets do not ask yet: who on the team does what (accounting, finance, business
 * sales, quality management, solar and server valuation), high-voltage work, second-life tests,
 * goods receipt, dismantling by hand, customers and history from the profile, the scope of the
 * climate goal, yearly reporting, the basis of the lithium figure, the laptops, lessons and work
 * placements of the social page, the inspection step, the price search, and the sell list's
 * import review, cleared browser list, binding acceptance, condition grades and offer e-mail.
 * Written from the site's content alone (pages, team, claims, message files) before the engine
 * was run on it, then split 2:1 per paraphrase group: of each group's three German and three
 * English questions, the second went to the hold-out file (eval/holdout-7l.ts), the first and
 * third are here, in the tuning set. The expectations both parts share are in
 * eval/set-l-expected.ts.
 */

export const tuningQuestionsL: EvalCase[] = [
  // Company: who keeps the credit note, weighing slip and disposal certificate together (accounting, one order number)
  ...paraphrases('company', 'de', { must: [ACCOUNTING_DE], pages: TEAM }, [
    'wer kümert sich bei euch um gutschrift und wiegeschein? brauch die papiere zusammen für unsere buchhaltung',
    'Unser Steuerberater will zu jeder Lieferung alle Belege beisammen haben. Gibt es bei Ihnen jemanden, der die Unterlagen zu einem Auftrag zusammenführt?',
  ]),
  ...paraphrases('company', 'en', { must: [ACCOUNTING_EN], pages: TEAM }, [
    'who in your office handles the credit note and weighing slip paperwork',
    ['contact for accounting questions?', 'de'],
  ]),
  // Company: who makes sure sellers are paid on time (head of finance and administration)
  ...paraphrases('company', 'de', { must: [HEAD_OF_FINANCE], pages: TEAM }, [
    'wer passt bei euch auf dass das geld auch pünktlich kommt',
    ['kaufmännische leitung bei euch wer ist das', 'en'],
  ]),
  ...paraphrases('company', 'en', { must: [HEAD_OF_FINANCE], pages: TEAM }, [
    'who makes sure you actually pay on time?',
    [
      'Last time a buyer took two months to pay us. Is there someone at your company who checks that sellers get paid on time?',
      'de',
    ],
  ]),
  // Company: the contact for businesses with a steady flow of e-waste (business customer sales)
  ...paraphrases('company', 'de', { must: [BUSINESS_SALES], pages: TEAM }, [
    'Wir sind ein Handwerksbetrieb, bei uns fällt ständig Elektroschrott an. Wer ist bei Ihnen unser Ansprechpartner für eine regelmäßige Abholung?',
    'wer macht bei euch den vertrieb für firmen',
  ]),
  ...paraphrases('company', 'en', { must: [BUSINESS_SALES], pages: TEAM }, [
    'who handles business customers at your company',
    'contact person for b2b',
  ]),
  // Company: who is responsible for quality and environmental management (records for auditors)
  ...paraphrases('company', 'de', { must: [QUALITY_MANAGER], pages: TEAM }, [
    'Wer ist bei Ihnen für das Qualitätsmanagement zuständig?',
    'qm beauftragte?',
  ]),
  ...paraphrases('company', 'en', { must: [QUALITY_MANAGER], pages: TEAM }, [
    'who is in charge of quality and environmental management at your company',
    'QM contact?',
  ]),
  // Company: high-voltage batteries from electric cars are opened de-energised, in protective gear, by qualified staff
  ...paraphrases('company', 'de', { must: [HIGH_VOLTAGE_DE], pages: HIGH_VOLTAGE }, [
    'Können Ihre Leute mit 800-Volt-Batterien aus E-Autos sicher umgehen?',
    'Wir sind ein Autohaus und haben zwei Akkus aus Elektroautos, die zerlegt werden müssen. Wie gehen Sie beim Öffnen solcher Batterien vor, ist das nicht gefährlich?',
  ]),
  ...paraphrases('company', 'en', { must: [HIGH_VOLTAGE_EN], pages: HIGH_VOLTAGE }, [
    'is it safe for your staff to open ev traction batteries, those are 800v',
    ['how do u handle hv packs from electric cars', 'de'],
  ]),
  // Company: how a battery is tested for a second life (capacity, internal resistance, cell voltages)
  ...paraphrases('company', 'de', { must: [SECOND_LIFE_TEST_DE], pages: SECOND_LIFE_TEST }, [
    'Woran entscheidet ihr ob ein Akku noch ein zweites Leben kriegt?',
    'Wir haben 40 Module aus einem ausgemusterten Batteriespeicher. Nach welchen Messwerten prüfen Sie, ob die weiterverwendet werden können?',
  ]),
  ...paraphrases('company', 'en', { must: [SECOND_LIFE_TEST_EN], pages: SECOND_LIFE_TEST }, [
    'how do you test if a battery module is good for second life',
    'We have e-bike packs from our rental fleet that lost range. How do you decide whether they can still be reused?',
  ]),
  // Company: goods receipt (every delivery weighed, counted and photographed; the weighing slip)
  ...paraphrases('company', 'de', { must: [GOODS_RECEIPT_DE], pages: GOODS_RECEIPT }, [
    'Was passiert mit meiner Lieferung, wenn sie bei euch ankommt? Wird da nachgezählt?',
    'Wie stellen Sie sicher, dass bei der Annahme nichts verloren geht und man später jede Position nachvollziehen kann?',
  ]),
  ...paraphrases('company', 'en', { must: [GOODS_RECEIPT_EN], pages: GOODS_RECEIPT }, [
    'do u weigh and count the stuff when it arrives at your warehouse',
    ['how can i be sure nothing from my delivery goes missing at your place', 'de'],
  ]),
  // Company: batteries, capacitors and other hazardous parts are removed by hand before shredding
  ...paraphrases('company', 'de', { must: [BY_HAND_DE], pages: BY_HAND }, [
    'schredert ihr einfach alles komplett?',
    'Ich frage mich, ob bei euch ganze Geräte mitsamt Akku in den Schredder wandern. Wie holt ihr die Schadstoffe vorher raus?',
  ]),
  ...paraphrases('company', 'en', { must: [BY_HAND_EN], pages: BY_HAND }, [
    'do you just throw everything in the shredder',
    'I read that batteries in shredders cause fires. How do you separate the hazardous parts before shredding?',
  ]),
  // Company: public bodies are customers too (businesses, public bodies and private owners)
  ...paraphrases('company', 'de', { must: [PUBLIC_DE], pages: PUBLIC_BODIES }, [
    'Arbeiten Sie auch für Behörden und Kommunen oder nur für Firmen?',
    'Wir sind das Schulverwaltungsamt einer Stadt und müssen alte Geräte loswerden. Sind wir als öffentliche Stelle bei Ihnen überhaupt richtig?',
  ]),
  ...paraphrases('company', 'en', { must: [PUBLIC_EN], pages: PUBLIC_BODIES }, [
    'do you work with public authorities too',
    ['we are a municipality, can we sell to you', 'de'],
  ]),
  // Company: how the company started (batteries and electronic scrap in 2016) and what was added later
  ...paraphrases('company', 'de', { must: [expected.de.founded, /Batterien/, HISTORY_DE], pages: HISTORY }, [
    ['womit habt ihr damals angefangen', 'en'],
    'Ich schreibe ein Firmenporträt für unsere Kundenzeitschrift. Können Sie kurz die Geschichte des Betriebs seit der Gründung erzählen?',
  ]),
  ...paraphrases('company', 'en', { must: [expected.en.founded, /batter/i, HISTORY_EN], pages: HISTORY }, [
    'how did the company start out',
    'Tell me a bit about your company history – what did you do at the beginning and how did it grow?',
  ]),
  // Company: what the climate-neutrality goal covers (own operations: site, power, equipment, vehicles)
  ...paraphrases('company', 'de', { must: [CLIMATE_SCOPE_DE], pages: CLIMATE_SCOPE }, [
    'Was genau meint ihr mit klimaneutral, zählen da auch die Transporte dazu?',
    'klimaneutral bis 2030 – nur euer standort oder alles?',
  ]),
  ...paraphrases('company', 'en', { must: [CLIMATE_SCOPE_EN], pages: CLIMATE_SCOPE }, [
    'what does your climate neutral goal actually cover',
    ['For our supplier assessment: which emissions are in scope of your climate neutrality goal?', 'de'],
  ]),
  // Company: the results are reported every year (started with 2024, continued even in a worse year)
  ...paraphrases('company', 'de', { must: [YEARLY_DE], pages: REPORTING }, [
    'Veröffentlicht ihr jedes Jahr eine Bilanz?',
    'Werden Sie Ihre Zahlen zu CO₂ und Rohstoffen auch künftig offenlegen, oder war die Bilanz 2024 eine einmalige Sache?',
  ]),
  ...paraphrases('company', 'en', { must: [YEARLY_EN], pages: REPORTING }, [
    'do you publish a sustainability report every year',
    'annual impact report?',
  ]),
  // Company: what the lithium and rare earths figures count (the calculated content handed to smelters)
  ...paraphrases('company', 'de', { must: [MATERIALS_BASIS_DE], pages: RESULTS_2024 }, [
    'Eure Lithium-Menge in der Bilanz 2024 – ist das gemessen oder gerechnet?',
    'Für eine Studienarbeit: Haben Sie die Lithiummenge, die Sie für 2024 angeben, selbst zurückgewonnen? Wie ist die Zahl ermittelt?',
  ]),
  ...paraphrases('company', 'en', { must: [MATERIALS_BASIS_EN], pages: RESULTS_2024 }, [
    'how do you calculate the lithium figure in your 2024 results',
    ['your lithium tonnes – measured or estimated?', 'de'],
  ]),
  // Company: laptops passed on to schools get a free operating system (after logged erasure and a check)
  ...paraphrases('company', 'de', { must: [/Betriebssystem/], pages: SOCIAL }, [
    'Welches Betriebssystem ist auf den Schul-Laptops drauf, die ihr weitergebt?',
    'Wir spenden 30 Firmen-Notebooks über euch an eine Schule. Was ist danach auf den Geräten installiert?',
  ]),
  ...paraphrases('company', 'en', { must: [/operating system/i], pages: SOCIAL }, [
    'what os do the refurbished school laptops come with',
    [
      'Our office laptops ran Windows with our company licences. If we give them to you for a school, what will be installed on them?',
      'de',
    ],
  ]),
  // Company: the battery safety lesson for school classes and clubs (a double lesson)
  ...paraphrases('company', 'de', { must: [SAFETY_LESSON_DE], pages: SOCIAL }, [
    'Könnt ihr an unsere Schule kommen und was über Akku-Sicherheit erzählen?',
    'akku workshop für unseren verein möglich?',
  ]),
  ...paraphrases('company', 'en', { must: [SAFETY_LESSON_EN], pages: SOCIAL }, [
    'do you do talks on battery safety for schools',
    'battery fire safety lesson for my class?',
  ]),
  // Company: how long a school work placement lasts (two weeks) and where it takes place
  ...paraphrases('company', 'de', { must: [/zwei Wochen|2 Wochen/], pages: SOCIAL }, [
    'Wie lange dauert ein Schülerpraktikum bei Ihnen?',
    'Meine Tochter (9. Klasse) möchte ihr Betriebspraktikum bei euch machen. Wie lange wäre sie da und was macht sie?',
  ]),
  ...paraphrases('company', 'en', { must: [/two weeks|2 weeks/i], pages: SOCIAL }, [
    'how long is a school work placement with you',
    'My son is 15 and needs a work experience placement. How many weeks would he spend with you and in which areas?',
  ]),
  // Selling: what the inspection after arrival consists of (function test, data erasure, reuse or recycling)
  ...paraphrases('selling', 'de', { must: [INSPECTION_DE], pages: INSPECTION }, [
    'Was macht ihr eigentlich genau bei der Prüfung, wenn die Sachen angekommen sind?',
    'prüfung bei euch = was genau? nur angucken oder testen?',
  ]),
  ...paraphrases('selling', 'en', { must: [INSPECTION_EN], pages: INSPECTION }, [
    'what exactly happens during your inspection once my stuff arrives',
    ['What is checked in the inspection step after the goods arrive?', 'de'],
  ]),
  // Selling: searching all price lists at once by model, brand or item number (the price search)
  ...paraphrases('selling', 'de', { must: [/Preissuche/], pages: PRICE_SEARCH }, [
    'Kann ich irgendwo alle eure Preise auf einmal durchsuchen?',
    'Ich habe eine lange Liste mit Modellnummern und will nicht jede Preisliste einzeln durchklicken. Gibt es eine Suche über alle Listen?',
  ]),
  ...paraphrases('selling', 'en', { must: [/price search/i], pages: PRICE_SEARCH }, [
    'is there a search for all your buy-back prices',
    ['I do not want to click through every price list. Where can I search all of them by model?', 'de'],
  ]),
  // Selling: what counts when used inverters and storage are valued (operating hours, fault log, condition)
  ...paraphrases('selling', 'de', { must: [SOLAR_VALUATION_DE], pages: TEAM }, [
    'Worauf schaut ihr bei gebrauchten Wechselrichtern aus einem Rückbau, bevor ihr einen Preis nennt?',
    'Wir bauen einen Solarpark zurück. Wonach bewerten Sie gebrauchte Wechselrichter und Speicher, die noch laufen?',
  ]),
  ...paraphrases('selling', 'en', { must: [SOLAR_VALUATION_EN], pages: TEAM }, [
    'what do you check on used inverters before making an offer',
    ['We are repowering a plant and the old inverters still work. What do you look at when you value them?', 'de'],
  ]),
  // Selling: what counts when servers are valued (CPU generation, memory, power supplies)
  ...paraphrases('selling', 'de', { must: [SERVER_VALUATION_DE], pages: SERVER_VALUATION }, [
    'Was ist beim Server-Ankauf für den Preis entscheidend?',
    'Wir haben zwölf Dell-Server aus dem Rechenzentrum. Welche Angaben zur Ausstattung braucht ihr, damit der Preis stimmt?',
  ]),
  ...paraphrases('selling', 'en', { must: [SERVER_VALUATION_EN], pages: SERVER_VALUATION }, [
    'what matters for the price of a used server',
    [
      'We are decommissioning a rack of HPE servers. What details about the configuration do you need to price them?',
      'de',
    ],
  ]),
  // Sell list: imported rows are matched to the price lists and reviewed before they go on the list
  ...paraphrases('sell-list', 'de', { must: [IMPORT_REVIEW_DE], pages: SELL_LIST }, [
    'Wenn ich meine Excel in die Ankaufsliste importiere, landet dann alles direkt drauf oder kann ich das vorher checken?',
    'Wie ordnet ihr beim Hochladen meiner CSV die Zeilen den Artikeln zu?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [IMPORT_REVIEW_EN], pages: SELL_LIST }, [
    'when i upload my csv to the sell list does it add everything straight away',
    ['After pasting rows into the sell list import, can I check the matches before they are added?', 'de'],
  ]),
  // Sell list: after sending, the list in the browser is cleared (it is stored with us)
  ...paraphrases('sell-list', 'de', { must: [/geleert/], pages: SELL_LIST }, [
    'Ist meine Ankaufsliste nach dem Absenden noch im Browser?',
    'Ich habe die Liste abgeschickt und jetzt ist sie leer. Ist da was schiefgelaufen?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/cleared/i], pages: SELL_LIST }, [
    'after i submitted the sell list it disappeared from my browser, is that normal',
    ['sent list, now the page shows an empty list – did it go through?', 'de'],
  ]),
  // Sell list: "Accept offer" on the status page accepts the offer bindingly
  ...paraphrases('sell-list', 'de', { must: [/(?<!un)verbindlich/], pages: OFFER_ACCEPTANCE }, [
    'Wenn ich auf „Angebot annehmen“ klicke, ist das dann verbindlich?',
    'Ich will erst mit meinem Chef sprechen. Gilt ein Klick auf Annehmen im Status-Link schon als feste Zusage?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/(?<!non-)binding/i], pages: OFFER_ACCEPTANCE }, [
    'if i click accept offer, is that binding',
    ['is clicking accept on my sell request a firm yes?', 'de'],
  ]),
  // Sell list: what "new/sealed" means (unused, original packaging, seal or film intact)
  ...paraphrases('sell-list', 'de', { must: [/Siegel|Folie/], pages: SELL_LIST }, [
    'Karton ist offen, Gerät aber nie benutzt – ist das noch Neu/OVP?',
    'Ich habe drei SSDs, die noch eingeschweißt sind, und eine, die ich ausgepackt habe. Welchen Zustand wähle ich jeweils in der Liste?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/seal|film/i], pages: SELL_LIST }, [
    'box opened but never used, does that still count as new',
    ['My GPUs are unused but I opened the packaging to take photos. Can I still choose new on the list?', 'de'],
  ]),
  // Sell list: normal signs of use are fine for "used – fully working"
  ...paraphrases('sell-list', 'de', { must: [/Gebrauchsspuren|voll funktionsfähig/], pages: SELL_LIST }, [
    'Mein Laptop hat ein paar Kratzer, läuft aber einwandfrei. Welcher Zustand in der Ankaufsliste?',
    'zustand wählen bei leicht zerkratztem handy das noch top funktioniert',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/signs of use|fully working/i], pages: SELL_LIST }, [
    'which condition do i pick for a monitor with a few scratches that works fine',
    ['Our switches are used and a bit dusty but have no faults. Which condition on the list?', 'de'],
  ]),
  // Sell list: an e-mail says when the offer is ready on the status page
  ...paraphrases('sell-list', 'de', { must: [/E-Mail/], pages: SELL_STATUS }, [
    'Wie erfahre ich, dass euer Angebot zu meiner Liste fertig ist?',
    'Bekomme ich eine Benachrichtigung, sobald das Angebot zu meiner Ankaufsliste vorliegt?',
  ]),
  ...paraphrases('sell-list', 'en', { must: [/e-?mail/i], pages: SELL_STATUS }, [
    'how will i know when my offer is ready',
    ['do you send a message when the offer for my sell list is there?', 'de'],
  ]),
];
