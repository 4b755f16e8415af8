import type { IconName } from '../icon-names';
import type { Localized } from '@/i18n/locales';
import type { Accent } from '../types';

/**
 * Shapes of the price catalogue. Prices are whole euros as numbers; pages format them with
 * `formatUpTo` / `formatEuro`. Copy a visitor reads (category names, notes, descriptions) is
 * given in German and English; model names and article numbers are language-neutral.
 */

/** Every price list of the site: six component lists, six renewables price pages, seven catalogues. */
export const priceListIds = [
  'intel',
  'amd',
  'gpu',
  'servers',
  'memory',
  'network',
  'huawei-solar',
  'byd-storage',
  'tesla',
  'sma',
  'fronius',
  'premium-modules',
  'huawei',
  'byd',
  'battery-storage',
  'solar-main',
  'inverters',
  'modules',
  'solar-services',
] as const;
export type PriceListId = (typeof priceListIds)[number];

/** Which buy-back rule of spec §9 governs a list (see purchase-rules.ts). */
export type PurchaseRuleId = 'market' | 'storage' | 'solar';

export type Family = 'components' | 'renewables';

/** Units of a numeric rating (capacity or power). */
export type RatingUnit = 'kWh' | 'MWh' | 'W' | 'Wp' | 'kW' | 'kWp' | 'MW' | 'GB' | 'TB';

export type Rating = { value: number; unit: RatingUnit };

/** Extra fields of solar and storage entries (spec §3: type, voltage, power, specs, features, efficiency). */
export type SolarDetails = {
  type: 'module' | 'inverter' | 'battery' | 'plant' | 'component';
  /** Nominal or system voltage, e.g. "400 V" or "1500 V DC". */
  voltage?: string;
  powerKw?: number;
  /** Module or inverter efficiency in percent. */
  efficiencyPercent?: number;
  /** Short language-neutral specs, e.g. "LFP", "n-type HJT". */
  specs?: string[];
  features?: Localized<string[]>;
};

export type CatalogueItem = {
  /** Model as the manufacturer names it: "GeForce RTX 4090". */
  model: string;
  brand: string;
  /** Fictitious article number of our catalogue, e.g. "KW-GPU-0101". */
  articleNumber: string;
  /** Numeric capacity or power, if the item has one. */
  rating?: Rating;
  /** Capacity/power or key specs as shown in the list, e.g. "24 Kerne · bis 6,2 GHz". */
  spec?: Localized;
  /** Indicative maximum buy-back price in whole euros; `null` means "by negotiation". */
  price: number | null;
  /** New (list) price in whole euros, if known. */
  newPrice?: number;
  /** The new price is approximate (shown with '~'). */
  approximate?: boolean;
  description: Localized;
  solar?: SolarDetails;
  /** Extra search words (former names, spellings). */
  aliases?: string[];
};

export type CatalogueCategory = {
  id: string;
  name: Localized;
  icon: IconName;
  accent: Accent;
  specialNote: Localized;
  items: CatalogueItem[];
};

/** A product price list: one per page. */
export type ProductPriceList = {
  kind: 'products';
  id: PriceListId;
  family: Family;
  rule: PurchaseRuleId;
  categories: CatalogueCategory[];
};

/** Price of a service: free, a fixed or "from" amount per unit, a surcharge, or a payout for the goods. */
export type ServicePrice =
  | { kind: 'free' }
  | { kind: 'included' }
  | { kind: 'from'; amount: number; unit?: ServiceUnit }
  | { kind: 'surcharge'; percent: number }
  | { kind: 'payout' };

export type ServiceUnit = 'module' | 'kg' | 'job';

export type ServiceItem = {
  /** Fictitious service number, e.g. "KW-SRV-0101". */
  serviceNumber: string;
  name: Localized;
  /** Condition, e.g. "ab 50 Modulen". */
  condition: Localized;
  price: ServicePrice;
  /** The usual market price we compare with (spec: "Vergleichspreis"); euros, cents allowed. */
  comparison?: { amount: number; unit?: ServiceUnit };
  description: Localized;
};

export type ServiceCategory = {
  id: string;
  name: Localized;
  icon: IconName;
  accent: Accent;
  specialNote: Localized;
  items: ServiceItem[];
};

export type ServicePriceList = {
  kind: 'services';
  id: 'solar-services';
  family: 'renewables';
  categories: ServiceCategory[];
};

export type PriceList = ProductPriceList | ServicePriceList;

/** A product with where it is listed: what search and highlights work with. */
export type ListedItem = CatalogueItem & {
  listId: PriceListId;
  categoryId: string;
  categoryName: Localized;
  family: Family;
};
