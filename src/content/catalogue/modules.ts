import { claims } from '../claims';
import { l } from './localized';
import type { CatalogueCategory, CatalogueItem, ProductPriceList } from './types';

/**
 * Solar modules of Meyer Burger, Solarwatt, Q CELLS, Heckert and international brands. Solar rule:
 * up to 30 % of the new price; prices per module, new prices approximate street prices.
 */
const mod = (
  brand: string,
  model: string,
  wp: number,
  price: number,
  newPrice: number,
  no: string,
  eff: number,
  specs: string[],
  de: string,
  en: string,
): CatalogueItem => ({
  model,
  brand,
  articleNumber: no,
  rating: { value: wp, unit: 'Wp' },
  price,
  newPrice,
  approximate: true,
  description: l(de, en),
  solar: { type: 'module', powerKw: wp / 1000, efficiencyPercent: eff, specs },
});

export const meyerBurgerModules = [
  mod(
    'Meyer Burger',
    'Meyer Burger White 400',
    400,
    95,
    320,
    'KW-MOD-0101',
    21.8,
    ['HJT', 'SmartWire'],
    'Heterojunction-Modul aus europäischer Fertigung.',
    'Heterojunction module made in Europe.',
  ),
  mod(
    'Meyer Burger',
    'Meyer Burger Glass 390',
    390,
    92,
    310,
    'KW-MOD-0102',
    21.4,
    ['HJT', 'Glas-Glas'],
    'Glas-Glas-Modul mit langer Leistungsgarantie.',
    'Glass-glass module with a long performance warranty.',
  ),
  mod(
    'Meyer Burger',
    'Meyer Burger Black 390',
    390,
    90,
    300,
    'KW-MOD-0103',
    21.4,
    ['HJT', 'Full Black'],
    'Vollschwarzes Heterojunction-Modul.',
    'All-black heterojunction module.',
  ),
];

export const solarwattModules = [
  mod(
    'Solarwatt',
    'Solarwatt Panel vision AM 4.0',
    430,
    85,
    285,
    'KW-MOD-0201',
    21.5,
    ['Glas-Glas', 'n-type'],
    'Glas-Glas-Modul mit 30 Jahren Garantie.',
    'Glass-glass module with a 30-year warranty.',
  ),
  mod(
    'Solarwatt',
    'Solarwatt Panel vision GM 3.0 pure',
    405,
    75,
    250,
    'KW-MOD-0202',
    20.7,
    ['Glas-Glas', 'Full Black'],
    'Rahmenloses Glas-Glas-Modul.',
    'Frameless glass-glass module.',
  ),
  mod(
    'Solarwatt',
    'Solarwatt Panel vision GM 3.0',
    380,
    70,
    235,
    'KW-MOD-0203',
    20.1,
    ['Glas-Glas'],
    'Glas-Glas-Modul mit Rahmen.',
    'Framed glass-glass module.',
  ),
];

export const qcellsModules = [
  mod(
    'Q CELLS',
    'Q.TRON BLK M-G2+ 430',
    430,
    65,
    220,
    'KW-MOD-0301',
    22,
    ['n-type', 'Full Black'],
    'n-Typ-Modul mit Q.ANTUM NEO.',
    'n-type module with Q.ANTUM NEO.',
  ),
  mod(
    'Q CELLS',
    'Q.PEAK DUO ML-G10+ 410',
    410,
    55,
    185,
    'KW-MOD-0302',
    20.9,
    ['Halbzellen'],
    'Halbzellen-Modul für Dach und Freifläche.',
    'Half-cell module for roofs and ground mounts.',
  ),
  mod(
    'Q CELLS',
    'Q.PEAK DUO BLK ML-G10 400',
    400,
    55,
    185,
    'KW-MOD-0303',
    20.4,
    ['Halbzellen', 'Full Black'],
    'Schwarzes Halbzellen-Modul.',
    'Black half-cell module.',
  ),
];

const heckertModules = [
  mod(
    'Heckert',
    'Heckert NeMo 4.2 80 M 430',
    430,
    60,
    200,
    'KW-MOD-0401',
    21.6,
    ['n-type'],
    'Modul aus Chemnitz mit n-Typ-Zellen.',
    'Module from Chemnitz with n-type cells.',
  ),
  mod(
    'Heckert',
    'Heckert NeMo 4.0 60 M 330',
    330,
    55,
    185,
    'KW-MOD-0402',
    20.3,
    ['Monokristallin'],
    'Monokristallines Modul aus deutscher Fertigung.',
    'Monocrystalline module made in Germany.',
  ),
  mod(
    'Heckert',
    'Heckert NeMo 3.0 60 M 340',
    340,
    50,
    170,
    'KW-MOD-0403',
    20.1,
    ['Monokristallin'],
    'Bewährtes 60-Zellen-Modul.',
    'Proven 60-cell module.',
  ),
];

const internationalModules = [
  mod(
    'Trina Solar',
    'Trina Vertex S+ TSM-NEG9R.28 440',
    440,
    48,
    160,
    'KW-MOD-0501',
    22,
    ['n-type', 'Glas-Glas'],
    'n-Typ-Glas-Glas-Modul.',
    'n-type glass-glass module.',
  ),
  mod(
    'LONGi',
    'LONGi Hi-MO 6 LR5-54HTH 430',
    430,
    45,
    150,
    'KW-MOD-0502',
    22,
    ['HPBC'],
    'Rückkontakt-Modul für Dächer.',
    'Back-contact module for roofs.',
  ),
  mod(
    'JA Solar',
    'JA Solar JAM54S30 410',
    410,
    42,
    140,
    'KW-MOD-0503',
    21,
    ['Halbzellen'],
    'Halbzellen-Modul im Standardformat.',
    'Half-cell module in standard format.',
  ),
  mod(
    'Jinko Solar',
    'Jinko Tiger Neo JKM440N-54HL4R',
    440,
    40,
    135,
    'KW-MOD-0504',
    22.5,
    ['n-type', 'TOPCon'],
    'TOPCon-Modul mit niedriger Degradation.',
    'TOPCon module with low degradation.',
  ),
];

const categories = (pick: (items: CatalogueItem[]) => CatalogueItem[]): CatalogueCategory[] => [
  {
    id: 'modules-meyer-burger',
    name: l('Meyer Burger', 'Meyer Burger'),
    icon: 'solarPanel',
    accent: 'solar',
    specialNote: l(
      'Heterojunction-Module erzielen auch nach Jahren hohe Preise.',
      'Heterojunction modules still fetch high prices after years in use.',
    ),
    items: pick(meyerBurgerModules),
  },
  {
    id: 'modules-solarwatt',
    name: l('Solarwatt', 'Solarwatt'),
    icon: 'solarPanel',
    accent: 'solar',
    specialNote: l(
      'Glas-Glas-Module mit Garantieunterlagen bevorzugt.',
      'Glass-glass modules with warranty papers preferred.',
    ),
    items: pick(solarwattModules),
  },
  {
    id: 'modules-qcells',
    name: l('Q CELLS', 'Q CELLS'),
    icon: 'solarPanel',
    accent: 'solar',
    specialNote: l(
      `Ab ${claims.freePickupFrom.modules} Modulen Abholung kostenlos.`,
      `Free pickup from ${claims.freePickupFrom.modules} modules.`,
    ),
    items: pick(qcellsModules),
  },
  {
    id: 'modules-heckert',
    name: l('Heckert Solar', 'Heckert Solar'),
    icon: 'solarPanel',
    accent: 'solar',
    specialNote: l('Auch ältere NeMo-Serien nach Sichtprüfung.', 'Older NeMo series too, after visual inspection.'),
    items: pick(heckertModules),
  },
  {
    id: 'modules-international',
    name: l('Internationale Marken', 'International brands'),
    icon: 'solarPanel',
    accent: 'solar',
    specialNote: l(
      'Preis je Modul ohne Glasbruch und Hotspots.',
      'Price per module without broken glass or hot spots.',
    ),
    items: pick(internationalModules),
  },
];

/** Catalogue page /solarmodule-ankauf-recycling: every listed module. */
export const modulesCatalogue: ProductPriceList = {
  kind: 'products',
  id: 'modules',
  family: 'renewables',
  rule: 'solar',
  categories: categories((items) => items),
};

/** Price page /solarmodule-premium-ankauf: the two strongest models of each brand family. */
export const premiumModulesPriceList: ProductPriceList = {
  kind: 'products',
  id: 'premium-modules',
  family: 'renewables',
  rule: 'solar',
  categories: categories((items) => items.slice(0, 2)).map((category) => ({
    ...category,
    id: `premium-${category.id}`,
  })),
};
