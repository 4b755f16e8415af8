'use client';

import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { AssistantPanelData, PanelControl, QuickContactPanelData } from './types';

// Each panel's code (Radix Dialog, icons, chat logic) is fetched on first use only. Calling the
// loader again returns the same promise, so hovering first and clicking later loads it once.
let quickContactModule: Promise<ComponentType<QuickContactPanelData & PanelControl>> | undefined;
let assistantModule: Promise<ComponentType<AssistantPanelData & PanelControl>> | undefined;
const loadQuickContact = () =>
  (quickContactModule ??= import('./quick-contact-panel').then((module) => module.QuickContactPanel));
const loadAssistant = () => (assistantModule ??= import('./assistant-panel').then((module) => module.AssistantPanel));

type Props = {
  /** Classes of the two name tooltips, computed on the server (no class helper in this bundle). */
  tooltipClasses: { quickContact: string; assistant: string };
  quickContactLabel: string;
  assistantLabel: string;
  quickContact: QuickContactPanelData;
  assistant: AssistantPanelData;
};

/**
 * The two floating buttons; the only widget code that loads with the page. They sit side by side
 * in the bottom-right corner at every width (one group: the left edge, where text and buttons
 * start, stays free). Below lg, globals.css shows them only once the page is scrolled (they would
 * cover its first screen) and, at every width, moves them aside while a form field has focus;
 * floating-widgets.tsx reserves room for them below the footer.
 */
export function WidgetLaunchers({ tooltipClasses, quickContactLabel, assistantLabel, quickContact, assistant }: Props) {
  return (
    <>
      <Launcher
        label={quickContactLabel}
        load={loadQuickContact}
        data={quickContact}
        widget="quick-contact"
        tooltipClass={tooltipClasses.quickContact}
        position="right-[calc(max(1rem,env(safe-area-inset-right))+3.5rem)] bg-navy-900 hover:bg-navy-800 md:right-[calc(max(1rem,env(safe-area-inset-right))+4rem)]"
        icon={
          <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6 19.8 19.8 0 0 1-3.1-8.7A2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
        }
      />
      <Launcher
        label={assistantLabel}
        load={loadAssistant}
        data={assistant}
        widget="assistant"
        tooltipClass={tooltipClasses.assistant}
        position="right-[max(1rem,env(safe-area-inset-right))] bg-brand-700 hover:bg-brand-800"
        icon={
          <>
            <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
            <path d="M8 9h8M8 13h5" />
          </>
        }
      />
    </>
  );
}

type LauncherProps<Data> = {
  label: string;
  load: () => Promise<ComponentType<Data & PanelControl>>;
  data: Data;
  widget: string;
  position: string;
  icon: ReactNode;
  /** The tooltip's classes: it lines up with the button towards the middle of the screen. */
  tooltipClass: string;
};

function Launcher<Data extends object>({
  label,
  load,
  data,
  widget,
  position,
  icon,
  tooltipClass,
}: LauncherProps<Data>) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Panel, setPanel] = useState<ComponentType<Data & PanelControl> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const prefetch = () => {
    load().catch(() => {
      // A failed prefetch is retried by the click below.
      if (widget === 'assistant') assistantModule = undefined;
      else quickContactModule = undefined;
    });
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
        className={`fixed bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 flex size-12 items-center justify-center rounded-full text-white shadow-lg ring-2 ring-white transition-[background-color,opacity,translate] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy-900 md:size-14 print:hidden ${position}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {icon}
        </svg>
        {/* The name as a tooltip for the icon (the accessible name already says it). */}
        <span aria-hidden="true" className={tooltipClass}>
          {label}
        </span>
      </button>
      {Panel ? (
        <Panel {...data} open={open} onOpenChange={setOpen} returnFocus={() => buttonRef.current?.focus()} />
      ) : null}
    </>
  );
}
