import { l } from './localized';
import type { CatalogueItem, ProductPriceList } from './types';

/** Fronius Primo, Symo, Tauro, storage and accessories. Solar rule: up to 30 % of the new price. */
const inv = (model: string, kw: number, price: number, newPrice: number, no: string, voltage: string, eff: number, de: string, en: string): CatalogueItem => ({
  model,
  brand: 'Fronius',
  articleNumber: no,
  rating: { value: kw, unit: 'kW' },
  price,
  newPrice,
  approximate: true,
  description: l(de, en),
  solar: { type: 'inverter', voltage, powerKw: kw, efficiencyPercent: eff },
});

export const froniusPrimo = [
  inv('Primo GEN24 6.0 Plus', 6, 650, 2170, 'KW-FRO-0101', '230 V AC', 97.6, 'Einphasiger Hybrid-Wechselrichter mit Notstrom.', 'Single-phase hybrid inverter with backup power.'),
  inv('Primo 5.0-1', 5, 400, 1340, 'KW-FRO-0102', '230 V AC', 98.1, 'Einphasiger String-Wechselrichter.', 'Single-phase string inverter.'),
  inv('Primo 3.0-1', 3, 300, 1000, 'KW-FRO-0103', '230 V AC', 98, 'Kleiner einphasiger Wechselrichter.', 'Small single-phase inverter.'),
];

export const froniusSymo = [
  inv('Symo GEN24 10.0 Plus', 10, 900, 3000, 'KW-FRO-0201', '400 V AC', 97.9, 'Dreiphasiger Hybrid-Wechselrichter.', 'Three-phase hybrid inverter.'),
  inv('Symo 20.0-3-M', 20, 850, 2840, 'KW-FRO-0202', '400 V AC', 98.1, 'Dreiphasig für Gewerbedächer.', 'Three-phase for commercial roofs.'),
  inv('Symo 15.0-3-M', 15, 750, 2500, 'KW-FRO-0203', '400 V AC', 98, 'Dreiphasiger String-Wechselrichter.', 'Three-phase string inverter.'),
];

export const froniusTauro = [
  inv('Tauro ECO 100-3-D', 100, 4200, 14000, 'KW-FRO-0301', '400 V AC', 98.5, 'Robuster Gewerbe-Wechselrichter für Freiflächen.', 'Rugged commercial inverter for ground-mounted plants.'),
  inv('Tauro 50-3-D', 50, 2800, 9400, 'KW-FRO-0302', '400 V AC', 98.4, 'Gewerbe-Wechselrichter mit drei MPP-Trackern.', 'Commercial inverter with three MPP trackers.'),
];

/** Fronius price page /fronius-wechselrichter-ankauf. */
export const froniusPriceList: ProductPriceList = {
  kind: 'products',
  id: 'fronius',
  family: 'renewables',
  rule: 'solar',
  categories: [
    { id: 'fronius-primo', name: l('Fronius Primo', 'Fronius Primo'), icon: 'zap', accent: 'solar', specialNote: l('Einphasig, auch GEN24 mit Backup-Funktion.', 'Single-phase, GEN24 with backup function too.'), items: froniusPrimo },
    { id: 'fronius-symo', name: l('Fronius Symo', 'Fronius Symo'), icon: 'zap', accent: 'solar', specialNote: l('Dreiphasig; Datamanager-Karte bitte mitliefern.', 'Three-phase; please include the Datamanager card.'), items: froniusSymo },
    { id: 'fronius-tauro', name: l('Fronius Tauro', 'Fronius Tauro'), icon: 'factory', accent: 'solar', specialNote: l('Gewerbegeräte: Abholung mit Hebebühne möglich.', 'Commercial units: pickup with lifting platform possible.'), items: froniusTauro },
    {
      id: 'fronius-storage',
      name: l('Speicher und Zubehör', 'Storage and accessories'),
      icon: 'battery',
      accent: 'solar',
      specialNote: l('Reserva-Speicher nur mit vollständigem BMS.', 'Reserva storage only with a complete BMS.'),
      items: [
        { model: 'Reserva 12.6', brand: 'Fronius', articleNumber: 'KW-FRO-0401', rating: { value: 12.6, unit: 'kWh' }, price: 1900, newPrice: 6400, approximate: true, description: l('Hochvolt-Speicher für GEN24 Plus.', 'High-voltage storage for GEN24 Plus.'), solar: { type: 'battery', voltage: '403 V DC', specs: ['LFP'] } },
        { model: 'Ohmpilot', brand: 'Fronius', articleNumber: 'KW-FRO-0402', price: 150, newPrice: 500, approximate: true, description: l('Verbrauchsregler für Heizstäbe.', 'Consumption controller for heating elements.'), solar: { type: 'component' } },
        { model: 'Smart Meter TS 65A-3', brand: 'Fronius', articleNumber: 'KW-FRO-0403', price: 60, newPrice: 200, approximate: true, description: l('Dreiphasiger Zähler für Eigenverbrauch.', 'Three-phase meter for self-consumption.'), solar: { type: 'component' } },
      ],
    },
  ],
};
