import { getPriceList, shareGroups, type PriceListId } from '@/content/catalogue';
import type { Locale, Localized } from '@/i18n/locales';
import { formatPercent } from '@/lib/format';
import { claims } from '../claims';
import { promise } from '../promises';
import type { RoutePath } from '../routes';
import type { Accent, CtaBandContent, FeatureCard, PageSection } from '../types';
import { renewableBenefits } from './benefits';
import type { PriceListPage, PriceListPageContent } from './types';

/**
 * The seven catalogue pages: hero with id "home", a sell/inquiry button to #contact and
 * a catalogue button to the product section, the price list, three benefit blocks.
 */
type Copy = {
  badge: string;
  title: string;
  lead: string;
  primaryLabel: string;
  catalogueLabel: string;
  points: [string, string];
  productsTitle: string;
  productsIntro: string;
  benefits?: { title: string; cards: [FeatureCard, FeatureCard, FeatureCard] };
  sections?: PageSection[];
  cta?: CtaBandContent;
};

const CATALOGUE_HERO_ID = 'home';

function content(
  locale: Locale,
  listId: PriceListId,
  productsId: string,
  accent: Accent,
  copy: Copy,
): PriceListPageContent {
  const list = getPriceList(listId);
  const groups = shareGroups(list);
  return {
    accent,
    hero: {
      badge: copy.badge,
      title: copy.title,
      lead: copy.lead,
      primary: { label: copy.primaryLabel, href: '#contact' },
      secondary: { label: copy.catalogueLabel, href: `#${productsId}` },
      points: copy.points,
    },
    products: { title: copy.productsTitle, intro: copy.productsIntro },
    benefits: copy.benefits ?? renewableBenefits(locale, groups.length > 0 ? groups : ['solar', 'storage']),
    sections: copy.sections,
    cta: copy.cta,
    serviceType:
      listId === 'solar-services'
        ? 'Solar dismantling, pickup and recycling'
        : 'Solar and energy storage buy-back and recycling',
  };
}

function cataloguePage(
  path: RoutePath,
  listId: PriceListId,
  productsId: string,
  accent: Accent,
  copy: Localized<Copy>,
): PriceListPage {
  return {
    path,
    listId,
    heroId: CATALOGUE_HERO_ID,
    productsId,
    content: {
      de: content('de', listId, productsId, accent, copy.de),
      en: content('en', listId, productsId, accent, copy.en),
    },
  };
}

const pct = (value: number, locale: Locale) => formatPercent(value, locale);

export const cataloguePages = [
  cataloguePage('/huawei-ankauf-recycling', 'huawei', 'huawei-products', 'energy', {
    de: {
      badge: 'Huawei FusionSolar',
      title: 'Huawei LUNA2000 und SUN2000 verkaufen oder recyceln',
      lead: `Wir kaufen Huawei-Speicher, String-Wechselrichter und Systemkomponenten: ${promise.shares('de')}. Was nicht mehr funktioniert, recyceln wir nach BattDG und ElektroG.`,
      primaryLabel: 'Huawei-Technik verkaufen',
      catalogueLabel: 'Zum Katalog',
      points: ['6 LUNA2000-Speicher, 10 SUN2000-Wechselrichter', 'Recycling defekter Geräte'],
      productsTitle: 'Huawei-Katalog: Speicher, Wechselrichter, Komponenten',
      productsIntro: 'Unverbindliche Höchstpreise je Gerät, abgeleitet vom Neupreis.',
    },
    en: {
      badge: 'Huawei FusionSolar',
      title: 'Sell or recycle Huawei LUNA2000 and SUN2000',
      lead: `We buy Huawei storage, string inverters and system components: ${promise.shares('en')}. Whatever no longer works we recycle under the BattDG and ElektroG.`,
      primaryLabel: 'Sell Huawei equipment',
      catalogueLabel: 'View catalogue',
      points: ['6 LUNA2000 storage units, 10 SUN2000 inverters', 'Recycling of defective units'],
      productsTitle: 'Huawei catalogue: storage, inverters, components',
      productsIntro: 'Indicative maximum prices per unit, derived from the new price.',
    },
  }),
  cataloguePage('/byd-hvm-hvs-ankauf-recycling', 'byd', 'byd-products', 'energy', {
    de: {
      badge: 'BYD Battery-Box',
      title: 'BYD HVM, HVS und HVB verkaufen oder recyceln',
      lead: `Komplette Battery-Box-Türme, HVB-Blade-Speicher und Einzelkomponenten: Wir zahlen ${promise.share('storage', 'de')} und recyceln defekte Module fachgerecht.`,
      primaryLabel: 'BYD-Speicher verkaufen',
      catalogueLabel: 'Zum Katalog',
      points: ['HVM 8,3–22,1 kWh, HVS 5,1–12,8 kWh', 'Auch einzelne Module und BMS'],
      productsTitle: 'BYD-Katalog: HVM, HVS, HVB und Komponenten',
      productsIntro: 'Unverbindliche Höchstpreise für vollständige Türme mit BCU und Sockel.',
    },
    en: {
      badge: 'BYD Battery-Box',
      title: 'Sell or recycle BYD HVM, HVS and HVB',
      lead: `Complete Battery-Box towers, HVB Blade storage and single components: we pay ${promise.share('storage', 'en')} and recycle defective modules properly.`,
      primaryLabel: 'Sell BYD storage',
      catalogueLabel: 'View catalogue',
      points: ['HVM 8.3–22.1 kWh, HVS 5.1–12.8 kWh', 'Single modules and BMS too'],
      productsTitle: 'BYD catalogue: HVM, HVS, HVB and components',
      productsIntro: 'Indicative maximum prices for complete towers with BCU and base.',
    },
  }),
  cataloguePage('/batteriespeicher-ankauf-recycling', 'battery-storage', 'battery-products', 'energy', {
    de: {
      badge: 'Batteriespeicher aller Marken',
      title: 'Batteriespeicher verkaufen: Heim- und Gewerbespeicher',
      lead: `Anker SOLIX, sonnen, LG Chem RESU, Pylontech, Alpha ESS und TESVOLT: Wir zahlen ${promise.share('storage', 'de')} und geben Industriebatterien ein zweites Leben.`,
      primaryLabel: 'Speicher verkaufen',
      catalogueLabel: 'Zum Katalog',
      points: ['Sechs Marken, je drei Modelle', 'Second-Life für Industriebatterien'],
      productsTitle: 'Katalog: Batteriespeicher nach Marke',
      productsIntro: 'Unverbindliche Höchstpreise je System mit Batteriemanagement.',
      sections: [
        {
          kind: 'cards',
          id: 'second-life',
          title: 'Industriebatterien: Second-Life statt Schrott',
          intro:
            'Viele Industriebatterien haben nach dem ersten Einsatz noch 70 bis 80 % ihrer Kapazität. Wir prüfen sie und führen sie in stationäre Speicher über.',
          columns: 4,
          cards: [
            {
              icon: 'gauge',
              title: 'Kapazitätstest',
              description: 'Messung von Restkapazität, Innenwiderstand und Zellbalance je Modul.',
            },
            {
              icon: 'factory',
              title: 'USV- und Staplerbatterien',
              description: 'Lithium-Systeme aus USV-Anlagen, Flurförderzeugen und Maschinen.',
            },
            {
              icon: 'batteryCharging',
              title: 'Zweites Leben als Speicher',
              description: 'Geeignete Module werden zu stationären Speichern für Gewerbe und Landwirtschaft.',
            },
            {
              icon: 'recycle',
              title: 'Recycling nach BattDG',
              description: `Was nicht mehr taugt, geht ins Recycling – mit ${pct(claims.recoveryRatePercent, 'de')} Rückgewinnungsquote.`,
            },
          ],
        },
      ],
      cta: {
        title: 'Industriebatterien bewerten lassen',
        text: 'Nennen Sie uns Typ, Baujahr und Stückzahl. Wir sagen Ihnen, ob Second-Life oder Recycling sinnvoll ist, und nennen einen unverbindlichen Preis.',
        primary: { label: 'Bewertung anfragen', href: '/kontakt' },
        secondary: { label: 'Anrufen', href: 'phone' },
      },
    },
    en: {
      badge: 'Battery storage of all brands',
      title: 'Sell battery storage: home and commercial systems',
      lead: `Anker SOLIX, sonnen, LG Chem RESU, Pylontech, Alpha ESS and TESVOLT: we pay ${promise.share('storage', 'en')} and give industrial batteries a second life.`,
      primaryLabel: 'Sell storage',
      catalogueLabel: 'View catalogue',
      points: ['Six brands, three models each', 'Second life for industrial batteries'],
      productsTitle: 'Catalogue: battery storage by brand',
      productsIntro: 'Indicative maximum prices per system with battery management.',
      sections: [
        {
          kind: 'cards',
          id: 'second-life',
          title: 'Industrial batteries: second life instead of scrap',
          intro:
            'Many industrial batteries still hold 70 to 80% of their capacity after their first use. We test them and move them into stationary storage.',
          columns: 4,
          cards: [
            {
              icon: 'gauge',
              title: 'Capacity test',
              description: 'Measurement of remaining capacity, internal resistance and cell balance per module.',
            },
            {
              icon: 'factory',
              title: 'UPS and forklift batteries',
              description: 'Lithium systems from UPS installations, industrial trucks and machines.',
            },
            {
              icon: 'batteryCharging',
              title: 'A second life as storage',
              description: 'Suitable modules become stationary storage for businesses and farms.',
            },
            {
              icon: 'recycle',
              title: 'Recycling under the BattDG',
              description: `What is no longer fit goes to recycling – with a ${pct(claims.recoveryRatePercent, 'en')} recovery rate.`,
            },
          ],
        },
      ],
      cta: {
        title: 'Have your industrial batteries valued',
        text: 'Tell us the type, year and quantity. We tell you whether second life or recycling makes sense and give you an indicative price.',
        primary: { label: 'Request a valuation', href: '/kontakt' },
        secondary: { label: 'Call us', href: 'phone' },
      },
    },
  }),
  cataloguePage('/solarankauf-main', 'solar-main', 'solar-products', 'solar', {
    de: {
      badge: 'Solarankauf',
      title: 'Solaranlagen und Komponenten verkaufen',
      lead: `Einzelne Module, Wechselrichter und Speicher oder die ganze Anlage – von der 10-kWp-Dachanlage bis zum Solarpark über 1 MWp: Wir zahlen ${promise.shares('de')}.`,
      primaryLabel: 'Anlage verkaufen',
      catalogueLabel: 'Zum Katalog',
      points: ['Komplettanlagen inklusive Demontage', 'Solarparks nach Verhandlung'],
      productsTitle: 'Katalog: Module, Wechselrichter, Speicher und Komplettanlagen',
      productsIntro: 'Eine Auswahl aus unseren Preislisten und unsere Preise für komplette PV-Anlagen.',
    },
    en: {
      badge: 'Solar buy-back',
      title: 'Sell solar plants and components',
      lead: `Single modules, inverters and storage or the whole plant – from a 10 kWp rooftop plant to a solar park above 1 MWp: we pay ${promise.shares('en')}.`,
      primaryLabel: 'Sell your plant',
      catalogueLabel: 'View catalogue',
      points: ['Complete plants including dismantling', 'Solar parks by negotiation'],
      productsTitle: 'Catalogue: modules, inverters, storage and complete plants',
      productsIntro: 'A selection from our price lists and our prices for complete PV plants.',
    },
  }),
  cataloguePage('/wechselrichter-ankauf-alle-marken', 'inverters', 'wechselrichter-products', 'solar', {
    de: {
      badge: 'Wechselrichter aller Marken',
      title: 'Wechselrichter verkaufen: SMA, Fronius, Huawei, KOSTAL und mehr',
      lead: `String-, Hybrid- und Gewerbewechselrichter von acht Herstellern: Wir zahlen ${promise.share('solar', 'de')} und holen ab ${claims.freePickupFrom.inverters} Wechselrichtern kostenlos ab.`,
      primaryLabel: 'Wechselrichter verkaufen',
      catalogueLabel: 'Zum Katalog',
      points: [
        `Ab ${claims.freePickupFrom.inverters} Wechselrichtern Transport kostenlos`,
        'Auch defekte Geräte zum Recycling',
      ],
      productsTitle: 'Katalog: Wechselrichter nach Hersteller',
      productsIntro: 'Unverbindliche Höchstpreise je Gerät mit Typenschild.',
    },
    en: {
      badge: 'Inverters of all brands',
      title: 'Sell inverters: SMA, Fronius, Huawei, KOSTAL and more',
      lead: `String, hybrid and commercial inverters from eight manufacturers: we pay ${promise.share('solar', 'en')} and collect free of charge from ${claims.freePickupFrom.inverters} inverters.`,
      primaryLabel: 'Sell inverters',
      catalogueLabel: 'View catalogue',
      points: [
        `Free transport from ${claims.freePickupFrom.inverters} inverters`,
        'Defective units taken for recycling',
      ],
      productsTitle: 'Catalogue: inverters by manufacturer',
      productsIntro: 'Indicative maximum prices per unit with rating plate.',
    },
  }),
  cataloguePage('/solarmodule-ankauf-recycling', 'modules', 'solarmodule-products', 'solar', {
    de: {
      badge: 'Solarmodule',
      title: 'Solarmodule verkaufen oder recyceln',
      lead: `Gebrauchte Module von Meyer Burger, Solarwatt, Q CELLS, Heckert und internationalen Marken: Wir zahlen ${promise.share('solar', 'de')}. Defekte Module recyceln wir kostenneutral.`,
      primaryLabel: 'Module verkaufen',
      catalogueLabel: 'Zum Katalog',
      points: [promise.freePickup(['modules'], 'de'), 'Recycling defekter Module kostenneutral'],
      productsTitle: 'Katalog: Solarmodule nach Hersteller',
      productsIntro: 'Unverbindliche Höchstpreise je Modul, 40 bis 95 €.',
    },
    en: {
      badge: 'Solar modules',
      title: 'Sell or recycle solar modules',
      lead: `Used modules from Meyer Burger, Solarwatt, Q CELLS, Heckert and international brands: we pay ${promise.share('solar', 'en')}. Defective modules we recycle at no cost.`,
      primaryLabel: 'Sell modules',
      catalogueLabel: 'View catalogue',
      points: [promise.freePickup(['modules'], 'en'), 'Cost-neutral recycling of defective modules'],
      productsTitle: 'Catalogue: solar modules by manufacturer',
      productsIntro: 'Indicative maximum prices per module, €40 to €95.',
    },
  }),
  cataloguePage('/solarkomponenten-ankauf-service', 'solar-services', 'service-products', 'solar', {
    de: {
      badge: 'Service für Solarkomponenten',
      title: 'Demontage, Abholung und Recycling aus einer Hand',
      lead: `Express-Abwicklung und Abholung innerhalb von ${claims.expressPickupHours}\u00a0h in ganz Deutschland, auch in Österreich und der Schweiz. Unsere Service-Preise stehen neben dem üblichen Vergleichspreis.`,
      primaryLabel: 'Service anfragen',
      catalogueLabel: 'Zu den Service-Preisen',
      points: [promise.expressPickup('de'), 'Entsorgungsnachweis inklusive'],
      productsTitle: 'Service-Preise und Konditionen',
      productsIntro: 'Unser Preis im Vergleich zum üblichen Marktpreis.',
      benefits: {
        title: 'Was Sie von unserem Service haben',
        cards: [
          {
            icon: 'clock',
            title: `Express in ${claims.expressPickupHours} Stunden`,
            description: `Abholung in ganz Deutschland, Österreich und der Schweiz innerhalb von ${claims.expressPickupHours}\u00a0h; Express-Demontage in 24 h gegen ${pct(50, 'de')} Aufschlag.`,
          },
          {
            icon: 'package',
            title: `Kostenlos ab ${claims.freePickupFrom.modules} Modulen`,
            description: `${promise.freePickup(['modules', 'inverters'], 'de')}. ${promise.freeDismantling('de')}.`,
          },
          {
            icon: 'fileCheck',
            title: 'Entsorgungsnachweis inklusive',
            description: 'Sie erhalten den Nachweis für Ihre Unterlagen ohne Aufpreis – üblich sind rund 50 €.',
          },
        ],
      },
    },
    en: {
      badge: 'Solar component services',
      title: 'Dismantling, pickup and recycling from one source',
      lead: `Express handling and pickup within ${claims.expressPickupHours}\u00a0h anywhere in Germany, also in Austria and Switzerland. Our service prices are shown next to the usual comparison price.`,
      primaryLabel: 'Request a service',
      catalogueLabel: 'View service prices',
      points: [promise.expressPickup('en'), 'Disposal certificate included'],
      productsTitle: 'Service prices and conditions',
      productsIntro: 'Our price compared with the usual market price.',
      benefits: {
        title: 'What our service gives you',
        cards: [
          {
            icon: 'clock',
            title: `Express within ${claims.expressPickupHours} hours`,
            description: `Pickup across Germany, Austria and Switzerland within ${claims.expressPickupHours}\u00a0h; express dismantling within 24 h at a ${pct(50, 'en')} surcharge.`,
          },
          {
            icon: 'package',
            title: `Free from ${claims.freePickupFrom.modules} modules`,
            description: `${promise.freePickup(['modules', 'inverters'], 'en')}. ${promise.freeDismantling('en')}.`,
          },
          {
            icon: 'fileCheck',
            title: 'Disposal certificate included',
            description:
              'You receive the certificate for your records at no extra charge – around €50 is usual elsewhere.',
          },
        ],
      },
    },
  }),
] as const satisfies readonly PriceListPage[];
