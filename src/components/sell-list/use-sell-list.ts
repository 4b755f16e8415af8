'use client';

import { useEffect, useMemo, useState } from 'react';
import { SELL_LIST_KEY } from './keys';
import type { SellListCatalogue } from './sell-list-catalogue';
import {
  acknowledgePrices,
  appendLines,
  emptySellList,
  freeTextLine,
  loadSellList,
  priceChanges,
  removeLine,
  replaceLine,
  saveSellList,
  sellListTotal,
  type SellList,
  type SellListLine,
} from './sell-list-store';

/** What the list page knows of a catalogue item: its "bis zu" price, its list's page, whether it is a battery. */
type CatalogueEntry = { price: number | null; path: string; battery: boolean };

/**
 * The visitor's list from localStorage, read after hydration (so the pre-rendered page is the
 * same for everyone; `list` is null until then), with its catalogue lookups. Every change is
 * stored at once; another tab's changes arrive via `storage`.
 */
export function useSellList(catalogue: SellListCatalogue) {
  const [list, setList] = useState<SellList | null>(null);

  useEffect(() => {
    const sync = () => setList(loadSellList());
    sync();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SELL_LIST_KEY) sync();
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, []);

  const item = (itemId: string | undefined): CatalogueEntry | undefined => {
    const entry = itemId ? catalogue.items[itemId] : undefined;
    return entry ? { price: entry[0], path: catalogue.paths[entry[1]] ?? '', battery: entry[2] === 1 } : undefined;
  };
  const isBattery = (line: SellListLine) => item(line.itemId)?.battery ?? line.isBattery === true;
  const lines = useMemo(() => list?.lines ?? [], [list]);

  const commit = (next: SellList) => {
    setList(next);
    saveSellList(next);
  };
  const change = (update: (current: SellList) => SellList) => {
    if (list) commit(update(list));
  };

  return {
    list,
    lines,
    item,
    isBattery,
    total: sellListTotal(lines, item),
    changed: priceChanges(lines, item),
    replace: (line: SellListLine) => change((current) => replaceLine(current, line)),
    remove: (line: SellListLine) => change((current) => removeLine(current, line.id)),
    acknowledge: () => change((current) => acknowledgePrices(current, item)),
    /** Adds a line typed by name; null when the name is empty (or the list not loaded yet). */
    addFree: (name: string, battery: boolean): SellListLine | null => {
      const line = freeTextLine(name, { isBattery: battery });
      if (!line || !list) return null;
      commit(appendLines(list, [line]));
      return line;
    },
    /** Appends imported lines to the stored list (read afresh: the import may take a while). */
    importLines: (imported: SellListLine[]) => {
      commit(appendLines(loadSellList(), imported));
      return imported.length;
    },
    clear: () => commit(emptySellList()),
  };
}

export type SellListState = ReturnType<typeof useSellList>;
