import { ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { getRouteTrail, type RoutePath } from '@/content/routes';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd } from '@/lib/structured-data';

/** Breadcrumb trail from the route registry, with its BreadcrumbList JSON-LD. */
export async function Breadcrumbs({ path, locale }: { path: RoutePath; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Layout' });
  const trail = getRouteTrail(path);
  return (
    <nav aria-label={t('breadcrumbs')} className="border-b border-slate-200 bg-surface">
      <ol className="container-page flex flex-wrap items-center gap-1 py-2 text-sm text-slate-600">
        {trail.map((route, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={route.path} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 text-slate-400" /> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-navy-900">
                  {route.label[locale]}
                </span>
              ) : (
                <Link href={route.path} className="inline-flex min-h-8 items-center hover:text-brand-800 hover:underline">
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
