'use client';

import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { AssistantPanelData, PanelControl, QuickContactPanelData } from './types';

/**
 * A panel's code (Radix Dialog, icons, chat logic), fetched on first use only. Calling again
 * returns the same promise, so hovering first and clicking later loads it once; a failed load is
 * tried again by the next call.
 */
function lazyPanel<Data>(importPanel: () => Promise<ComponentType<Data & PanelControl>>) {
  let loading: Promise<ComponentType<Data & PanelControl>> | undefined;
  return () =>
    (loading ??= importPanel().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** What sets each launcher apart besides its words: its panel's code, its colour, its icon. */
const quickContactLauncher = {
  widget: 'quick-contact',
  load: lazyPanel(() => import('./quick-contact-panel').then((module) => module.QuickContactPanel)),
  colour: 'bg-navy-900 hover:bg-navy-800',
  icon: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6 19.8 19.8 0 0 1-3.1-8.7A2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  ),
};
const assistantLauncher = {
  widget: 'assistant',
  load: lazyPanel(() => import('./assistant-panel').then((module) => module.AssistantPanel)),
  colour: 'bg-brand-700 hover:bg-brand-800',
  icon: (
    <>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      <path d="M8 9h8M8 13h5" />
    </>
  ),
};

/** A launcher's words and tooltip, from the server (no class helper in this bundle). */
type LauncherNames = {
  label: string;
  /** The short name the phone bar shows ("Schnellkontakt", "Assistent"). */
  barLabel: string;
  /** The tooltip's classes (from md, where the button shows its icon only). */
  tooltipClass: string;
};

type Props = {
  names: { quickContact: LauncherNames; assistant: LauncherNames };
  quickContact: QuickContactPanelData;
  assistant: AssistantPanelData;
};

/**
 * The two launchers; the only widget code that loads with the page. From md they are two round
 * buttons in the header (site-header.tsx renders this group there), so they never lie over the
 * page. Below md the same group is a bar fixed to the bottom of the screen, with names, that
 * appears once the page is scrolled (globals.css) and that the page keeps room for, like the
 * header at the top: content passes under it, never a floating button over a line of it.
 */
export function WidgetLaunchers({ names, quickContact, assistant }: Props) {
  return (
    <div
      data-widget-bar
      className="z-40 flex items-center gap-2 max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:border-t max-md:border-slate-200 max-md:bg-white max-md:px-4 max-md:pt-2 max-md:pb-[max(0.5rem,env(safe-area-inset-bottom))] max-md:shadow-[0_-4px_12px_rgb(15_23_42/0.08)] print:hidden"
    >
      <Launcher {...quickContactLauncher} {...names.quickContact} data={quickContact} />
      <Launcher {...assistantLauncher} {...names.assistant} data={assistant} />
    </div>
  );
}

type LauncherProps<Data> = LauncherNames & {
  load: () => Promise<ComponentType<Data & PanelControl>>;
  data: Data;
  widget: string;
  colour: string;
  icon: ReactNode;
};

function Launcher<Data extends object>({
  label,
  barLabel,
  load,
  data,
  widget,
  colour,
  icon,
  tooltipClass,
}: LauncherProps<Data>) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Panel, setPanel] = useState<ComponentType<Data & PanelControl> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const prefetch = () => {
    // A failed prefetch is retried by the click below.
    load().catch(() => undefined);
  };

  const openPanel = () => {
    setOpen(true);
    if (Panel) return;
    setLoading(true);
    load()
      .then((component) => setPanel(() => component))
      .catch((error: unknown) => {
        console.error(error);
        setOpen(false);
      })
      .finally(() => setLoading(false));
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-widget={widget}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={loading || undefined}
        data-tooltip-root
        onClick={openPanel}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className={`relative flex h-11 items-center justify-center gap-2 rounded-lg text-sm font-semibold text-white transition-[background-color] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy-900 max-md:flex-1 md:w-11 md:rounded-full ${colour}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 shrink-0 md:size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {icon}
        </svg>
        {/* The name: shown in the phone bar; from md a tooltip for the icon (the accessible name already says it). */}
        <span aria-hidden="true" className="md:hidden">
          {barLabel}
        </span>
        <span aria-hidden="true" className={`max-md:hidden ${tooltipClass}`}>
          {label}
        </span>
      </button>
      {Panel ? (
        <Panel {...data} open={open} onOpenChange={setOpen} returnFocus={() => buttonRef.current?.focus()} />
      ) : null}
    </>
  );
}
