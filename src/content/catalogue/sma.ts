import { l } from './localized';
import type { CatalogueItem, ProductPriceList } from './types';

/** SMA Sunny Boy, Sunny Tripower, Sunny Central and system components. Solar rule: up to 30 % of the new price. */
const inv = (model: string, kw: number, price: number, newPrice: number | undefined, no: string, voltage: string, eff: number, de: string, en: string): CatalogueItem => ({
  model,
  brand: 'SMA',
  articleNumber: no,
  rating: { value: kw, unit: 'kW' },
  price,
  ...(newPrice ? { newPrice, approximate: true } : {}),
  description: l(de, en),
  solar: { type: 'inverter', voltage, powerKw: kw, efficiencyPercent: eff },
});

export const smaSunnyBoy = [
  inv('Sunny Boy 5.0', 5, 450, 1500, 'KW-SMA-0101', '230 V AC', 97, 'Einphasiger String-Wechselrichter für Einfamilienhäuser.', 'Single-phase string inverter for family homes.'),
  inv('Sunny Boy 3.0', 3, 300, 1000, 'KW-SMA-0102', '230 V AC', 97, 'Kleiner einphasiger Wechselrichter.', 'Small single-phase inverter.'),
  inv('Sunny Boy Storage 6.0', 6, 700, 2340, 'KW-SMA-0103', '230 V AC', 97, 'Batterie-Wechselrichter für Hochvolt-Speicher.', 'Battery inverter for high-voltage storage.'),
];

export const smaTripower = [
  inv('Sunny Tripower CORE2 110', 110, 2800, 9400, 'KW-SMA-0201', '400 V AC', 98.6, 'Gewerbe-Wechselrichter mit zwölf MPP-Trackern.', 'Commercial inverter with twelve MPP trackers.'),
  inv('Sunny Tripower X 25', 25, 1200, 4000, 'KW-SMA-0202', '400 V AC', 98.1, 'Dreiphasig mit integriertem Systemmanager.', 'Three-phase with integrated system manager.'),
  inv('Sunny Tripower 25000TL-30', 25, 1100, 3700, 'KW-SMA-0203', '400 V AC', 98.3, 'Bewährter dreiphasiger Wechselrichter.', 'Proven three-phase inverter.'),
  inv('Sunny Tripower 10.0', 10, 600, 2000, 'KW-SMA-0204', '400 V AC', 98.2, 'Dreiphasig für größere Dächer.', 'Three-phase for larger roofs.'),
];

export const smaCentral = [
  inv('Sunny Central 4600CP', 4600, 180000, undefined, 'KW-SMA-0301', '1500 V DC', 98.7, 'Zentralwechselrichter für Solarparks, Ankauf nach Projektprüfung.', 'Central inverter for solar parks, purchase after project review.'),
  inv('Sunny Central 2500-EV', 2500, 95000, undefined, 'KW-SMA-0302', '1000 V DC', 98.6, 'Zentralwechselrichter für Freiflächenanlagen.', 'Central inverter for ground-mounted plants.'),
  inv('Sunny Central 800CP XT', 800, 35000, undefined, 'KW-SMA-0303', '1000 V DC', 98.5, 'Zentralwechselrichter der CP-XT-Serie.', 'Central inverter of the CP XT series.'),
];

/** SMA price page /sma-wechselrichter-ankauf. */
export const smaPriceList: ProductPriceList = {
  kind: 'products',
  id: 'sma',
  family: 'renewables',
  rule: 'solar',
  categories: [
    {
      id: 'sma-sunny-boy',
      name: l('Sunny Boy', 'Sunny Boy'),
      icon: 'zap',
      accent: 'solar',
      specialNote: l('Einphasige Geräte mit Display oder Webconnect.', 'Single-phase units with display or Webconnect.'),
      items: smaSunnyBoy,
    },
    {
      id: 'sma-sunny-tripower',
      name: l('Sunny Tripower', 'Sunny Tripower'),
      icon: 'zap',
      accent: 'solar',
      specialNote: l('Dreiphasig; ab 10 Geräten Transport kostenlos.', 'Three-phase; transport free from 10 units.'),
      items: smaTripower,
    },
    {
      id: 'sma-sunny-central',
      name: l('Sunny Central', 'Sunny Central'),
      icon: 'factory',
      accent: 'solar',
      specialNote: l('Zentralwechselrichter: Demontage und Abtransport übernimmt unser Team.', 'Central inverters: our team dismantles and removes them.'),
      items: smaCentral,
    },
    {
      id: 'sma-system',
      name: l('Speicher und Systemkomponenten', 'Storage and system components'),
      icon: 'circuitBoard',
      accent: 'solar',
      specialNote: l('Mit Lizenz und Seriennummer.', 'With licence and serial number.'),
      items: [
        inv('Sunny Island 8.0H', 8, 1100, 3700, 'KW-SMA-0401', '48 V DC', 95.8, 'Inselwechselrichter für Niedervolt-Speicher.', 'Off-grid inverter for low-voltage storage.'),
        { model: 'Data Manager M', brand: 'SMA', articleNumber: 'KW-SMA-0402', price: 300, newPrice: 1000, approximate: true, description: l('Anlagenkommunikation für bis zu 50 Geräte.', 'Plant communication for up to 50 devices.'), solar: { type: 'component' } },
        { model: 'Sunny Home Manager 2.0', brand: 'SMA', articleNumber: 'KW-SMA-0403', price: 75, newPrice: 250, approximate: true, description: l('Energiemanager für Eigenverbrauch.', 'Energy manager for self-consumption.'), solar: { type: 'component' } },
      ],
    },
  ],
};
