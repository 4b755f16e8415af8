import 'server-only';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
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
    for (const path of [componentsHub.path, renewablesHub.path, '/ankaufsliste', '/preissuche/suchindex']) {
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

/**
 * One on-demand revalidation of a page on this instance. Plain node:http, not fetch: inside the
 * server, Next patches fetch for its data cache.
 */
function revalidationRequest(port: number, page: string, id: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: page,
        headers: { 'x-prerender-revalidate': id, host: `localhost:${port}` },
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

const serverPort = () => Number(process.env.PORT || 3000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(2_000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('close', () => resolve(false));
  });
}

/** Resolves once this instance's HTTP server takes connections, or after `timeoutMs`. */
export async function waitForServer(port = serverPort(), timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await accepts(port)) && Date.now() < end) await sleep(200);
}

const CONCURRENCY = 2;
const ATTEMPTS = 5;

/** Regenerates `paths` on this instance; resolves with the paths that could not be regenerated. */
export async function regenerate(paths: readonly string[], port = serverPort()): Promise<string[]> {
  const id = buildPreviewId();
  if (!id) return [...paths];
  const queue = [...paths];
  const failed: string[] = [];
  const one = async (page: string) => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const started = Date.now();
      const status = await revalidationRequest(port, page, id).catch(() => 0);
      logger.debug({ page, status, ms: Date.now() - started }, 'price page regenerated');
      if (status === 200) return;
      await sleep(250 * attempt);
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
