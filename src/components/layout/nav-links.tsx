import type { ReactNode } from 'react';
import Link from 'next/link';
import { cx } from '@/lib/cx';
import type { NavLink, NavMenuData } from './nav-types';

/** A top-level entry of the header (a link or a dropdown's button). */
export const topLinkClass =
  'flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-medium text-navy-900 hover:bg-brand-50 hover:text-brand-800';
export const activeTopLinkClass = 'text-brand-800 underline decoration-2 underline-offset-8';
const dropdownLinkClass =
  'flex min-h-10 items-center rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800';
const mobileLinkClass = 'flex min-h-11 items-center rounded-md px-3 text-slate-700 hover:bg-brand-50';
const groupHeadingClass = 'px-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';

/** A menu link; the current page is marked for assistive technology and by weight. */
export function NavItemLink({
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

/** One list of menu links; the desktop dropdowns and the mobile menu differ only in styling. */
function NavLinkList({
  links,
  pathname,
  linkClassName,
  onNavigate,
  labelledBy,
}: {
  links: readonly NavLink[];
  pathname: string;
  linkClassName: string;
  onNavigate: () => void;
  labelledBy?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <NavItemLink link={link} pathname={pathname} onNavigate={onNavigate} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

/** A menu's lead link (the price search): icon, name and what it offers, across the panel. */
function NavLeadLink({
  link,
  pathname,
  icon,
  className,
  onNavigate,
}: {
  link: NavLink & { hint: string };
  pathname: string;
  icon: ReactNode;
  className?: string;
  onNavigate: () => void;
}) {
  return (
    <Link
      href={link.href}
      prefetch={false}
      aria-current={pathname === link.path ? 'page' : undefined}
      className={cx(
        'flex min-h-11 items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800 hover:bg-brand-100',
        className,
      )}
      onClick={onNavigate}
    >
      <span aria-hidden="true" className="inline-flex size-5 shrink-0">
        {icon}
      </span>
      <span>
        <span className="font-semibold">{link.label}</span>
        <span className="text-slate-700"> – {link.hint}</span>
      </span>
    </Link>
  );
}

/** How a menu's panel is laid out in the desktop dropdown and in the mobile submenu. */
const panelLayouts = {
  desktop: { idPrefix: 'nav', lead: 'mb-4', group: undefined, heading: 'mb-2', link: dropdownLinkClass },
  mobile: { idPrefix: 'mobile-nav', lead: 'mt-1', group: 'mt-2', heading: 'py-1', link: mobileLinkClass },
} as const;

/**
 * A menu's content: its lead link, then its groups of links, each group headed by its name when
 * there are several. On the desktop the groups stand side by side in one grid row, so they start
 * at the same height and end together.
 */
export function NavMenuPanel({
  menu,
  pathname,
  close,
  search,
  layout,
}: {
  menu: NavMenuData;
  pathname: string;
  close: () => void;
  search: ReactNode;
  layout: keyof typeof panelLayouts;
}) {
  const style = panelLayouts[layout];
  const several = menu.groups.length > 1;
  const groups = menu.groups.map((group) => {
    const headingId = `${style.idPrefix}-${menu.key}-${group.key}`;
    return (
      <div key={group.key} className={style.group}>
        {several ? (
          <p id={headingId} className={cx(groupHeadingClass, style.heading)}>
            {group.label}
          </p>
        ) : null}
        <NavLinkList
          links={group.links}
          pathname={pathname}
          linkClassName={style.link}
          onNavigate={close}
          labelledBy={several ? headingId : undefined}
        />
      </div>
    );
  });
  return (
    <>
      {menu.lead ? (
        <NavLeadLink link={menu.lead} pathname={pathname} icon={search} onNavigate={close} className={style.lead} />
      ) : null}
      {layout === 'desktop' ? <div className={cx('grid gap-x-6', several && 'grid-cols-3')}>{groups}</div> : groups}
    </>
  );
}
