import { batteryStorageCatalogue } from './battery-storage';
import { bydHvm } from './byd';
import { huaweiLuna2000, huaweiSun2000 } from './huawei';
import { claims } from '../claims';
import { l } from './localized';
import { meyerBurgerModules, qcellsModules, solarwattModules } from './modules';
import { smaTripower } from './sma';
import { froniusSymo } from './fronius';
import type { CatalogueItem, ProductPriceList } from './types';

/**
 * Catalogue page /solarankauf-main: selected modules, inverters and storage from the other lists
 * plus complete PV plants. Solar rule: up to 30 % of the new price; a solar park above 1 MWp is
 * priced by negotiation (price null).
 */
const turnkeyPlants: CatalogueItem[] = [
  {
    model: 'PV-Komplettanlage 10 kWp',
    brand: 'Alle Marken',
    articleNumber: 'KW-SOL-0401',
    rating: { value: 10, unit: 'kWp' },
    price: 4500,
    newPrice: 15000,
    approximate: true,
    description: l(
      'Einfamilienhaus-Anlage mit Modulen, Wechselrichter und Unterkonstruktion, inklusive Demontage.',
      'Family-home plant with modules, inverter and mounting system, dismantling included.',
    ),
    solar: {
      type: 'plant',
      voltage: '400 V AC',
      powerKw: 10,
      features: l(['Demontage inklusive', 'Abholung bundesweit'], ['Dismantling included', 'Pickup across Germany']),
    },
    aliases: ['pv anlage 10 kwp', 'komplettanlage'],
  },
  {
    model: 'Gewerbeanlage 100 kWp',
    brand: 'Alle Marken',
    articleNumber: 'KW-SOL-0402',
    rating: { value: 100, unit: 'kWp' },
    price: 35000,
    newPrice: 120000,
    approximate: true,
    description: l(
      'Dachanlage auf Gewerbe- oder Landwirtschaftsgebäuden, Demontage durch unser Team.',
      'Rooftop plant on commercial or farm buildings, dismantled by our team.',
    ),
    solar: {
      type: 'plant',
      voltage: '400 V AC',
      powerKw: 100,
      features: l(
        ['Flachdach-Demontage ab 1,50 € je Modul', 'Containerdienst'],
        ['Flat-roof dismantling from €1.50 per module', 'Container service'],
      ),
    },
  },
  {
    model: 'Solarpark über 1 MWp',
    brand: 'Alle Marken',
    articleNumber: 'KW-SOL-0403',
    rating: { value: 1, unit: 'MW' },
    price: null,
    description: l(
      'Freiflächenanlagen beim Repowering: Preis nach Verhandlung und Begutachtung vor Ort.',
      'Ground-mounted plants being repowered: price by negotiation after an on-site survey.',
    ),
    solar: {
      type: 'plant',
      voltage: '1500 V DC',
      features: l(['Begutachtung vor Ort', 'Rückbau nach Zeitplan'], ['On-site survey', 'Dismantling to schedule']),
    },
    aliases: ['solarpark', 'freiflaeche'],
  },
];

const storage = batteryStorageCatalogue.categories.flatMap((category) => category.items);

export const solarMainCatalogue: ProductPriceList = {
  kind: 'products',
  id: 'solar-main',
  family: 'renewables',
  rule: 'solar',
  categories: [
    {
      id: 'solar-main-modules',
      name: l('Solarmodule', 'Solar modules'),
      icon: 'solarPanel',
      accent: 'solar',
      specialNote: l(
        `Preis je Modul; ab ${claims.freePickupFrom.modules} Modulen Abholung kostenlos, Demontage ohne Dacharbeiten ebenso.`,
        `Price per module; free pickup from ${claims.freePickupFrom.modules} modules, and free dismantling where no roof work is needed.`,
      ),
      items: [meyerBurgerModules[0]!, solarwattModules[0]!, qcellsModules[0]!],
    },
    {
      id: 'solar-main-inverters',
      name: l('Wechselrichter', 'Inverters'),
      icon: 'zap',
      accent: 'solar',
      specialNote: l(
        `Ab ${claims.freePickupFrom.inverters} Wechselrichtern Transport kostenlos.`,
        `Free transport from ${claims.freePickupFrom.inverters} inverters.`,
      ),
      items: [smaTripower[2]!, froniusSymo[0]!, huaweiSun2000[9]!],
    },
    {
      id: 'solar-main-storage',
      name: l('Batteriespeicher', 'Battery storage'),
      icon: 'battery',
      accent: 'energy',
      specialNote: l(
        'Speicher bewerten wir nach State of Health; Transport nach ADR.',
        'We value storage by state of health; transport under ADR.',
      ),
      items: [huaweiLuna2000[5]!, bydHvm[5]!, storage[3]!],
    },
    {
      id: 'solar-main-plants',
      name: l('Komplette PV-Anlagen', 'Complete PV plants'),
      icon: 'sun',
      accent: 'solar',
      specialNote: l(
        'Anlagen kaufen wir komplett inklusive Demontage; Solarparks nach Verhandlung.',
        'We buy complete plants including dismantling; solar parks by negotiation.',
      ),
      items: turnkeyPlants,
    },
  ],
};
