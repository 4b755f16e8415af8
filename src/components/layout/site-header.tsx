import { ChevronDown, ClipboardList, Menu, Search, X } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { company } from '@/content/company';
import { mainMenus, mainNavContact, menuPaths } from '@/content/navigation';
import { getRoute, type RoutePath } from '@/content/routes';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { localizedPath } from '@/lib/site-url';
import { SellListCount } from '@/components/sell-list/header-count';
import { FloatingWidgets } from '@/components/widgets/floating-widgets';
import { BrandMark } from './brand-mark';
import { LocaleSwitcher, StoredLanguageRedirect } from './locale-switcher';
import { MainNav } from './main-nav';
import type { MainNavData, NavLink } from './nav-types';
import { ScrollAwareHeader } from './scroll-aware-header';

/**
 * The fixed header. From lg: logo, the menus, sell list, language, the inquiry button and the
 * two widget buttons (quick contact, assistant). Below lg the menus move into the menu button's
 * panel; below md the widget buttons become a bar at the bottom of the screen; below sm the
 * language switch and the inquiry button go too (the switch into the menu), so that logo, sell
 * list and menu button fit into 320 px (e2e/header.e2e.ts).
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const tLocale = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
  const tSell = await getTranslations({ locale, namespace: 'SellList' });
  const link = (path: RoutePath): NavLink => ({
    href: localizedPath(path, locale),
    path,
    label: getRoute(path).label[locale],
  });

  const nav: MainNavData = {
    label: t('mainNavigation'),
    mobileLabel: t('mobileNavigation'),
    menus: mainMenus.map((menu) => ({
      key: menu.key,
      label: t(`menus.${menu.key}`),
      lead: menu.lead ? { ...link(menu.lead.path), hint: t(`leads.${menu.lead.hint}`) } : undefined,
      groups: menu.groups.map((group) => ({
        key: group.key,
        label: t(`groups.${group.key}`),
        links: group.links.map(link),
      })),
      activePaths: menuPaths(menu),
    })),
    contact: link(mainNavContact),
    openMenu: t('openMenu'),
    closeMenu: t('closeMenu'),
  };
  const languageSwitch = (landmark: boolean) => (
    <LocaleSwitcher
      locale={locale}
      label={tLocale('label')}
      names={{ de: tLocale('de'), en: tLocale('en') }}
      switchTo={tLocale('switchTo')}
      landmark={landmark}
    />
  );

  return (
    <ScrollAwareHeader>
      <StoredLanguageRedirect locale={locale} />
      <div className="container-page flex h-16 items-center gap-2 sm:gap-4">
        <Link
          href="/"
          locale={locale}
          className="flex min-h-11 min-w-0 items-center gap-2 rounded-md font-bold text-navy-900"
          aria-label={t('homeLink', { company: company.name })}
        >
          <BrandMark className="size-8 shrink-0" />
          {/* Two lines at most on phones, so the sell list and the menu button keep their place. */}
          <span className="line-clamp-2 max-w-[7.5rem] text-base leading-tight sm:max-w-none sm:text-lg">
            {company.name}
          </span>
        </Link>
        <MainNav
          nav={nav}
          icons={{
            chevron: <ChevronDown aria-hidden="true" className="size-full" />,
            menu: <Menu aria-hidden="true" className="size-full" />,
            close: <X aria-hidden="true" className="size-full" />,
            search: <Search aria-hidden="true" className="size-full" />,
          }}
          languageSwitch={languageSwitch(false)}
        />
        <div className="ml-auto flex shrink-0 items-center gap-2 lg:ml-0">
          {/* The visitor's sell list with its count (read from localStorage after hydration). */}
          <Link
            href="/ankaufsliste"
            locale={locale}
            prefetch={false}
            className="relative inline-flex size-11 items-center justify-center gap-2 rounded-md font-semibold text-navy-900 hover:bg-slate-100 hover:text-brand-800 xl:w-auto xl:px-2 xl:text-sm"
          >
            <ClipboardList aria-hidden="true" className="size-6 shrink-0 xl:size-5" />
            <span className="sr-only xl:not-sr-only">{tSell('headerLink')}</span>
            <SellListCount one={tSell('headerCountOne')} many={tSell.raw('headerCountMany') as string} />
          </Link>
          <div className="hidden sm:block">{languageSwitch(true)}</div>
          {/* Between lg and xl the menus need the room; "Kontakt" leads there too. */}
          <Link
            href="/kontakt"
            locale={locale}
            className={cn(buttonVariants({ size: 'sm' }), 'hidden sm:inline-flex lg:max-xl:hidden')}
          >
            {t('inquiry')}
          </Link>
          {/* Quick contact and assistant: here from md, a bar at the bottom of the screen below. */}
          <FloatingWidgets locale={locale} />
        </div>
      </div>
    </ScrollAwareHeader>
  );
}
