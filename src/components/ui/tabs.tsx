'use client';

import { createContext, useContext, useEffect, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cx } from '@/lib/cx';

/*
 * Tabs after the WAI-ARIA tabs pattern (automatic activation): arrow keys move and activate,
 * wrapping around, Home/End jump, one tab in the tab order (roving tabindex), Tab moves into the
 * active panel. Written here instead of Radix Tabs, which cost 17 KiB of JavaScript on the home
 * page for the same behaviour (README, "Deviations"). Same shape as the shadcn/ui component.
 */

type TabsState = { baseId: string; value: string; select: (value: string) => void };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({ defaultValue, className, ...props }: ComponentProps<'div'> & { defaultValue: string }) {
  const [value, select] = useState(defaultValue);
  const baseId = useId();

  // A hash that points into a hidden panel (e.g. `/#vision`), on arrival or later: open that tab
  // and scroll to the target once it shows.
  useEffect(() => {
    const openFromHash = () => {
      const target = document.getElementById(location.hash.slice(1));
      const panel = target?.closest('[role="tabpanel"]');
      const prefix = `${baseId}-panel-`;
      if (!target || !panel?.id.startsWith(prefix)) return;
      select(panel.id.slice(prefix.length));
      requestAnimationFrame(() => target.scrollIntoView());
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [baseId]);

  return (
    <TabsContext value={{ baseId, value, select }}>
      <div data-slot="tabs" className={cx('flex flex-col gap-6', className)} {...props} />
    </TabsContext>
  );
}

const nextIndex: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = nextIndex[event.key];
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    event.preventDefault();
    const target = tabs[move(current, tabs.length)];
    target?.focus();
    target?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      // The layout (flex by default) is replaced, not merged, by a className: cx does not dedupe.
      className={cx('gap-2 rounded-xl bg-surface p-1.5', className ?? 'flex flex-wrap')}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, onClick, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs('TabsTrigger');
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      data-slot="tabs-trigger"
      className={cx(
        'min-h-11 rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-navy-900',
        'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/**
 * Every panel stays in the HTML (inactive ones are only hidden by their `data-state` class), so
 * the text of all panels is indexable and shown one below the other without JavaScript.
 */
export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs('TabsContent');
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      tabIndex={0}
      data-state={active ? 'active' : 'inactive'}
      data-slot="tabs-content"
      className={cx('outline-none', className)}
      {...props}
    />
  );
}
