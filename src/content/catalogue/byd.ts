import { l } from './localized';
import type { CatalogueItem, ProductPriceList } from './types';

/**
 * BYD Battery-Box: HVM, HVS, HVB Blade, Premium LVS, Pro and single components. Storage rule: up
 * to 25 % of the new price; new prices are approximate street prices of the complete tower.
 */
const tower = (
  model: string,
  kwh: number,
  price: number,
  newPrice: number,
  no: string,
  voltage: string,
  de: string,
  en: string,
): CatalogueItem => ({
  model,
  brand: 'BYD',
  articleNumber: no,
  rating: { value: kwh, unit: 'kWh' },
  price,
  newPrice,
  approximate: true,
  description: l(de, en),
  solar: { type: 'battery', voltage, specs: ['LFP'] },
  aliases: [model.replace('Battery-Box ', '')],
});

export const bydHvm = [
  tower(
    'Battery-Box Premium HVM 8.3',
    8.3,
    757,
    3028,
    'KW-BYD-0101',
    '153 V DC',
    'Drei HVM-Module, Hochvolt, modular erweiterbar.',
    'Three HVM modules, high voltage, modular.',
  ),
  tower(
    'Battery-Box Premium HVM 11.0',
    11,
    1000,
    4000,
    'KW-BYD-0102',
    '204 V DC',
    'Vier HVM-Module.',
    'Four HVM modules.',
  ),
  tower(
    'Battery-Box Premium HVM 13.8',
    13.8,
    1240,
    4960,
    'KW-BYD-0103',
    '256 V DC',
    'Fünf HVM-Module.',
    'Five HVM modules.',
  ),
  tower(
    'Battery-Box Premium HVM 16.6',
    16.6,
    1490,
    5960,
    'KW-BYD-0104',
    '307 V DC',
    'Sechs HVM-Module.',
    'Six HVM modules.',
  ),
  tower(
    'Battery-Box Premium HVM 19.3',
    19.3,
    1730,
    6920,
    'KW-BYD-0105',
    '358 V DC',
    'Sieben HVM-Module.',
    'Seven HVM modules.',
  ),
  tower(
    'Battery-Box Premium HVM 22.1',
    22.1,
    1975,
    7900,
    'KW-BYD-0106',
    '409 V DC',
    'Acht HVM-Module, Vollausbau eines Turms.',
    'Eight HVM modules, one full tower.',
  ),
];

const bydHvs = [
  tower(
    'Battery-Box Premium HVS 5.1',
    5.1,
    700,
    2800,
    'KW-BYD-0201',
    '204 V DC',
    'Zwei HVS-Module, kompakte Hochvolt-Lösung.',
    'Two HVS modules, compact high-voltage solution.',
  ),
  tower(
    'Battery-Box Premium HVS 7.7',
    7.7,
    960,
    3840,
    'KW-BYD-0202',
    '307 V DC',
    'Drei HVS-Module.',
    'Three HVS modules.',
  ),
  tower(
    'Battery-Box Premium HVS 10.2',
    10.2,
    1230,
    4920,
    'KW-BYD-0203',
    '409 V DC',
    'Vier HVS-Module.',
    'Four HVS modules.',
  ),
  tower(
    'Battery-Box Premium HVS 12.8',
    12.8,
    1500,
    6000,
    'KW-BYD-0204',
    '512 V DC',
    'Fünf HVS-Module, Vollausbau.',
    'Five HVS modules, full configuration.',
  ),
];

const bydHvb = [
  tower(
    'Battery-Box HVB Blade 5.9',
    5.9,
    1200,
    4800,
    'KW-BYD-0301',
    '192 V DC',
    'Blade-Zellen, kobaltfrei.',
    'Blade cells, cobalt-free.',
  ),
  tower(
    'Battery-Box HVB Blade 11.8',
    11.8,
    2300,
    9200,
    'KW-BYD-0302',
    '384 V DC',
    'Zwei Blade-Module.',
    'Two Blade modules.',
  ),
  tower(
    'Battery-Box HVB Blade 17.7',
    17.7,
    3300,
    13200,
    'KW-BYD-0303',
    '576 V DC',
    'Drei Blade-Module.',
    'Three Blade modules.',
  ),
  tower(
    'Battery-Box HVB Blade 23.7',
    23.7,
    4300,
    17200,
    'KW-BYD-0304',
    '768 V DC',
    'Vier Blade-Module.',
    'Four Blade modules.',
  ),
  tower(
    'Battery-Box HVB Blade 29.6',
    29.6,
    5200,
    20800,
    'KW-BYD-0305',
    '960 V DC',
    'Fünf Blade-Module, Vollausbau.',
    'Five Blade modules, full configuration.',
  ),
];

const part = (
  model: string,
  price: number,
  newPrice: number,
  no: string,
  de: string,
  en: string,
  kwh?: number,
): CatalogueItem => ({
  model,
  brand: 'BYD',
  articleNumber: no,
  ...(kwh ? { rating: { value: kwh, unit: 'kWh' as const } } : {}),
  price,
  newPrice,
  approximate: true,
  description: l(de, en),
  solar: { type: 'component' },
});

const bydComponents = [
  part(
    'HVM-Batteriemodul 2.76 kWh',
    280,
    1120,
    'KW-BYD-0401',
    'Einzelmodul für HVM-Türme.',
    'Single module for HVM towers.',
    2.76,
  ),
  part(
    'HVS-Batteriemodul 2.56 kWh',
    280,
    1120,
    'KW-BYD-0402',
    'Einzelmodul für HVS-Türme.',
    'Single module for HVS towers.',
    2.56,
  ),
  part(
    'BCU Battery Control Unit',
    142,
    580,
    'KW-BYD-0403',
    'Steuereinheit oben auf dem Turm.',
    'Control unit on top of the tower.',
  ),
  part(
    'BMU Battery Management Unit',
    125,
    500,
    'KW-BYD-0404',
    'Batteriemanagement für Parallelschaltung.',
    'Battery management for parallel towers.',
  ),
  part('Sockel (Base)', 87, 350, 'KW-BYD-0405', 'Bodenplatte mit Anschlussklemmen.', 'Base plate with terminals.'),
  part(
    'Kommunikationsschnittstelle BMS-Hub',
    75,
    300,
    'KW-BYD-0406',
    'CAN/RS485-Schnittstelle zum Wechselrichter.',
    'CAN/RS485 interface to the inverter.',
  ),
];

const bydLvs = [
  tower(
    'Battery-Box Premium LVS 4.0',
    4,
    560,
    2240,
    'KW-BYD-0501',
    '51,2 V DC',
    'Niedervolt-Speicher für Sunny Island und Victron.',
    'Low-voltage storage for Sunny Island and Victron.',
  ),
  tower(
    'Battery-Box Premium LVS 8.0',
    8,
    1100,
    4400,
    'KW-BYD-0502',
    '51,2 V DC',
    'Zwei LVS-Module.',
    'Two LVS modules.',
  ),
  tower(
    'Battery-Box Premium LVS 12.0',
    12,
    1600,
    6400,
    'KW-BYD-0503',
    '51,2 V DC',
    'Drei LVS-Module.',
    'Three LVS modules.',
  ),
  tower(
    'Battery-Box Premium LVS 16.0',
    16,
    2100,
    8400,
    'KW-BYD-0504',
    '51,2 V DC',
    'Vier LVS-Module.',
    'Four LVS modules.',
  ),
];

const bydPro = [
  tower(
    'Battery-Box Pro 2.5',
    2.56,
    300,
    1200,
    'KW-BYD-0601',
    '51,2 V DC',
    'Rack-Modul der Vorgängerserie.',
    'Rack module of the previous series.',
  ),
  tower(
    'Battery-Box Pro 13.8',
    13.8,
    1300,
    5200,
    'KW-BYD-0602',
    '51,2 V DC',
    'Schrankspeicher der Vorgängerserie.',
    'Cabinet storage of the previous series.',
  ),
];

const note = {
  hv: l(
    'Nur komplette Türme mit BCU und Sockel erzielen den vollen Preis; Einzelmodule siehe Komponenten.',
    'Only complete towers with BCU and base reach the full price; single modules see components.',
  ),
};

/** Catalogue page /byd-hvm-hvs-ankauf-recycling. */
export const bydCatalogue: ProductPriceList = {
  kind: 'products',
  id: 'byd',
  family: 'renewables',
  rule: 'storage',
  categories: [
    {
      id: 'byd-hvm',
      name: l('Battery-Box Premium HVM', 'Battery-Box Premium HVM'),
      icon: 'battery',
      accent: 'energy',
      specialNote: note.hv,
      items: bydHvm,
    },
    {
      id: 'byd-hvs',
      name: l('Battery-Box Premium HVS', 'Battery-Box Premium HVS'),
      icon: 'battery',
      accent: 'energy',
      specialNote: note.hv,
      items: bydHvs,
    },
    {
      id: 'byd-hvb',
      name: l('Battery-Box HVB Blade', 'Battery-Box HVB Blade'),
      icon: 'batteryCharging',
      accent: 'energy',
      specialNote: l(
        'Blade-Technik mit hoher Restkapazität: Second-Life-Prüfung vor dem Recycling.',
        'Blade technology with high residual capacity: second-life testing before recycling.',
      ),
      items: bydHvb,
    },
    {
      id: 'byd-components',
      name: l('Einzelkomponenten', 'Single components'),
      icon: 'circuitBoard',
      accent: 'energy',
      specialNote: l(
        'Auch defekte Module kaufen wir zum Recycling an.',
        'We also buy defective modules for recycling.',
      ),
      items: bydComponents,
    },
  ],
};

/** Price page /byd-energiespeicher-ankauf: Premium (LVS 4–16 kWh, HVM, HVS) and Pro (2,56–13,8 kWh). */
export const bydStoragePriceList: ProductPriceList = {
  kind: 'products',
  id: 'byd-storage',
  family: 'renewables',
  rule: 'storage',
  categories: [
    {
      id: 'byd-premium-lvs',
      name: l('Battery-Box Premium LVS (4–16 kWh)', 'Battery-Box Premium LVS (4–16 kWh)'),
      icon: 'battery',
      accent: 'energy',
      specialNote: l('Niedervolt-Speicher, auch einzelne LVS-Module.', 'Low-voltage storage, single LVS modules too.'),
      items: bydLvs,
    },
    {
      id: 'byd-premium-hvm',
      name: l('Battery-Box Premium HVM', 'Battery-Box Premium HVM'),
      icon: 'battery',
      accent: 'energy',
      specialNote: note.hv,
      items: [bydHvm[0]!, bydHvm[2]!, bydHvm[5]!],
    },
    {
      id: 'byd-premium-hvs',
      name: l('Battery-Box Premium HVS', 'Battery-Box Premium HVS'),
      icon: 'battery',
      accent: 'energy',
      specialNote: note.hv,
      items: [bydHvs[0]!, bydHvs[2]!, bydHvs[3]!],
    },
    {
      id: 'byd-pro',
      name: l('Battery-Box Pro (2,56–13,8 kWh)', 'Battery-Box Pro (2.56–13.8 kWh)'),
      icon: 'batteryCharging',
      accent: 'energy',
      specialNote: l(
        'Ältere Pro-Serie: wir prüfen den State of Health vor der Zusage.',
        'Older Pro series: we check the state of health before confirming.',
      ),
      items: bydPro,
    },
  ],
};
