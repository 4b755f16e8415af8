import type { ReactNode } from 'react';

/** Navigation data the server resolves (labels translated) and hands to the client menus. */
/** `href` is localized for the page's language; `path` is the registry path, for matching. */
export type NavLink = { href: string; path: string; label: string };

/** A titled column of a menu. */
type NavGroupData = { key: string; label: string; links: NavLink[] };

/** A dropdown of the header (services, prices, company). */
export type NavMenuData = {
  key: string;
  label: string;
  /** A link above the columns, with a line that says what it offers (the price search). */
  lead?: NavLink & { hint: string };
  groups: NavGroupData[];
  /** The menu is marked as current on these pages. */
  activePaths: string[];
};

export type MainNavData = {
  label: string;
  /** The mobile menu is a second navigation landmark and needs its own name. */
  mobileLabel: string;
  menus: NavMenuData[];
  contact: NavLink;
  openMenu: string;
  closeMenu: string;
};

/** Icons rendered on the server; each fills the box the menu gives it. */
export type MainNavIcons = { chevron: ReactNode; menu: ReactNode; close: ReactNode; search: ReactNode };
