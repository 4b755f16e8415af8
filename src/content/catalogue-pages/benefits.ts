import type { Locale } from '@/i18n/locales';
import { formatPercent } from '@/lib/format';
import { claims } from '../claims';
import type { FeatureCard } from '../types';

type Three = [FeatureCard, FeatureCard, FeatureCard];

/** The three benefit blocks of the component price pages and their hub. */
export function componentBenefits(locale: Locale): { title: string; cards: Three } {
  return locale === 'de'
    ? {
        title: 'Warum Unternehmen ihre Hardware bei uns verkaufen',
        cards: [
          {
            icon: 'scan',
            title: 'Bewertung in 24 Stunden',
            description:
              'Schicken Sie uns eine Liste mit Modellen und Stückzahlen. An Werktagen erhalten Sie innerhalb von 24 Stunden einen unverbindlichen Preisrahmen.',
          },
          {
            icon: 'shieldCheck',
            title: 'Datenlöschung mit Nachweis',
            description:
              'Datenträger und Server löschen wir zertifiziert oder vernichten sie nach DIN 66399 – mit Protokoll je Seriennummer.',
          },
          {
            icon: 'euro',
            title: 'Zahlung per Überweisung',
            description: `Nach Prüfung und Übernahme überweisen wir innerhalb von ${claims.paymentDays} Tagen. Abzüge begründen wir Posten für Posten.`,
          },
        ],
      }
    : {
        title: 'Why businesses sell their hardware to us',
        cards: [
          {
            icon: 'scan',
            title: 'Valuation within 24 hours',
            description:
              'Send us a list of models and quantities. On working days you receive an indicative price range within 24 hours.',
          },
          {
            icon: 'shieldCheck',
            title: 'Certified data erasure',
            description:
              'We erase drives and servers with a certificate or destroy them to DIN 66399 – with a log for every serial number.',
          },
          {
            icon: 'euro',
            title: 'Payment by bank transfer',
            description: `After inspection and takeover we pay within ${claims.paymentDays} days. We explain any deduction item by item.`,
          },
        ],
      };
}

/** The three benefit blocks of the renewables pages; `percent` is the page's purchase rule. */
export function renewableBenefits(locale: Locale, percent: number): { title: string; cards: Three } {
  return locale === 'de'
    ? {
        title: 'Ihr Vorteil beim Verkauf an uns',
        cards: [
          {
            icon: 'wrench',
            title: 'Demontage durch Fachkräfte',
            description:
              'Elektrofachkräfte bauen Speicher, Wechselrichter und Module ab – ab 50 Modulen oder 10 Wechselrichtern kostenlos.',
          },
          {
            icon: 'truck',
            title: 'Abholung in 48 Stunden',
            description:
              'Express-Abholung in ganz Deutschland, auch in Österreich und der Schweiz. Batterien transportieren wir ADR-konform.',
          },
          {
            icon: 'scale',
            title: `Bis zu ${formatPercent(percent, 'de')} des Neupreises`,
            description: `Der Preis richtet sich nach Neupreis, Alter und Zustand. Sie erhalten eine nachvollziehbare Bewertung und die Zahlung per Überweisung innerhalb von ${claims.paymentDays} Tagen.`,
          },
        ],
      }
    : {
        title: 'What you gain by selling to us',
        cards: [
          {
            icon: 'wrench',
            title: 'Dismantling by specialists',
            description:
              'Qualified electricians remove storage, inverters and modules – free of charge from 50 modules or 10 inverters.',
          },
          {
            icon: 'truck',
            title: 'Pickup within 48 hours',
            description:
              'Express pickup anywhere in Germany, also in Austria and Switzerland. Batteries travel in ADR-compliant transport.',
          },
          {
            icon: 'scale',
            title: `Up to ${formatPercent(percent, 'en')} of the new price`,
            description: `The price depends on the new price, age and condition. You receive a clear valuation and payment by bank transfer within ${claims.paymentDays} days.`,
          },
        ],
      };
}
