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
 * hold-out file (eval/holdout-9t.ts), the first and third are in the tuning file
 * (eval/questions-tuning-10t.ts); the second ones are here.
 */

export const holdoutQuestionsT: EvalCase[] = [
  // Service: lithium batteries are not discharged before pickup
  ...paraphrases('service', 'de', { must: [DISCHARGE_DE], pages: DISCHARGE }, [
    'muss ich die lithium akkus vorher komplett entladen damit nix passiert',
  ]),
  ...paraphrases('service', 'en', { must: [DISCHARGE_EN], pages: DISCHARGE }, [
    'We are storing about 30 lithium packs from our rental bikes until you collect them. Do we have to drain them completely first to make the transport safer?',
  ]),
  // Service: cells that cannot be reused go into black mass
  ...paraphrases('service', 'de', { must: [BLACK_MASS_DE], pages: BLACK_MASS }, [
    'wie recycelt ihr kaputte lithiumzellen eigentlich, wird da was zurückgewonnen?',
  ]),
  ...paraphrases('service', 'en', { must: [BLACK_MASS_EN], pages: BLACK_MASS }, [
    'How exactly do you get the lithium, cobalt and nickel back out of old battery cells?',
  ]),
  // Service: boards with precious metals are paid for
  ...paraphrases('service', 'de', { must: [PRECIOUS_DE], pages: PRECIOUS }, [
    'kriegt man für leiterplattenschrott kohle bei euch',
  ]),
  ...paraphrases('service', 'en', { must: [PRECIOUS_EN], pages: PRECIOUS }, [
    'We have a few crates of old motherboards from repairs. Are they worth anything to you or is that just waste we pay to get rid of?',
  ]),
  // Service: second-life batteries become stationary storage
  ...paraphrases('service', 'de', { must: [STATIONARY_DE], pages: STATIONARY }, [
    'wo landen die akkupacks die euren test bestehen? werden die weiterverkauft oder verbaut?',
  ]),
  ...paraphrases('service', 'en', { must: [STATIONARY_EN], pages: STATIONARY }, [
    'second life for my pack – what does that mean in practice, where does it end up?',
  ]),
  // Service: fixed collection dates and containers for recurring e-waste
  ...paraphrases('service', 'de', { must: [FIXED_DATES_DE], pages: FIXED_DATES }, [
    'feste abholtermine für firmen möglich',
  ]),
  ...paraphrases('service', 'en', { must: [FIXED_DATES_EN], pages: FIXED_DATES }, [
    'recurring collection + bins for our office?',
  ]),
  // Service: what becomes of the miners that are bought
  ...paraphrases('service', 'de', { must: [MINER_AFTERLIFE_DE], pages: MINERS_PAGE }, [
    'alte asics die nix mehr bringen, was passiert mit denen bei euch',
  ]),
  ...paraphrases('service', 'en', { must: [MINER_AFTERLIFE_EN], pages: MINERS_PAGE }, [
    'My old Antminers are unprofitable now. If I hand them over, do they get parted out, resold or melted down?',
  ]),
  // Service: packing of moisture-sensitive and ESD-sensitive components
  ...paraphrases('service', 'de', { must: [COMPONENT_PACKING_DE], pages: COMPONENT_PACKING }, [
    'muss ich für die bauteile selbst esd verpackung besorgen?',
  ]),
  ...paraphrases('service', 'en', { must: [COMPONENT_PACKING_EN], pages: COMPONENT_PACKING }, [
    'Our surplus chips are moisture sensitive and still sealed. Should we open the bags for counting or leave them as they are for your pickup?',
  ]),
  // Company: donated laptops come with an erasure log
  ...paraphrases('company', 'de', { must: [DONATION_LOG_DE], pages: DONATION }, [
    'laptopspende an schulen – gibts für uns nen beleg über die datenlöschung',
  ]),
  ...paraphrases('company', 'en', { must: [DONATION_LOG_EN], pages: DONATION }, [
    'Our board likes the idea of giving retired notebooks to schools, but our auditor wants a paper trail for the data on them. What do we get back from you?',
  ]),
  // Company: pickups are bundled into routes
  ...paraphrases('company', 'de', { must: [ROUTES_DE], pages: ROUTES }, ['wer plant bei euch die touren']),
  ...paraphrases('company', 'en', { must: [ROUTES_EN], pages: ROUTES }, [
    'Who plans your collection trips, and how do you avoid driving around empty?',
  ]),
  // Company: the solar and storage valuer and what they look at
  ...paraphrases('company', 'de', { must: [SOLAR_VALUER_DE], pages: TEAM_PAGE }, [
    'worauf guckt euer solar bewerter bei alten wechselrichtern',
  ]),
  ...paraphrases('company', 'en', { must: [SOLAR_VALUER_EN], pages: TEAM_PAGE }, [
    'inverter from a dismantled plant – what does your solar guy check',
  ]),
  // Company: the legal form
  ...paraphrases('company', 'de', { must: [LEGAL_FORM], pages: LEGAL_FORM_PAGES }, [
    'seid ihr ne gmbh oder ein einzelunternehmen',
  ]),
  ...paraphrases('company', 'en', { must: [LEGAL_FORM], pages: LEGAL_FORM_PAGES }, [
    ['is your firm a limited company?', 'de'],
  ]),
  // Company: what the company does, its areas
  ...paraphrases('company', 'de', { must: AREAS_DE, pages: AREAS }, [
    'in welchen bereichen seid ihr tätig, nur batterien oder noch mehr',
  ]),
  ...paraphrases('company', 'en', { must: AREAS_EN, pages: AREAS }, [
    'in a nutshell, what kind of stuff do you guys deal with',
  ]),
  // Company: the 2024 figures are the company’s own
  ...paraphrases('company', 'de', { must: [OWN_FIGURES_DE], pages: SUSTAINABILITY }, [
    'wer hat eure co2 und lithium zahlen bestätigt',
  ]),
  ...paraphrases('company', 'en', { must: [OWN_FIGURES_EN], pages: SUSTAINABILITY }, [
    'who verified your CO2 and lithium figures',
  ]),
  // Legal: the terms apply to consumers too (§ 1)
  ...paraphrases('legal', 'de', { must: [CONSUMERS_DE], pages: TERMS }, [
    'agb nur für firmen oder auch für privatleute',
  ]),
  ...paraphrases('legal', 'en', { must: [CONSUMERS_EN], pages: TERMS }, [
    'I am not a business, just a guy with an old e-bike battery. Are your general terms even meant for people like me?',
  ]),
  // Legal: a service contract is concluded with the order confirmation (§ 3)
  ...paraphrases('legal', 'de', { must: [ORDER_CONFIRMATION_DE], pages: TERMS }, [
    'wann steht der vertrag für die festplattenvernichtung, brauch ich was schriftliches',
  ]),
  ...paraphrases('legal', 'en', { must: [ORDER_CONFIRMATION_EN], pages: TERMS }, [
    'We want to hire you to pick up and destroy old drives. At which point is that service contract concluded?',
  ]),
  // Legal: the UN sales convention (CISG) is excluded (§ 9)
  ...paraphrases('legal', 'de', { must: [CISG_DE], pages: TERMS }, ['cisg ausgeschlossen?']),
  ...paraphrases('legal', 'en', { must: [CISG_EN], pages: TERMS }, [
    'Our legal department wants to know whether the Vienna Convention on international sales governs our contracts with you or whether it is excluded.',
  ]),
  // Legal: who is responsible for the content (imprint, § 18 MStV)
  ...paraphrases('legal', 'de', { must: [CONTENT_RESPONSIBLE], pages: IMPRINT }, ['v.i.s.d.p. eurer seite?']),
  ...paraphrases('legal', 'en', { must: [CONTENT_RESPONSIBLE], pages: IMPRINT }, [
    'Who is named in your legal notice as responsible for the editorial content?',
  ]),
  // Legal: the right to object (Art. 21 GDPR)
  ...paraphrases('legal', 'de', { must: [OBJECT_DE], pages: PRIVACY }, ['widerspruch gegen datenverarbeitung wie']),
  ...paraphrases('legal', 'en', { must: [OBJECT_EN], pages: PRIVACY }, [
    "Your privacy policy says some processing is based on legitimate interest. I don't agree with that – what can I do about it?",
  ]),
  // Legal: the EU recovery targets for battery materials
  ...paraphrases('legal', 'de', { must: [EU_TARGETS_DE], pages: EU_TARGETS }, ['eu vorgaben recyclingquote akkus']),
  ...paraphrases('legal', 'en', { must: [EU_TARGETS_EN], pages: EU_TARGETS }, [
    'Is there a legal minimum for how much lithium and cobalt must be recovered from old EV batteries?',
  ]),
  // Legal: no obligation to provide data, only the required fields
  ...paraphrases('legal', 'de', { must: [NO_OBLIGATION_DE], pages: NO_OBLIGATION }, [
    'muss ich echt alle felder im formular ausfüllen',
  ]),
  ...paraphrases('legal', 'en', { must: [NO_OBLIGATION_EN], pages: NO_OBLIGATION }, [
    'do i have to fill in every field of the form',
  ]),
];
