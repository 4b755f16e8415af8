import { z } from 'zod';
import { iconNames } from '../icon-names';
import { accents } from '../accents';

/**
 * The price catalogue's shape, defined once: the TypeScript types (types.ts) are inferred from
 * this schema, the data test parses every list with it, and `allPriceLists()` in index.ts
 * validates once when a page first reads the catalogue (at build). Prices are whole euros;
 * pages format them with `formatUpTo` / `formatEuro`. Copy a visitor reads (category names,
 * notes, descriptions) is given in German and English; model names and article numbers are
 * language-neutral.
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

const localizedText = z.object({ de: z.string().trim().min(1), en: z.string().trim().min(1) });
const wholeEuros = z.number().int().positive();

export const articleNumberPattern = /^KW-[A-Z]{3}-\d{4}$/;
const serviceNumberPattern = /^KW-SRV-S\d{3}$/;

/** Units of a numeric rating (capacity or power). */
export const ratingSchema = z.object({
  value: z.number().positive(),
  unit: z.enum(['kWh', 'MWh', 'W', 'Wp', 'kW', 'kWp', 'MW', 'GB', 'TB']),
});

/** Extra fields of solar and storage entries: type, voltage, power, specs, features, efficiency. */
export const solarDetailsSchema = z
  .object({
    type: z.enum(['module', 'inverter', 'battery', 'plant', 'component']),
    /** Nominal or system voltage, e.g. "400 V" or "1500 V DC". */
    voltage: z.string().min(2).optional(),
    powerKw: z.number().positive().optional(),
    /** Module or inverter efficiency in percent. */
    efficiencyPercent: z.number().min(10).max(100).optional(),
    /** Short language-neutral specs, e.g. "LFP", "n-type HJT". */
    specs: z.array(z.string().min(1)).optional(),
    features: z.object({ de: z.array(z.string().min(1)), en: z.array(z.string().min(1)) }).optional(),
  })
  .strict();

export const catalogueItemSchema = z
  .object({
    /** Model as the manufacturer names it: "GeForce RTX 4090". */
    model: z.string().trim().min(2),
    brand: z.string().trim().min(2),
    /** Fictitious article number of our catalogue, e.g. "KW-GPU-0101". */
    articleNumber: z.string().regex(articleNumberPattern),
    /** Numeric capacity or power, if the item has one. */
    rating: ratingSchema.optional(),
    /** Capacity/power or key specs as shown in the list, e.g. "24 Kerne · bis 6,2 GHz". */
    spec: localizedText.optional(),
    /** Indicative maximum buy-back price in whole euros; `null` means "by negotiation". */
    price: wholeEuros.nullable(),
    /** New (list) price in whole euros, if known. */
    newPrice: wholeEuros.optional(),
    /** The new price is approximate (shown with '~'). */
    approximate: z.boolean().optional(),
    description: localizedText,
    solar: solarDetailsSchema.optional(),
    /** Extra search words (former names, spellings). */
    aliases: z.array(z.string().min(2)).optional(),
    /** The price at the previous "Stand" when it was different (the page marks the change). */
    previousPrice: wholeEuros.nullable().optional(),
  })
  .strict()
  .refine((item) => !item.approximate || item.newPrice !== undefined, { message: 'approximate needs a new price' })
  .refine((item) => item.rating !== undefined || item.spec !== undefined || item.solar?.type === 'component', {
    message: 'an item needs a capacity/power (rating) or a spec text',
  });

const categoryBase = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: localizedText,
  icon: z.enum(iconNames),
  accent: z.enum(accents),
  specialNote: localizedText,
};

/** Which buy-back rule governs a list (see purchase-rules.ts). */
export const purchaseRuleIds = ['market', 'storage', 'solar'] as const;

/** A product price list: one per page. */
export const productPriceListSchema = z.object({
  kind: z.literal('products'),
  id: z.enum(priceListIds),
  family: z.enum(['components', 'renewables']),
  rule: z.enum(purchaseRuleIds),
  /** The list's "Stand": the date of its published prices. */
  date: z.iso.date(),
  categories: z.array(z.object({ ...categoryBase, items: z.array(catalogueItemSchema).min(1) }).strict()).min(1),
});

const serviceUnit = z.enum(['module', 'kg', 'job']);
const serviceAmount = z.number().positive().multipleOf(0.01);

/** Price of a service: free, a fixed or "from" amount per unit, a surcharge, or a payout for the goods. */
export const servicePriceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free') }),
  z.object({ kind: z.literal('included') }),
  z.object({ kind: z.literal('from'), amount: serviceAmount, unit: serviceUnit.optional() }),
  z.object({ kind: z.literal('surcharge'), percent: z.number().int().positive().max(100) }),
  z.object({ kind: z.literal('payout') }),
]);

export const serviceItemSchema = z
  .object({
    /** Fictitious service number, e.g. "KW-SRV-S101". */
    serviceNumber: z.string().regex(serviceNumberPattern),
    name: localizedText,
    /** Condition, e.g. "ab 50 Modulen". */
    condition: localizedText,
    price: servicePriceSchema,
    /** The usual market price we compare with ("Vergleichspreis"); euros, cents allowed. */
    comparison: z.object({ amount: serviceAmount, unit: serviceUnit.optional() }).optional(),
    description: localizedText,
  })
  .strict();

export const servicePriceListSchema = z.object({
  kind: z.literal('services'),
  id: z.literal('solar-services'),
  family: z.literal('renewables'),
  date: z.iso.date(),
  categories: z.array(z.object({ ...categoryBase, items: z.array(serviceItemSchema).min(1) }).strict()).min(1),
});

export const priceListSchema = z.discriminatedUnion('kind', [productPriceListSchema, servicePriceListSchema]);
