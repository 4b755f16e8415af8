import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { getRoute, type RoutePath } from '@/content/routes';
import type { ContentPage } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { serviceJsonLd } from '@/components/seo/structured-data';
import { CtaBand } from './cta-band';
import { PageHero } from './page-hero';
import { PageSections } from './page-sections';

/** A whole service or company page from its content: breadcrumbs, hero, sections, closing CTA. */
export function ContentPageView({ path, locale, content }: { path: RoutePath; locale: Locale; content: ContentPage }) {
  const route = getRoute(path);
  return (
    <>
      <Breadcrumbs path={path} locale={locale} />
      <PageHero hero={content.hero} accent={content.accent} />
      <PageSections sections={content.sections} accent={content.accent} locale={locale} />
      <CtaBand cta={content.cta} />
      {content.serviceType ? (
        <JsonLd
          data={serviceJsonLd({
            path,
            locale,
            name: route.title[locale],
            description: route.description[locale],
            serviceType: content.serviceType,
          })}
        />
      ) : null}
    </>
  );
}
