'use client';

import type { ReactNode } from 'react';
import { useLocalePath } from '@/i18n/client-navigation';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import type { MainNavData, MainNavIcons } from './nav-types';

/**
 * The header's navigation: dropdowns from the lg breakpoint, a menu button and panel below it.
 * The icons and the language switch arrive rendered by the server (site-header.tsx), so no icon
 * code ships here.
 */
export function MainNav({
  nav,
  icons,
  languageSwitch,
}: {
  nav: MainNavData;
  icons: MainNavIcons;
  languageSwitch: ReactNode;
}) {
  const { path: pathname } = useLocalePath();
  return (
    <>
      <DesktopNav nav={nav} icons={icons} pathname={pathname} />
      <MobileNav nav={nav} icons={icons} pathname={pathname} languageSwitch={languageSwitch} />
    </>
  );
}
