import type { Localized } from '@/i18n/locales';
import type { HeroContent } from '../types';

/** Copy of the price search page /preissuche. */
export const searchPage: Localized<{
  hero: Omit<HeroContent, 'primary' | 'secondary'> & { primary: HeroContent['primary'] };
  browseTitle: string;
}> = {
  de: {
    hero: {
      badge: 'Preissuche',
      title: 'Ankaufspreise im ganzen Katalog suchen',
      lead: 'Ein Suchfeld für alle Preislisten: Prozessoren, Grafikkarten, Server, Speicher, Netzwerktechnik, Speicher-Systeme, Wechselrichter und Solarmodule.',
      primary: { label: 'Kostenlose Bewertung', href: '/kontakt' },
    },
    browseTitle: 'Alle Preislisten',
  },
  en: {
    hero: {
      badge: 'Price search',
      title: 'Search buy-back prices across the whole catalogue',
      lead: 'One search box for every price list: processors, graphics cards, servers, memory, network equipment, storage systems, inverters and solar modules.',
      primary: { label: 'Free valuation', href: '/kontakt' },
    },
    browseTitle: 'All price lists',
  },
};
