import { allPriceLists } from '@/content/catalogue';
import { priceListPaths } from '@/content/catalogue/paths';
import { claims } from '@/content/claims';
import { company } from '@/content/company';
import { cityName } from '@/content/legal/shared';
import { teamPage } from '@/content/pages/team';
import { retention } from '@/content/retention';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/lib/format';
import { escape } from './question-helpers';

/**
 * What the evaluation expects of a reply: facts derived from the content modules (claims, company
 * facts, retention, team page), so that changing a promise there changes the expectation too; the
 * wordings the pages use; and the pages a reply may cite. Prices come from the catalogue itself
 * (`products` in a case), never from here. How questions are written down (`paraphrases`,
 * `modelQuestions`, `categoryQuestions`) is in ./question-helpers.ts.
 */
export const NO_AMOUNT = /\d[\d.,]*\s?€|€\s?\d/;

const { weekdays } = company.openingHours;

export const expected = {
  de: {
    paymentDays: `${claims.paymentDays} Tage`,
    transfer: 'Überweisung',
    valuationHours: `${claims.valuationHours.min}–${claims.valuationHours.max} Stunden`,
    pickupDays: `${claims.pickupWorkingDays.min}–${claims.pickupWorkingDays.max} Werktage`,
    nationwide: 'bundesweit',
    free: 'kostenlos',
    opens: weekdays.opens,
    closes: weekdays.closes,
    saturday: 'samstags nach Vereinbarung',
    phone: company.phone,
    email: company.email,
    city: company.city,
    founded: String(claims.foundingYear),
    chatDays: `${retention.chatDays} Tage`,
    contact: 'Kontaktformular',
    indicative: 'unverbindlich',
  },
  en: {
    paymentDays: `${claims.paymentDays} days`,
    transfer: 'bank transfer',
    valuationHours: `${claims.valuationHours.min}–${claims.valuationHours.max} hours`,
    pickupDays: `${claims.pickupWorkingDays.min}–${claims.pickupWorkingDays.max} working days`,
    nationwide: 'Germany',
    free: 'free',
    opens: weekdays.opens,
    closes: weekdays.closes,
    saturday: 'Saturdays by appointment',
    phone: company.phone,
    email: company.email,
    city: company.city,
    founded: String(claims.foundingYear),
    chatDays: `${retention.chatDays} days`,
    contact: 'contact form',
    indicative: 'indicative',
  },
} satisfies Record<Locale, Record<string, string>>;

/*
 * What the question files (eval/questions-tuning-3a.ts … -6h.ts and their hold-out twins
 * eval/holdout-2a.ts … -5h.ts) expect in common, each defined once here so that a tuning file
 * and its hold-out twin cannot drift apart. A name used by two sets with different values has
 * one constant per value, named by what differs; a list used by one file alone stays there.
 */

// Figures and names read from the content modules (claims, company, retention, team page), so a
// change there changes the expectation too.

/** The binding valuation after arrival („24–48“), from the claims. */
export const VALUATION = new RegExp(`${claims.valuationHours.min}\\s?[–-]\\s?${claims.valuationHours.max}`);
/** Recording and destruction 24–48 h after arrival („24–48“, „24 bis 48“), from the claims. */
export const DESTRUCTION_HOURS = new RegExp(
  `${claims.valuationHours.min}\\s?(–|-|bis)\\s?${claims.valuationHours.max}`,
);
/** The first reply (a price range) within 24 h on working days: „24 h“, „24 Stunden“, "24 hours", from the claims. */
export const ESTIMATE = new RegExp(`(?<![\\d–-])${claims.priceEstimateHours}\\s?(h\\b|Stunden|hours)`);
/** Free solar pickup and dismantling from 50 modules, from the claims. */
export const FREE_MODULES_DE = new RegExp(`\\b${claims.freePickupFrom.modules} (Modul|Stück)`);
export const FREE_MODULES_EN = new RegExp(`\\b${claims.freePickupFrom.modules} (module|unit)`);
/** Free inverter transport from 10 units, from the claims. */
export const FREE_INVERTERS_DE = new RegExp(`\\b${claims.freePickupFrom.inverters} (Wechselrichter|Stück)`);
export const FREE_INVERTERS_EN = new RegExp(`\\b${claims.freePickupFrom.inverters} (inverter|unit)`);
/** The share of bought goods that is reused („60 %“), from the claims. */
export const REUSED = new RegExp(`${claims.reusedPercent}\\s?%`);
/** Lithium handed over for recovery in 2024 („15 t“), from the claims. */
export const LITHIUM = new RegExp(`\\b${claims.balance2024.lithiumTonnes}\\s?t\\b`);
/** Rare earths handed over for recovery in 2024 („5 t“), from the claims. */
export const RARE_EARTHS = new RegExp(`\\b${claims.balance2024.rareEarthsTonnes}\\s?t\\b`);
/** CO₂ saved in the company's own operations in 2024 („50 t“), from the claims. */
export const CO2_2024 = new RegExp(`\\b${claims.balance2024.co2SavedTonnes}\\s?t\\b`);
/** Devices recycled, as the German pages write it: „10.000.000+“ or „über 10 Millionen“. */
export const DEVICES_DE = new RegExp(
  `${escape(formatNumber(claims.devicesRecycled, 'de'))}|${formatNumber(claims.devicesRecycled / 1_000_000, 'de')}\\sMillionen`,
);
/** The 2030 goal in devices, as the pages write it: "50 million" or "50,000,000". */
export const GOAL_DEVICES_EN = new RegExp(
  `${formatNumber(claims.goals2030.devices / 1_000_000, 'en')}\\s?million|${escape(formatNumber(claims.goals2030.devices, 'en'))}`,
);
/**
 * The city as the German and the English pages name it („Köln“, "Cologne"): the address, and the
 * exclusive place of jurisdiction for merchants (terms § 9).
 */
export const CITY = new RegExp(`${company.city}|${cityName('en')}`);
/** Inquiries are deleted 730 days after receipt ("730 days"), from the retention periods. */
export const LEAD_DAYS_EN = `${retention.leadDays} days`;
/** The same period as a pattern („730 Tage“). */
export const INQUIRY_DAYS_DE = new RegExp(`(?<!\\d)${retention.leadDays}\\s?Tage`);
/** Uploads never sent with an inquiry are deleted after 24 hours, from the retention periods. */
export const UPLOAD_HOURS_EN = new RegExp(`(?<!\\d)${retention.unattachedUploadHours}\\s?hours`);
/** Web server access logs (with IP addresses) are deleted after 14 days, from the retention periods. */
export const ACCESS_LOG_DAYS_EN = new RegExp(`(?<!\\d)${retention.accessLogDays}\\s?days`);

/** The team member with this role (or whose role contains it), read from the team page; the role if nobody has it. */
function teamMember(role: string, partOfRole = false): string {
  return (
    teamPage.de.sections
      .flatMap((section) => (section.kind === 'people' ? section.people : []))
      .find((person) => (partOfRole ? person.role.includes(role) : person.role === role))?.name ?? role
  );
}
/** The in-house dangerous goods safety adviser. */
export const DANGEROUS_GOODS_ADVISER = teamMember('Gefahrgutbeauftragter', true);
/** The head of data destruction. */
export const HEAD_OF_DATA_DESTRUCTION = teamMember('Leitung Datenvernichtung');
/** The head of purchasing and valuation. */
export const HEAD_OF_PURCHASING = teamMember('Leitung Ankauf und Bewertung');
/** The team page's headcount, counted from its people. */
export const TEAM_SIZE = String(
  teamPage.de.sections.reduce((sum, section) => sum + (section.kind === 'people' ? section.people.length : 0), 0),
);

// Wordings a reply must use: what the pages and the terms say, in both languages.

/** The goods go back to a seller who declines the valuation (AGB § 5, CPU/RAM page). */
export const SENT_BACK_DE = /zurück(zu)?send|zurückgeschickt|zurückgesendet|Ware zurück/;
export const SENT_BACK_EN = /return (the goods|them|it)|sent back|send (the goods|them|it) back|returned/i;
/** The same, more loosely: a valuation that is not accepted, the goods go back at our cost (AGB § 5). */
export const RETURN_DE = /zurück|Rücksend/;
export const RETURN_EN = /\breturn|sent back|send (it|them|the goods) back/i;
/** Payment by bank transfer („Überweisung“, „Banküberweisung“). */
export const TRANSFER_DE = /[Üü]berweisung/;
export const TRANSFER_EN = /bank transfer/i;
/** Small quantities and single items are shipped (insured, by parcel). */
export const SHIP_DE = /versend|versichert|Paket/;
export const SHIP_EN = /\bship|insured|parcel/i;
/** „größere Mengen“ are collected free of charge. */
export const LARGER_DE = /größere[nr]? Mengen/i;
/** LARGER_DE, also as „größere Posten“ and „größere holen“. */
export const LARGER_ANY_DE = /größere[nr]? (Mengen|Posten)|größere holen/i;
export const LARGER_EN = /larger (quantities|ones|amounts)/i;
/** Single items: a quote or the transport cost in advance, or insured shipping. */
export const SINGLE_DE = /Angebot|vorab|Transportkosten|versichert/;
export const SINGLE_EN = /quote|in advance|transport cost|insured/i;
/** The seller owns the goods or may sell them; we may ask for proof of origin (AGB § 3). */
export const OWNER_DE = /Herkunft|Eigentümer|Verfügungsberechtigung|zur Veräußerung berechtigt/;
export const OWNER_EN = /proof of origin|traceable origin|own the goods|entitled to sell|right to dispose/i;
/** A valuation below an indicative price comes with its reasons (AGB § 5, item by item). */
export const REASONS_DE = /Gründe|[Bb]egründ/;
export const REASONS_EN = /reason|explain/i;
/** List prices are indicative; the price is set after inspection. */
export const INDICATIVE_DE = /unverbindlich|nach Prüfung|Richtwert/;
export const INDICATIVE_EN = /indicative|after inspection|subject to inspection|not (a )?binding/i;
/** Every quote for miners (and component lots) carries a validity date. */
export const VALIDITY_DE = /Gültigkeit|gültig/;
export const VALIDITY_EN = /valid/i;
/** Damaged or swollen batteries: not shipped by the seller, collected separately in special containers. */
export const DAMAGED_DE =
  /gesondert|getrennt|Gefahrgutbehälter|Gefahrgutverpackung|Spezialbehälter|Sicherheitsbehälter|nicht selbst/;
export const DAMAGED_EN =
  /separately|dangerous[- ]goods (container|packaging)|special container|safety container|not ship it yourself/i;
/** The UPS battery swap is agreed with the customer's maintenance provider. */
export const MAINTENANCE_DE = /Wartung/;
export const MAINTENANCE_EN = /service provider|maintenance/i;
/** A certificate of destruction for destroyed data carriers. */
export const CERTIFICATE_DE = /[Zz]ertifikat/;
export const CERTIFICATE_EN = /certificate/i;
/** Destruction at the customer's site, on request: the drives leave only as particles. */
export const ON_SITE_DE = /vor Ort|bei Ihnen|Ihr Haus|Partikel/;
export const ON_SITE_EN = /on[- ]site|at your site|your premises|particles/i;
/** Working drives may be erased with a report and bought instead of shredded. */
export const ERASE_DE = /[Ll]ösch/;
export const BUY_DE = /[Aa]nkauf|kaufen|gutschreib|Wiederverkaufswert|vergüt/;
export const ERASE_EN = /eras|wip(e|ing)/i;
export const BUY_EN = /\bbuy|credit|resale value/i;
/**
 * Counterfeit destruction: witnessed on request (the page also says it as „unter Aufsicht“, „unter
 * zollamtlicher Überwachung“, "supervised", "under customs supervision"); the certificate's contents.
 */
export const WITNESS_DE = /dabei|begleiten|Beisein|anwesend|vor Ort|Aufsicht|Überwachung/;
export const WITNESS_EN = /witness|attend|present|on site|supervis/i;
export const CERT_CONTENTS_DE = /Aktenzeichen|Warenbeschreibung|Gewicht|Fotos/;
export const CERT_CONTENTS_EN = /reference|description of goods|weight|photos/i;
/** Used medical devices may be resold if they still meet the MDR, with documentation and service records. */
export const MDR_DE = /MDR|Wartungsnachweis|Dokumentation/;
export const MDR_EN = /MDR|documentation|service records/i;
/** Health and HR data (protection class 3): H-5 for hard drives, E-4 for flash memory. */
export const HEALTH_LEVEL = /H-5|E-4/;
/** An offer the seller does not answer is not accepted: it binds only once accepted (terms § 3). */
export const SILENCE_DE =
  /nicht als angenommen|nicht angenommen|nicht gebunden|kein(en)? (Kauf)?[Vv]ertrag|erst (mit|durch) Ihre|erst,? wenn Sie/;
/** Saturdays by appointment („Sa nach Vereinbarung“, "Sat by appointment"). */
export const SATURDAY_DE = /nach Vereinbarung/;
export const SATURDAY_EN = /by appointment/i;
/** No automated individual decision or profiling (Art. 22 GDPR). */
export const NO_PROFILING_DE = /findet nicht statt|keine automatisierte|kein Profiling|nicht automatisiert/;
/** German law applies, the CISG excluded (terms § 9). */
export const GERMAN_LAW_DE = /deutsche[sn]? Recht|Recht der Bundesrepublik/;
/** The club keeps the proceeds of a collection day. */
export const CLUB_KEEPS =
  /behalten|bleibt (beim|bei Ihrem|bei dem|dem) Verein|gehört (dem|Ihrem) Verein|(dem|Ihrem) Verein zugute/;

// The pages a reply may cite as its source (`pages`: at least one of them).

/** Every price list page, read from the catalogue. */
export const PRICE_PAGES = Object.values(priceListPaths);
/** The component price pages (market-priced lists), read from the catalogue. */
export const MARKET_PAGES = allPriceLists().flatMap((list) =>
  list.kind === 'products' && list.rule === 'market' ? [priceListPaths[list.id]] : [],
);
/** The solar service price list (pickup, container, dismantling), read from the catalogue. */
export const SOLAR_SERVICE = [priceListPaths['solar-services']];

/** The contact page: where an inquiry starts. */
export const CONTACT = ['/kontakt'];
/** The pages that show the opening hours: the contact page and every page with the contact section. */
export const HOURS = ['/kontakt', '/', ...PRICE_PAGES];
/** The terms say goods may be brought to us (§ 4); the contact page names the hours. */
export const DROP_OFF = ['/agb', '/kontakt'];
/** The terms (AGB): handover, inspection, payment, law. */
export const TERMS = ['/agb'];
/** The privacy policy. */
export const PRIVACY = ['/datenschutz'];
/** The cookie policy and the privacy policy. */
export const COOKIES = ['/cookie-richtlinie', '/datenschutz'];
/** The consumer dispute resolution statement (§ 36 VSBG): terms and imprint. */
export const ARBITRATION = ['/agb', '/impressum'];
/** The pages that name the data processing agreement under Art. 28 GDPR. */
export const DPA = [
  '/festplatten-vernichtung',
  '/agb',
  '/medizintechnik-recycling',
  '/elektroschrott-recycling',
  '/datenschutz',
];
/** The pages that name the battery law (BattDG). */
export const BATTERY_LAW = [
  '/industrie-batterien',
  '/mobilitaet-batterien',
  '/unternehmensprofil',
  '/scooter-entsorgung',
  '/lithium-batterien',
];
/** The pages that name the EU Batteries Regulation (EU) 2023/1542. */
export const EU_BATTERIES = ['/lithium-batterien', '/mobilitaet-batterien'];

/** The pages that promise the first reply (a price range) within 24 h on working days. */
export const REPLY = [
  '/kontakt',
  '/',
  '/team',
  '/mission',
  '/vision',
  '/unternehmensprofil',
  '/soziales-engagement',
  '/festplatten-vernichtung',
  '/lithium-batterien',
  '/elektroschrott-recycling',
  '/elektronikschrott-entsorgung',
  '/medizintechnik-recycling',
  '/scooter-entsorgung',
  '/industrie-batterien',
  '/mobilitaet-batterien',
  '/bitcoin-miner-recycling',
  '/cpu-ram-ankauf',
  '/elektronische-bauteile-ankauf',
  '/ankauf-elektronische-bauteile-service',
  ...PRICE_PAGES,
];
/** The same pages and the sell list's confirmation. */
export const SELL_REPLY = ['/ankaufsliste', ...REPLY];
/** The pages that say a list or photos are enough for a first indicative answer within 24 h. */
export const ESTIMATE_PAGES = [
  '/kontakt',
  '/',
  '/ankaufsliste',
  '/cpu-ram-ankauf',
  '/lithium-batterien',
  '/scooter-entsorgung',
  '/industrie-batterien',
  '/mobilitaet-batterien',
  '/bitcoin-miner-recycling',
  '/elektronische-bauteile-ankauf',
  '/ankauf-elektronische-bauteile-service',
  '/elektroschrott-recycling',
  '/elektronikschrott-entsorgung',
  '/elektronische-bauteile',
  ...MARKET_PAGES,
];

/** List prices are indicative, the price is set after inspection: the price pages, their hubs, the terms. */
export const INDICATIVE = [
  '/agb',
  '/elektronische-bauteile',
  '/erneuerbare-energien-ankauf',
  '/preissuche',
  '/cpu-ram-ankauf',
  '/ankaufsliste',
  ...PRICE_PAGES,
];
/** The terms, and the component pages that check proof of origin. */
export const OWNERSHIP = ['/agb', '/elektronische-bauteile-ankauf', '/ankauf-elektronische-bauteile-service'];
/** The pages that say deviations and deductions are explained. */
export const REASONS = [
  '/agb',
  '/',
  '/mission',
  '/cpu-ram-ankauf',
  '/lithium-batterien',
  '/elektronische-bauteile-ankauf',
  '/elektronische-bauteile',
  ...MARKET_PAGES,
];
/** The pages that say what happens when the seller declines the valuation: the goods go back. */
export const DECLINE = ['/agb', '/cpu-ram-ankauf'];
/** The pages that say every quote for miners and component lots carries a validity date. */
export const QUOTE_VALIDITY = [
  '/bitcoin-miner-recycling',
  '/elektronische-bauteile-ankauf',
  '/ankauf-elektronische-bauteile-service',
];
/** The pages that name the credit note for sellers. */
export const CREDIT_NOTE = [
  '/cpu-ram-ankauf',
  '/ankauf-elektronische-bauteile-service',
  '/elektroschrott-recycling',
  '/industrie-batterien',
  '/team',
];
/** The pages that offer shipping instead of pickup. */
export const SHIPPING = ['/agb', '/cpu-ram-ankauf', '/elektronische-bauteile-ankauf', '/bitcoin-miner-recycling'];
/** The pages that say larger quantities are collected free of charge. */
export const FREE_PICKUP = [
  '/',
  '/agb',
  '/lithium-batterien',
  '/cpu-ram-ankauf',
  '/scooter-entsorgung',
  '/elektronische-bauteile-ankauf',
  '/ankauf-elektronische-bauteile-service',
];
/** The pages that say what happens with single items: a quote or the transport cost first, or insured shipping. */
export const SINGLE_ITEMS = [
  '/agb',
  '/lithium-batterien',
  '/scooter-entsorgung',
  '/industrie-batterien',
  '/cpu-ram-ankauf',
  '/elektronische-bauteile-ankauf',
  '/bitcoin-miner-recycling',
];
/** SINGLE_ITEMS without the industrial batteries page, in the order the second set (3a, 2a) lists them. */
export const SINGLE_ITEMS_WITHOUT_INDUSTRIAL = [
  '/agb',
  '/scooter-entsorgung',
  '/lithium-batterien',
  '/cpu-ram-ankauf',
  '/elektronische-bauteile-ankauf',
  '/bitcoin-miner-recycling',
];
/** The pages that say damaged or swollen batteries are collected separately, in special containers. */
export const DAMAGED = ['/lithium-batterien', '/scooter-entsorgung', '/mobilitaet-batterien', '/team', '/'];
/** An offer binds only once accepted (terms § 3: acceptance in text form). */
export const OFFER_ACCEPTANCE = ['/ankaufsliste', '/agb'];

/** The sell list page. */
export const SELL_LIST = ['/ankaufsliste'];
/** The status link: the sell list page and the privacy policy's section on sell requests. */
export const SELL_STATUS = ['/ankaufsliste', '/datenschutz'];
/**
 * The list total is the sum of the price lists' "bis zu" prices: the list page calls it a
 * non-binding upper limit, and the terms (§ 2) say those prices are non-binding.
 */
export const SELL_TOTAL = ['/ankaufsliste', '/agb'];
/** Where the sell list is kept until it is sent: the list page, the cookie and privacy policies. */
export const SELL_STORAGE = ['/ankaufsliste', '/cookie-richtlinie', '/datenschutz'];

/** The processor price pages. */
export const PROCESSORS = [
  '/intel-prozessoren-ankauf',
  '/amd-prozessoren-ankauf',
  '/cpu-ram-ankauf',
  '/elektronische-bauteile',
];
/** The CPU and RAM page. */
export const CPUS = ['/cpu-ram-ankauf'];
/** The pages for parts: processors, memory, SSDs, components. */
export const PARTS = [
  '/cpu-ram-ankauf',
  '/speicher-ssd-ankauf',
  '/intel-prozessoren-ankauf',
  '/amd-prozessoren-ankauf',
  '/elektronische-bauteile',
  '/elektronische-bauteile-ankauf',
  '/ankauf-elektronische-bauteile-service',
];
/** The pages for servers, network hardware and IT equipment. */
export const IT_HARDWARE = [
  '/server-hardware-ankauf',
  '/netzwerk-hardware-ankauf',
  '/elektronische-bauteile',
  '/elektroschrott-recycling',
];
/** The network hardware page. */
export const NETWORK = ['/netzwerk-hardware-ankauf'];
/** The electronic components pages. */
export const COMPONENTS = ['/elektronische-bauteile-ankauf', '/ankauf-elektronische-bauteile-service'];
/** The component buying service page. */
export const COMPONENTS_SERVICE = ['/ankauf-elektronische-bauteile-service'];
/** The bitcoin miner page. */
export const MINERS = ['/bitcoin-miner-recycling'];
/** The medical technology page. */
export const MEDICAL = ['/medizintechnik-recycling'];
/** The counterfeit destruction page. */
export const COUNTERFEIT = ['/plagiate-zerstoerung'];
/** The industrial batteries page. */
export const INDUSTRIAL = ['/industrie-batterien'];
/** The electric vehicle batteries page. */
export const EV_BATTERIES = ['/mobilitaet-batterien'];
/** The pages that say what happens to a single battery: a quote, a drop-off point, the retailer. */
export const SINGLE_EBIKE = ['/scooter-entsorgung', '/lithium-batterien'];

/** The pages on data erasure and destruction (the data-carrier service, the e-waste pages, the terms). */
export const DATA = ['/festplatten-vernichtung', '/elektronikschrott-entsorgung', '/elektroschrott-recycling', '/agb'];
/** The pages that say what disposal or recycling costs (their "Was kostet …?" sections). */
export const DISPOSAL_COST = ['/elektronikschrott-entsorgung', '/scooter-entsorgung', '/elektroschrott-recycling'];

/** The e-waste pages: both name the ElektroG. */
export const EWASTE = ['/elektroschrott-recycling', '/elektronikschrott-entsorgung'];
/** The e-waste disposal page: separate collection under the ElektroG, who must erase personal data. */
export const EWASTE_DISPOSAL = ['/elektronikschrott-entsorgung'];
/** The e-waste recycling page: the asset list per device; private households go to the recycling centre. */
export const EWASTE_RECYCLING = ['/elektroschrott-recycling'];
/** Private households hand old devices and batteries in free of charge at a recycling centre or a retailer. */
export const PRIVATE_RETURN = ['/elektroschrott-recycling', '/scooter-entsorgung'];
/** The same, with the lithium batteries page (its drop-off points). */
export const PRIVATE_RETURN_WITH_DROP_OFF = [...PRIVATE_RETURN, '/lithium-batterien'];

/** The hard drive destruction page. */
export const DRIVES = ['/festplatten-vernichtung'];
/** The pages that name the standard security levels (H-4, E-3). */
export const LEVELS = ['/festplatten-vernichtung', '/medizintechnik-recycling'];
/** The pages that say drives are recorded and destroyed 24–48 h after arrival. */
export const DESTRUCTION_TIME = ['/festplatten-vernichtung', '/medizintechnik-recycling'];
/** The pages that offer destruction at the customer's site. */
export const ON_SITE = ['/festplatten-vernichtung', '/medizintechnik-recycling'];
/** The pages that say smartphones and mobile devices are destroyed or erased to DIN 66399. */
export const PHONES = ['/festplatten-vernichtung', '/elektronikschrott-entsorgung', '/elektroschrott-recycling'];
/** The pages that describe the certificate of destruction with its serial numbers. */
export const CERTIFICATE_SERIALS = [
  '/festplatten-vernichtung',
  '/agb',
  '/elektronikschrott-entsorgung',
  '/elektroschrott-recycling',
  '/medizintechnik-recycling',
];
/** The pages that name the certificate of destruction. */
export const CERTIFICATES = [
  '/festplatten-vernichtung',
  '/elektronikschrott-entsorgung',
  '/elektroschrott-recycling',
  '/medizintechnik-recycling',
  '/agb',
  '/',
];
/** The pages that name tapes among the data carriers they destroy. */
export const TAPES = ['/festplatten-vernichtung', '/elektronikschrott-entsorgung'];
/** The pages that say data carriers travel sealed. */
export const SEALED = ['/festplatten-vernichtung', '/medizintechnik-recycling', '/elektronikschrott-entsorgung'];
/** A drive that cannot be erased is destroyed, never sold: the drives page, the team, the terms (§ 7). */
export const FAILED_ERASURE = ['/festplatten-vernichtung', '/team', '/agb'];
/** The pages that say working drives may be erased and bought instead of shredded. */
export const ERASE_AND_BUY = [
  '/festplatten-vernichtung',
  '/speicher-ssd-ankauf',
  '/server-hardware-ankauf',
  '/elektronikschrott-entsorgung',
  '/elektroschrott-recycling',
];

/** The company profile, vision and mission: founding year and devices figure. */
export const PROFILE = ['/unternehmensprofil', '/vision', '/mission'];
/** The pages that give the address and contact details. */
export const WHERE = ['/kontakt', '/impressum', '/unternehmensprofil'];
/** The team page. */
export const TEAM = ['/team'];
/** The social engagement page. */
export const SOCIAL = ['/soziales-engagement'];
/** Training: the apprenticeship and school work placements. */
export const TRAINING = ['/soziales-engagement', '/team'];
/** Laptops for schools are erased with a log (social page; "data-wiped devices" on the home page). */
export const SCHOOL_LAPTOPS = ['/soziales-engagement', '/'];
/** The pages that name the year of climate neutrality. */
export const CLIMATE = ['/vision', '/sustainability', '/'];
/** How emissions are cut: own solar power and electric vans (2024), bundled routes and renewable power (goal). */
export const EMISSIONS = ['/sustainability', '/vision', '/'];
/** The pages that state the share of bought goods that is reused. */
export const REUSE = ['/mission', '/sustainability', '/elektroschrott-recycling', '/vision', '/'];
/** The pages with the 2024 balance. */
export const RESULTS_2024 = ['/sustainability', '/'];
/** The pages with the goals for 2030. */
export const GOALS = ['/vision', '/sustainability', '/unternehmensprofil', '/'];
/** The pages that state the devices figure (with its basis: counted per piece). */
export const DEVICES_PAGES = [
  '/unternehmensprofil',
  '/mission',
  '/vision',
  '/sustainability',
  '/',
  '/elektroschrott-recycling',
];
/** The pages that state the recovery rate (with its basis: a share by weight). */
export const RECOVERY_PAGES = [...DEVICES_PAGES, '/lithium-batterien', '/batteriespeicher-ankauf-recycling'];
/** Lithium batteries are stored separately (team: fire protection; sustainability). */
export const BATTERY_STORAGE = ['/team', '/sustainability'];

/** The solar module price pages and the solar hub. */
export const MODULES = ['/solarmodule-premium-ankauf', '/solarmodule-ankauf-recycling', '/solarankauf-main'];
/** The pages that say used solar modules are bought: the module pages and the renewables hubs. */
export const SOLAR_MODULES = [
  '/solarmodule-ankauf-recycling',
  '/solarmodule-premium-ankauf',
  '/solarankauf-main',
  '/erneuerbare-energien-ankauf',
  '/solarkomponenten-ankauf-service',
];
/** Defective solar modules: the recycling page. */
export const DEFECTIVE_MODULES = ['/solarmodule-ankauf-recycling'];
/** The inverter pages. */
export const INVERTERS = [
  '/wechselrichter-ankauf-alle-marken',
  '/sma-wechselrichter-ankauf',
  '/fronius-wechselrichter-ankauf',
  '/huawei-solar-ankauf',
  '/huawei-ankauf-recycling',
];
/** The pages that say used inverters are bought: the inverter pages and the renewables hubs. */
export const INVERTER_SERVICE_PAGES = [
  ...INVERTERS,
  '/solarankauf-main',
  '/erneuerbare-energien-ankauf',
  '/solarkomponenten-ankauf-service',
];
/** The battery storage pages. */
export const STORAGE = [
  '/batteriespeicher-ankauf-recycling',
  '/huawei-solar-ankauf',
  '/huawei-ankauf-recycling',
  '/byd-energiespeicher-ankauf',
  '/byd-hvm-hvs-ankauf-recycling',
  '/tesla-energy-ankauf',
];
/** The battery storage pages and the solar hub: where the second set (3a, 2a) expects storage prices. */
export const STORAGE_PRICE_PAGES = [...STORAGE, '/solarankauf-main'];
/** The pages that say used battery storage is bought: the storage pages, the renewables hub, industrial batteries. */
export const STORAGE_SERVICE_PAGES = [...STORAGE, '/erneuerbare-energien-ankauf', '/industrie-batterien'];
/** The renewables pages: each names the solar pickup area (Germany, Austria, Switzerland) and thresholds. */
export const RENEWABLES = [
  '/solarkomponenten-ankauf-service',
  '/erneuerbare-energien-ankauf',
  '/solarankauf-main',
  '/solarmodule-ankauf-recycling',
  '/solarmodule-premium-ankauf',
  ...INVERTERS,
  ...STORAGE,
];
/** The renewables pages and the terms: each names the free pickup thresholds. */
export const SOLAR_FREE = ['/agb', ...RENEWABLES];
/** SOLAR_FREE with each page once (the fifth set's list, 6g and 5g). */
export const SOLAR_FREE_UNIQUE = [...new Set(SOLAR_FREE)];
/**
 * RENEWABLES as the second set (3a, 2a) builds it, from STORAGE_PRICE_PAGES: the same pages, with
 * '/solarankauf-main' once more at the end.
 */
export const RENEWABLES_HUB_TWICE = [...RENEWABLES, '/solarankauf-main'];
/** SOLAR_FREE built from RENEWABLES_HUB_TWICE (second set). */
export const SOLAR_FREE_HUB_TWICE = ['/agb', ...RENEWABLES_HUB_TWICE];
