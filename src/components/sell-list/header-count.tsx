'use client';

import { useEffect, useState } from 'react';
import { SELL_LIST_EVENT, SELL_LIST_KEY, SELL_LIST_VERSION } from './keys';

/**
 * The header's sell-list count, on every page: reads localStorage once after hydration and
 * again on the list's change event (this tab) and `storage` (other tabs). Deliberately tiny: it
 * counts the stored lines without loading the list's code.
 */
export function SellListCount({ one, many }: { one: string; many: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const read = () => {
      let lines: unknown;
      try {
        const data = JSON.parse(localStorage.getItem(SELL_LIST_KEY) ?? 'null') as {
          version?: unknown;
          lines?: unknown;
        };
        if (data?.version === SELL_LIST_VERSION) lines = data.lines;
      } catch {
        // corrupt or disabled storage: no count
      }
      // Only lines the list page shows: an entry without a name is dropped there too.
      setCount(
        Array.isArray(lines)
          ? (lines as { name?: unknown }[]).filter((line) => typeof line?.name === 'string' && line.name.trim()).length
          : 0,
      );
    };
    read();
    addEventListener('storage', read);
    addEventListener(SELL_LIST_EVENT, read);
    return () => {
      removeEventListener('storage', read);
      removeEventListener(SELL_LIST_EVENT, read);
    };
  }, []);
  if (!count) return null;
  return (
    <span
      data-testid="sell-list-count"
      className="absolute -top-1 -right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-5 font-bold text-white tabular"
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">({count === 1 ? one : many.replace('{count}', String(count))})</span>
    </span>
  );
}
