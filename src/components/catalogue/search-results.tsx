import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { SearchHit } from '@/lib/catalogue-search';
import { formatUpTo } from '@/lib/format';

/** Server-rendered result list of /preissuche. */
export async function SearchResults({ hits, query, locale }: { hits: SearchHit[]; query: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
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
            <li key={hit.id}>
              <Link
                href={`${hit.path}#${hit.anchor}`}
                className="flex items-baseline justify-between gap-4 px-4 py-3 hover:bg-surface max-sm:flex-col max-sm:gap-1"
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
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
