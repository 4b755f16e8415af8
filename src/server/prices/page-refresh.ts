import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { priceListPaths } from '@/content/catalogue/paths';
import type { PriceListId } from '@/content/catalogue/types';
import { componentsHub, renewablesHub } from '@/content/catalogue-pages';
import { locales } from '@/i18n/locales';
import { logger } from '../log';

/**
 * Regenerates the pre-rendered pages that show prices after a new version was installed, with
 * Next's on-demand revalidation (a request carrying the build's preview id in
 * `x-prerender-revalidate`, what `res.revalidate()` sends): Next renders the page again and
 * stores it through the page cache (src/server/page-cache/handler.mjs). Until a page is done the
 * previous one is served; a failed page is tried again.
 */
type PricePage = { path: string; lists: readonly PriceListId[] | 'all' };

/**
 * Every page and route answer that shows published prices, and the lists each depends on. Paths
 * are Next's own (`/de/…`): a revalidation request does not pass the proxy's locale routing.
 */
export function pricePages(): PricePage[] {
  const pages: PricePage[] = [];
  for (const locale of locales) {
    for (const [listId, path] of Object.entries(priceListPaths)) {
      pages.push({ path: `/${locale}${path}`, lists: [listId as PriceListId] });
    }
  }
  for (const locale of locales) {
    for (const path of [
      componentsHub.path,
      renewablesHub.path,
      '/ankaufsliste',
      '/preissuche/suchindex',
      '/preissuche/ticker',
    ]) {
      pages.push({ path: `/${locale}${path}`, lists: 'all' });
    }
  }
  pages.push({ path: '/sitemap.xml', lists: 'all' });
  return pages;
}

/** The pages to regenerate when these lists changed (a list page shows items other lists own too). */
export function affectedPages(changed: ReadonlySet<string>): string[] {
  if (changed.size === 0) return [];
  return pricePages()
    .filter((page) => page.lists === 'all' || page.lists.some((list) => changed.has(list)))
    .map((page) => page.path);
}

let previewId: string | null | undefined;

function buildPreviewId(): string | null {
  if (previewId !== undefined) return previewId;
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'prerender-manifest.json'), 'utf8'),
    ) as { preview?: { previewModeId?: string } };
    previewId = manifest.preview?.previewModeId ?? null;
  } catch {
    previewId = null;
  }
  return previewId;
}

const CONCURRENCY = 2;
const ATTEMPTS = 5;

/** Regenerates `paths` on this instance; resolves with the paths that could not be regenerated. */
export async function regenerate(paths: readonly string[], port = Number(process.env.PORT || 3000)): Promise<string[]> {
  const id = buildPreviewId();
  if (!id) return [...paths];
  const queue = [...paths];
  const failed: string[] = [];
  const one = async (page: string) => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const response = await fetch(`http://localhost:${port}${page}`, {
          headers: { 'x-prerender-revalidate': id },
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // retried below
      }
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
    failed.push(page);
  };
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let page = queue.shift(); page; page = queue.shift()) await one(page);
    }),
  );
  if (failed.length) logger.warn({ pages: failed.length }, 'price pages not regenerated');
  return failed;
}
