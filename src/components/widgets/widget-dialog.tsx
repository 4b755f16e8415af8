'use client';

import { X } from '@/components/icons';
import { Dialog } from 'radix-ui';
import { type ReactNode, type RefObject } from 'react';
import { cx } from '@/lib/cx';
import type { PanelControl } from './types';

type Props = PanelControl & {
  title: string;
  closeLabel: string;
  /** Both panels open above the launchers, bottom right (widget-launchers.tsx). */
  side?: 'right';
  /** id of the element that describes the dialog (rendered by the panel), if any. */
  describedBy?: string;
  /** Element to focus on open; otherwise the first focusable element (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** id of a page section chosen in the panel: after closing, focus goes there instead. */
  sectionTarget?: string | null;
  onSectionReached?: () => void;
  headerClassName: string;
  /** Below 640 px the panel fills the screen (a long conversation needs the room). */
  fullScreenOnPhone?: boolean;
  children: ReactNode;
};

/**
 * The panel of both widgets: a modal Radix dialog near its launcher button (above the phone
 * bar, under the header from md).
 * Focus moves in on open and is trapped, Escape or the close button closes it, and focus returns
 * to the launcher (or to where the panel sends it, e.g. the section the visitor chose).
 */
export function WidgetDialog({
  open,
  onOpenChange,
  returnFocus,
  title,
  closeLabel,
  describedBy,
  initialFocus,
  sectionTarget,
  onSectionReached,
  headerClassName,
  fullScreenOnPhone = false,
  children,
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal>
      {/* In a portal: the launchers sit in the header, whose backdrop filter would otherwise be
          the box the fixed panel is placed in. */}
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={describedBy}
          onOpenAutoFocus={(event) => {
            if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = sectionTarget ? document.getElementById(sectionTarget) : null;
            if (target) {
              onSectionReached?.();
              revealSection(target);
            } else {
              returnFocus();
            }
          }}
          className={cx(
            'fixed inset-x-3 bottom-[calc(env(safe-area-inset-bottom)+4.5rem)] z-[60] flex max-h-[calc(100dvh-9rem-env(safe-area-inset-bottom))] flex-col overflow-hidden rounded-card border border-slate-200 bg-white text-slate-700 shadow-2xl',
            // Phones: above the widget bar. From md: under the header, at the right edge of its content.
            'sm:inset-x-auto sm:right-4 sm:w-80',
            'md:top-[4.5rem] md:right-6 md:bottom-auto md:max-h-[calc(100dvh-5.5rem)] lg:right-[max(2rem,calc((100vw-80rem)/2+2rem))]',
            fullScreenOnPhone &&
              'max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:rounded-none max-sm:border-0 max-sm:pb-[env(safe-area-inset-bottom)]',
          )}
        >
          <div className={cx('flex items-center justify-between gap-2 py-2 pr-2 pl-4 text-white', headerClassName)}>
            <Dialog.Title className="text-base font-semibold text-white">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:outline-white"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Scrolls to a section and moves focus there (one frame later, once the scroll lock is gone). */
function revealSection(target: HTMLElement) {
  requestAnimationFrame(() => {
    if (window.location.hash !== `#${target.id}`) window.history.pushState(null, '', `#${target.id}`);
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  });
}

/**
 * Click handler of a link to a home-page section (`${homePath}#id`): on a page that has the
 * section, the panel closes and the dialog then scrolls there; elsewhere the link navigates.
 */
export function linkToSection(id: string, setSectionTarget: (id: string) => void, close: () => void) {
  return (event: { preventDefault: () => void }) => {
    if (document.getElementById(id)) {
      event.preventDefault();
      setSectionTarget(id);
    }
    close();
  };
}
