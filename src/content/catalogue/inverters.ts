import { huaweiCommercialInverter, huaweiSun2000 } from './huawei';
import { l } from './localized';
import { froniusPrimo, froniusSymo, froniusTauro } from './fronius';
import { smaSunnyBoy, smaTripower } from './sma';
import type { CatalogueItem, ProductPriceList } from './types';

/**
 * Catalogue page /wechselrichter-ankauf-alle-marken: SMA, Fronius, Huawei, KOSTAL and other brands,
 * 3–4 models each. Solar rule: up to 30 % of the new price.
 */
const inv = (
  brand: string,
  model: string,
  kw: number,
  price: number,
  newPrice: number,
  no: string,
  eff: number,
  de: string,
  en: string,
): CatalogueItem => ({
  model,
  brand,
  articleNumber: no,
  rating: { value: kw, unit: 'kW' },
  price,
  newPrice,
  approximate: true,
  description: l(de, en),
  solar: { type: 'inverter', voltage: '400 V AC', powerKw: kw, efficiencyPercent: eff },
});

export const invertersCatalogue: ProductPriceList = {
  kind: 'products',
  id: 'inverters',
  family: 'renewables',
  rule: 'solar',
  categories: [
    {
      id: 'inverters-sma',
      name: l('SMA', 'SMA'),
      icon: 'zap',
      accent: 'solar',
      specialNote: l(
        'Sunny Boy und Sunny Tripower, auch ältere TL-Serien.',
        'Sunny Boy and Sunny Tripower, older TL series too.',
      ),
      items: [smaTripower[0]!, smaTripower[1]!, smaTripower[2]!, smaSunnyBoy[0]!],
    },
    {
      id: 'inverters-fronius',
      name: l('Fronius', 'Fronius'),
      icon: 'zap',
      accent: 'solar',
      specialNote: l('Primo, Symo und Tauro mit Datamanager.', 'Primo, Symo and Tauro with Datamanager.'),
      items: [froniusTauro[0]!, froniusSymo[0]!, froniusPrimo[0]!, froniusPrimo[2]!],
    },
    {
      id: 'inverters-huawei',
      name: l('Huawei', 'Huawei'),
      icon: 'zap',
      accent: 'solar',
      specialNote: l('SUN2000 ein- und dreiphasig.', 'SUN2000 single and three-phase.'),
      items: [huaweiCommercialInverter, huaweiSun2000[9]!, huaweiSun2000[7]!],
    },
    {
      id: 'inverters-kostal',
      name: l('KOSTAL', 'KOSTAL'),
      icon: 'zap',
      accent: 'solar',
      specialNote: l(
        'PLENTICORE mit aktivierter Batterieoption erzielt mehr.',
        'PLENTICORE with an activated battery option fetches more.',
      ),
      items: [
        inv(
          'KOSTAL',
          'PIKO CI 50',
          50,
          2400,
          8000,
          'KW-INV-0401',
          98.4,
          'Gewerbe-Wechselrichter mit vier MPP-Trackern.',
          'Commercial inverter with four MPP trackers.',
        ),
        inv(
          'KOSTAL',
          'PLENTICORE G3 L 20',
          20,
          1000,
          3400,
          'KW-INV-0402',
          98,
          'Hybrid-Wechselrichter der dritten Generation.',
          'Third-generation hybrid inverter.',
        ),
        inv(
          'KOSTAL',
          'PLENTICORE plus 10',
          10,
          700,
          2340,
          'KW-INV-0403',
          97.2,
          'Hybrid-Wechselrichter mit Batterieanschluss.',
          'Hybrid inverter with battery input.',
        ),
      ],
    },
    {
      id: 'inverters-other',
      name: l('Weitere Marken', 'Other brands'),
      icon: 'zap',
      accent: 'solar',
      specialNote: l(
        'Growatt, GoodWe, Sungrow und SolarEdge nach Typenschild.',
        'Growatt, GoodWe, Sungrow and SolarEdge by rating plate.',
      ),
      items: [
        inv(
          'Sungrow',
          'Sungrow SG250HX',
          250,
          9000,
          30000,
          'KW-INV-0501',
          99,
          'String-Wechselrichter für Solarparks, 1500 V.',
          'String inverter for solar parks, 1500 V.',
        ),
        inv(
          'SolarEdge',
          'SolarEdge SE100K',
          100,
          6500,
          21700,
          'KW-INV-0502',
          98.3,
          'Gewerbe-Wechselrichter mit Leistungsoptimierern.',
          'Commercial inverter with power optimisers.',
        ),
        inv(
          'Growatt',
          'Growatt MAX 100KTL3-X LV',
          100,
          3000,
          10000,
          'KW-INV-0503',
          98.8,
          'Dreiphasiger Gewerbe-Wechselrichter.',
          'Three-phase commercial inverter.',
        ),
        inv(
          'GoodWe',
          'GoodWe GW10K-ET',
          10,
          600,
          2000,
          'KW-INV-0504',
          97.6,
          'Dreiphasiger Hybrid-Wechselrichter.',
          'Three-phase hybrid inverter.',
        ),
      ],
    },
  ],
};
