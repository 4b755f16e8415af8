'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { NavItemLink, NavMenuPanel, topLinkClass } from './nav-links';
import type { MainNavData, MainNavIcons } from './nav-types';

/**
 * The menu below the lg breakpoint: a button in the header and a panel under it with one
 * submenu per menu, the contact link and, on phones, the language switch (the header has no room
 * for it there).
 */
export function MobileNav({
  nav,
  icons,
  pathname,
  languageSwitch,
}: {
  nav: MainNavData;
  icons: MainNavIcons;
  pathname: string;
  languageSwitch: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <div className="order-last shrink-0 lg:hidden">
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? nav.closeMenu : nav.openMenu}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-slate-100"
        >
          <span aria-hidden="true" className="inline-flex size-6">
            {open ? icons.close : icons.menu}
          </span>
        </button>
      </div>
      <nav
        id={panelId}
        aria-label={nav.mobileLabel}
        hidden={!open}
        className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t border-slate-200 bg-white px-4 pb-10 lg:hidden"
      >
        <div className="flex justify-end py-3 sm:hidden">{languageSwitch}</div>
        <ul className="divide-y divide-slate-100 border-slate-100 max-sm:border-t">
          {nav.menus.map((menu) => (
            <MobileSubmenu
              key={menu.key}
              label={menu.label}
              active={menu.activePaths.includes(pathname)}
              chevron={icons.chevron}
            >
              <NavMenuPanel menu={menu} pathname={pathname} close={close} search={icons.search} layout="mobile" />
            </MobileSubmenu>
          ))}
          <li className="py-1">
            <NavItemLink
              link={nav.contact}
              pathname={pathname}
              className={cx(topLinkClass, 'text-base')}
              onNavigate={close}
            />
          </li>
        </ul>
      </nav>
    </>
  );
}

/** A submenu in the mobile menu, toggled by click. */
function MobileSubmenu({
  label,
  active,
  chevron,
  children,
}: {
  label: string;
  active: boolean;
  chevron: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cx(topLinkClass, 'w-full justify-between text-base', active && 'text-brand-800')}
      >
        {label}
        <span aria-hidden="true" className={cx('inline-flex size-5 transition-transform', open && 'rotate-180')}>
          {chevron}
        </span>
      </button>
      {/* The links render when the submenu opens: closed, they would only add to the first document. */}
      <div id={panelId} hidden={!open} className="pb-2 pl-3">
        {open ? children : null}
      </div>
    </li>
  );
}
