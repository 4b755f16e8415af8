import { claims } from '@/content/claims';
import { teamPage } from '@/content/pages/team';
import { escape } from './question-helpers';

/**
 * The expectations set S's tuning questions (questions-tuning-10s.ts) and its hold-out questions
 * (holdout-9s.ts) share: one definition for both parts. Figures and names are read from the
 * content modules (claims, team page), wordings from the pages and the terms (AGB).
 */

/** An offer after inspection is accepted in text form, e.g. by email (AGB § 3); the sell list's „Angebot annehmen“. */
export const ACCEPT_DE = /Textform|E-Mail|Angebot annehmen/;
export const ACCEPT_EN = /text form|e-?mail|accept offer/i;
export const ACCEPT = ['/agb', '/ankaufsliste'];

/** The price depends on the market on the day of inspection (AGB § 2); components and miners follow the market. */
export const MARKET_DAY_DE = /Marktlage|Tag der Prüfung|Stand der jeweiligen Preisliste|bestimmt der Markt|Kurs/;
export const MARKET_DAY_EN = /market|day of inspection|date of the price list|Bitcoin price/i;
export const MARKET_DAY = [
  '/agb',
  '/elektronische-bauteile-ankauf',
  '/ankauf-elektronische-bauteile-service',
  '/bitcoin-miner-recycling',
];

/** After inspection the seller gets the result in writing: the valuation in text form, a test report. */
export const WRITTEN_RESULT_DE = /Prüfprotokoll|Messprotokoll|Textform|schriftlich/;
export const WRITTEN_RESULT_EN = /test report|in writing|text form|written/i;
export const WRITTEN_RESULT = [
  '/agb',
  '/cpu-ram-ankauf',
  '/bitcoin-miner-recycling',
  '/lithium-batterien',
  '/mobilitaet-batterien',
];

/** Goods are valued item by item (per line item) or as a lot. */
export const PER_ITEM_DE = /einzeln|je Position|Los\b/;
export const PER_ITEM_EN = /item by item|line item|per item|as a lot|whole lot|individually|separately/i;
export const PER_ITEM = ['/cpu-ram-ankauf', '/elektronische-bauteile-ankauf', '/ankauf-elektronische-bauteile-service'];

/** A declined valuation goes back at our cost, unless the seller's information was incorrect (AGB § 5). */
export const WRONG_INFO_DE = /unzutreffend|nicht zutreffend|falsch/;
export const WRONG_INFO_EN = /incorrect|inaccurate|wrong/i;
export const WRONG_INFO = ['/agb'];

/** A stock list is used only for the valuation; a non-disclosure agreement on request; the name stays undisclosed. */
export const CONFIDENTIAL_DE = /Vertraulichkeitsvereinbarung|vertraulich|Firmenname/;
export const CONFIDENTIAL_EN = /non-disclosure|confidential|company name/i;
export const CONFIDENTIAL = ['/ankauf-elektronische-bauteile-service'];

/** Complete servers: we strip them, value the parts individually and name the better route. */
export const STRIP_DE = /einzeln|besseren Weg|bauen (wir )?aus/;
export const STRIP_EN = /which route|individually|strip/i;
export const STRIP = ['/cpu-ram-ankauf'];

/** What raises the price of components: original packaging, a recent date code, traceable origin, uniform lots. */
export const PRICE_UP_DE = /Originalverpackung|Date Code|[Ss]ortenrein|Herkunft/;
export const PRICE_UP_EN = /original (manufacturer )?packaging|date code|uniform lots|origin/i;
export const PRICE_UP = ['/ankauf-elektronische-bauteile-service', '/elektronische-bauteile-ankauf', '/cpu-ram-ankauf'];

/** The photo that helps most: the rating plate (labels of reels and trays, a screenshot of a miner's web interface). */
export const PHOTO_DE = /Typenschild|Etikett|Screenshot/;
export const PHOTO_EN = /rating plate|label|screenshot/i;
export const PHOTO = [
  '/team',
  '/lithium-batterien',
  '/industrie-batterien',
  '/ankauf-elektronische-bauteile-service',
  '/bitcoin-miner-recycling',
];

/** Defective goods: bought at material value or after testing, or recycled. */
export const DEFECTIVE_DE = /defekt|Materialwert|Recycling|Verwertung/i;
export const DEFECTIVE_EN = /defective|material value|recycl|for parts/i;
export const DEFECTIVE = [
  '/cpu-ram-ankauf',
  '/bitcoin-miner-recycling',
  '/elektronikschrott-entsorgung',
  '/ankaufsliste',
  '/elektronische-bauteile-ankauf',
  '/solarmodule-ankauf-recycling',
  '/solarkomponenten-ankauf-service',
  '/lithium-batterien',
];

/** What a used traction battery is worth: chemistry, capacity, state of health, demand (the tester on the team page). */
export const EV_VALUE_DE = /Gesundheitszustand|State of Health|Kapazität|Chemie/;
export const EV_VALUE_EN = /state of health|capacity|chemistry/i;
export const EV_VALUE = ['/mobilitaet-batterien', '/lithium-batterien', '/team'];

/** Large quantities: we visit the site (inventory, farms after a site visit). */
export const SITE_VISIT_DE = /besichtig|Besichtigung|vor Ort/;
export const SITE_VISIT_EN = /visit|on site|on-site/i;
export const SITE_VISIT = ['/elektroschrott-recycling', '/bitcoin-miner-recycling'];

/** Battery cells, lead and circuit boards are paid by weight. */
export const BY_WEIGHT_DE = /nach Gewicht/;
export const BY_WEIGHT_EN = /by weight/i;
export const BY_WEIGHT = ['/lithium-batterien', '/industrie-batterien', '/elektroschrott-recycling'];

/** We pay only by bank transfer in euros. */
export const EUROS_DE = /Euro\b/;
export const EUROS_EN = /euros?\b/i;
export const EUROS = ['/bitcoin-miner-recycling'];

/**
 * The „bis zu“ prices hold for complete goods; completeness (a power supply, all hashboards) decides
 * the price; missing accessories make a sell-list item „Gebraucht – mit Mängeln“.
 */
export const COMPLETE_DE = /[Vv]ollständig|Netzteil|Zubehör/;
export const COMPLETE_EN = /complete|power supply|accessor/i;
export const COMPLETE = ['/agb', '/cpu-ram-ankauf', '/mission', '/bitcoin-miner-recycling', '/ankaufsliste'];

/** Several items at once: the sell list; a single inquiry: the contact form. */
export const CHANNEL_DE = /Ankaufsliste|Kontaktformular/;
export const CHANNEL_EN = /sell list|contact form/i;
export const CHANNEL = ['/ankaufsliste', '/kontakt'];

/** The team member who buys IT hardware and servers, read from the team page. */
export const SERVER_BUYER =
  teamPage.de.sections
    .flatMap((section) => (section.kind === 'people' ? section.people : []))
    .find((person) => person.role.includes('Server'))?.name ?? 'Server';
export const TEAM_PAGE = ['/team'];

/** The share of the new price paid for modules and inverters („30 %“), from the claims. */
export const SOLAR_SHARE = new RegExp(`(?<!\\d)${escape(String(claims.shareOfNewPrice.solar))}\\s?%`);
export const SOLAR_SHARE_PAGES = [
  '/wechselrichter-ankauf-alle-marken',
  '/huawei-ankauf-recycling',
  '/huawei-solar-ankauf',
  '/sma-wechselrichter-ankauf',
  '/fronius-wechselrichter-ankauf',
  '/solarmodule-ankauf-recycling',
  '/solarmodule-premium-ankauf',
  '/solarankauf-main',
  '/erneuerbare-energien-ankauf',
];

/** With the seller's acceptance the purchase contract is concluded and ownership passes (AGB §§ 3, 6). */
export const CONCLUDED_DE = /Eigentum|Kaufvertrag|zustande/;
export const CONCLUDED_EN = /ownership|purchase contract|concluded/i;
export const CONCLUDED = ['/agb'];
