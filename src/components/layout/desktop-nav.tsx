'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { activeTopLinkClass, NavItemLink, NavMenuPanel, topLinkClass } from './nav-links';
import type { MainNavData, MainNavIcons } from './nav-types';

/**
 * The header's navigation from the lg breakpoint: one dropdown per menu, then the contact link.
 * A menu of several columns opens centred under the navigation (so it fits at 1024 px); a menu
 * of one column opens under its button.
 */
export function DesktopNav({ nav, icons, pathname }: { nav: MainNavData; icons: MainNavIcons; pathname: string }) {
  return (
    <nav aria-label={nav.label} className="hidden flex-1 justify-center lg:flex">
      <ul className="relative flex items-center gap-1">
        {nav.menus.map((menu) => (
          <DesktopDropdown
            key={menu.key}
            label={menu.label}
            active={menu.activePaths.includes(pathname)}
            chevron={icons.chevron}
            wide={menu.groups.length > 1}
          >
            {(close) => (
              <NavMenuPanel menu={menu} pathname={pathname} close={close} search={icons.search} layout="desktop" />
            )}
          </DesktopDropdown>
        ))}
        <li>
          <NavItemLink link={nav.contact} pathname={pathname} className={topLinkClass} />
        </li>
      </ul>
    </nav>
  );
}

/** A disclosure dropdown: opens on hover, on click, Enter/Space and ArrowDown; Escape closes. */
function DesktopDropdown({
  label,
  active,
  chevron,
  children,
  wide,
}: {
  label: string;
  active: boolean;
  chevron: ReactNode;
  children: (close: () => void) => ReactNode;
  wide: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A click right after the pointer opened the menu by hovering keeps it open (not a toggle).
  const openedByHover = useRef(false);
  const close = () => setOpen(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
    if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => itemRef.current?.querySelector<HTMLAnchorElement>('a')?.focus());
    }
  };

  return (
    <li
      ref={itemRef}
      className={wide ? undefined : 'relative'}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={close}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          const keep = openedByHover.current;
          openedByHover.current = false;
          setOpen((value) => keep || !value);
        }}
        className={cx(topLinkClass, 'gap-1', active && activeTopLinkClass)}
      >
        {label}
        <span aria-hidden="true" className={cx('inline-flex size-4 transition-transform', open && 'rotate-180')}>
          {chevron}
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cx(
          'absolute top-full z-10 pt-2',
          wide ? 'left-1/2 w-[min(50rem,calc(100vw-2rem))] -translate-x-1/2' : 'left-0 w-64',
        )}
      >
        {/* The links render when the menu opens: closed, they would only add to the first document. */}
        {open ? (
          <div className="rounded-card border border-slate-200 bg-white p-4 shadow-xl">{children(close)}</div>
        ) : null}
      </div>
    </li>
  );
}
