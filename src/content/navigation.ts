import { priceListPaths } from './catalogue/paths';
import type { RoutePath } from './routes';

/**
 * Header and footer navigation, by path; labels come from the route registry, group names from
 * the `Header` messages. The header's menus hold every page but the home page (the logo), the
 * sell list (its own icon in the header) and the legal pages (the footer), each exactly once
 * (navigation.test.ts).
 */
type NavGroupKey = 'energy' | 'electronics' | 'special' | 'itHardware' | 'storage' | 'solar' | 'company';
export type NavGroup = { key: NavGroupKey; links: readonly RoutePath[] };
export type NavMenu = {
  key: 'services' | 'prices' | 'about';
  groups: readonly NavGroup[];
  /** A link above the groups, across the panel, with its hint (`Header.leads`): the price search. */
  lead?: { path: RoutePath; hint: 'priceSearch' };
};

/** Services by what a visitor has: batteries and energy, IT and electronics, special cases. */
const servicesMenu: NavMenu = {
  key: 'services',
  groups: [
    {
      key: 'energy',
      links: [
        '/lithium-batterien',
        '/mobilitaet-batterien',
        '/industrie-batterien',
        '/scooter-entsorgung',
        '/erneuerbare-energien-ankauf',
      ],
    },
    {
      key: 'electronics',
      links: [
        '/elektroschrott-recycling',
        '/elektronikschrott-entsorgung',
        '/cpu-ram-ankauf',
        '/elektronische-bauteile-ankauf',
        '/ankauf-elektronische-bauteile-service',
      ],
    },
    {
      key: 'special',
      links: [
        '/festplatten-vernichtung',
        '/plagiate-zerstoerung',
        '/medizintechnik-recycling',
        '/bitcoin-miner-recycling',
      ],
    },
  ],
};

/** Every price list (src/content/catalogue/paths.ts) and the search across them. */
const pricesMenu: NavMenu = {
  key: 'prices',
  lead: { path: '/preissuche', hint: 'priceSearch' },
  groups: [
    {
      key: 'itHardware',
      links: [
        '/elektronische-bauteile',
        priceListPaths.intel,
        priceListPaths.amd,
        priceListPaths.gpu,
        priceListPaths.servers,
        priceListPaths.memory,
        priceListPaths.network,
      ],
    },
    {
      key: 'storage',
      links: [
        priceListPaths['battery-storage'],
        priceListPaths['huawei-solar'],
        priceListPaths.huawei,
        priceListPaths['byd-storage'],
        priceListPaths.byd,
        priceListPaths.tesla,
      ],
    },
    {
      key: 'solar',
      links: [
        priceListPaths['solar-main'],
        priceListPaths.modules,
        priceListPaths['premium-modules'],
        priceListPaths.inverters,
        priceListPaths.sma,
        priceListPaths.fronius,
        priceListPaths['solar-services'],
      ],
    },
  ],
};

const aboutMenu: NavMenu = {
  key: 'about',
  groups: [
    {
      key: 'company',
      links: ['/unternehmensprofil', '/team', '/mission', '/vision', '/sustainability', '/soziales-engagement'],
    },
  ],
};

/** The header's dropdown menus, in order; the contact page follows them as a plain link. */
export const mainMenus: readonly NavMenu[] = [servicesMenu, pricesMenu, aboutMenu];
export const mainNavContact: RoutePath = '/kontakt';

/** Every page a menu links to, the lead link first. */
export function menuPaths(menu: NavMenu): RoutePath[] {
  return [...(menu.lead ? [menu.lead.path] : []), ...menu.groups.flatMap((group) => group.links)];
}

export const footerServiceLinks: readonly RoutePath[] = [
  '/lithium-batterien',
  '/elektroschrott-recycling',
  '/elektronische-bauteile',
  '/erneuerbare-energien-ankauf',
  '/bitcoin-miner-recycling',
  '/medizintechnik-recycling',
  '/festplatten-vernichtung',
  '/preissuche',
  '/ankaufsliste',
];

export const footerCompanyLinks: readonly RoutePath[] = [
  '/unternehmensprofil',
  '/team',
  '/mission',
  '/vision',
  '/sustainability',
  '/soziales-engagement',
];

export const footerLegalLinks: readonly RoutePath[] = ['/datenschutz', '/agb', '/cookie-richtlinie', '/impressum'];
