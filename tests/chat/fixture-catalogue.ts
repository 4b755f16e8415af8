import type { ProductListing } from '@/content/catalogue/listings';
import { priceListPaths } from '@/content/catalogue/paths';
import type { PriceListId } from '@/content/catalogue';

type FixtureRow = Pick<ProductListing, 'name' | 'brand' | 'articleNumber' | 'category' | 'price' | 'path'> &
  Partial<Pick<ProductListing, 'newPrice' | 'spec'>>;

/** A listing in the live shape: list and category from the page, the name as the model. */
function listing(row: FixtureRow): ProductListing {
  const listId = (Object.keys(priceListPaths) as PriceListId[]).find((id) => priceListPaths[id] === row.path)!;
  return {
    ...row,
    model: row.name,
    description: { de: row.name, en: row.name },
    aliases: [],
    currency: 'EUR',
    listId,
    categoryId: 'fixture',
  };
}

/**
 * A small catalogue of product listings (the shape the live catalogue is mapped to), for engine
 * tests independent of the live price lists. Article numbers FX-… stand in for the catalogue's own.
 */
export const fixtureCatalogue: ProductListing[] = [
  listing({
    name: 'NVIDIA GeForce RTX 4090',
    brand: 'NVIDIA',
    articleNumber: 'GPU-4090',
    category: { de: 'Grafikkarten', en: 'Graphics cards' },
    price: 1800,
    newPrice: 1999,
    spec: { de: '24 GB GDDR6X', en: '24 GB GDDR6X' },
    path: '/grafikkarten-ankauf',
  }),
  listing({
    name: 'NVIDIA GeForce RTX 4080 SUPER',
    brand: 'NVIDIA',
    articleNumber: 'FX-0002',
    category: { de: 'Grafikkarten', en: 'Graphics cards' },
    price: 750,
    path: '/grafikkarten-ankauf',
  }),
  listing({
    name: 'NVIDIA A100 80GB',
    brand: 'NVIDIA',
    articleNumber: 'FX-0003',
    category: { de: 'Rechenzentrums-GPUs', en: 'Data-centre GPUs' },
    price: 15000,
    path: '/grafikkarten-ankauf',
  }),
  listing({
    name: 'AMD Instinct MI300X',
    brand: 'AMD',
    articleNumber: 'FX-0004',
    category: { de: 'Rechenzentrums-GPUs', en: 'Data-centre GPUs' },
    price: 18000,
    path: '/grafikkarten-ankauf',
  }),
  listing({
    name: 'Intel Core i9-14900KS',
    brand: 'Intel',
    articleNumber: 'FX-0005',
    category: { de: 'Desktop-Prozessoren', en: 'Desktop processors' },
    price: 800,
    path: '/intel-prozessoren-ankauf',
  }),
  listing({
    name: 'Intel Xeon Platinum 8480+',
    brand: 'Intel',
    articleNumber: 'FX-0006',
    category: { de: 'Server-Prozessoren', en: 'Server processors' },
    price: 15000,
    path: '/intel-prozessoren-ankauf',
  }),
  listing({
    name: 'AMD Ryzen Threadripper PRO 7995WX',
    brand: 'AMD',
    articleNumber: 'FX-0007',
    category: { de: 'Workstation-Prozessoren', en: 'Workstation processors' },
    price: 18000,
    path: '/amd-prozessoren-ankauf',
  }),
  listing({
    name: 'Palo Alto PA-5280',
    brand: 'Palo Alto',
    articleNumber: 'FX-0008',
    category: { de: 'Firewalls', en: 'Firewalls' },
    price: 65000,
    path: '/netzwerk-hardware-ankauf',
  }),
  listing({
    name: 'Tesla Megapack 2XL',
    brand: 'Tesla',
    articleNumber: 'FX-0009',
    category: { de: 'Großspeicher', en: 'Utility-scale storage' },
    price: 1200000,
    path: '/tesla-energy-ankauf',
  }),
  listing({
    name: 'Tesla Powerwall 2',
    brand: 'Tesla',
    articleNumber: 'FX-0010',
    category: { de: 'Heimspeicher', en: 'Home storage' },
    price: 2100,
    spec: { de: '13,5 kWh', en: '13,5 kWh' },
    path: '/tesla-energy-ankauf',
  }),
  listing({
    name: 'Huawei LUNA2000-5-S0',
    brand: 'Huawei',
    articleNumber: 'FX-0011',
    category: { de: 'LUNA2000 Batteriespeicher', en: 'LUNA2000 battery storage' },
    price: 540,
    spec: { de: '5 kWh', en: '5 kWh' },
    path: '/huawei-ankauf-recycling',
  }),
  listing({
    name: 'Huawei LUNA2000-10-S0',
    brand: 'Huawei',
    articleNumber: 'FX-0012',
    category: { de: 'LUNA2000 Batteriespeicher', en: 'LUNA2000 battery storage' },
    price: 1080,
    spec: { de: '10 kWh', en: '10 kWh' },
    path: '/huawei-ankauf-recycling',
  }),
  listing({
    name: 'Huawei LUNA2000-15-S0',
    brand: 'Huawei',
    articleNumber: 'FX-0013',
    category: { de: 'LUNA2000 Batteriespeicher', en: 'LUNA2000 battery storage' },
    price: 1625,
    spec: { de: '15 kWh', en: '15 kWh' },
    path: '/huawei-ankauf-recycling',
  }),
  listing({
    name: 'Huawei LUNA2000-215KWH',
    brand: 'Huawei',
    articleNumber: 'FX-0014',
    category: { de: 'Gewerbespeicher', en: 'Commercial storage' },
    price: 95000,
    spec: { de: '215 kWh', en: '215 kWh' },
    path: '/huawei-solar-ankauf',
  }),
  listing({
    name: 'Huawei SUN2000-10KTL-M1',
    brand: 'Huawei',
    articleNumber: 'FX-0015',
    category: { de: 'SUN2000 Wechselrichter', en: 'SUN2000 inverters' },
    price: 450,
    spec: { de: '10 kW', en: '10 kW' },
    path: '/huawei-ankauf-recycling',
  }),
  listing({
    name: 'SMA Sunny Central 4600CP',
    brand: 'SMA',
    articleNumber: 'FX-0016',
    category: { de: 'Zentralwechselrichter', en: 'Central inverters' },
    price: 180000,
    path: '/sma-wechselrichter-ankauf',
  }),
  listing({
    name: 'Solarpark über 1 MWp',
    brand: 'Alle Marken',
    articleNumber: 'FX-0017',
    category: { de: 'Komplettanlagen', en: 'Complete plants' },
    price: null,
    path: '/solarankauf-main',
  }),
];
