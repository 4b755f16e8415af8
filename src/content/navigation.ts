import type { RoutePath } from './routes';

/** Header and footer navigation, by path; labels come from the route registry. */
type NavGroupKey = 'batteries' | 'renewables' | 'ewaste' | 'logistics';

type NavGroup = {
  key: NavGroupKey;
  links: readonly RoutePath[];
  /** Extra links the mobile menu shows in this group. */
  mobileLinks?: readonly RoutePath[];
};

export const serviceNavGroups: readonly NavGroup[] = [
  {
    key: 'batteries',
    links: [
      '/elektronikschrott-entsorgung',
      '/lithium-batterien',
      '/plagiate-zerstoerung',
      '/batteriespeicher-ankauf-recycling',
    ],
  },
  {
    key: 'renewables',
    links: [
      '/erneuerbare-energien-ankauf',
      '/huawei-solar-ankauf',
      '/batteriespeicher-ankauf-recycling',
      '/byd-energiespeicher-ankauf',
      '/tesla-energy-ankauf',
      '/sma-wechselrichter-ankauf',
      '/fronius-wechselrichter-ankauf',
      '/solarmodule-premium-ankauf',
      '/huawei-ankauf-recycling',
      '/byd-hvm-hvs-ankauf-recycling',
      '/solarankauf-main',
    ],
  },
  {
    key: 'ewaste',
    links: ['/cpu-ram-ankauf', '/elektronische-bauteile', '/scooter-entsorgung', '/festplatten-vernichtung'],
  },
  {
    key: 'logistics',
    links: ['/ankauf-elektronische-bauteile-service', '/plagiate-zerstoerung', '/festplatten-vernichtung', '/kontakt'],
    mobileLinks: ['/solarmodule-ankauf-recycling', '/wechselrichter-ankauf-alle-marken'],
  },
];

export const aboutNavLinks: readonly RoutePath[] = [
  '/unternehmensprofil',
  '/mission',
  '/sustainability',
  '/soziales-engagement',
  '/vision',
];

/** Über uns is also highlighted on these pages, which are not in its menu. */
export const aboutNavAlsoActiveOn: readonly RoutePath[] = ['/team'];

export const footerServiceLinks: readonly RoutePath[] = [
  '/lithium-batterien',
  '/elektroschrott-recycling',
  '/elektronische-bauteile',
  '/erneuerbare-energien-ankauf',
  '/bitcoin-miner-recycling',
  '/medizintechnik-recycling',
  '/festplatten-vernichtung',
  '/plagiate-zerstoerung',
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
