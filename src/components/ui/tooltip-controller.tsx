'use client';

import { useEffect } from 'react';

/** Hover delay before a tooltip opens, and the window after one closes in which the next opens at once. */
const TOOLTIP_OPEN_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

/** Tooltips this controller times; the launchers' name tooltips are CSS-only (globals.css). */
const ROOT = '[data-tooltip-managed]';

/**
 * One delegated controller for every explaining tooltip on the page (InfoTip in ./tooltip.tsx),
 * rendered by the components that have them (the price tables), so pages without them do not load
 * it: no React state per tooltip, a few hundred bytes of script.  Several instances share one
 * installation. A mouse opens a tooltip after 700 ms of
 * hovering, or at once within 300 ms of another closing; keyboard focus opens it at once; a tap
 * on an info trigger toggles it; Escape, leaving, blurring or tapping elsewhere closes it. Without
 * JavaScript a CSS fallback shows tooltips on hover and focus without the delays.
 */
let installs = 0;
let uninstall: (() => void) | undefined;

export function TooltipController() {
  useEffect(() => {
    if (installs++ === 0) uninstall = installTooltips(document);
    return () => {
      if (--installs === 0) uninstall?.();
    };
  }, []);
  return null;
}

function installTooltips(doc: Document): () => void {
  let open: HTMLElement | null = null;
  let timer: number | undefined;
  let closedAt = -Infinity;
  const view = doc.defaultView ?? window;

  const rootOf = (target: EventTarget | null) =>
    target instanceof Element ? (target.closest(ROOT) as HTMLElement | null) : null;
  const show = (root: HTMLElement) => {
    view.clearTimeout(timer);
    if (open && open !== root) hide();
    open = root;
    root.dataset.tooltipState = 'open';
  };
  const hide = () => {
    view.clearTimeout(timer);
    if (!open) return;
    open.dataset.tooltipState = 'closed';
    open = null;
    closedAt = performance.now();
  };

  const onPointerOver = (event: PointerEvent) => {
    const root = rootOf(event.target);
    if (!root || event.pointerType === 'touch' || root === open) return;
    view.clearTimeout(timer);
    const delay = performance.now() - closedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
    timer = view.setTimeout(() => show(root), delay);
  };
  const onPointerOut = (event: PointerEvent) => {
    const root = rootOf(event.target);
    if (!root || event.pointerType === 'touch' || root.contains(event.relatedTarget as Node | null)) return;
    if (root === open) hide();
    else view.clearTimeout(timer);
  };
  const onFocusIn = (event: FocusEvent) => {
    const root = rootOf(event.target);
    if (root && (event.target as Element).matches(':focus-visible')) show(root);
  };
  const onFocusOut = (event: FocusEvent) => {
    const root = rootOf(event.target);
    if (root && root === open && !root.contains(event.relatedTarget as Node | null)) hide();
  };
  const onClick = (event: MouseEvent) => {
    const root = rootOf(event.target);
    // Touch has no hover: an info trigger toggles its tooltip; a tap anywhere else closes it.
    if (root && root.hasAttribute('data-tooltip-toggle')) {
      if (root === open) hide();
      else show(root);
      return;
    }
    if (open && !open.contains(event.target as Node)) hide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) hide();
  };

  doc.documentElement.dataset.tooltips = 'managed';
  doc.addEventListener('pointerover', onPointerOver);
  doc.addEventListener('pointerout', onPointerOut);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    hide();
    delete doc.documentElement.dataset.tooltips;
    doc.removeEventListener('pointerover', onPointerOver);
    doc.removeEventListener('pointerout', onPointerOut);
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
  };
}
