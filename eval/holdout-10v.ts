import { claims } from '@/content/claims';
import { company } from '@/content/company';
import type { EvalCase } from './chat-questions';
import {
  BATTERY_LAW,
  CITY,
  CLIMATE,
  CO2_2024,
  COMPONENTS,
  COOKIES,
  COUNTERFEIT,
  DPA,
  EU_BATTERIES,
  EWASTE,
  EWASTE_DISPOSAL,
  EWASTE_RECYCLING,
  expected,
  GOAL_DEVICES_EN,
  GOALS,
  INDUSTRIAL,
  INQUIRY_DAYS_DE,
  INVERTER_SERVICE_PAGES,
  IT_HARDWARE,
  LEAD_DAYS_EN,
  PRIVACY,
  PROFILE,
  RESULTS_2024,
  TERMS,
  TRAINING,
  WHERE,
} from './expected';
import { paraphrases } from './question-helpers';
import {
  BATTERY_STORAGE_EN,
  BATTERY_STORAGE_PAGES,
  DELETE_EN,
  IMPRINT,
  NO_COOKIES_DE,
  OWN_SERVER_EN,
  STANDARDS,
  STANDARDS_PAGES,
  TEAM_SIZE,
  TRAINING_DE,
  VAT_ID,
} from './set-v-expected';

/**
 * Set V, hold-out part: new paraphrases of existing tuning groups (intents legal, company and
 * service), written without running the assistant, with each group's expectations unchanged. Of
 * each group's three new questions the 2nd is here, the 1st and 3rd are in
 * eval/questions-tuning-11v.ts.
 */
const de = expected.de;
const en = expected.en;

export const holdoutQuestionsV: EvalCase[] = [
  // legal (de), from eval/questions-tuning.ts
  ...paraphrases('legal', 'de', { must: ['BattDG'], pages: BATTERY_LAW }, [
    'Sagt mal, nach welchen Paragraphen müsst ihr euch eigentlich richten, wenn ihr unsere ausgedienten Akkus annehmt?',
  ]),
  // legal (de), from eval/questions-tuning.ts
  ...paraphrases('legal', 'de', { must: ['ElektroG'], pages: EWASTE }, [
    'Mal ehrlich, an welches Gesetz haltet ihr euch, wenn ihr unseren ausrangierten Technikkram aus dem Büro verwertet?',
  ]),
  // legal (de), from eval/questions-tuning-3b.ts
  ...paraphrases('legal', 'de', { must: [de.chatDays], pages: PRIVACY }, [
    'Bleibt das, was ich euch hier reintippe, eigentlich bei euch gespeichert – und wie lange?',
  ]),
  // legal (de), from eval/questions-tuning-4d.ts
  ...paraphrases('legal', 'de', { must: [de.city], pages: TERMS }, [
    'Wenn wir uns mal richtig in die Haare kriegen, vor welchem Gericht landet das dann bei euch?',
  ]),
  // legal (de), from eval/questions-tuning-7j.ts
  ...paraphrases('legal', 'de', { must: [NO_COOKIES_DE], pages: COOKIES }, [
    'Spioniert ihr eigentlich mit irgendwelchen Trackern aus, was ich auf eurer Website anklicke?',
  ]),
  // legal (de), from eval/questions-tuning-7j.ts
  ...paraphrases('legal', 'de', { must: [VAT_ID], pages: IMPRINT }, [
    'Könnt ihr mir mal eure USt-ID geben? Unser Steuerberater will die auf der Gutschrift sehen.',
  ]),
  // legal (de), from eval/questions-tuning-6h.ts
  ...paraphrases('legal', 'de', { must: [INQUIRY_DAYS_DE], pages: PRIVACY }, [
    'Sagt mal, meine Mailadresse und Telefonnummer aus dem Anfrageformular – wann fliegen die bei euch wieder raus?',
  ]),
  // legal (en), from eval/questions-tuning.ts
  ...paraphrases('legal', 'en', { must: ['BattDG'], pages: BATTERY_LAW }, [
    'hey, what rules do you guys have to stick to when you take in dead batteries?',
  ]),
  // legal (en), from eval/questions-tuning-3b.ts
  ...paraphrases('legal', 'en', { must: [LEAD_DAYS_EN], pages: PRIVACY }, [
    'if i send you a request and nothing comes of it, when do you bin my details?',
  ]),
  // legal (en), from eval/questions-tuning-4d.ts
  ...paraphrases('legal', 'en', { must: [/Art\.\s?28/], pages: DPA }, [
    'do you guys sign one of those gdpr controller-processor contracts before you wipe our drives?',
  ]),
  // legal (en), from eval/questions-tuning-4d.ts
  ...paraphrases('legal', 'en', { must: ['2023/1542'], pages: EU_BATTERIES }, [
    'is it just german rules for you guys or does that big eu battery law count too?',
  ]),
  // legal (en), from eval/questions-tuning-6h.ts
  ...paraphrases('legal', 'en', { must: [CITY], pages: TERMS }, [
    'say things go south between us and it ends up in court – which court would that be?',
  ]),
  // legal (en), from eval/questions-tuning-7j.ts
  ...paraphrases('legal', 'en', { must: [OWN_SERVER_EN], pages: PRIVACY }, [
    'quick q – is this bot some big tech ai thing, or does what i type stay with you?',
  ]),
  // legal (en), from eval/questions-tuning-7j.ts
  ...paraphrases('legal', 'en', { must: [/ElektroG/, DELETE_EN], pages: EWASTE_DISPOSAL }, [
    'honest question: if our old office computers still have files on them, is cleaning them out legally my headache or yours?',
  ]),
  // company (de), from eval/questions-tuning.ts
  ...paraphrases('company', 'de', { must: [de.city], pages: ['/kontakt', '/impressum'] }, [
    'Aus welcher Ecke Deutschlands kommt ihr eigentlich?',
  ]),
  // company (de), from eval/questions-tuning-2.ts
  ...paraphrases('company', 'de', { must: [de.phone] }, ['Kann man euch auch einfach anrufen? Unter welcher Nummer?']),
  // company (de), from eval/questions-tuning-3b.ts
  ...paraphrases('company', 'de', { must: [de.founded], pages: PROFILE }, [
    'Wie lange seid ihr eigentlich schon am Markt unterwegs?',
  ]),
  // company (de), from eval/questions-tuning-3b.ts
  ...paraphrases('company', 'de', { must: [TEAM_SIZE], pages: ['/team'] }, [
    'Seid ihr ein kleiner Laden oder ein großer Betrieb – wie viele Köpfe seid ihr?',
  ]),
  // company (de), from eval/questions-tuning-3b.ts
  ...paraphrases('company', 'de', { must: [company.managingDirector] }, ['Wer ist bei euch eigentlich der Chef?']),
  // company (de), from eval/questions-tuning-4d.ts
  ...paraphrases('company', 'de', { must: [String(claims.goals2030.climateNeutralYear)], pages: CLIMATE }, [
    'Ab wann wollt ihr eigentlich unterm Strich kein CO2 mehr ausstoßen?',
  ]),
  // company (de), from eval/questions-tuning-7j.ts
  ...paraphrases('company', 'de', { must: [TRAINING_DE], pages: TRAINING }, [
    'Kann man bei euch eigentlich auch mal ein paar Wochen reinschnuppern, so als Schüler?',
  ]),
  // company (en), from eval/questions-tuning.ts
  ...paraphrases('company', 'en', { must: [en.founded] }, ['how old is your company anyway?']),
  // company (en), from eval/questions-tuning-3b.ts
  ...paraphrases('company', 'en', { must: [en.phone, en.email], pages: WHERE }, [
    "what's the best way to get hold of you guys – phone, email?",
  ]),
  // company (en), from eval/questions-tuning-7j.ts
  ...paraphrases('company', 'en', { must: [STANDARDS], pages: STANDARDS_PAGES }, [
    'are you guys legit – what standards are you approved for or follow?',
  ]),
  // company (en), from eval/questions-tuning-5f.ts
  ...paraphrases('company', 'en', { must: [CO2_2024], pages: RESULTS_2024 }, [
    'so how much carbon did you guys actually save in 2024?',
  ]),
  // company (en), from eval/questions-tuning.ts
  ...paraphrases('company', 'en', { pages: ['/mission'] }, [
    "so what's the big idea behind your company, what are you guys trying to achieve?",
  ]),
  // company (en), from eval/questions-tuning-4d.ts
  ...paraphrases('company', 'en', { must: [GOAL_DEVICES_EN], pages: GOALS }, [
    "what's your big number for 2030 – how many devices are you hoping to have recycled by then?",
  ]),
  // service (de), from eval/questions-tuning.ts
  ...paraphrases('service', 'de', { pages: ['/industrie-batterien'] }, [
    'Bei uns im Lager stapeln sich die verbrauchten Akkus von den Hubwagen und Staplern. Nehmt ihr die?',
  ]),
  // service (de), from eval/questions-tuning.ts
  ...paraphrases('service', 'de', { pages: ['/solarkomponenten-ankauf-service'] }, [
    'Könnt ihr mir die alten Solarpaneele vom Dach runterholen, oder muss ich das selbst organisieren?',
  ]),
  // service (de), from eval/questions-tuning-2.ts
  ...paraphrases('service', 'de', { pages: COUNTERFEIT }, [
    'Wir sitzen auf einem Haufen gefälschter Kopfhörer – könnt ihr die so kaputtmachen, dass sie nie wieder verkauft werden?',
  ]),
  // service (de), from eval/questions-tuning-2.ts
  ...paraphrases('service', 'de', { pages: ['/medizintechnik-recycling'] }, [
    'Nehmt ihr eigentlich auch ausgemusterte Medizintechnik, also EKGs, Patientenmonitore und so?',
  ]),
  // service (de), from eval/questions-tuning-3b.ts
  ...paraphrases('service', 'de', { pages: ['/bitcoin-miner-recycling'] }, [
    'Mein Bitcoin-Miner rechnet sich bei den Stromkosten nicht mehr – kauft ihr mir den ab?',
  ]),
  // service (de), from eval/questions-tuning-4d.ts
  ...paraphrases('service', 'de', { must: [/Wertstoffhof/], pages: EWASTE_RECYCLING }, [
    'Hab hier ne alte Mikrowelle und nen defekten Föhn rumliegen – kann ich die einfach bei euch vorbeibringen?',
  ]),
  // service (en), from eval/questions-tuning.ts
  ...paraphrases('service', 'en', { pages: ['/mobilitaet-batterien'] }, [
    'got an old e-car battery pack sitting in the garage, do you guys recycle that kind of thing?',
  ]),
  // service (en), from eval/questions-tuning.ts
  ...paraphrases('service', 'en', { pages: COMPONENTS }, [
    'we overordered a ton of ics and connectors for a project that got cancelled – would you guys buy that stuff?',
  ]),
  // service (en), from eval/questions-tuning.ts
  ...paraphrases('service', 'en', { pages: ['/festplatten-vernichtung'], mustNot: [/cannot find a price/] }, [
    'roughly what would you charge to get our old drives destroyed?',
  ]),
  // service (en), from eval/questions-tuning-3b.ts
  ...paraphrases('service', 'en', { pages: INVERTER_SERVICE_PAGES }, [
    'swapped out my solar inverter last month – would you guys take the old one off my hands?',
  ]),
  // service (en), from eval/questions-tuning-7k.ts
  ...paraphrases('service', 'en', { must: [BATTERY_STORAGE_EN], pages: BATTERY_STORAGE_PAGES }, [
    "we've got a pile of dead scooter batteries waiting for you – anything we should do so they don't catch fire?",
  ]),
  // service (en), from eval/questions-tuning-3b.ts
  ...paraphrases('service', 'en', { pages: IT_HARDWARE }, [
    "we're clearing out our server room – do you guys pay for old servers and network gear?",
  ]),
  // service (en), from eval/questions-tuning-5f.ts
  ...paraphrases('service', 'en', { must: [/free for you|free of charge|lead value/i], pages: INDUSTRIAL }, [
    'our old lead acid batteries – is getting rid of them through you gonna cost us anything?',
  ]),
];
