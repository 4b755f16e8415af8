import type { ReactNode } from 'react';

/** Navigation data the server resolves (labels translated) and hands to the client menus. */
/** `href` is localized for the page's language; `path` is the registry path, for matching. */
export type NavLink = { href: string; path: string; label: string };

type NavGroupData = {
  key: string;
  label: string;
  links: NavLink[];
  mobileLinks: NavLink[];
  /** More links than one column of the dropdown holds: shown last, across its full width. */
  wide?: boolean;
};

export type MainNavData = {
  label: string;
  /** The mobile menu is a second navigation landmark and needs its own name. */
  mobileLabel: string;
  home: NavLink;
  services: { label: string; groups: NavGroupData[]; activePaths: string[] };
  about: { label: string; links: NavLink[]; activePaths: string[] };
  contact: NavLink;
  openMenu: string;
  closeMenu: string;
};

/** Icons rendered on the server; each fills the box the menu gives it. */
export type MainNavIcons = { chevron: ReactNode; menu: ReactNode; close: ReactNode };
