import { claims } from '../claims';
import { l } from './localized';
import type { ServicePriceList } from './types';

/**
 * Service conditions for /solarkomponenten-ankauf-service: our price against the usual
 * market price ("Vergleichspreis"). Service prices may carry cents (1,50 € per module).
 */
export const solarServicesPriceList: ServicePriceList = {
  kind: 'services',
  id: 'solar-services',
  family: 'renewables',
  categories: [
    {
      id: 'services-logistics',
      name: l('Abholung und Logistik', 'Pickup and logistics'),
      icon: 'truck',
      accent: 'solar',
      specialNote: l(
        `Express-Abwicklung und Abholung innerhalb von ${claims.expressPickupHours} h in ganz Deutschland, auch in Österreich und der Schweiz.`,
        `Express handling and pickup within ${claims.expressPickupHours} h anywhere in Germany, also in Austria and Switzerland.`,
      ),
      items: [
        {
          serviceNumber: 'KW-SRV-S101',
          name: l('Express-Abholung', 'Express pickup'),
          condition: l(`ab ${claims.freePickupFrom.modules} Modulen`, `from ${claims.freePickupFrom.modules} modules`),
          price: { kind: 'free' },
          comparison: { amount: 200, unit: 'job' },
          description: l(
            `Abholung innerhalb von ${claims.expressPickupHours} h in Deutschland, Österreich und der Schweiz.`,
            `Pickup within ${claims.expressPickupHours} h in Germany, Austria and Switzerland.`,
          ),
        },
        {
          serviceNumber: 'KW-SRV-S102',
          name: l('Wechselrichter-Transport', 'Inverter transport'),
          condition: l(
            `ab ${claims.freePickupFrom.inverters} Stück, bis 100 kW`,
            `from ${claims.freePickupFrom.inverters} units, up to 100 kW`,
          ),
          price: { kind: 'free' },
          comparison: { amount: 150, unit: 'job' },
          description: l('Transport in gepolsterten Gitterboxen.', 'Transport in padded mesh boxes.'),
        },
        {
          serviceNumber: 'KW-SRV-S103',
          name: l('Containerdienst 20 ft oder 40 ft', 'Container service 20 ft or 40 ft'),
          condition: l('Stellung und Abtransport', 'Delivery and removal'),
          price: { kind: 'from', amount: 500, unit: 'job' },
          comparison: { amount: 1200, unit: 'job' },
          description: l(
            'Für große Rückbauprojekte und Solarparks.',
            'For large dismantling projects and solar parks.',
          ),
        },
      ],
    },
    {
      id: 'services-dismantling',
      name: l('Demontage', 'Dismantling'),
      icon: 'wrench',
      accent: 'solar',
      specialNote: l(
        `Demontage durch geschulte Teams mit Absturzsicherung. Kostenlos ab ${claims.freePickupFrom.modules} Modulen oder ${claims.freePickupFrom.inverters} Wechselrichtern, wo wir ohne Dacharbeiten abbauen; Module auf dem Dach berechnen wir je Modul.`,
        `Dismantling by trained crews with fall protection. Free from ${claims.freePickupFrom.modules} modules or ${claims.freePickupFrom.inverters} inverters where no roof work is needed; modules on a roof are charged per module.`,
      ),
      items: [
        {
          serviceNumber: 'KW-SRV-S201',
          name: l('Demontage', 'Dismantling'),
          condition: l(
            `ab ${claims.freePickupFrom.modules} Modulen oder ${claims.freePickupFrom.inverters} Wechselrichtern`,
            `from ${claims.freePickupFrom.modules} modules or ${claims.freePickupFrom.inverters} inverters`,
          ),
          price: { kind: 'free' },
          description: l(
            'Wechselrichter, Speicher und Module auf Freiflächen, Carports oder im Gebäude: Wir bauen ab, sortieren und laden selbst. Dacharbeiten siehe unten.',
            'Inverters, storage and modules on open ground, carports or indoors: we dismantle, sort and load ourselves. Roof work see below.',
          ),
        },
        {
          serviceNumber: 'KW-SRV-S202',
          name: l('Express-Demontage in 24 h', 'Express dismantling within 24 h'),
          condition: l('nach Verfügbarkeit', 'subject to availability'),
          price: { kind: 'surcharge', percent: 50 },
          description: l('Aufschlag auf den regulären Demontagepreis.', 'Surcharge on the regular dismantling price.'),
        },
        {
          serviceNumber: 'KW-SRV-S203',
          name: l('Dachdemontage', 'Roof dismantling'),
          condition: l('bis 50 kWp', 'up to 50 kWp'),
          price: { kind: 'from', amount: claims.roofDismantlingFromEuro, unit: 'module' },
          comparison: { amount: 8, unit: 'module' },
          description: l(
            'Schrägdach inklusive Unterkonstruktion, mit Gerüst und Absturzsicherung – auch ab 50 Modulen.',
            'Pitched roof including mounting system, with scaffolding and fall protection – also from 50 modules.',
          ),
        },
        {
          serviceNumber: 'KW-SRV-S204',
          name: l('Flachdach-Demontage', 'Flat-roof dismantling'),
          condition: l('ab 100 kWp', 'from 100 kWp'),
          price: { kind: 'from', amount: 1.5, unit: 'module' },
          comparison: { amount: 6, unit: 'module' },
          description: l('Ballastierte und verschraubte Systeme.', 'Ballasted and bolted systems.'),
        },
      ],
    },
    {
      id: 'services-recycling',
      name: l('Recycling und Nachweise', 'Recycling and certificates'),
      icon: 'recycle',
      accent: 'solar',
      specialNote: l(
        'Verwertung nach ElektroG und BattDG bei Partnern, die dafür zugelassen sind.',
        'Recovery under the ElektroG and BattDG at partners licensed for it.',
      ),
      items: [
        {
          serviceNumber: 'KW-SRV-S301',
          name: l('Modul-Recycling', 'Module recycling'),
          condition: l('defekte oder nicht verkaufbare Module', 'defective or unsaleable modules'),
          price: { kind: 'free' },
          comparison: { amount: 0.5, unit: 'kg' },
          description: l(
            'Kostenneutral: Glas, Aluminium und Silizium gehen zurück in den Kreislauf.',
            'Cost-neutral: glass, aluminium and silicon go back into the loop.',
          ),
        },
        {
          serviceNumber: 'KW-SRV-S302',
          name: l('Wechselrichter-Recycling', 'Inverter recycling'),
          condition: l('alle Marken', 'all brands'),
          price: { kind: 'free' },
          comparison: { amount: 1.2, unit: 'kg' },
          description: l(
            'Kostenneutral: Platinen und Kupfer werden zurückgewonnen.',
            'Cost-neutral: boards and copper are recovered.',
          ),
        },
        {
          serviceNumber: 'KW-SRV-S303',
          name: l('Batterie-Recycling', 'Battery recycling'),
          condition: l('Lithium-Speicher nach Prüfung', 'lithium storage after inspection'),
          price: { kind: 'payout' },
          comparison: { amount: 2.5, unit: 'kg' },
          description: l(
            'Statt Entsorgungskosten ist je nach Zustand eine Vergütung möglich.',
            'Instead of disposal costs, a payment is possible depending on condition.',
          ),
        },
        {
          serviceNumber: 'KW-SRV-S304',
          name: l('Entsorgungsnachweis', 'Disposal certificate'),
          condition: l('bei jedem Auftrag', 'with every job'),
          price: { kind: 'included' },
          comparison: { amount: 50, unit: 'job' },
          description: l(
            'Nachweis für Ihre Unterlagen und die Anlagenabmeldung.',
            'Proof for your records and for deregistering the plant.',
          ),
        },
      ],
    },
  ],
};
