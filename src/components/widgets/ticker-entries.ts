import { getItemsByArticleNumbers, latestPriceListDate } from '@/content/catalogue';
import { priceListPaths } from '@/content/catalogue/paths';
import { tickerArticleNumbers, type TickerEntry } from '@/content/widgets';
import type { Locale } from '@/i18n/locales';
import { formatListDate, formatUpTo } from '@/lib/format';
import { localizedPath } from '@/lib/site-url';

/** What the quick-contact panel's ticker loads when it opens: the prices' date and the entries. */
export type TickerData = { date: string; entries: TickerEntry[] };

/**
 * The ticker's items with their indicative maximum prices, read from the published catalogue.
 * Served as a small JSON file (/preissuche/ticker) rather than inlined in every page, so that a new
 * price version regenerates the price pages only, not every page of the site.
 */
export function tickerData(locale: Locale): TickerData {
  return {
    date: formatListDate(latestPriceListDate(), locale),
    entries: getItemsByArticleNumbers(tickerArticleNumbers).flatMap((item) =>
      item.price === null
        ? []
        : [
            {
              model: `${item.brand} ${item.model}`,
              category: item.categoryName[locale],
              price: formatUpTo(item.price, locale),
              href: `${localizedPath(priceListPaths[item.listId], locale)}#${item.categoryId}`,
            },
          ],
    ),
  };
}
