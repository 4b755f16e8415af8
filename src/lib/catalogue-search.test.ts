import { describe, expect, it } from 'vitest';
import { createCatalogueSearch, normalizeQuery } from './catalogue-search';
import { catalogueSearch, catalogueSearchDocuments } from '@/content/catalogue/search-documents';
import { allCatalogueItems } from '@/content/catalogue';

const search = catalogueSearch('de');
const models = (query: string, limit = 5) => search.search(query, limit).map((hit) => hit.model);

describe('catalogue search', () => {
  it('indexes every distinct product once', () => {
    const documents = catalogueSearchDocuments('de');
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    expect(search.size).toBe(documents.length);
  });

  it('finds a model written without spaces', () => {
    expect(models('rtx4090')[0]).toBe('GeForce RTX 4090');
    expect(models('RTX 4090')[0]).toBe('GeForce RTX 4090');
  });

  it('finds a model written with extra spaces', () => {
    const hits = models('luna 2000', 20);
    expect(hits.length).toBeGreaterThanOrEqual(6);
    expect(hits.every((model) => model.startsWith('LUNA2000'))).toBe(true);
    expect(models('luna2000 215')[0]).toBe('LUNA2000-215KWH-2H1');
  });

  it('tolerates typos', () => {
    expect(models('Threadriper 7995wx')[0]).toBe('Ryzen Threadripper PRO 7995WX');
    expect(models('megapak 2xl')[0]).toBe('Megapack 2XL');
    expect(models('Fronuis Tauro')[0]).toMatch(/^Tauro/);
    expect(models('powerwal')).toContain('Powerwall 3');
  });

  it('finds by brand', () => {
    const hits = search.search('Palo Alto', 10);
    expect(hits.length).toBeGreaterThanOrEqual(4);
    expect(hits.every((hit) => hit.brand === 'Palo Alto Networks')).toBe(true);
  });

  it('finds by article number, with or without the prefix', () => {
    expect(models('KW-GPU-0101')[0]).toBe('GeForce RTX 4090');
    expect(models('gpu-0101')[0]).toBe('GeForce RTX 4090');
    expect(models('kw-tes-0301')[0]).toBe('Megapack 2XL');
  });

  it('links each hit to its price page and category', () => {
    const [hit] = search.search('pa5280', 1);
    const item = allCatalogueItems().find((entry) => entry.model === 'PA-5280')!;
    expect(hit).toMatchObject({ path: '/netzwerk-hardware-ankauf', anchor: 'network-firewalls', price: item.price });
  });

  it('returns nothing for an empty query and caps long ones', () => {
    expect(search.search('   ')).toEqual([]);
    expect(normalizeQuery(42)).toBe('');
    expect(normalizeQuery('x'.repeat(300))).toHaveLength(100);
  });

  it('falls back to any word when not all words match', () => {
    expect(models('Sunny Central Banane')[0]).toMatch(/^Sunny Central/);
  });

  it('works on a small custom document set', () => {
    const small = createCatalogueSearch([
      {
        id: 'KW-XYZ-0001',
        model: 'Example 100',
        brand: 'Acme',
        category: 'Test',
        path: '/x',
        anchor: 'a',
        price: 1,
        aliases: '',
      },
    ]);
    expect(small.search('exampel')[0]?.id).toBe('KW-XYZ-0001');
  });
});
