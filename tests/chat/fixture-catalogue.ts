import type { CatalogueItem } from '@/server/chat/sources/catalogue';

/** A small catalogue in the shape of the adapter, for engine tests independent of the live price lists. */
export const fixtureCatalogue: CatalogueItem[] = [
  { id: 'rtx4090', model: 'NVIDIA GeForce RTX 4090', brand: 'NVIDIA', category: { de: 'Grafikkarten', en: 'Graphics cards' }, maxPriceEur: 1800, newPriceEur: 1999, spec: { de: '24 GB GDDR6X', en: '24 GB GDDR6X' }, articleNumber: 'GPU-4090', path: '/grafikkarten-ankauf' },
  { id: 'rtx4080', model: 'NVIDIA GeForce RTX 4080 SUPER', brand: 'NVIDIA', category: { de: 'Grafikkarten', en: 'Graphics cards' }, maxPriceEur: 750, path: '/grafikkarten-ankauf' },
  { id: 'a100', model: 'NVIDIA A100 80GB', brand: 'NVIDIA', category: { de: 'Rechenzentrums-GPUs', en: 'Data-centre GPUs' }, maxPriceEur: 15000, path: '/grafikkarten-ankauf' },
  { id: 'mi300x', model: 'AMD Instinct MI300X', brand: 'AMD', category: { de: 'Rechenzentrums-GPUs', en: 'Data-centre GPUs' }, maxPriceEur: 18000, path: '/grafikkarten-ankauf' },
  { id: 'i9', model: 'Intel Core i9-14900KS', brand: 'Intel', category: { de: 'Desktop-Prozessoren', en: 'Desktop processors' }, maxPriceEur: 800, path: '/intel-prozessoren-ankauf' },
  { id: 'xeon', model: 'Intel Xeon Platinum 8480+', brand: 'Intel', category: { de: 'Server-Prozessoren', en: 'Server processors' }, maxPriceEur: 15000, path: '/intel-prozessoren-ankauf' },
  { id: 'tr', model: 'AMD Ryzen Threadripper PRO 7995WX', brand: 'AMD', category: { de: 'Workstation-Prozessoren', en: 'Workstation processors' }, maxPriceEur: 18000, path: '/amd-prozessoren-ankauf' },
  { id: 'pa', model: 'Palo Alto PA-5280', brand: 'Palo Alto', category: { de: 'Firewalls', en: 'Firewalls' }, maxPriceEur: 65000, path: '/netzwerk-hardware-ankauf' },
  { id: 'mp', model: 'Tesla Megapack 2XL', brand: 'Tesla', category: { de: 'Großspeicher', en: 'Utility-scale storage' }, maxPriceEur: 1200000, path: '/tesla-energy-ankauf' },
  { id: 'pw', model: 'Tesla Powerwall 2', brand: 'Tesla', category: { de: 'Heimspeicher', en: 'Home storage' }, maxPriceEur: 2100, spec: { de: '13,5 kWh', en: '13,5 kWh' }, path: '/tesla-energy-ankauf' },
  { id: 'l5', model: 'Huawei LUNA2000-5-S0', brand: 'Huawei', category: { de: 'LUNA2000 Batteriespeicher', en: 'LUNA2000 battery storage' }, maxPriceEur: 540, spec: { de: '5 kWh', en: '5 kWh' }, path: '/huawei-ankauf-recycling' },
  { id: 'l10', model: 'Huawei LUNA2000-10-S0', brand: 'Huawei', category: { de: 'LUNA2000 Batteriespeicher', en: 'LUNA2000 battery storage' }, maxPriceEur: 1080, spec: { de: '10 kWh', en: '10 kWh' }, path: '/huawei-ankauf-recycling' },
  { id: 'l15', model: 'Huawei LUNA2000-15-S0', brand: 'Huawei', category: { de: 'LUNA2000 Batteriespeicher', en: 'LUNA2000 battery storage' }, maxPriceEur: 1625, spec: { de: '15 kWh', en: '15 kWh' }, path: '/huawei-ankauf-recycling' },
  { id: 'l215', model: 'Huawei LUNA2000-215KWH', brand: 'Huawei', category: { de: 'Gewerbespeicher', en: 'Commercial storage' }, maxPriceEur: 95000, spec: { de: '215 kWh', en: '215 kWh' }, path: '/huawei-solar-ankauf' },
  { id: 'sun10', model: 'Huawei SUN2000-10KTL-M1', brand: 'Huawei', category: { de: 'SUN2000 Wechselrichter', en: 'SUN2000 inverters' }, maxPriceEur: 450, spec: { de: '10 kW', en: '10 kW' }, path: '/huawei-ankauf-recycling' },
  { id: 'sc', model: 'SMA Sunny Central 4600CP', brand: 'SMA', category: { de: 'Zentralwechselrichter', en: 'Central inverters' }, maxPriceEur: 180000, path: '/sma-wechselrichter-ankauf' },
  { id: 'park', model: 'Solarpark über 1 MWp', category: { de: 'Komplettanlagen', en: 'Complete plants' }, maxPriceEur: null, path: '/solarankauf-main' },
];
