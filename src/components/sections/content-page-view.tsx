import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { contentText, figureBasis, statedFigures } from '@/content/promises';
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
  // A figure the hero states and no section repeats gets its basis under the hero (the sections
  // give it under their own figures).
  const inSections = statedFigures(contentText(content.sections), locale);
  const heroNote = statedFigures(contentText(content.hero), locale)
    .filter((figure) => !inSections.includes(figure))
    .map((figure) => figureBasis(figure, locale))
    .join(' ');
  return (
    <>
      <Breadcrumbs path={path} locale={locale} />
      <PageHero hero={content.hero} accent={content.accent} note={heroNote} />
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
