import 'server-only';
import { getPriceList, type ServicePrice } from '@/content/catalogue';
import { productListings } from '@/content/catalogue/listings';
import { priceListPaths } from '@/content/catalogue/paths';
import { locales, type Locale } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { formatEuro } from '@/lib/format';
import type { KnowledgeDoc, KnowledgeSource } from '../knowledge';
import { catalogueSourceFrom } from './catalogue';

/**
 * The live price catalogue (`src/content/catalogue`) as the assistant's knowledge: every listing of
 * every product price list (an item on two pages is listed twice, so both pages can be cited), and
 * the service conditions of the solar service page.
 */
export const liveCatalogueSource = catalogueSourceFrom(productListings);

/** A service price in the assistant's words (namespace `ChatServicePrices`). */
function servicePrice(price: ServicePrice, locale: Locale): string {
  const t = translator(locale, 'ChatServicePrices');
  switch (price.kind) {
    case 'free':
      return t('free');
    case 'included':
      return t('included');
    case 'from':
      return t('from', { amount: formatEuro(price.amount, locale, { cents: !Number.isInteger(price.amount) }) });
    case 'surcharge':
      return t('surcharge', { percent: price.percent });
    case 'payout':
      return t('payout');
  }
}

/** The service conditions (pickup, dismantling, recycling) as documents. */
export const serviceSource: KnowledgeSource = {
  name: 'catalogue-services',
  docs() {
    const list = getPriceList('solar-services');
    const path = priceListPaths[list.id];
    const docs: KnowledgeDoc[] = [];
    for (const category of list.categories) {
      for (const locale of locales) {
        docs.push({
          id: `service:${locale}:${category.id}`,
          kind: 'section',
          locale,
          title: category.name[locale],
          text: category.specialNote[locale],
          path,
        });
        for (const item of category.items) {
          docs.push({
            id: `service:${locale}:${item.serviceNumber}`,
            kind: 'section',
            locale,
            title: item.name[locale],
            text: `${item.condition[locale]}: ${servicePrice(item.price, locale)}. ${item.description[locale]}`,
            keywords: category.name[locale],
            path,
          });
        }
      }
    }
    return docs;
  },
};
