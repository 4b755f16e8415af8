import { l } from './localized';
import { indicativeMaximum } from './purchase-rules';
import type { CatalogueItem, ProductPriceList } from './types';

/**
 * Huawei FusionSolar: LUNA2000 storage, SUN2000 inverters and system components. Storage and the
 * system components follow the storage rule (up to 25 % of the new price), the SUN2000 inverters
 * the inverter rule like every other brand's (up to 30 %): their maximum is derived from the new
 * price. New prices of residential equipment are approximate street prices; commercial LUNA2000
 * systems are quoted per project, so they carry no new price.
 */
const luna = (
  model: string,
  kwh: number,
  price: number,
  newPrice: number,
  no: string,
  de: string,
  en: string,
): CatalogueItem => ({
  model,
  brand: 'Huawei',
  articleNumber: no,
  rating: { value: kwh, unit: 'kWh' },
  price,
  newPrice,
  approximate: true,
  description: l(de, en),
  solar: { type: 'battery', voltage: '350–600 V DC', specs: ['LFP'] },
  aliases: [model.replace('LUNA2000-', 'luna 2000 ')],
});

const sun = (model: string, kw: number, newPrice: number, no: string, phases: 1 | 3): CatalogueItem => ({
  model,
  brand: 'Huawei',
  articleNumber: no,
  rating: { value: kw, unit: 'kW' },
  price: indicativeMaximum(newPrice, 'solar')!,
  newPrice,
  approximate: true,
  description:
    phases === 1
      ? l(
          'Einphasiger Hybrid-Wechselrichter, speicherfähig mit LUNA2000.',
          'Single-phase hybrid inverter, storage-ready with LUNA2000.',
        )
      : l(
          'Dreiphasiger String-Wechselrichter mit integrierter AFCI-Lichtbogenerkennung.',
          'Three-phase string inverter with integrated AFCI arc detection.',
        ),
  solar: {
    type: 'inverter',
    voltage: phases === 1 ? '230 V AC' : '400 V AC',
    powerKw: kw,
    efficiencyPercent: phases === 1 ? 98.4 : 98.6,
  },
  aliases: [model.replace('SUN2000-', 'sun 2000 ')],
});

export const huaweiLuna2000 = [
  luna(
    'LUNA2000-5-S0',
    5,
    540,
    2160,
    'KW-HUA-0101',
    'Einstiegsspeicher, erweiterbar auf 15 kWh.',
    'Entry storage, expandable to 15 kWh.',
  ),
  luna(
    'LUNA2000-7-S1',
    6.9,
    700,
    2800,
    'KW-HUA-0102',
    'Zweite Generation, modular in 6,9-kWh-Schritten.',
    'Second generation, modular in 6.9 kWh steps.',
  ),
  luna(
    'LUNA2000-10-S0',
    10,
    1000,
    4000,
    'KW-HUA-0103',
    'Zwei Batteriemodule mit Leistungsmodul.',
    'Two battery modules with power module.',
  ),
  luna(
    'LUNA2000-14-S1',
    13.8,
    1290,
    5160,
    'KW-HUA-0104',
    'Zweite Generation mit zwei Modulen.',
    'Second generation with two modules.',
  ),
  luna(
    'LUNA2000-15-S0',
    15,
    1400,
    5600,
    'KW-HUA-0105',
    'Vollausbau der ersten Generation.',
    'Full configuration of the first generation.',
  ),
  luna(
    'LUNA2000-21-S1',
    21,
    1625,
    6500,
    'KW-HUA-0106',
    'Vollausbau der zweiten Generation.',
    'Full configuration of the second generation.',
  ),
];

export const huaweiSun2000 = [
  sun('SUN2000-2KTL-L1', 2, 380, 'KW-HUA-0201', 1),
  sun('SUN2000-3KTL-L1', 3, 520, 'KW-HUA-0202', 1),
  sun('SUN2000-4KTL-L1', 4, 640, 'KW-HUA-0203', 1),
  sun('SUN2000-5KTL-L1', 5, 760, 'KW-HUA-0204', 1),
  sun('SUN2000-6KTL-L1', 6, 880, 'KW-HUA-0205', 1),
  sun('SUN2000-5KTL-M1', 5, 920, 'KW-HUA-0206', 3),
  sun('SUN2000-8KTL-M1', 8, 1200, 'KW-HUA-0207', 3),
  sun('SUN2000-10KTL-M1', 10, 1440, 'KW-HUA-0208', 3),
  sun('SUN2000-20KTL-M2', 20, 2600, 'KW-HUA-0209', 3),
  sun('SUN2000-30KTL-M3', 30, 3800, 'KW-HUA-0210', 3),
];

const component = (
  model: string,
  price: number,
  newPrice: number,
  no: string,
  de: string,
  en: string,
): CatalogueItem => ({
  model,
  brand: 'Huawei',
  articleNumber: no,
  price,
  newPrice,
  approximate: true,
  description: l(de, en),
  solar: { type: 'component' },
});

const huaweiComponents = [
  component(
    'SmartLogger3000A',
    95,
    380,
    'KW-HUA-0301',
    'Datenlogger für Anlagen mit mehreren Wechselrichtern.',
    'Data logger for plants with several inverters.',
  ),
  component(
    'EMMA-A02',
    85,
    340,
    'KW-HUA-0302',
    'Energiemanagement-System für Speicher, Wallbox und Wärmepumpe.',
    'Energy management system for storage, wallbox and heat pump.',
  ),
  component(
    'FRT-Modul SUN2000',
    70,
    280,
    'KW-HUA-0303',
    'Fault-Ride-Through-Modul für Netzanschlussregeln.',
    'Fault-ride-through module for grid-connection rules.',
  ),
  component(
    'NA-Schutz-Schalter VDE-AR-N 4105',
    60,
    240,
    'KW-HUA-0304',
    'Netz- und Anlagenschutz für Einspeiseanlagen.',
    'Grid and system protection switch for feed-in plants.',
  ),
  component(
    'DTSU666-H Smart Power Sensor',
    45,
    180,
    'KW-HUA-0305',
    'Dreiphasiger Smart Meter für Eigenverbrauchsregelung.',
    'Three-phase smart meter for self-consumption control.',
  ),
  component(
    'Smart Dongle-WLAN-FE',
    12,
    48,
    'KW-HUA-0306',
    'WLAN- und Ethernet-Dongle für die Überwachung.',
    'Wi-Fi and Ethernet dongle for monitoring.',
  ),
];

const commercialStorage: CatalogueItem[] = [
  {
    model: 'LUNA2000-215KWH-2H1',
    brand: 'Huawei',
    articleNumber: 'KW-HUA-0401',
    rating: { value: 215, unit: 'kWh' },
    price: 95000,
    description: l(
      'Gewerbespeicher im Outdoor-Schrank mit integrierter Klimatisierung und Brandschutz.',
      'Commercial outdoor cabinet storage with integrated climate control and fire protection.',
    ),
    solar: { type: 'battery', voltage: '672–864 V DC', powerKw: 100, specs: ['LFP', 'C&I'] },
    aliases: ['luna 2000 215', 'luna215'],
  },
  {
    model: 'LUNA2000-200KWH-2H1',
    brand: 'Huawei',
    articleNumber: 'KW-HUA-0402',
    rating: { value: 200, unit: 'kWh' },
    price: 82000,
    description: l('Gewerbespeicher mit Smart-String-Technik.', 'Commercial storage with smart string technology.'),
    solar: { type: 'battery', voltage: '600–900 V DC', powerKw: 100, specs: ['LFP', 'C&I'] },
  },
  {
    model: 'LUNA2000-97KWH-1H1',
    brand: 'Huawei',
    articleNumber: 'KW-HUA-0403',
    rating: { value: 97, unit: 'kWh' },
    price: 41000,
    description: l(
      'Kompakter Gewerbespeicher für Handwerk und Landwirtschaft.',
      'Compact commercial storage for trades and farms.',
    ),
    solar: { type: 'battery', voltage: '600–900 V DC', powerKw: 50, specs: ['LFP', 'C&I'] },
  },
];

export const huaweiCommercialInverter: CatalogueItem = {
  ...sun('SUN2000-100KTL-M2', 100, 15200, 'KW-HUA-0211', 3),
  description: l('Gewerbe-Wechselrichter mit zehn MPP-Trackern.', 'Commercial inverter with ten MPP trackers.'),
};

const storageCategory = {
  id: 'huawei-luna2000',
  name: l('LUNA2000 Heimspeicher', 'LUNA2000 home storage'),
  icon: 'battery',
  accent: 'energy',
  specialNote: l(
    'Mit Batteriemanagement und Leistungsmodul; Seriennummern und App-Zugang beschleunigen die Prüfung.',
    'With battery management and power module; serial numbers and app access speed up inspection.',
  ),
} as const;

const inverterCategory = {
  id: 'huawei-sun2000',
  name: l('SUN2000 String-Wechselrichter', 'SUN2000 string inverters'),
  icon: 'zap',
  accent: 'energy',
  specialNote: l(
    'Einphasig L1 und dreiphasig M1 bis M3; mit Typenschild-Foto bewerten wir sofort.',
    'Single-phase L1 and three-phase M1 to M3; a photo of the rating plate lets us value at once.',
  ),
} as const;

const componentCategory = {
  id: 'huawei-components',
  name: l('Huawei Systemkomponenten', 'Huawei system components'),
  icon: 'circuitBoard',
  accent: 'energy',
  specialNote: l(
    'Zubehör kaufen wir einzeln oder zusammen mit Speicher und Wechselrichter.',
    'We buy accessories on their own or together with storage and inverters.',
  ),
} as const;

/** Catalogue page /huawei-ankauf-recycling: the full residential range. */
export const huaweiCatalogue: ProductPriceList = {
  kind: 'products',
  id: 'huawei',
  family: 'renewables',
  rule: 'storage',
  categories: [
    { ...storageCategory, items: huaweiLuna2000 },
    { ...inverterCategory, items: huaweiSun2000 },
    { ...componentCategory, items: huaweiComponents },
  ],
};

/** Price page /huawei-solar-ankauf: commercial and residential highlights. */
export const huaweiSolarPriceList: ProductPriceList = {
  kind: 'products',
  id: 'huawei-solar',
  family: 'renewables',
  rule: 'storage',
  categories: [
    {
      id: 'huawei-commercial-storage',
      name: l('LUNA2000 Gewerbespeicher', 'LUNA2000 commercial storage'),
      icon: 'factory',
      accent: 'energy',
      specialNote: l(
        'Projektpreise nach Alter, Zyklen und State of Health; Demontage durch unser Team.',
        'Project prices by age, cycles and state of health; dismantling by our team.',
      ),
      items: commercialStorage,
    },
    { ...storageCategory, items: [huaweiLuna2000[0]!, huaweiLuna2000[2]!, huaweiLuna2000[4]!, huaweiLuna2000[5]!] },
    { ...inverterCategory, items: [huaweiCommercialInverter, huaweiSun2000[9]!, huaweiSun2000[8]!, huaweiSun2000[7]!] },
    { ...componentCategory, items: huaweiComponents.slice(0, 3) },
  ],
};
