import { Icon } from '@/components/icons';
import type { ListedItem } from '@/content/catalogue';
import { priceListPaths } from '@/content/catalogue/paths';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatUpTo } from '@/lib/format';
import { capacityText } from './price-format';

/** Highlight list of top prices, each linking to its category in the price list. */
export function PriceHighlights({ items, locale, note }: { items: ListedItem[]; locale: Locale; note: string }) {
  return (
    <>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {items.map((item) => (
          <li
            key={item.articleNumber}
            className="relative flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
          >
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Icon name="euro" className="size-4 text-brand-700" />
              {item.brand}
            </p>
            <h3 className="mt-2 font-semibold text-navy-900">
              <Link
                href={`${priceListPaths[item.listId]}#${item.categoryId}`}
                className="after:absolute after:inset-0 after:content-['']"
              >
                {item.model}
              </Link>
            </h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{capacityText(item, locale)}</p>
            <p className="mt-3 text-lg font-bold text-brand-800 tabular">
              {item.price === null ? null : formatUpTo(item.price, locale)}
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-600">{note}</p>
    </>
  );
}
