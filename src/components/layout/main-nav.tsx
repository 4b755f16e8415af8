'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Link from 'next/link';
import { useLocalePath } from '@/i18n/client-navigation';
import { cx } from '@/lib/cx';
import type { MainNavData, MainNavIcons, NavLink } from './nav-types';

const linkBase =
  'flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-medium text-navy-900 hover:bg-brand-50 hover:text-brand-800';
const activeLink = 'text-brand-800 underline decoration-2 underline-offset-8';

function isActive(pathname: string, paths: readonly string[]) {
  return paths.includes(pathname);
}

function NavItemLink({
  link,
  pathname,
  className,
  onNavigate,
}: {
  link: NavLink;
  pathname: string;
  className?: string;
  onNavigate?: () => void;
}) {
  const current = pathname === link.path;
  return (
    <Link
      href={link.href}
      prefetch={false}
      aria-current={current ? 'page' : undefined}
      className={cx(className, current && 'font-semibold text-brand-800')}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  );
}

const dropdownLink =
  'flex min-h-10 items-center rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800';
const mobileLink = 'flex min-h-11 items-center rounded-md px-3 text-slate-700 hover:bg-brand-50';

/** One list of menu links; the desktop dropdowns and the mobile menu differ only in styling. */
function NavLinkList({
  links,
  pathname,
  linkClassName,
  onNavigate,
  labelledBy,
  className,
}: {
  links: readonly NavLink[];
  pathname: string;
  linkClassName: string;
  onNavigate: () => void;
  labelledBy?: string;
  className?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <NavItemLink link={link} pathname={pathname} onNavigate={onNavigate} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

/** A disclosure dropdown: opens on hover, on click, Enter/Space and ArrowDown; Escape closes. */
function DesktopDropdown({
  label,
  active,
  chevron,
  children,
  wide = false,
}: {
  label: string;
  active: boolean;
  chevron: ReactNode;
  children: (close: () => void) => ReactNode;
  wide?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
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
      className="relative"
      onMouseEnter={() => setOpen(true)}
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
        onClick={() => setOpen((value) => !value)}
        className={cx(linkBase, 'gap-1', active && activeLink)}
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
          'absolute top-full pt-2',
          wide ? 'left-1/2 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2' : 'left-0 w-64',
        )}
      >
        <div className="rounded-card border border-slate-200 bg-white p-4 shadow-xl">{children(close)}</div>
      </div>
    </li>
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
        className={cx(linkBase, 'w-full justify-between text-base', active && 'text-brand-800')}
      >
        {label}
        <span aria-hidden="true" className={cx('inline-flex size-5 transition-transform', open && 'rotate-180')}>
          {chevron}
        </span>
      </button>
      <div id={panelId} hidden={!open} className="pb-2 pl-3">
        {children}
      </div>
    </li>
  );
}

/** The icons arrive rendered by the server (site-header.tsx), so no icon code ships here. */
export function MainNav({ nav, icons }: { nav: MainNavData; icons: MainNavIcons }) {
  const { path: pathname } = useLocalePath();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobilePanelId = useId();
  const mobileButtonRef = useRef<HTMLButtonElement>(null);
  const servicesActive = isActive(pathname, nav.services.activePaths);
  const aboutActive = isActive(pathname, nav.about.activePaths);
  const closeMobile = () => setMobileOpen(false);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMobileOpen(false);
        mobileButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const topLink = (link: NavLink, onNavigate?: () => void, className?: string) => (
    <NavItemLink link={link} pathname={pathname} className={cx(linkBase, className)} onNavigate={onNavigate} />
  );

  return (
    <>
      <nav aria-label={nav.label} className="hidden flex-1 justify-center lg:flex">
        <ul className="flex items-center gap-1">
          <li>{topLink(nav.home)}</li>
          <DesktopDropdown label={nav.services.label} active={servicesActive} chevron={icons.chevron} wide>
            {(close) => (
              // Balanced: the groups of a few links side by side, one column each, and the long
              // group (`wide`, placed last by the header) across the full width in three columns.
              // Headings never wrap, so no column starts lower than its neighbours.
              <div className="grid grid-cols-3 gap-x-6 gap-y-5">
                {nav.services.groups.map((group) => (
                  <div key={group.key} className={cx(group.wide && 'col-span-3 border-t border-slate-200 pt-4')}>
                    <p
                      id={`nav-group-${group.key}`}
                      className="mb-2 px-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase"
                    >
                      {group.label}
                    </p>
                    <NavLinkList
                      links={group.links}
                      pathname={pathname}
                      linkClassName={dropdownLink}
                      onNavigate={close}
                      labelledBy={`nav-group-${group.key}`}
                      className={group.wide ? 'columns-3 gap-x-6' : undefined}
                    />
                  </div>
                ))}
              </div>
            )}
          </DesktopDropdown>
          <DesktopDropdown label={nav.about.label} active={aboutActive} chevron={icons.chevron}>
            {(close) => (
              <NavLinkList
                links={nav.about.links}
                pathname={pathname}
                linkClassName={dropdownLink}
                onNavigate={close}
              />
            )}
          </DesktopDropdown>
          <li>{topLink(nav.contact)}</li>
        </ul>
      </nav>

      <div className="order-last lg:hidden">
        <button
          ref={mobileButtonRef}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={mobilePanelId}
          aria-label={mobileOpen ? nav.closeMenu : nav.openMenu}
          onClick={() => setMobileOpen((value) => !value)}
          className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-slate-100"
        >
          <span aria-hidden="true" className="inline-flex size-6">
            {mobileOpen ? icons.close : icons.menu}
          </span>
        </button>
      </div>
      <nav
        id={mobilePanelId}
        aria-label={nav.mobileLabel}
        hidden={!mobileOpen}
        className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t border-slate-200 bg-white px-4 pb-10 lg:hidden"
      >
        <ul className="divide-y divide-slate-100">
          <li className="py-1">{topLink(nav.home, closeMobile, 'text-base')}</li>
          <MobileSubmenu label={nav.services.label} active={servicesActive} chevron={icons.chevron}>
            {nav.services.groups.map((group) => (
              <div key={group.key} className="mt-2">
                <p
                  id={`mobile-nav-group-${group.key}`}
                  className="px-3 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {group.label}
                </p>
                <NavLinkList
                  links={[...group.links, ...group.mobileLinks]}
                  pathname={pathname}
                  linkClassName={mobileLink}
                  onNavigate={closeMobile}
                  labelledBy={`mobile-nav-group-${group.key}`}
                />
              </div>
            ))}
          </MobileSubmenu>
          <MobileSubmenu label={nav.about.label} active={aboutActive} chevron={icons.chevron}>
            <NavLinkList
              links={nav.about.links}
              pathname={pathname}
              linkClassName={mobileLink}
              onNavigate={closeMobile}
            />
          </MobileSubmenu>
          <li className="py-1">{topLink(nav.contact, closeMobile, 'text-base')}</li>
        </ul>
      </nav>
    </>
  );
}
