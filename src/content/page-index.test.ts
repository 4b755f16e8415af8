import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isIndexedPath, indexedPaths } from './page-index';
import { routes } from './routes';

const siteDir = path.join(__dirname, '../app/[locale]/(site)');
/** Pages with a composition of their own instead of a standard view. */
const ownPage = (route: string) => existsSync(path.join(siteDir, route === '/' ? '' : route, 'page.tsx'));

describe('page index', () => {
  it('shows every page of the registry: by the index or by a page of its own, never both', () => {
    for (const route of routes) {
      expect(isIndexedPath(route.path) !== ownPage(route.path), route.path).toBe(true);
    }
  });

  it('holds only registry routes', () => {
    const registered = new Set<string>(routes.map((route) => route.path));
    expect(indexedPaths.filter((indexed) => !registered.has(indexed))).toEqual([]);
  });
});
