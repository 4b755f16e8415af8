import type { EvalCase } from './chat-questions';
import { paraphrases } from './question-helpers';
import {
  AREAS,
  AREAS_DE,
  AREAS_EN,
  BLACK_MASS,
  BLACK_MASS_DE,
  BLACK_MASS_EN,
  CISG_DE,
  CISG_EN,
  COMPONENT_PACKING,
  COMPONENT_PACKING_DE,
  COMPONENT_PACKING_EN,
  CONSUMERS_DE,
  CONSUMERS_EN,
  CONTENT_RESPONSIBLE,
  DISCHARGE,
  DISCHARGE_DE,
  DISCHARGE_EN,
  DONATION,
  DONATION_LOG_DE,
  DONATION_LOG_EN,
  EU_TARGETS,
  EU_TARGETS_DE,
  EU_TARGETS_EN,
  FIXED_DATES,
  FIXED_DATES_DE,
  FIXED_DATES_EN,
  IMPRINT,
  LEGAL_FORM,
  LEGAL_FORM_PAGES,
  MINERS_PAGE,
  MINER_AFTERLIFE_DE,
  MINER_AFTERLIFE_EN,
  NO_OBLIGATION,
  NO_OBLIGATION_DE,
  NO_OBLIGATION_EN,
  OBJECT_DE,
  OBJECT_EN,
  ORDER_CONFIRMATION_DE,
  ORDER_CONFIRMATION_EN,
  OWN_FIGURES_DE,
  OWN_FIGURES_EN,
  PRECIOUS,
  PRECIOUS_DE,
  PRECIOUS_EN,
  PRIVACY,
  ROUTES,
  ROUTES_DE,
  ROUTES_EN,
  SOLAR_VALUER_DE,
  SOLAR_VALUER_EN,
  STATIONARY,
  STATIONARY_DE,
  STATIONARY_EN,
  SUSTAINABILITY,
  TEAM_PAGE,
  TERMS,
} from './set-t-expected';

/**
 * The tenth fresh question set, part T (services, company and legal): visitors asking how a service
 * works (discharging batteries, black mass, circuit boards, second-life storage, regular
 * collections, mining hardware, component packing), who the company is (laptop donations, route
 * planning, the solar valuer, legal form, business areas, where the 2024 figures come from) and
 * what the legal texts say (terms for consumers, service contracts, CISG, the imprint, the right to
 * object, EU battery recovery targets, the duty to provide data). Written from the site's content
 * alone (pages, legal texts, company facts, message files) before the engine was run on it, then
 * split 2:1: within each group of three paraphrases per language the second question went to the
 * hold-out file (eval/holdout-9t.ts), the first and third are here, in the tuning set.
 */

export const tuningQuestionsT: EvalCase[] = [
  // Service: lithium batteries are not discharged before pickup
  ...paraphrases('service', 'de', { must: [DISCHARGE_DE], pages: DISCHARGE }, [
    'Sollen wir die alten Akkus leer fahren, bevor ihr sie abholt?',
    'Wir sammeln in unserer Werkstatt ausgebaute Werkzeugakkus für Ihre Abholung. Ist es sinnvoll, die vorher ganz zu entladen, oder lieber nicht?',
  ]),
  ...paraphrases('service', 'en', { must: [DISCHARGE_EN], pages: DISCHARGE }, [
    'should i run the batteries flat before pickup',
    ['do the battery packs need to be empty when your driver comes', 'de'],
  ]),
  // Service: cells that cannot be reused go into black mass
  ...paraphrases('service', 'de', { must: [BLACK_MASS_DE], pages: BLACK_MASS }, [
    'Was passiert bei euch mit Akkuzellen, die für nichts mehr taugen?',
    'Ich bin Lehrerin und möchte mit meiner Klasse besprechen, wie aus alten Lithium-Akkus wieder Rohstoffe werden. Wie läuft das bei Ihnen ab, wenn eine Zelle nicht mehr weiterverwendet werden kann?',
  ]),
  ...paraphrases('service', 'en', { must: [BLACK_MASS_EN], pages: BLACK_MASS }, [
    'what happens to the dead cells you cant reuse',
    'Our e-bike batteries are too worn for a second life. Once they go into recycling with you, what is actually done with them?',
  ]),
  // Service: boards with precious metals are paid for
  ...paraphrases('service', 'de', { must: [PRECIOUS_DE], pages: PRECIOUS }, [
    'Zahlt ihr was für alte Platinen aus Geräten, oder muss ich fürs Entsorgen zahlen?',
    'Wir sind ein Reparaturbetrieb und haben mehrere Kisten ausgebauter Mainboards und Netzteilplatinen. Vergüten Sie so etwas, und wonach richtet sich das?',
  ]),
  ...paraphrases('service', 'en', { must: [PRECIOUS_EN], pages: PRECIOUS }, [
    'do you pay for scrap circuit boards',
    ['pcb scrap worth money?', 'de'],
  ]),
  // Service: second-life batteries become stationary storage
  ...paraphrases('service', 'de', { must: [STATIONARY_DE], pages: STATIONARY }, [
    'Was macht ihr mit E-Auto-Akkus, die noch gut sind, aber fürs Fahren nicht mehr reichen?',
    'Unsere Firmenflotte gibt zwölf Traktionsbatterien mit noch ordentlicher Restkapazität ab. Werden die bei Ihnen wiederverwendet, und wenn ja, wofür?',
  ]),
  ...paraphrases('service', 'en', { must: [STATIONARY_EN], pages: STATIONARY }, [
    'what do you turn old ev batteries into if they still have capacity',
    [
      'Our delivery vans had their battery packs replaced, but the old ones still hold most of their charge. Do you give them a new use, and what kind?',
      'de',
    ],
  ]),
  // Service: fixed collection dates and containers for recurring e-waste
  ...paraphrases('service', 'de', { must: [FIXED_DATES_DE], pages: FIXED_DATES }, [
    'Bei uns fällt jeden Monat Elektroschrott an. Kann man mit euch eine regelmäßige Abholung vereinbaren?',
    'Wir sind eine Hausverwaltung mit mehreren Objekten, und ständig sammeln sich defekte Geräte an. Bieten Sie so etwas wie einen Dauerauftrag mit festen Terminen und Behältern an, damit wir uns nicht jedes Mal neu melden müssen?',
  ]),
  ...paraphrases('service', 'en', { must: [FIXED_DATES_EN], pages: FIXED_DATES }, [
    'can we set up a regular pickup schedule, we produce e-waste every month',
    'Our repair workshop fills a few boxes with broken electronics every few weeks. Instead of asking you each time, could we agree a standing arrangement?',
  ]),
  // Service: what becomes of the miners that are bought
  ...paraphrases('service', 'de', { must: [MINER_AFTERLIFE_DE], pages: MINERS_PAGE }, [
    'Was macht ihr mit den Minern, die ihr ankauft – verkauft ihr die weiter oder wird alles verschrottet?',
    'Unsere S9 laufen seit Jahren nicht mehr wirtschaftlich. Wenn wir sie Ihnen überlassen, was wird aus den Geräten und ihren Teilen?',
  ]),
  ...paraphrases('service', 'en', { must: [MINER_AFTERLIFE_EN], pages: MINERS_PAGE }, [
    'what do you do with the miners you buy',
    ['old asic rigs end up where?', 'de'],
  ]),
  // Service: packing of moisture-sensitive and ESD-sensitive components
  ...paraphrases('service', 'de', { must: [COMPONENT_PACKING_DE], pages: COMPONENT_PACKING }, [
    'Unsere feuchteempfindlichen ICs liegen noch im versiegelten Beutel. Wie werden die bei der Abholung verpackt?',
    'Wir lösen ein Bauteillager auf – Rollen, Trays, viel MSL-Ware. Worauf achten Sie beim Abholen, damit nichts durch Feuchtigkeit oder statische Entladung kaputtgeht?',
  ]),
  ...paraphrases('service', 'en', { must: [COMPONENT_PACKING_EN], pages: COMPONENT_PACKING }, [
    'do you bring antistatic packaging for the components',
    'esd safe packing provided?',
  ]),
  // Company: donated laptops come with an erasure log
  ...paraphrases('company', 'de', { must: [DONATION_LOG_DE], pages: DONATION }, [
    'Wenn wir euch unsere alten Firmenlaptops für Schulen geben, bekommen wir dann einen Nachweis, dass die Daten gelöscht wurden?',
    'Unser Geschäftsführer möchte ausgemusterte Notebooks für ein Bildungsprojekt spenden, der Datenschutzbeauftragte verlangt aber eine Dokumentation. Was erhalten wir von Ihnen?',
  ]),
  ...paraphrases('company', 'en', { must: [DONATION_LOG_EN], pages: DONATION }, [
    'if we donate our old laptops for schools through you, do we get proof the data was wiped',
    ['school laptop donation – erasure record for us?', 'de'],
  ]),
  // Company: pickups are bundled into routes
  ...paraphrases('company', 'de', { must: [ROUTES_DE], pages: ROUTES }, [
    'Fahrt ihr für jede Abholung extra los, oder wie plant ihr das?',
    'Als umweltbewusster Kunde frage ich mich, ob ein Recycler mit seinen Lkw-Fahrten nicht mehr CO2 verursacht, als er spart. Wie organisieren Sie Ihre Abholfahrten?',
  ]),
  ...paraphrases('company', 'en', { must: [ROUTES_EN], pages: ROUTES }, [
    'do you send a truck just for me or combine pickups',
    'I am comparing recyclers on their transport footprint. How do you organise the trips to collect goods from customers?',
  ]),
  // Company: the solar and storage valuer and what they look at
  ...paraphrases('company', 'de', { must: [SOLAR_VALUER_DE], pages: TEAM_PAGE }, [
    'Wer schaut sich bei euch gebrauchte Wechselrichter und Speicher an, und worauf achtet die Person?',
    'Wir bauen eine PV-Anlage mit Batteriespeicher zurück. Bevor wir Ihnen Daten schicken: Welche Angaben interessieren Ihren Fachmann für Solartechnik besonders?',
  ]),
  ...paraphrases('company', 'en', { must: [SOLAR_VALUER_EN], pages: TEAM_PAGE }, [
    'who values solar inverters and batteries on your team, what do they look at',
    [
      'We are taking down a PV plant with a storage system. Which details does the person who appraises solar equipment at your company care about most?',
      'de',
    ],
  ]),
  // Company: the legal form
  ...paraphrases('company', 'de', { must: [LEGAL_FORM], pages: LEGAL_FORM_PAGES }, [
    'Was für eine Gesellschaftsform habt ihr eigentlich?',
    'Für unser Lieferantenstammblatt benötige ich die Rechtsform Ihres Unternehmens und den Sitz der Gesellschaft.',
  ]),
  ...paraphrases('company', 'en', { must: [LEGAL_FORM], pages: LEGAL_FORM_PAGES }, [
    'what type of company are you legally',
    'Our supplier onboarding form asks for your legal form and registered office. What should I enter?',
  ]),
  // Company: what the company does, its areas
  ...paraphrases('company', 'de', { must: AREAS_DE, pages: AREAS }, [
    'Was macht eure Firma eigentlich alles?',
    'Ich bin auf Ihre Seite gestoßen, weil ich einen Entsorger für unsere Firma suche. Können Sie mir kurz sagen, womit sich Ihr Unternehmen beschäftigt?',
  ]),
  ...paraphrases('company', 'en', { must: AREAS_EN, pages: AREAS }, [
    'what exactly does your company do',
    'I run a small facility management company and found you via search. Could you give me a short overview of the business areas you cover?',
  ]),
  // Company: the 2024 figures are the company’s own
  ...paraphrases('company', 'de', { must: [OWN_FIGURES_DE], pages: SUSTAINABILITY }, [
    'Sind eure Nachhaltigkeitszahlen von 2024 extern geprüft oder selbst erhoben?',
    'Für unser Lieferanten-Audit müssen wir angeben, woher die Umweltkennzahlen unserer Partner stammen. Beruhen Ihre Werte für 2024 auf einer eigenen Bilanz oder auf einem Testat?',
  ]),
  ...paraphrases('company', 'en', { must: [OWN_FIGURES_EN], pages: SUSTAINABILITY }, [
    'are your 2024 sustainability numbers audited by a third party',
    "In our supplier audit we have to note where each partner's environmental figures come from. Are your 2024 results your own calculation or independently certified?",
  ]),
  // Legal: the terms apply to consumers too (§ 1)
  ...paraphrases('legal', 'de', { must: [CONSUMERS_DE], pages: TERMS }, [
    'Gelten eure AGB auch, wenn ich als Privatperson verkaufe?',
    'Ich bin kein Unternehmer, sondern möchte nur den Akku meines alten E-Bikes loswerden. Sind Ihre Geschäftsbedingungen überhaupt auf Privatkunden ausgelegt?',
  ]),
  ...paraphrases('legal', 'en', { must: [CONSUMERS_EN], pages: TERMS }, [
    'do your terms apply to private individuals too',
    ['t&c for consumers or only b2b?', 'de'],
  ]),
  // Legal: a service contract is concluded with the order confirmation (§ 3)
  ...paraphrases('legal', 'de', { must: [ORDER_CONFIRMATION_DE], pages: TERMS }, [
    'Ab wann ist ein Entsorgungsauftrag bei euch verbindlich?',
    'Wir möchten Sie mit der Abholung und Vernichtung von Altgeräten beauftragen. Wie kommt der Vertrag über diese Leistung zustande – reicht ein Anruf?',
  ]),
  ...paraphrases('legal', 'en', { must: [ORDER_CONFIRMATION_EN], pages: TERMS }, [
    'when is a recycling job with you actually booked and binding',
    'disposal order binding from when?',
  ]),
  // Legal: the UN sales convention (CISG) is excluded (§ 9)
  ...paraphrases('legal', 'de', { must: [CISG_DE], pages: TERMS }, [
    'Gilt bei Verkäufen an euch das UN-Kaufrecht?',
    'Wir sind ein Schweizer Händler und verkaufen Ihnen regelmäßig Restposten. Unsere Juristin fragt, ob das Wiener Kaufrechtsübereinkommen auf diese Verträge anwendbar ist.',
  ]),
  ...paraphrases('legal', 'en', { must: [CISG_EN], pages: TERMS }, [
    'does the CISG apply to our sale to you',
    ['un sales convention excluded in your terms?', 'de'],
  ]),
  // Legal: who is responsible for the content (imprint, § 18 MStV)
  ...paraphrases('legal', 'de', { must: [CONTENT_RESPONSIBLE], pages: IMPRINT }, [
    'Wer ist für die Inhalte eurer Website verantwortlich?',
    'Ich habe auf Ihrer Seite einen Fehler in einem Text gefunden und möchte mich an die zuständige Person wenden. Wer ist inhaltlich verantwortlich für die Website?',
  ]),
  ...paraphrases('legal', 'en', { must: [CONTENT_RESPONSIBLE], pages: IMPRINT }, [
    'who is responsible for the content of this website',
    ['person responsible for site content?', 'de'],
  ]),
  // Legal: the right to object (Art. 21 GDPR)
  ...paraphrases('legal', 'de', { must: [OBJECT_DE], pages: PRIVACY }, [
    'Kann ich der Verarbeitung meiner Daten bei euch widersprechen?',
    'Sie verarbeiten meine Daten laut Datenschutzerklärung teils auf Grundlage eines berechtigten Interesses. Damit bin ich nicht einverstanden – welches Recht habe ich da?',
  ]),
  ...paraphrases('legal', 'en', { must: [OBJECT_EN], pages: PRIVACY }, [
    'can i object to you processing my data',
    ['right to object gdpr how?', 'de'],
  ]),
  // Legal: the EU recovery targets for battery materials
  ...paraphrases('legal', 'de', { must: [EU_TARGETS_DE], pages: EU_TARGETS }, [
    'Wie viel Lithium muss nach EU-Recht aus alten Batterien zurückgewonnen werden?',
    'Ich schreibe eine Seminararbeit über die neue EU-Batterieverordnung. Welche Rückgewinnungsquoten für Batterierohstoffe schreibt die EU vor, und bis wann?',
  ]),
  ...paraphrases('legal', 'en', { must: [EU_TARGETS_EN], pages: EU_TARGETS }, [
    'what recovery rates does the EU require for battery materials',
    ['eu battery recycling quota lithium?', 'de'],
  ]),
  // Legal: no obligation to provide data, only the required fields
  ...paraphrases('legal', 'de', { must: [NO_OBLIGATION_DE], pages: NO_OBLIGATION }, [
    'Bin ich verpflichtet, euch meine persönlichen Daten zu geben?',
    'Ich möchte eigentlich so wenig wie möglich von mir preisgeben. Gibt es eine Pflicht, Ihnen meine Daten mitzuteilen, wenn ich eine Anfrage stelle?',
  ]),
  ...paraphrases('legal', 'en', { must: [NO_OBLIGATION_EN], pages: NO_OBLIGATION }, [
    'am i obliged to give you my personal data',
    'I prefer to share as little about myself as possible. Is there any obligation to provide my details when I send you an inquiry?',
  ]),
];
