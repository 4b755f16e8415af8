import { describe, expect, it, vi } from 'vitest';
import { allCatalogueItems } from '@/content/catalogue';
import { conditionGradeIds } from '@/lib/sell-request-rules';
import { SELL_LIST_EVENT, SELL_LIST_KEY } from './keys';
import { sellListCatalogue } from './sell-list-catalogue';
import {
  acknowledgePrices,
  addToStoredList,
  appendLines,
  emptySellList,
  freeTextLine,
  loadSellList,
  priceChanges,
  removeLine,
  saveSellList,
  sellListTotal,
  SELL_LIST_LIMITS,
  type SellList,
} from './sell-list-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const stored = (lines: unknown[], version: unknown = 1) => JSON.stringify({ version, lines });

/** The list as the page reads it back from what the browser stored. */
const readStored = (text: string | null) => loadSellList(memoryStorage(text === null ? {} : { [SELL_LIST_KEY]: text }));

/** A catalogue item added as the add buttons do it (read, add, store), to `list` kept in memory. */
function addItem(list: SellList, item: { itemId: string; name: string; price?: number | null }) {
  const storage = memoryStorage();
  saveSellList(list, storage);
  const result = addToStoredList(item, storage)!;
  return { line: result.line, added: result.added, list: loadSellList(storage) };
}

describe('reading a stored list', () => {
  it('reads a stored list', () => {
    const list = readStored(
      stored([
        { id: 'a', itemId: 'KW-GPU-0101', name: 'NVIDIA GeForce RTX 4090', quantity: 3, grade: 'new', notes: 'SN 1' },
      ]),
    );
    expect(list).toEqual({
      version: 1,
      lines: [
        { id: 'a', itemId: 'KW-GPU-0101', name: 'NVIDIA GeForce RTX 4090', quantity: 3, grade: 'new', notes: 'SN 1' },
      ],
    });
  });

  it.each([
    ['nothing', null],
    ['empty text', ''],
    ['broken JSON', '{"version":1,"lines":['],
    ['a number', '42'],
    ['an array', '[1,2,3]'],
    ['null', 'null'],
    ['lines that are no list', '{"version":1,"lines":{"a":1}}'],
  ])('gives an empty list for %s', (_label, text) => {
    expect(readStored(text)).toEqual(emptySellList());
  });

  it('starts empty on another version (older or newer format)', () => {
    const line = { id: 'a', name: 'Akku', quantity: 1, grade: 'new', notes: '' };
    expect(readStored(stored([line], 2)).lines).toEqual([]);
    expect(readStored(stored([line], '1')).lines).toEqual([]);
    expect(readStored(JSON.stringify({ lines: [line] })).lines).toEqual([]);
  });

  it('drops lines it cannot understand and repairs the rest', () => {
    const list = readStored(
      stored([
        null,
        'text',
        { name: '   ' },
        { id: 'x', name: 'Kabelreste', quantity: -4, grade: 'shiny', notes: 7, itemId: '<script>' },
        { id: 'x', name: 'Zweite Zeile mit derselben id', quantity: '2.7' },
        { name: 'y'.repeat(500), quantity: 1e12 },
      ]),
    );
    expect(list.lines).toHaveLength(3);
    const [first, second, third] = list.lines;
    expect(first).toMatchObject({ id: 'x', name: 'Kabelreste', quantity: 1, grade: 'used-working', notes: '' });
    expect(first!.itemId).toBeUndefined();
    expect(second!.id).not.toBe('x');
    expect(second!.quantity).toBe(2);
    expect(third!.name).toHaveLength(SELL_LIST_LIMITS.nameMax);
    expect(third!.quantity).toBe(SELL_LIST_LIMITS.quantityMax);
  });

  it('keeps battery details, checked field by field', () => {
    const [line] = readStored(
      stored([
        {
          name: 'Akkupack',
          isBattery: true,
          battery: { chemistry: 'plutonium', installed: 'yes', damaged: true, weightKg: 12.5, packaging: 'ja' },
        },
      ]),
    ).lines;
    expect(line).toMatchObject({
      isBattery: true,
      battery: { chemistry: '', installed: false, damaged: true, weightKg: '12.5', packaging: false },
    });
  });

  it('keeps at most the line limit', () => {
    const lines = Array.from({ length: SELL_LIST_LIMITS.lines + 20 }, (_, index) => ({ name: `Zeile ${index}` }));
    expect(readStored(stored(lines)).lines).toHaveLength(SELL_LIST_LIMITS.lines);
  });
});

describe('storage', () => {
  it('survives a round trip and announces every write', () => {
    const { list } = addItem(emptySellList(), { itemId: 'KW-GPU-0101', name: 'NVIDIA GeForce RTX 4090' });
    const storage = memoryStorage();
    const listener = vi.fn();
    const target = new EventTarget();
    vi.stubGlobal('window', Object.assign(target, { localStorage: storage }));
    target.addEventListener(SELL_LIST_EVENT, listener);
    try {
      expect(saveSellList(list, storage)).toBe(true);
      expect(JSON.parse(storage.data.get(SELL_LIST_KEY)!)).toMatchObject({ version: 1, lines: [{ quantity: 1 }] });
      expect(loadSellList(storage)).toEqual(list);
      expect(listener).toHaveBeenCalledTimes(1);
      // An empty list leaves nothing behind.
      expect(saveSellList(emptySellList(), storage)).toBe(true);
      expect(storage.data.has(SELL_LIST_KEY)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reports a refused write and reads a throwing storage as empty', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(loadSellList(broken)).toEqual(emptySellList());
    expect(saveSellList({ version: 1, lines: [freeTextLine('Akku')!] }, broken)).toBe(false);
    expect(saveSellList(emptySellList(), null)).toBe(false);
  });
});

describe('changing the list', () => {
  it('adds an item once and counts it up when added again', () => {
    let list: SellList = emptySellList();
    const first = addItem(list, { itemId: 'KW-GPU-0101', name: 'RTX 4090' });
    expect(first.added).toBe(true);
    list = first.list;
    const again = addItem(list, { itemId: 'KW-GPU-0101', name: 'RTX 4090' });
    expect(again.added).toBe(false);
    expect(again.list.lines).toHaveLength(1);
    expect(again.line.quantity).toBe(2);
    expect(conditionGradeIds).toContain(again.line.grade);
  });

  it('merges imported items with lines already there and appends free text', () => {
    const { list } = addItem(emptySellList(), { itemId: 'KW-GPU-0101', name: 'RTX 4090' });
    const imported = [
      { ...freeTextLine('RTX 4090', { quantity: 4 })!, itemId: 'KW-GPU-0101' },
      freeTextLine('Alte Serverschränke', { quantity: 2 })!,
    ];
    const next = appendLines(list, imported);
    expect(next.lines.map((line) => [line.name, line.quantity])).toEqual([
      ['RTX 4090', 5],
      ['Alte Serverschränke', 2],
    ]);
    expect(removeLine(next, next.lines[0]!.id).lines).toHaveLength(1);
    expect(freeTextLine('   ')).toBeNull();
  });
});

describe('sellListTotal', () => {
  const catalogue = sellListCatalogue('de');
  const lookup = (itemId: string) => {
    const entry = catalogue.items[itemId];
    return entry ? { price: entry[0] } : undefined;
  };

  it('sums the "bis zu" prices times quantity and counts the rest apart', () => {
    const priced = allCatalogueItems()
      .filter((item) => item.price !== null)
      .slice(0, 2);
    const onRequest = allCatalogueItems().find((item) => item.price === null);
    let list = emptySellList();
    for (const item of priced) list = addItem(list, { itemId: item.articleNumber, name: item.model }).list;
    list = { ...list, lines: list.lines.map((line, index) => ({ ...line, quantity: index + 2 })) };
    if (onRequest) list = addItem(list, { itemId: onRequest.articleNumber, name: onRequest.model }).list;
    list = appendLines(list, [freeTextLine('Kupferkabel')!, { ...freeTextLine('Entfernt')!, itemId: 'KW-XXX-9999' }]);

    const total = sellListTotal(list.lines, lookup);
    expect(total.upTo).toBe(priced[0]!.price! * 2 + priced[1]!.price! * 3);
    expect(total.counted).toBe(2);
    expect(total.onRequest).toBe(onRequest ? 1 : 0);
    expect(total.freeText).toBe(2);
  });

  it('is zero for an empty list', () => {
    expect(sellListTotal([], lookup)).toEqual({ upTo: 0, counted: 0, onRequest: 0, freeText: 0 });
  });
});

describe('sellListCatalogue', () => {
  it('has every catalogue item with its price and marks batteries by their energy rating', () => {
    const catalogue = sellListCatalogue('en');
    const items = allCatalogueItems();
    expect(Object.keys(catalogue.items)).toHaveLength(new Set(items.map((item) => item.articleNumber)).size);
    for (const item of items) {
      const [price, pathIndex, battery] = catalogue.items[item.articleNumber]!;
      expect(price).toBe(item.price);
      expect(catalogue.paths[pathIndex]).toMatch(/^\/en\//);
      expect(battery).toBe(item.rating?.unit === 'kWh' || item.rating?.unit === 'MWh' ? 1 : 0);
    }
    expect(JSON.stringify(catalogue).length).toBeLessThan(8000);
  });
});

describe('prices changed since a line was added', () => {
  const prices: Record<string, number | null> = { 'KW-GPU-0101': 1650, 'KW-GPU-0102': 750, 'KW-SRV-S101': null };
  const lookup = (itemId: string) => (itemId in prices ? { price: prices[itemId]! } : undefined);

  it('keeps the price shown when an item is added, and reads it back only when it is a price', () => {
    const { list } = addItem(emptySellList(), { itemId: 'KW-GPU-0101', name: 'RTX 4090', price: 1800 });
    expect(list.lines[0]!.addedPrice).toBe(1800);
    // One more of the same keeps the first price.
    const again = addItem(list, { itemId: 'KW-GPU-0101', name: 'RTX 4090', price: 1650 });
    expect(again.list.lines[0]).toMatchObject({ quantity: 2, addedPrice: 1800 });
    const read = readStored(
      stored([
        { id: 'a', name: 'A', itemId: 'KW-GPU-0101', addedPrice: 1800 },
        { id: 'b', name: 'B', itemId: 'KW-SRV-S101', addedPrice: null },
        { id: 'c', name: 'C', itemId: 'KW-GPU-0102', addedPrice: '750' },
        { id: 'd', name: 'D', itemId: 'KW-GPU-0102', addedPrice: -5 },
        { id: 'e', name: 'E', addedPrice: 10 },
      ]),
    );
    expect(read.lines.map((line) => line.addedPrice)).toEqual([1800, null, undefined, undefined, undefined]);
  });

  it('names each changed price (old → new, on request included); understood stores the current ones', () => {
    const list: SellList = {
      version: 1,
      lines: [
        { id: 'a', name: 'RTX 4090', itemId: 'KW-GPU-0101', quantity: 2, grade: 'new', notes: '', addedPrice: 1800 },
        { id: 'b', name: 'RTX 4080', itemId: 'KW-GPU-0102', quantity: 1, grade: 'new', notes: '', addedPrice: 750 },
        { id: 'c', name: 'Service', itemId: 'KW-SRV-S101', quantity: 1, grade: 'new', notes: '', addedPrice: 90 },
        // Stored before prices were kept, or no longer listed: nothing to say.
        { id: 'd', name: 'Old', itemId: 'KW-GPU-0102', quantity: 1, grade: 'new', notes: '' },
        { id: 'e', name: 'Gone', itemId: 'KW-GPU-9999', quantity: 1, grade: 'new', notes: '', addedPrice: 10 },
      ],
    };
    expect(priceChanges(list.lines, lookup).map(({ line, from, to }) => [line.id, from, to])).toEqual([
      ['a', 1800, 1650],
      ['c', 90, null],
    ]);
    // The total counts the current price.
    expect(sellListTotal(list.lines, lookup).upTo).toBe(2 * 1650 + 750 + 750);
    const understood = acknowledgePrices(list, lookup);
    expect(priceChanges(understood.lines, lookup)).toEqual([]);
    expect(understood.lines.map((line) => line.addedPrice)).toEqual([1650, 750, null, undefined, 10]);
  });
});
