import { company } from '@/content/company';

/**
 * The expectations set T's tuning questions (questions-tuning-10t.ts) and its hold-out questions
 * (holdout-9t.ts) share: one definition for both parts. Written from the site's content only.
 */

// Services
/** Lithium batteries are not deep-discharged before pickup (lithium FAQ, scooter storage tips). */
export const DISCHARGE_DE = /[Tt]iefentlad/;
export const DISCHARGE_EN = /deep-discharg/i;
export const DISCHARGE = ['/lithium-batterien', '/scooter-entsorgung'];
/** Cells that cannot be reused are processed into black mass. */
export const BLACK_MASS_DE = /Schwarzmasse/;
export const BLACK_MASS_EN = /black.mass/i;
export const BLACK_MASS = ['/lithium-batterien', '/mobilitaet-batterien'];
/** Boards containing precious metals are paid for (e-waste recycling page). */
export const PRECIOUS_DE = /[Ee]delmetall/;
export const PRECIOUS_EN = /precious metal/i;
export const PRECIOUS = ['/elektroschrott-recycling'];
/** Batteries that pass the second-life test become stationary storage. */
export const STATIONARY_DE = /stationär/;
export const STATIONARY_EN = /stationary/i;
export const STATIONARY = ['/mobilitaet-batterien', '/lithium-batterien', '/vision'];
/** Businesses with recurring e-waste get fixed collection dates and containers. */
export const FIXED_DATES_DE = /feste[n]? (Abhol|Sammel)termin|Sammelbehälter/;
export const FIXED_DATES_EN = /fixed collection dates|containers/i;
export const FIXED_DATES = ['/team', '/vision'];
/** What becomes of bought miners: spare parts, aluminium, copper, precious metals. */
export const MINER_AFTERLIFE_DE = /Ersatzteil|Aluminium|Kupfer|Edelmetall/;
export const MINER_AFTERLIFE_EN = /spare part|alumin|copper|precious metal/i;
export const MINERS_PAGE = ['/bitcoin-miner-recycling'];
/** Components travel in their dry packs and in ESD-safe packaging. */
export const COMPONENT_PACKING_DE = /Dry Pack|ESD/;
export const COMPONENT_PACKING_EN = /dry pack|ESD/i;
export const COMPONENT_PACKING = ['/ankauf-elektronische-bauteile-service', '/cpu-ram-ankauf'];

// Company
/** Donated laptops are erased with a log the business receives. */
export const DONATION_LOG_DE = /[Pp]rotokoll/;
export const DONATION_LOG_EN = /\blog/i;
export const DONATION = ['/soziales-engagement'];
/** Pickups are bundled into routes (dispatch, sustainability, vision). */
export const ROUTES_DE = /Tour|gebündelt|bündel/;
export const ROUTES_EN = /route/i;
export const ROUTES = ['/team', '/sustainability', '/vision'];
/** The solar and storage valuer looks at operating hours and fault logs. */
export const SOLAR_VALUER_DE = /Betriebsstunden|Fehlerspeicher/;
export const SOLAR_VALUER_EN = /operating hours|fault log/i;
export const TEAM_PAGE = ['/team'];
/** The legal form, from the company facts. */
export const LEGAL_FORM = company.legalForm;
export const LEGAL_FORM_PAGES = ['/impressum', '/agb', '/datenschutz'];
/** What the company does: batteries and solar among its areas. */
export const AREAS_DE = [/Batterie|Akku/, /Solar/];
export const AREAS_EN = [/batter/i, /solar/i];
export const AREAS = ['/unternehmensprofil', '/', '/mission'];
/** The 2024 figures are the company's own. */
export const OWN_FIGURES_DE = /[Ee]igene[rn]? (Angaben|Bilanz)/;
export const OWN_FIGURES_EN = /own (figures|account)/i;
export const SUSTAINABILITY = ['/sustainability'];

// Legal
/** The terms apply to consumers and businesses (§ 1). */
export const CONSUMERS_DE = /Verbraucher/;
export const CONSUMERS_EN = /consumer/i;
export const TERMS = ['/agb'];
/** Service contracts are concluded with the order confirmation in text form (§ 3). */
export const ORDER_CONFIRMATION_DE = /Auftragsbestätigung/;
export const ORDER_CONFIRMATION_EN = /order confirmation/i;
/** The CISG is excluded (§ 9). */
export const CISG_DE = /UN-Kaufrecht|CISG/;
export const CISG_EN = /CISG|UN Convention/i;
/** The person responsible for the content, from the company facts. */
export const CONTENT_RESPONSIBLE = company.contentResponsible;
export const IMPRINT = ['/impressum'];
/** The right to object (Art. 21 GDPR). */
export const OBJECT_DE = /[Ww]iderspr/;
export const OBJECT_EN = /object/i;
export const PRIVACY = ['/datenschutz'];
/** The EU recovery targets for battery materials (e-mobility page). */
export const EU_TARGETS_DE = /Kobalt/;
export const EU_TARGETS_EN = /cobalt/i;
export const EU_TARGETS = ['/mobilitaet-batterien'];
/** No obligation to provide data; without the form's required fields an inquiry cannot be handled. */
export const NO_OBLIGATION_DE = /verpflichtet|Pflichtfeld/;
export const NO_OBLIGATION_EN = /obligation|required/i;
export const NO_OBLIGATION = ['/datenschutz'];
