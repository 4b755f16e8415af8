import { z } from 'zod';
import { iconNames } from '../icon-names';
import { priceListIds } from './types';

/**
 * Zod schema of the catalogue data. The data test parses every list with it, and
 * `allPriceLists()` in index.ts validates once when a page first reads the catalogue (at build).
 */
const localizedText = z.object({ de: z.string().trim().min(1), en: z.string().trim().min(1) });
const iconName = z.enum(iconNames);
const accent = z.enum(['brand', 'energy', 'it', 'solar', 'medical', 'mining', 'counterfeit']);
const wholeEuros = z.number().int().positive();

export const articleNumberPattern = /^KW-[A-Z]{3}-\d{4}$/;
export const serviceNumberPattern = /^KW-SRV-S\d{3}$/;

export const catalogueItemSchema = z
  .object({
    model: z.string().trim().min(2),
    brand: z.string().trim().min(2),
    articleNumber: z.string().regex(articleNumberPattern),
    rating: z
      .object({ value: z.number().positive(), unit: z.enum(['kWh', 'MWh', 'W', 'Wp', 'kW', 'kWp', 'MW', 'GB', 'TB']) })
      .optional(),
    spec: localizedText.optional(),
    price: wholeEuros.nullable(),
    newPrice: wholeEuros.optional(),
    approximate: z.boolean().optional(),
    description: localizedText,
    solar: z
      .object({
        type: z.enum(['module', 'inverter', 'battery', 'plant', 'component']),
        voltage: z.string().min(2).optional(),
        powerKw: z.number().positive().optional(),
        efficiencyPercent: z.number().min(10).max(100).optional(),
        specs: z.array(z.string().min(1)).optional(),
        features: z.object({ de: z.array(z.string().min(1)), en: z.array(z.string().min(1)) }).optional(),
      })
      .strict()
      .optional(),
    aliases: z.array(z.string().min(2)).optional(),
  })
  .strict()
  .refine((item) => !item.approximate || item.newPrice !== undefined, { message: 'approximate needs a new price' })
  .refine((item) => item.rating !== undefined || item.spec !== undefined || item.solar?.type === 'component', {
    message: 'an item needs a capacity/power (rating) or a spec text',
  });

const categoryBase = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: localizedText,
  icon: iconName,
  accent,
  specialNote: localizedText,
};

export const productPriceListSchema = z.object({
  kind: z.literal('products'),
  id: z.enum(priceListIds),
  family: z.enum(['components', 'renewables']),
  rule: z.enum(['market', 'storage', 'solar']),
  categories: z.array(z.object({ ...categoryBase, items: z.array(catalogueItemSchema).min(1) }).strict()).min(1),
});

const serviceUnit = z.enum(['module', 'kg', 'job']);
const serviceAmount = z.number().positive().multipleOf(0.01);

export const serviceItemSchema = z
  .object({
    serviceNumber: z.string().regex(serviceNumberPattern),
    name: localizedText,
    condition: localizedText,
    price: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('free') }),
      z.object({ kind: z.literal('included') }),
      z.object({ kind: z.literal('from'), amount: serviceAmount, unit: serviceUnit.optional() }),
      z.object({ kind: z.literal('surcharge'), percent: z.number().int().positive().max(100) }),
      z.object({ kind: z.literal('payout') }),
    ]),
    comparison: z.object({ amount: serviceAmount, unit: serviceUnit.optional() }).optional(),
    description: localizedText,
  })
  .strict();

export const servicePriceListSchema = z.object({
  kind: z.literal('services'),
  id: z.literal('solar-services'),
  family: z.literal('renewables'),
  categories: z.array(z.object({ ...categoryBase, items: z.array(serviceItemSchema).min(1) }).strict()).min(1),
});

export const priceListSchema = z.discriminatedUnion('kind', [productPriceListSchema, servicePriceListSchema]);
