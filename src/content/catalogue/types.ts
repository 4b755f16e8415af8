import type { z } from 'zod';
import type { Localized } from '@/i18n/locales';
import type {
  catalogueItemSchema,
  priceListIds,
  priceListSchema,
  productPriceListSchema,
  purchaseRuleIds,
  ratingSchema,
  serviceItemSchema,
  servicePriceListSchema,
  servicePriceSchema,
} from './schema';

/** The catalogue's types, inferred from its one schema (schema.ts). */
export type PriceListId = (typeof priceListIds)[number];
export type PurchaseRuleId = (typeof purchaseRuleIds)[number];
export type Rating = z.infer<typeof ratingSchema>;
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
export type ProductPriceList = z.infer<typeof productPriceListSchema>;
export type Family = ProductPriceList['family'];
export type CatalogueCategory = ProductPriceList['categories'][number];
export type ServicePrice = z.infer<typeof servicePriceSchema>;
export type ServiceUnit = NonNullable<Extract<ServicePrice, { kind: 'from' }>['unit']>;
export type ServiceItem = z.infer<typeof serviceItemSchema>;
export type ServicePriceList = z.infer<typeof servicePriceListSchema>;
export type ServiceCategory = ServicePriceList['categories'][number];
export type PriceList = z.infer<typeof priceListSchema>;

/** A product with where it is listed: what search and highlights work with. */
export type ListedItem = CatalogueItem & {
  listId: PriceListId;
  categoryId: string;
  categoryName: Localized;
  family: Family;
};
