import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { ContentPageView } from '@/components/sections/content-page-view';
import { indexedPaths, isIndexedPath, pageIndex, type IndexedPath, type PageEntry } from '@/content/page-index';
import { locales, type Locale } from '@/i18n/locales';
import { resolveLocale } from '@/i18n/server';
import { routeMetadata } from '@/components/seo/metadata';

/**
 * The text pages (service, company and legal pages) from the page index: one route, pre-rendered
 * for each path and language at build time, each with its own metadata.
 */
type Params = { params: Promise<{ locale: string; slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => indexedPaths.map((path) => ({ locale, slug: path.slice(1) })));
}

function pathOf(slug: string): IndexedPath {
  const path = `/${slug}`;
  if (!isIndexedPath(path)) notFound();
  return path;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const path = pathOf((await params).slug);
  const entry = pageIndex[path];
  // Keywords where a page's content sets them (the counterfeit-destruction page).
  const keywords = entry.view === 'content' ? entry.content[locale].keywords : undefined;
  return routeMetadata(path, locale, keywords ? { keywords } : {});
}

function PageView({ path, entry, locale }: { path: IndexedPath; entry: PageEntry; locale: Locale }) {
  switch (entry.view) {
    case 'content':
      return <ContentPageView path={path} locale={locale} content={entry.content[locale]} />;
    case 'legal':
      return <LegalDocumentView path={entry.path} locale={locale} document={entry.document[locale]} />;
  }
}

export default async function TextPage({ params }: Params) {
  const locale = await resolveLocale(params);
  const path = pathOf((await params).slug);
  return <PageView path={path} entry={pageIndex[path]} locale={locale} />;
}
