import { l } from './localized';
import type { CatalogueItem, ProductPriceList } from './types';

/**
 * Home and commercial battery storage of six brands (Anker SOLIX, sonnen, LG Chem RESU, Pylontech,
 * Alpha ESS, TESVOLT), three models each. Storage rule: up to 25 % of the new price.
 */
const bat = (brand: string, model: string, kwh: number, price: number, newPrice: number, no: string, voltage: string, chem: string, de: string, en: string): CatalogueItem => ({
  model,
  brand,
  articleNumber: no,
  rating: { value: kwh, unit: 'kWh' },
  price,
  newPrice,
  approximate: true,
  description: l(de, en),
  solar: { type: 'battery', voltage, specs: [chem] },
});

export const batteryStorageCatalogue: ProductPriceList = {
  kind: 'products',
  id: 'battery-storage',
  family: 'renewables',
  rule: 'storage',
  categories: [
    {
      id: 'storage-anker',
      name: l('Anker SOLIX', 'Anker SOLIX'),
      icon: 'battery',
      accent: 'energy',
      specialNote: l('Balkonkraftwerk- und Heimspeicher mit Zubehör.', 'Balcony-plant and home storage with accessories.'),
      items: [
        bat('Anker', 'SOLIX X1 15 kWh', 15, 2700, 10800, 'KW-BAT-0101', '400 V AC', 'LFP', 'Modularer Heimspeicher mit Hybrid-Wechselrichter.', 'Modular home storage with hybrid inverter.'),
        bat('Anker', 'SOLIX X1 10 kWh', 10, 1900, 7600, 'KW-BAT-0102', '400 V AC', 'LFP', 'Zwei Batteriemodule mit Leistungseinheit.', 'Two battery modules with power unit.'),
        bat('Anker', 'SOLIX Solarbank 2 E1600 Pro + BP1600', 3.2, 450, 1800, 'KW-BAT-0103', '230 V AC', 'LFP', 'Balkonspeicher mit Erweiterungsakku.', 'Balcony storage with expansion battery.'),
      ],
    },
    {
      id: 'storage-sonnen',
      name: l('sonnen', 'sonnen'),
      icon: 'battery',
      accent: 'energy',
      specialNote: l('sonnenBatterie mit Community-Vertrag: Kündigung klären wir mit Ihnen.', 'sonnenBatterie with a community contract: we clarify cancellation with you.'),
      items: [
        bat('sonnen', 'sonnenBatterie 10 performance 22 kWh', 22, 4800, 19200, 'KW-BAT-0201', '230 V AC', 'LFP', 'Leistungsstarker Heimspeicher.', 'Powerful home storage.'),
        bat('sonnen', 'sonnenBatterie 10 performance 11 kWh', 11, 2600, 10400, 'KW-BAT-0202', '230 V AC', 'LFP', 'Heimspeicher mit Notstromfunktion.', 'Home storage with backup function.'),
        bat('sonnen', 'sonnenBatterie 10 5,5 kWh', 5.5, 1400, 5600, 'KW-BAT-0203', '230 V AC', 'LFP', 'Einstiegsspeicher, erweiterbar.', 'Entry storage, expandable.'),
      ],
    },
    {
      id: 'storage-lg',
      name: l('LG Chem RESU', 'LG Chem RESU'),
      icon: 'battery',
      accent: 'energy',
      specialNote: l('Rückrufstatus prüfen wir anhand der Seriennummer.', 'We check recall status by serial number.'),
      items: [
        bat('LG Energy Solution', 'RESU16H Prime', 16, 2000, 8000, 'KW-BAT-0301', '350–450 V DC', 'NMC', 'Hochvolt-Speicher der Prime-Serie.', 'High-voltage storage of the Prime series.'),
        bat('LG Energy Solution', 'RESU10H Prime', 9.6, 1300, 5200, 'KW-BAT-0302', '350–450 V DC', 'NMC', 'Hochvolt-Speicher für SolarEdge und Fronius.', 'High-voltage storage for SolarEdge and Fronius.'),
        bat('LG Energy Solution', 'RESU 6.5', 6.5, 700, 2800, 'KW-BAT-0303', '48 V DC', 'NMC', 'Niedervolt-Speicher.', 'Low-voltage storage.'),
      ],
    },
    {
      id: 'storage-pylontech',
      name: l('Pylontech', 'Pylontech'),
      icon: 'battery',
      accent: 'energy',
      specialNote: l('Force-Türme komplett mit BMS; Rack-Module ab 4 Stück.', 'Force towers complete with BMS; rack modules from 4 pieces.'),
      items: [
        bat('Pylontech', 'Force H3 15 kWh', 15, 1500, 6000, 'KW-BAT-0401', '300 V DC', 'LFP', 'Hochvolt-Turm mit sechs Modulen.', 'High-voltage tower with six modules.'),
        bat('Pylontech', 'Force H2 10.65 kWh', 10.65, 1100, 4400, 'KW-BAT-0402', '288 V DC', 'LFP', 'Hochvolt-Turm mit drei Modulen.', 'High-voltage tower with three modules.'),
        bat('Pylontech', 'Force L2 7.1 kWh', 7.1, 800, 3200, 'KW-BAT-0403', '48 V DC', 'LFP', 'Niedervolt-Turm.', 'Low-voltage tower.'),
      ],
    },
    {
      id: 'storage-alpha',
      name: l('Alpha ESS', 'Alpha ESS'),
      icon: 'battery',
      accent: 'energy',
      specialNote: l('All-in-One-Systeme mit Wechselrichter bewerten wir als Einheit.', 'All-in-one systems with inverter are valued as one unit.'),
      items: [
        bat('Alpha ESS', 'STORION-T30', 32.2, 3200, 12800, 'KW-BAT-0501', '400 V AC', 'LFP', 'Gewerbespeicher für kleine Betriebe.', 'Commercial storage for small businesses.'),
        bat('Alpha ESS', 'SMILE-G3-S5', 10.1, 1250, 5000, 'KW-BAT-0502', '230 V AC', 'LFP', 'All-in-One-Heimspeicher.', 'All-in-one home storage.'),
        bat('Alpha ESS', 'SMILE5', 10.3, 1100, 4400, 'KW-BAT-0503', '230 V AC', 'LFP', 'Hybrid-System der Vorgängergeneration.', 'Hybrid system of the previous generation.'),
      ],
    },
    {
      id: 'storage-tesvolt',
      name: l('TESVOLT', 'TESVOLT'),
      icon: 'factory',
      accent: 'energy',
      specialNote: l('Gewerbespeicher: Betriebsdaten und Zyklenzahl bitte mitsenden.', 'Commercial storage: please send operating data and cycle count.'),
      items: [
        bat('TESVOLT', 'TS HV 70', 67.2, 11250, 45100, 'KW-BAT-0601', '400 V AC', 'NMC', 'Hochvolt-Gewerbespeicher.', 'High-voltage commercial storage.'),
        bat('TESVOLT', 'TS-I HV 80', 76.8, 9800, 39200, 'KW-BAT-0602', '400 V AC', 'NMC', 'Gewerbespeicher mit integriertem Wechselrichter.', 'Commercial storage with integrated inverter.'),
        bat('TESVOLT', 'TS48V', 9.6, 2400, 9600, 'KW-BAT-0603', '48 V DC', 'NMC', 'Niedervolt-Speicher für Sunny Island.', 'Low-voltage storage for Sunny Island.'),
      ],
    },
  ],
};
