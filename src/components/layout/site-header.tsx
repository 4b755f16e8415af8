import { ChevronDown, ClipboardList, Menu, X } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { company } from '@/content/company';
import { aboutNavAlsoActiveOn, aboutNavLinks, serviceNavGroups } from '@/content/navigation';
import { getRoute, routesInGroup, type RoutePath } from '@/content/routes';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { localizedPath } from '@/lib/site-url';
import { SellListCount } from '@/components/sell-list/header-count';
import { BrandMark } from './brand-mark';
import { LocaleSwitcher } from './locale-switcher';
import { MainNav } from './main-nav';
import type { MainNavData, NavLink } from './nav-types';
import { ScrollAwareHeader } from './scroll-aware-header';

/** Links one column of the services dropdown holds. */
const MAX_COLUMN_LINKS = 6;

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const tLocale = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
  const tSell = await getTranslations({ locale, namespace: 'SellList' });
  const link = (path: RoutePath, label = getRoute(path).label[locale]): NavLink => ({
    href: localizedPath(path, locale),
    path,
    label,
  });

  const nav: MainNavData = {
    label: t('mainNavigation'),
    mobileLabel: t('mobileNavigation'),
    home: link('/', t('home')),
    services: {
      label: t('services'),
      // The short groups first, the long one last (the dropdown shows it across its width).
      groups: [...serviceNavGroups]
        .sort((a, b) => Number(a.links.length > MAX_COLUMN_LINKS) - Number(b.links.length > MAX_COLUMN_LINKS))
        .map((group) => ({
          key: group.key,
          label: t(`groups.${group.key}`),
          links: group.links.map((path) => link(path)),
          mobileLinks: (group.mobileLinks ?? []).map((path) => link(path)),
          wide: group.links.length > MAX_COLUMN_LINKS,
        })),
      activePaths: routesInGroup('services').map((route) => route.path),
    },
    about: {
      label: t('about'),
      links: aboutNavLinks.map((path) => link(path)),
      activePaths: [...aboutNavLinks, ...aboutNavAlsoActiveOn],
    },
    contact: link('/kontakt', t('contact')),
    openMenu: t('openMenu'),
    closeMenu: t('closeMenu'),
  };

  return (
    <ScrollAwareHeader>
      <div className="container-page flex h-16 items-center gap-1 min-[360px]:gap-2 sm:gap-4">
        <Link
          href="/"
          locale={locale}
          className="flex min-h-11 shrink-0 items-center gap-2 rounded-md font-bold text-navy-900"
          aria-label={t('homeLink', { company: company.name })}
        >
          <BrandMark className="size-7 min-[360px]:size-8" />
          {/* Wraps onto two lines on narrow phones so the menu button keeps its place. Below 360 px
              the mark stands alone (the link's label names the company): the name, the sell list,
              the language switch and the menu do not fit into 288 px together. */}
          <span className="max-w-[7.5rem] text-base leading-tight max-[359px]:hidden sm:max-w-none sm:text-lg">
            {company.name}
          </span>
        </Link>
        <MainNav
          nav={nav}
          icons={{
            chevron: <ChevronDown aria-hidden="true" className="size-full" />,
            menu: <Menu aria-hidden="true" className="size-full" />,
            close: <X aria-hidden="true" className="size-full" />,
          }}
        />
        <div className="ml-auto flex items-center gap-1 min-[360px]:gap-2 lg:ml-0">
          {/* The visitor's sell list with its count (read from localStorage after hydration). */}
          <Link
            href="/ankaufsliste"
            locale={locale}
            prefetch={false}
            className="relative inline-flex size-10 items-center justify-center gap-2 rounded-md font-semibold text-navy-900 hover:bg-slate-100 hover:text-brand-800 min-[360px]:size-11 xl:w-auto xl:px-2 xl:text-sm"
          >
            <ClipboardList aria-hidden="true" className="size-6 shrink-0 xl:size-5" />
            <span className="sr-only xl:not-sr-only">{tSell('headerLink')}</span>
            <SellListCount one={tSell('headerCountOne')} many={tSell.raw('headerCountMany') as string} />
          </Link>
          <LocaleSwitcher
            locale={locale}
            label={tLocale('label')}
            names={{ de: tLocale('de'), en: tLocale('en') }}
            switchTo={tLocale('switchTo')}
          />
          <Link href="/kontakt" locale={locale} className={cn(buttonVariants({ size: 'sm' }), 'hidden sm:inline-flex')}>
            {t('inquiry')}
          </Link>
        </div>
      </div>
    </ScrollAwareHeader>
  );
}
