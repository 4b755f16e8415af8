'use client';

import { BatteryCharging, ChevronLeft, ChevronRight, Gem, Mail, Pause, Phone, Play } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import {
  quickContactSections,
  TICKER_INTERVAL_MS,
  type QuickContactSection,
  type TickerEntry,
} from '@/content/widgets';
import { cn } from '@/lib/cn';
import type { TickerData } from './ticker-entries';
import type { PanelControl, QuickContactPanelData, QuickContactTexts } from './types';
import { linkToSection, WidgetDialog } from './widget-dialog';

const sectionIcons: Record<QuickContactSection, typeof Mail> = {
  contact: Mail,
  'battery-recycling': BatteryCharging,
  'premium-ankauf': Gem,
};

/** The quick-contact panel 'Live-Preise': rotating ticker, section shortcuts and the phone. */
export function QuickContactPanel({
  texts,
  tickerUrl,
  homePath,
  phoneHref,
  open,
  onOpenChange,
  returnFocus,
}: QuickContactPanelData & PanelControl) {
  const [sectionTarget, setSectionTarget] = useState<string | null>(null);
  const descriptionId = useId();
  const close = () => onOpenChange(false);
  const ticker = useTicker(tickerUrl);

  return (
    <WidgetDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={texts.title}
      closeLabel={texts.close}
      side="left"
      describedBy={descriptionId}
      sectionTarget={sectionTarget}
      onSectionReached={() => setSectionTarget(null)}
      headerClassName="bg-navy-900"
    >
      <div className="overflow-y-auto p-4">
        <p id={descriptionId} className="text-sm text-slate-600">
          {texts.description.replace('{date}', ticker?.date ?? '…')}
        </p>
        <Ticker entries={ticker?.entries ?? []} texts={texts} />
        <nav aria-label={texts.sectionsLabel} className="mt-4">
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{texts.sectionsLabel}</h3>
          <ul className="mt-2 grid gap-2">
            {quickContactSections.map((id) => {
              const Icon = sectionIcons[id];
              return (
                <li key={id}>
                  <Link
                    href={`${homePath}#${id}`}
                    prefetch={false}
                    onClick={linkToSection(id, setSectionTarget, close)}
                    className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm font-semibold text-navy-900 hover:border-brand-700 hover:bg-brand-50"
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                    {texts.sections[id]}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <a
          href={phoneHref}
          className="mt-3 flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Phone aria-hidden="true" className="size-5" />
          {texts.call}
        </a>
      </div>
    </WidgetDialog>
  );
}

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    () => true,
  );
}

function fill(template: string, values: Record<string, number>) {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** The ticker's date and entries, fetched once when the panel first opens (none on failure). */
function useTicker(url: string): TickerData | null {
  const [data, setData] = useState<TickerData | null>(null);
  useEffect(() => {
    let live = true;
    fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<TickerData>) : null))
      .then((value) => {
        if (live && value && Array.isArray(value.entries)) setData(value);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  return data;
}

/**
 * The card rotating through the ticker entries every 3000 ms. It pauses while hovered
 * or while focus is inside, stops on request and never rotates for reduced motion. Screen readers
 * are not interrupted by the rotation (aria-live off); a change the visitor makes is announced.
 */
function Ticker({ entries, texts }: { entries: TickerEntry[]; texts: QuickContactTexts }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !hovered && !focused && !stopped && !reducedMotion;
  const count = entries.length;

  useEffect(() => {
    if (!rotating || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), TICKER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  const entry = entries[index % count];
  if (!entry) return null;
  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const controlClass = 'inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-slate-100';

  return (
    <section
      aria-label={texts.tickerLabel}
      data-rotating={rotating}
      className="mt-4 rounded-lg border border-slate-200 bg-surface p-3"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        aria-live={rotating ? 'off' : 'polite'}
        aria-atomic="true"
        data-testid="ticker-card"
        className="min-h-[5.5rem]"
      >
        <p className="text-xs text-slate-600 tabular">{fill(texts.entryLabel, { current: index + 1, total: count })}</p>
        <p className="mt-1 text-lg font-semibold text-navy-900">
          <Link href={entry.href} prefetch={false} className="underline-offset-2 hover:underline">
            {entry.model}
          </Link>
        </p>
        <dl className="mt-2 flex flex-wrap gap-2 text-sm">
          <div className="flex gap-1 rounded-full bg-white px-2.5 py-0.5 ring-1 ring-slate-200">
            <dt className="text-slate-600">{texts.serviceLabel}:</dt>
            <dd className="font-medium text-navy-900">{entry.category}</dd>
          </div>
          <div className="flex gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 ring-1 ring-brand-200">
            <dt className="text-brand-800">{texts.statusLabel}:</dt>
            <dd className="font-semibold text-brand-800 tabular">{entry.price}</dd>
          </div>
        </dl>
      </div>
      <div className="mt-2 flex items-center justify-between">
        <div className="flex items-center">
          <button type="button" className={controlClass} aria-label={texts.previous} onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" className={controlClass} aria-label={texts.next} onClick={() => step(1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div aria-hidden="true" className="flex gap-1.5">
          {entries.map((item, position) => (
            <span
              key={item.model}
              className={cn('size-2 rounded-full', position === index ? 'bg-brand-700' : 'bg-slate-300')}
            />
          ))}
        </div>
        {reducedMotion ? (
          <span className="size-11" />
        ) : (
          <button
            type="button"
            className={controlClass}
            aria-label={stopped ? texts.play : texts.pause}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
          </button>
        )}
      </div>
    </section>
  );
}
