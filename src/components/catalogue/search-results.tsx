import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { SearchHit } from '@/lib/catalogue-search';
import { formatUpTo } from '@/lib/format';
import { localizedPath } from '@/lib/site-url';
import { SellListAddController } from '@/components/sell-list/add-controller';
import { AddToListLink } from '@/components/sell-list/add-to-list-link';
import { addControllerTexts } from '@/components/sell-list/add-texts';
import { productName } from '@/components/sell-list/product-name';

/** Server-rendered result list of /preissuche. */
export async function SearchResults({ hits, query, locale }: { hits: SearchHit[]; query: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  const tSell = await getTranslations({ locale, namespace: 'SellList' });
  return (
    <div>
      <p role="status" className="font-semibold text-navy-900">
        {t('searchResultsFor', {
          query,
          countText:
            hits.length === 0
              ? t('instantNone')
              : hits.length === 1
                ? t('instantOne')
                : t('instantMany', { count: hits.length }),
        })}
      </p>
      {hits.length === 0 ? (
        <p className="mt-3 max-w-2xl text-slate-700">{t('searchNoResults', { query })}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {hits.map((hit) => (
            <li key={hit.id} className="flex items-center gap-2 pr-3 max-sm:flex-col max-sm:items-stretch max-sm:pr-0">
              <Link
                href={`${hit.path}#${hit.anchor}`}
                className="flex min-w-0 flex-1 items-baseline justify-between gap-4 px-4 py-3 hover:bg-surface max-sm:flex-col max-sm:gap-1"
              >
                <span>
                  <span className="block font-semibold text-navy-900">{hit.model}</span>
                  <span className="block text-sm text-slate-600">
                    {hit.brand} · {hit.category} · {t('articleNumber')} <span className="tabular">{hit.id}</span>
                  </span>
                </span>
                <span className="shrink-0 font-bold text-brand-800 tabular">
                  {hit.price === null ? t('negotiable') : formatUpTo(hit.price, locale)}
                </span>
              </Link>
              <AddToListLink
                itemId={hit.id}
                name={productName(hit)}
                price={hit.price}
                href={`${localizedPath(hit.path, locale)}?subject=${encodeURIComponent(
                  tSell('addSubject', { model: hit.model, number: hit.id }),
                )}#contact`}
                label={tSell('add')}
                accessibleLabel={tSell('addFor', { model: hit.model })}
                className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-800 hover:border-brand-700 max-sm:mx-4 max-sm:mb-3"
              />
            </li>
          ))}
        </ol>
      )}
      {hits.length > 0 ? <SellListAddController texts={await addControllerTexts(locale)} /> : null}
    </div>
  );
}
