import type { Locale, Localized } from '@/i18n/locales';
import { claims } from '../claims';
import { promise, type ShareGroup } from '../promises';
import type { FeatureCard } from '../types';

type Three = [FeatureCard, FeatureCard, FeatureCard];

type Benefits = { title: string; cards: Three };

const componentBenefitsCopy: Localized<Benefits> = {
  de: {
    title: 'Warum Unternehmen ihre Hardware bei uns verkaufen',
    cards: [
      {
        icon: 'scan',
        title: promise.estimateShort('de'),
        description: `Schicken Sie uns eine Liste mit Modellen und Stückzahlen. An Werktagen erhalten Sie innerhalb von ${claims.priceEstimateHours} Stunden einen unverbindlichen Preisrahmen. Verbindlich bewerten wir innerhalb von ${promise.valuationDuration('de')}.`,
      },
      {
        icon: 'shieldCheck',
        title: 'Datenlöschung mit Nachweis',
        description:
          'Datenträger und Server löschen wir mit Löschprotokoll oder vernichten sie nach DIN 66399 – mit Protokoll je Seriennummer.',
      },
      {
        icon: 'euro',
        title: 'Zahlung per Überweisung',
        description: `Nach Prüfung und Übernahme überweisen wir innerhalb von ${claims.paymentDays} Tagen. Abzüge begründen wir Posten für Posten.`,
      },
    ],
  },
  en: {
    title: 'Why businesses sell their hardware to us',
    cards: [
      {
        icon: 'scan',
        title: promise.estimateShort('en'),
        description: `Send us a list of models and quantities. On working days you receive an indicative price range within ${claims.priceEstimateHours} hours. The binding valuation follows within ${promise.valuationDuration('en')}.`,
      },
      {
        icon: 'shieldCheck',
        title: 'Data erasure with proof',
        description:
          'We erase drives and servers with an erasure report or destroy them to DIN 66399 – with a log for every serial number.',
      },
      {
        icon: 'euro',
        title: 'Payment by bank transfer',
        description: `After inspection and takeover we pay within ${claims.paymentDays} days. We explain any deduction item by item.`,
      },
    ],
  },
};

/** The three benefit blocks of the component price pages and their hub. */
export function componentBenefits(locale: Locale): Benefits {
  return componentBenefitsCopy[locale];
}

/** `shares`: the shares the page's list pays, as one phrase. */
const renewableBenefitsCopy: Localized<(shares: string) => Benefits> = {
  de: (shares) => ({
    title: 'Ihr Vorteil beim Verkauf an uns',
    cards: [
      {
        icon: 'wrench',
        title: 'Demontage durch Fachkräfte',
        description: `Elektrofachkräfte bauen Speicher, Wechselrichter und Module ab. ${promise.freeDismantling('de')}.`,
      },
      {
        icon: 'truck',
        title: promise.expressPickup('de'),
        description: `In ganz Deutschland, auch in Österreich und der Schweiz; ${promise.freeSolarPickup('de')}. Batterien transportieren wir ADR-konform.`,
      },
      {
        icon: 'scale',
        title: 'Ihr Anteil am Neupreis',
        description: `Wir zahlen ${shares} – unverbindlich, nach Prüfung von Alter und Zustand. ${promise.payment('de')}.`,
      },
    ],
  }),
  en: (shares) => ({
    title: 'What you gain by selling to us',
    cards: [
      {
        icon: 'wrench',
        title: 'Dismantling by specialists',
        description: `Qualified electricians remove storage, inverters and modules. ${promise.freeDismantling('en')}.`,
      },
      {
        icon: 'truck',
        title: promise.expressPickup('en'),
        description: `Anywhere in Germany, also in Austria and Switzerland; ${lower(promise.freeSolarPickup('en'))}. Batteries travel in ADR-compliant transport.`,
      },
      {
        icon: 'scale',
        title: 'Your share of the new price',
        description: `We pay ${shares} – indicative, subject to inspection of age and condition. ${promise.payment('en')}.`,
      },
    ],
  }),
};

/** The three benefit blocks of the renewables pages; `groups` are the shares the page's list pays. */
export function renewableBenefits(locale: Locale, groups: readonly ShareGroup[]): Benefits {
  return renewableBenefitsCopy[locale](promise.sharesOf(groups, locale));
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
