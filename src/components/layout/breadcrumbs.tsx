import { ChevronRight } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { getRouteTrail, type RoutePath } from '@/content/routes';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { JsonLd } from '@/components/seo/json-ld';
import { cx } from '@/lib/cx';
import { breadcrumbJsonLd } from '@/components/seo/structured-data';

/**
 * Breadcrumb trail from the route registry, with its BreadcrumbList JSON-LD. It stays on one line:
 * on a narrow phone the current page's name (the heading right below says it in full) is cut
 * with an ellipsis rather than wrapped, so the header's height never depends on the font.
 */
export async function Breadcrumbs({ path, locale }: { path: RoutePath; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Layout' });
  const trail = getRouteTrail(path);
  return (
    <nav aria-label={t('breadcrumbs')} className="border-b border-slate-200 bg-surface">
      <ol className="container-page flex items-center gap-1 py-2 text-sm text-slate-600">
        {trail.map((route, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={route.path} className={cx('flex items-center gap-1', last ? 'min-w-0' : 'shrink-0')}>
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" /> : null}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-navy-900">
                  {route.label[locale]}
                </span>
              ) : (
                <Link
                  href={route.path}
                  className="inline-flex min-h-8 items-center hover:text-brand-800 hover:underline"
                >
                  {route.label[locale]}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(path, locale)} />
    </nav>
  );
}
