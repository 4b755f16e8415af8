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
 * Set V, tuning part: new paraphrases of existing tuning groups (intents legal, company and
 * service), written without running the assistant, with each group's expectations unchanged. Of
 * each group's three new questions the 1st and 3rd are here, the 2nd is in eval/holdout-10v.ts.
 */
const de = expected.de;
const en = expected.en;

export const tuningQuestionsV: EvalCase[] = [
  // legal (de), from eval/questions-tuning.ts
  ...paraphrases('legal', 'de', { must: ['BattDG'], pages: BATTERY_LAW }, [
    'rechtlicher rahmen leere batterien rücknahme',
    'Ich organisiere an unserer Schule eine Sammelbox für verbrauchte Batterien und möchte den Eltern im Elternbrief erklären, was rechtlich dahintersteht. Auf welches Gesetz stützt sich die Rücknahme und Verwertung von Altbatterien bei Ihnen?',
  ]),
  // legal (de), from eval/questions-tuning.ts
  ...paraphrases('legal', 'de', { must: ['ElektroG'], pages: EWASTE }, [
    'gesetzl. vorgaben kaputte elektrogeräte?',
    'Ich bin Office-Managerin in einer Steuerkanzlei und soll für die Geschäftsleitung aufschreiben, nach welchen rechtlichen Vorgaben unsere ausgemusterten Monitore und Drucker entsorgt werden. Welche gesetzliche Grundlage ist dafür maßgeblich?',
  ]),
  // legal (de), from eval/questions-tuning-3b.ts
  ...paraphrases('legal', 'de', { must: [de.chatDays], pages: PRIVACY }, [
    'chat protokoll aufbewahrungsfrist',
    'Ich habe hier gerade Angaben zu unseren Geräten und meine Handynummer eingegeben und frage mich, was danach mit dem Gesprächsverlauf passiert. Nach wie vielen Tagen wird diese Unterhaltung bei Ihnen entfernt?',
  ]),
  // legal (de), from eval/questions-tuning-4d.ts
  ...paraphrases('legal', 'de', { must: [de.city], pages: TERMS }, [
    'klageort laut agb',
    'Wir sind ein Elektrogroßhändler aus München und überlegen, euch dauerhaft Lagerüberhänge zu liefern. Sollte es einmal Streit über eine Bewertung geben: Wo müssten wir euch verklagen?',
  ]),
  // legal (de), from eval/questions-tuning-7j.ts
  ...paraphrases('legal', 'de', { must: [NO_COOKIES_DE], pages: COOKIES }, [
    'cookies werbetracker bei euch??',
    'Ich habe im Browser einen Tracker-Blocker laufen, der auf Ihrer Seite nichts gefunden hat, und bin neugierig geworden. Verwenden Sie überhaupt Cookies oder Statistikdienste zur Besucheranalyse?',
  ]),
  // legal (de), from eval/questions-tuning-7j.ts
  ...paraphrases('legal', 'de', { must: [VAT_ID], pages: IMPRINT }, [
    'ustid für gutschrift benötigt',
    'Ich bin freiberuflicher Buchhalter und erfasse gerade die Belege eines Mandanten, der Ihnen alte Server verkauft hat. Für die Prüfung der Abrechnung fehlt mir noch Ihre Umsatzsteuer-ID – wie lautet sie?',
  ]),
  // legal (de), from eval/questions-tuning-6h.ts
  ...paraphrases('legal', 'de', { must: [INQUIRY_DAYS_DE], pages: PRIVACY }, [
    'aufbewahrung kontaktanfragen frist',
    'Ich bin Datenschutzkoordinator in einer Arztpraxis und überlege, über Ihr Formular eine Anfrage zu alten Praxis-PCs zu schicken. Bevor ich Kontaktdaten eintrage: Nach wie vielen Tagen werden solche Anfragen bei Ihnen gelöscht?',
  ]),
  // legal (en), from eval/questions-tuning.ts
  ...paraphrases('legal', 'en', { must: ['BattDG'], pages: BATTERY_LAW }, [
    'legal framework spent cells germany',
    'I run a small tool rental business and we go through a lot of cordless drill packs every year. Before handing the worn-out ones to you I want to understand the legal side: which German law governs how used batteries are collected and recycled?',
  ]),
  // legal (en), from eval/questions-tuning-3b.ts
  ...paraphrases('legal', 'en', { must: [LEAD_DAYS_EN], pages: PRIVACY }, [
    'retention time web form submissions',
    'A while ago I asked for a quote on some old solar inverters through your website, and our company policy requires me to track where our contact data ends up. After how many days do you delete the information from such a request?',
  ]),
  // legal (en), from eval/questions-tuning-4d.ts
  ...paraphrases('legal', 'en', { must: [/Art\.\s?28/], pages: DPA }, [
    'processing agreement gdpr wiping job',
    "We are a small IT service provider and will hand you laptops from a client's accounting office for data erasure. The client's lawyer insists on a written agreement covering how you handle personal data on their behalf. Can you provide that?",
  ]),
  // legal (en), from eval/questions-tuning-4d.ts
  ...paraphrases('legal', 'en', { must: ['2023/1542'], pages: EU_BATTERIES }, [
    'new eu batt regulation applies to u?',
    'Our procurement team is updating the compliance checklist for our battery take-back partners and has to list every relevant regulation. Besides national law, which piece of European legislation on batteries do you work under?',
  ]),
  // legal (en), from eval/questions-tuning-6h.ts
  ...paraphrases('legal', 'en', { must: [CITY], pages: TERMS }, [
    'legal venue in case of disputes',
    'We are a Polish trading company about to sign a framework agreement to supply you with used laptops. Our legal department wants to know in advance where any litigation arising from the sale would take place. What do your terms say?',
  ]),
  // legal (en), from eval/questions-tuning-7j.ts
  ...paraphrases('legal', 'en', { must: [OWN_SERVER_EN], pages: PRIVACY }, [
    'chatbot data sent to third party ai?',
    'I work for a defence supplier and our security rules forbid sending internal details to outside cloud services. Before I type anything about the hardware we want to get rid of: where are the messages in this chat processed?',
  ]),
  // legal (en), from eval/questions-tuning-7j.ts
  ...paraphrases('legal', 'en', { must: [/ElektroG/, DELETE_EN], pages: EWASTE_DISPOSAL }, [
    'data wipe duty before recycling pcs, whose job',
    'I manage IT for a dental practice and we are replacing six PCs that hold patient records. Under German electronic waste law, who is obliged to remove personal data before the devices are handed over for disposal?',
  ]),
  // company (de), from eval/questions-tuning.ts
  ...paraphrases('company', 'de', { must: [de.city], pages: ['/kontakt', '/impressum'] }, [
    'firmensitz stadt?',
    'Ich suche einen Recyclingbetrieb in meiner Nähe, damit ich unsere alten Geräte notfalls selbst vorbeifahren kann. In welcher Stadt befindet sich Ihr Unternehmen?',
  ]),
  // company (de), from eval/questions-tuning-2.ts
  ...paraphrases('company', 'de', { must: [de.phone] }, [
    'rufnummer hotline',
    'Meine Mutter ist 78 und möchte ihre alten Akkus abgeben, kommt aber mit Online-Formularen nicht zurecht. Unter welcher Telefonnummer kann sie bei Ihnen jemanden erreichen?',
  ]),
  // company (de), from eval/questions-tuning-3b.ts
  ...paraphrases('company', 'de', { must: [de.founded], pages: PROFILE }, [
    'unternehmen existiert seit?',
    'Bevor wir Ihnen als Stadtverwaltung unsere ausgemusterte Technik überlassen, möchte ich etwas mehr über Ihren Hintergrund wissen. In welchem Jahr wurde Ihr Unternehmen ins Leben gerufen?',
  ]),
  // company (de), from eval/questions-tuning-3b.ts
  ...paraphrases('company', 'de', { must: [TEAM_SIZE], pages: ['/team'] }, [
    'anzahl beschäftigte?',
    'Ich schreibe eine Seminararbeit über kleine Recyclingfirmen im Rheinland und möchte Ihr Unternehmen als Beispiel nehmen. Wie viele Menschen sind bei Ihnen beschäftigt?',
  ]),
  // company (de), from eval/questions-tuning-3b.ts
  ...paraphrases('company', 'de', { must: [company.managingDirector] }, [
    'geschäftsführer name',
    'Wir möchten eine langfristige Zusammenarbeit bei der Abholung unserer Altbatterien anbahnen und das Anschreiben direkt an die Unternehmensleitung richten. Wer führt Ihre Firma?',
  ]),
  // company (de), from eval/questions-tuning-4d.ts
  ...paraphrases('company', 'de', { must: [String(claims.goals2030.climateNeutralYear)], pages: CLIMATE }, [
    'co2 neutral zieljahr',
    'Unser Einkauf bewertet Dienstleister neuerdings auch nach ihren Klimazielen, und ich fülle gerade den Fragebogen für Sie aus. Bis zu welchem Jahr wollen Sie als Betrieb klimaneutral werden?',
  ]),
  // company (de), from eval/questions-tuning-7j.ts
  ...paraphrases('company', 'de', { must: [TRAINING_DE], pages: TRAINING }, [
    'ausbildungsplätze vorhanden?',
    'Meine Tochter macht nächstes Jahr ihren Abschluss und würde gern etwas mit Umwelt und Technik lernen. Bieten Sie Ausbildungsplätze oder Praktika an?',
  ]),
  // company (en), from eval/questions-tuning.ts
  ...paraphrases('company', 'en', { must: [en.founded] }, [
    'year of establishment?',
    "I'm vetting a few recycling firms for our office building and prefer partners with a track record. What year did your company start out?",
  ]),
  // company (en), from eval/questions-tuning-3b.ts
  ...paraphrases('company', 'en', { must: [en.phone, en.email], pages: WHERE }, [
    'contact info: number and e-mail',
    "I'm a facilities manager and would rather sort out the collection of our old UPS units with a person than through the website. What phone number and email address should I use?",
  ]),
  // company (en), from eval/questions-tuning-7j.ts
  ...paraphrases('company', 'en', { must: [STANDARDS], pages: STANDARDS_PAGES }, [
    'accreditations / standards u work to',
    'Our quality department is auditing our waste contractors and needs a list of the norms and legal frameworks each one operates under. Which standards and certifications apply to your company?',
  ]),
  // company (en), from eval/questions-tuning-5f.ts
  ...paraphrases('company', 'en', { must: [CO2_2024], pages: RESULTS_2024 }, [
    'co2 saved 2024 figure',
    'For a university project on green logistics I am comparing the emissions results that small recycling firms publish. How many tonnes of CO2 did your own operations avoid in 2024?',
  ]),
  // company (en), from eval/questions-tuning.ts
  ...paraphrases('company', 'en', { pages: ['/mission'] }, [
    'company mission statement?',
    "I'm writing a short profile of local circular economy businesses for our chamber of commerce newsletter. In a nutshell, what is your company's mission?",
  ]),
  // company (en), from eval/questions-tuning-4d.ts
  ...paraphrases('company', 'en', { must: [GOAL_DEVICES_EN], pages: GOALS }, [
    '2030 ambition: how many gadgets recycled',
    "Our city's climate office is collecting pledges from local companies for a public dashboard. How many electronic devices does your company commit to recycling by 2030?",
  ]),
  // service (de), from eval/questions-tuning.ts
  ...paraphrases('service', 'de', { pages: ['/industrie-batterien'] }, [
    'antriebsbatterie flurförderzeug loswerden',
    'Unser Baumarkt hat seine alten Elektro-Hubwagen verschrottet, die Bleibatterien wurden aber ausgebaut und stehen noch im Keller. Übernimmt Ihr Betrieb solche Staplerbatterien?',
  ]),
  // service (de), from eval/questions-tuning.ts
  ...paraphrases('service', 'de', { pages: ['/solarkomponenten-ankauf-service'] }, [
    'pv anlage abbauen lassen service',
    'Wir haben ein Mehrfamilienhaus gekauft, auf dessen Dach eine 15 Jahre alte Photovoltaikanlage sitzt, die vor der Dachsanierung weg muss. Übernehmen Sie auch den Rückbau der Anlage?',
  ]),
  // service (de), from eval/questions-tuning-2.ts
  ...paraphrases('service', 'de', { pages: COUNTERFEIT }, [
    'nachgemachte markenprodukte entsorgen',
    'Ich arbeite in der Rechtsabteilung eines Spielwarenherstellers, und der Zoll hat uns mehrere Kartons mit nachgeahmten Figuren unserer Marke übergeben. Bieten Sie an, solche Produktfälschungen nachweisbar zu vernichten?',
  ]),
  // service (de), from eval/questions-tuning-2.ts
  ...paraphrases('service', 'de', { pages: ['/medizintechnik-recycling'] }, [
    'alte praxisgeräte entsorgung',
    'Ich bin Praxismanagerin in einem Physiotherapiezentrum, und wir ersetzen unsere Elektrotherapiegeräte und motorisierten Therapieliegen durch neue Modelle. Können Sie die alten Geräte fachgerecht verwerten?',
  ]),
  // service (de), from eval/questions-tuning-3b.ts
  ...paraphrases('service', 'de', { pages: ['/bitcoin-miner-recycling'] }, [
    'mining hardware ankauf bitcoin',
    'Ich habe vor drei Jahren in zwei Whatsminer investiert, die im Keller laufen, aber nach dem letzten Halving lohnt sich das nicht mehr. Nehmen Sie solche ASIC-Geräte an und zahlen etwas dafür?',
  ]),
  // service (de), from eval/questions-tuning-4d.ts
  ...paraphrases('service', 'de', { must: [/Wertstoffhof/], pages: EWASTE_RECYCLING }, [
    'kaputte haushaltsgeräte privatperson abgabe',
    'Ich räume gerade die Wohnung meiner Großeltern aus und habe einen Röhrenfernseher, einen Videorekorder und zwei Radios übrig. Nehmen Sie solche Altgeräte von Privatleuten an, oder wo gebe ich sie ab?',
  ]),
  // service (en), from eval/questions-tuning.ts
  ...paraphrases('service', 'en', { pages: ['/mobilitaet-batterien'] }, [
    'electric car traction battery take back',
    'We run an independent garage that services hybrids and electric cars, and we regularly replace high-voltage battery packs. Can we send the old packs to you for recycling?',
  ]),
  // service (en), from eval/questions-tuning.ts
  ...paraphrases('service', 'en', { pages: COMPONENTS }, [
    'excess stock chips capacitors buyer?',
    'I work in procurement for a contract electronics manufacturer and we have reels of unused resistors, microcontrollers and connectors left over from discontinued products. Do you purchase leftover inventory like that?',
  ]),
  // service (en), from eval/questions-tuning.ts
  ...paraphrases('service', 'en', { pages: ['/festplatten-vernichtung'], mustNot: [/cannot find a price/] }, [
    'cost disk wiping service',
    'Our law firm is moving offices and we have about thirty old laptops and a few backup disks that must be destroyed securely. Before we book anything, how is your data destruction service priced?',
  ]),
  // service (en), from eval/questions-tuning-3b.ts
  ...paraphrases('service', 'en', { pages: INVERTER_SERVICE_PAGES }, [
    'old pv inverters sell?',
    'Our solar installation company replaces dozens of string inverters every year when customers upgrade their systems. Do you buy or recycle the used units we remove?',
  ]),
  // service (en), from eval/questions-tuning-7k.ts
  ...paraphrases('service', 'en', { must: [BATTERY_STORAGE_EN], pages: BATTERY_STORAGE_PAGES }, [
    'how to store lithium packs safely b4 pickup',
    'I am the caretaker of a school where the e-scooters of a sharing pilot are being retired, and their batteries will sit in our storeroom for a few weeks until collection. What precautions should we take while they are stored?',
  ]),
  // service (en), from eval/questions-tuning-3b.ts
  ...paraphrases('service', 'en', { pages: IT_HARDWARE }, [
    'used rack servers buyer',
    'I run IT for a mid-sized insurance broker and we are moving everything to the cloud, which leaves us with a dozen rack servers and several switches. Is that kind of equipment something you buy?',
  ]),
  // service (en), from eval/questions-tuning-5f.ts
  ...paraphrases('service', 'en', { must: [/free for you|free of charge|lead value/i], pages: INDUSTRIAL }, [
    'price to scrap old sla blocks',
    'We are a hospital replacing the lead-acid batteries of our emergency power system, and our budget holder wants to know the costs up front. Will handing the old batteries over to you incur a fee?',
  ]),
];
