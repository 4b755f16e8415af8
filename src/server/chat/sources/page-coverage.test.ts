import { describe, expect, it } from 'vitest';
import { priceListPaths } from '@/content/catalogue/paths';
import { cataloguePages, componentsHub, pricePages, renewablesHub } from '@/content/catalogue-pages';
import { contentPageEntries, legalPageEntries } from '@/content/page-index';
import { locales } from '@/i18n/locales';
import { getChatEngine } from '../default-engine';

/**
 * The assistant reads the site's own lists of pages (the page index, the route registry, the
 * catalogue), so a page added there reaches its search index with no list of the assistant's to
 * update. These tests fail when that stops being true.
 */
const index = getChatEngine().index();
const docs = [...index.docs.values()];
const docsOf = (path: string, locale: string, kind?: string) =>
  docs.filter((doc) => doc.path === path && doc.locale === locale && (kind === undefined || doc.kind === kind));

describe("the assistant's knowledge of the site's pages", () => {
  it('holds every content page of the page index in both languages, findable by its hero title', () => {
    const entries = contentPageEntries();
    expect(entries.length).toBeGreaterThan(0);
    for (const [path, page] of entries) {
      for (const locale of locales) {
        const pageDocs = docsOf(path, locale, 'section');
        expect(pageDocs.length, `${locale} ${path}`).toBeGreaterThan(page[locale].sections.length);
        for (const doc of pageDocs) expect(index.search.has(doc.id), doc.id).toBe(true);
        const hits = index.search.search(page[locale].hero.title, {
          filter: (result) => index.docs.get(result.id)?.locale === locale,
        });
        expect(
          hits.slice(0, 10).some((hit) => index.docs.get(hit.id)?.path === path),
          `${locale} ${path}`,
        ).toBe(true);
      }
    }
  });

  it('holds every legal page of the page index in both languages', () => {
    for (const [path] of legalPageEntries()) {
      for (const locale of locales) {
        const legalDocs = docsOf(path, locale, 'section');
        expect(legalDocs.length, `${locale} ${path}`).toBeGreaterThan(0);
        for (const doc of legalDocs) expect(index.search.has(doc.id), doc.id).toBe(true);
      }
    }
  });

  it('knows every price list page and hub the site lists, and the products of every price list', () => {
    const pages = [...pricePages, ...cataloguePages, componentsHub, renewablesHub].map((page) => page.path);
    for (const path of pages) {
      for (const locale of locales) expect(docsOf(path, locale, 'page').length, `${locale} ${path}`).toBe(1);
    }
    for (const [id, path] of Object.entries(priceListPaths)) {
      if (id === 'solar-services') continue;
      for (const locale of locales)
        expect(docsOf(path, locale, 'product').length, `${locale} ${path}`).toBeGreaterThan(0);
    }
  });
});
