import { Search } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Button } from '@/components/ui/button';
import { localizedPath } from '@/lib/site-url';

/** The plain GET search form (works without JavaScript): /preissuche?q=… */
export async function PriceSearchForm({
  locale,
  query = '',
  autoFocus = false,
}: {
  locale: Locale;
  query?: string;
  autoFocus?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' });
  return (
    <form role="search" action={localizedPath('/preissuche', locale)} method="get" className="max-w-2xl">
      <label htmlFor="price-search-q" className="block font-semibold text-navy-900">
        {t('searchLabel')}
      </label>
      <p id="price-search-hint" className="mt-1 text-sm text-slate-600">
        {t('searchHint')}
      </p>
      <div className="mt-3 flex gap-2 max-sm:flex-col">
        <input
          id="price-search-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={100}
          autoComplete="off"
          autoFocus={autoFocus}
          aria-describedby="price-search-hint"
          placeholder={t('searchPlaceholder')}
          className="min-h-12 flex-1 rounded-lg border border-slate-400 bg-white px-4 text-base text-navy-900 placeholder:text-slate-500 focus-visible:border-brand-700"
        />
        <Button type="submit" size="lg">
          <Search aria-hidden="true" />
          {t('searchSubmit')}
        </Button>
      </div>
    </form>
  );
}
