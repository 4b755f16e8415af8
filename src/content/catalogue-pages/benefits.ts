import type { Locale, Localized } from '@/i18n/locales';
import { claims, type FreePickupKind } from '../claims';
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

/** `shares`: the shares the page's list pays, as one phrase; `pickup`: when pickup of its goods is free. */
type RenewableCopyInput = { shares: string; pickup: string; storage: boolean };
const renewableBenefitsCopy: Localized<(input: RenewableCopyInput) => Benefits> = {
  de: ({ shares, pickup, storage }) => ({
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
        description: `${pickup}.${storage ? ' Batteriespeicher transportieren wir ADR-konform.' : ''}`,
      },
      {
        icon: 'scale',
        title: 'Ihr Anteil am Neupreis',
        description: `Wir zahlen ${shares} – unverbindlich, nach Prüfung von Alter und Zustand. ${promise.payment('de')}.`,
      },
    ],
  }),
  en: ({ shares, pickup, storage }) => ({
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
        description: `${pickup}.${storage ? ' Battery storage travels in ADR-compliant transport.' : ''}`,
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
  // The free-pickup thresholds of the page's goods: storage systems, or modules and inverters.
  const kinds = groups.flatMap((group): FreePickupKind[] =>
    group === 'storage' ? ['storage'] : ['modules', 'inverters'],
  );
  return renewableBenefitsCopy[locale]({
    shares: promise.sharesOf(groups, locale),
    pickup: promise.freePickup(kinds, locale),
    storage: groups.includes('storage'),
  });
}
