import { ChevronDown, Menu, X } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { company } from '@/content/company';
import { aboutNavAlsoActiveOn, aboutNavLinks, serviceNavGroups } from '@/content/navigation';
import { getRoute, routesInGroup, type RoutePath } from '@/content/routes';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { localizedPath } from '@/lib/site-url';
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
          {/* Wraps onto two lines on narrow phones so the menu button keeps its place; a size
              smaller below 360 px, where the name, the language switch and the menu share 288 px. */}
          <span className="max-w-[6.5rem] text-[0.8125rem] leading-tight min-[360px]:max-w-[7.5rem] min-[360px]:text-base sm:max-w-none sm:text-lg">
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
