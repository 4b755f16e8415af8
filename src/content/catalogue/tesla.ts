import { l } from './localized';
import type { ProductPriceList } from './types';

/**
 * Tesla Energy: Powerwall, Powerpack, Megapack and accessories. Storage rule: up to 25 % of the new
 * price. Powerpack and Megapack are sold per project, so they carry no new price.
 */
export const teslaPriceList: ProductPriceList = {
  kind: 'products',
  id: 'tesla',
  family: 'renewables',
  rule: 'storage',
  categories: [
    {
      id: 'tesla-powerwall',
      name: l('Powerwall', 'Powerwall'),
      icon: 'battery',
      accent: 'energy',
      specialNote: l(
        'Mit Gateway und Zugang zur Tesla-App; Demontage durch Elektrofachkräfte.',
        'With gateway and Tesla app access; dismantling by qualified electricians.',
      ),
      items: [
        {
          model: 'Powerwall 3',
          brand: 'Tesla',
          articleNumber: 'KW-TES-0101',
          rating: { value: 13.5, unit: 'kWh' },
          price: 2100,
          newPrice: 8400,
          approximate: true,
          description: l(
            'Speicher mit integriertem Hybrid-Wechselrichter.',
            'Storage with integrated hybrid inverter.',
          ),
          solar: { type: 'battery', voltage: '230 V AC', powerKw: 11.04, specs: ['LFP'] },
        },
        {
          model: 'Powerwall+',
          brand: 'Tesla',
          articleNumber: 'KW-TES-0102',
          rating: { value: 13.5, unit: 'kWh' },
          price: 1900,
          newPrice: 7600,
          approximate: true,
          description: l(
            'Powerwall 2 mit integriertem Solar-Wechselrichter.',
            'Powerwall 2 with integrated solar inverter.',
          ),
          solar: { type: 'battery', voltage: '230 V AC', powerKw: 7.6, specs: ['NMC'] },
        },
        {
          model: 'Powerwall 2',
          brand: 'Tesla',
          articleNumber: 'KW-TES-0103',
          rating: { value: 13.5, unit: 'kWh' },
          price: 1800,
          newPrice: 7200,
          approximate: true,
          description: l('AC-gekoppelter Heimspeicher.', 'AC-coupled home storage.'),
          solar: { type: 'battery', voltage: '230 V AC', powerKw: 5, specs: ['NMC'] },
        },
      ],
    },
    {
      id: 'tesla-powerpack',
      name: l('Powerpack', 'Powerpack'),
      icon: 'factory',
      accent: 'energy',
      specialNote: l(
        'Gewerbespeicher: Preis je Einheit, Inverter wird separat bewertet.',
        'Commercial storage: price per unit, the inverter is valued separately.',
      ),
      items: [
        {
          model: 'Powerpack 2.5',
          brand: 'Tesla',
          articleNumber: 'KW-TES-0201',
          rating: { value: 232, unit: 'kWh' },
          price: 32000,
          description: l('Letzte Powerpack-Generation.', 'Last Powerpack generation.'),
          solar: { type: 'battery', specs: ['NMC', 'C&I'] },
        },
        {
          model: 'Powerpack 2',
          brand: 'Tesla',
          articleNumber: 'KW-TES-0202',
          rating: { value: 210, unit: 'kWh' },
          price: 28000,
          description: l('Modularer Gewerbespeicher.', 'Modular commercial storage.'),
          solar: { type: 'battery', specs: ['NMC', 'C&I'] },
        },
      ],
    },
    {
      id: 'tesla-megapack',
      name: l('Megapack', 'Megapack'),
      icon: 'container',
      accent: 'energy',
      specialNote: l(
        'Netzspeicher: Ankauf nach Projektprüfung mit Betriebsdaten und Garantiestatus.',
        'Grid storage: purchase after project review with operating data and warranty status.',
      ),
      items: [
        {
          model: 'Megapack 2XL',
          brand: 'Tesla',
          articleNumber: 'KW-TES-0301',
          rating: { value: 3.9, unit: 'MWh' },
          price: 1200000,
          description: l('Containerspeicher im Vier-Stunden-Betrieb.', 'Container storage for four-hour operation.'),
          solar: { type: 'battery', specs: ['LFP', 'Utility'] },
          aliases: ['megapack 2 xl', 'megapack2xl'],
        },
        {
          model: 'Megapack 2',
          brand: 'Tesla',
          articleNumber: 'KW-TES-0302',
          rating: { value: 1.9, unit: 'MWh' },
          price: 600000,
          description: l('Containerspeicher im Zwei-Stunden-Betrieb.', 'Container storage for two-hour operation.'),
          solar: { type: 'battery', specs: ['LFP', 'Utility'] },
        },
        {
          model: 'Megapack (1. Generation)',
          brand: 'Tesla',
          articleNumber: 'KW-TES-0303',
          rating: { value: 3, unit: 'MWh' },
          price: 450000,
          description: l('Erste Megapack-Generation.', 'First Megapack generation.'),
          solar: { type: 'battery', specs: ['NMC', 'Utility'] },
        },
      ],
    },
    {
      id: 'tesla-accessories',
      name: l('Gateway und Zubehör', 'Gateway and accessories'),
      icon: 'circuitBoard',
      accent: 'energy',
      specialNote: l(
        'Zubehör kaufen wir zusammen mit dem Speicher oder einzeln.',
        'We buy accessories with the storage or on their own.',
      ),
      items: [
        {
          model: 'Powerwall 3 Expansion',
          brand: 'Tesla',
          articleNumber: 'KW-TES-0401',
          rating: { value: 13.5, unit: 'kWh' },
          price: 1700,
          newPrice: 6800,
          approximate: true,
          description: l('Erweiterungseinheit ohne Wechselrichter.', 'Expansion unit without inverter.'),
          solar: { type: 'battery', specs: ['LFP'] },
        },
        {
          model: 'Backup Gateway 2',
          brand: 'Tesla',
          articleNumber: 'KW-TES-0402',
          price: 250,
          newPrice: 1000,
          approximate: true,
          description: l('Netztrennung und Ersatzstrom-Steuerung.', 'Grid separation and backup control.'),
          solar: { type: 'component' },
        },
        {
          model: 'Backup Switch',
          brand: 'Tesla',
          articleNumber: 'KW-TES-0403',
          price: 80,
          newPrice: 320,
          approximate: true,
          description: l('Kompakte Ersatzstrom-Umschaltung am Zähler.', 'Compact backup switch at the meter.'),
          solar: { type: 'component' },
        },
      ],
    },
  ],
};
