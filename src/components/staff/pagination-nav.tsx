import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

type PaginationProps = {
  locale: Locale;
  page: number;
  pageCount: number;
  /** The address of a page of the same list. */
  href: (page: number) => string;
};

/** Previous/next links of a server-paged list (nothing for a single page); the summary says where the reader is. */
export async function PaginationNav({ locale, page, pageCount, href }: PaginationProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'StaffInbox' });
  const link = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:border-brand-700';
  return (
    <nav aria-label={t('pagination')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <span className="text-sm text-slate-600">{t('pageOf', { page, pages: pageCount })}</span>
      <span className="flex gap-2">
        {page > 1 && (
          <a href={href(page - 1)} rel="prev" className={link}>
            {t('previous')}
          </a>
        )}
        {page < pageCount && (
          <a href={href(page + 1)} rel="next" className={link}>
            {t('next')}
          </a>
        )}
      </span>
    </nav>
  );
}
