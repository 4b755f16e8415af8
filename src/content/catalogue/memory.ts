import { l } from './localized';
import type { ProductPriceList } from './types';

/** Server memory and SSDs from Samsung and Micron: market prices per module or drive. */
export const memoryPriceList: ProductPriceList = {
  kind: 'products',
  id: 'memory',
  family: 'components',
  rule: 'market',
  categories: [
    {
      id: 'memory-ddr5',
      name: l('DDR5-Servermodule', 'DDR5 server modules'),
      icon: 'memory',
      accent: 'it',
      specialNote: l('Preis je Modul, ab 16 Stück gleicher Sorte.', 'Price per module, from 16 identical pieces.'),
      items: [
        { model: 'M321RAGA0B20-CWK 128GB DDR5-4800 RDIMM', brand: 'Samsung', articleNumber: 'KW-MEM-0101', rating: { value: 128, unit: 'GB' }, spec: l('DDR5-4800 RDIMM', 'DDR5-4800 RDIMM'), price: 420, newPrice: 899, approximate: true, description: l('Registriertes Servermodul, 2Rx4.', 'Registered server module, 2Rx4.') },
        { model: 'MTC40F2046S1RC56BR 64GB DDR5-5600 RDIMM', brand: 'Micron', articleNumber: 'KW-MEM-0102', rating: { value: 64, unit: 'GB' }, spec: l('DDR5-5600 RDIMM', 'DDR5-5600 RDIMM'), price: 200, newPrice: 399, approximate: true, description: l('Für Xeon Gen 5 und EPYC 9004.', 'For Xeon Gen 5 and EPYC 9004.') },
        { model: 'M321R8GA0BB0-CQK 64GB DDR5-4800 RDIMM', brand: 'Samsung', articleNumber: 'KW-MEM-0103', rating: { value: 64, unit: 'GB' }, spec: l('DDR5-4800 RDIMM', 'DDR5-4800 RDIMM'), price: 180, newPrice: 359, approximate: true, description: l('Registriertes Servermodul, 2Rx4.', 'Registered server module, 2Rx4.') },
        { model: 'MTC20F2085S1RC48BA1 32GB DDR5-4800 RDIMM', brand: 'Micron', articleNumber: 'KW-MEM-0104', rating: { value: 32, unit: 'GB' }, spec: l('DDR5-4800 RDIMM', 'DDR5-4800 RDIMM'), price: 80, newPrice: 179, approximate: true, description: l('Registriertes Servermodul, 1Rx4.', 'Registered server module, 1Rx4.') },
      ],
    },
    {
      id: 'memory-ddr4',
      name: l('DDR4-Servermodule', 'DDR4 server modules'),
      icon: 'memory',
      accent: 'it',
      specialNote: l('Auch gemischte Chargen aus Serverrückbau.', 'Mixed lots from server decommissioning welcome.'),
      items: [
        { model: 'M386AAG40AM3-CWE 128GB DDR4-3200 LRDIMM', brand: 'Samsung', articleNumber: 'KW-MEM-0201', rating: { value: 128, unit: 'GB' }, spec: l('DDR4-3200 LRDIMM', 'DDR4-3200 LRDIMM'), price: 160, newPrice: 549, approximate: true, description: l('Load-Reduced-Modul für große Speicherausbauten.', 'Load-reduced module for large memory configurations.') },
        { model: 'M393A8G40AB2-CWE 64GB DDR4-3200 RDIMM', brand: 'Samsung', articleNumber: 'KW-MEM-0202', rating: { value: 64, unit: 'GB' }, spec: l('DDR4-3200 RDIMM', 'DDR4-3200 RDIMM'), price: 75, newPrice: 249, approximate: true, description: l('Registriertes Servermodul, 2Rx4.', 'Registered server module, 2Rx4.') },
        { model: 'MTA36ASF8G72PZ-2G9 64GB DDR4-2933 RDIMM', brand: 'Micron', articleNumber: 'KW-MEM-0203', rating: { value: 64, unit: 'GB' }, spec: l('DDR4-2933 RDIMM', 'DDR4-2933 RDIMM'), price: 60, newPrice: 229, approximate: true, description: l('Für Xeon Scalable der 2. Generation.', 'For 2nd generation Xeon Scalable.') },
        { model: 'MTA36ASF4G72PZ-3G2 32GB DDR4-3200 RDIMM', brand: 'Micron', articleNumber: 'KW-MEM-0204', rating: { value: 32, unit: 'GB' }, spec: l('DDR4-3200 RDIMM', 'DDR4-3200 RDIMM'), price: 35, newPrice: 129, approximate: true, description: l('Registriertes Servermodul, 2Rx4.', 'Registered server module, 2Rx4.') },
      ],
    },
    {
      id: 'memory-enterprise-ssd',
      name: l('Enterprise-SSDs', 'Enterprise SSDs'),
      icon: 'hardDrive',
      accent: 'it',
      specialNote: l('Mit zertifizierter Löschung; Restlebensdauer laut SMART über 80 %.', 'With certified erasure; remaining life per SMART above 80%.'),
      items: [
        { model: '9400 PRO 30.72TB', brand: 'Micron', articleNumber: 'KW-MEM-0301', rating: { value: 30.72, unit: 'TB' }, spec: l('U.3 · NVMe PCIe 4.0', 'U.3 · NVMe PCIe 4.0'), price: 2600, newPrice: 4999, approximate: true, description: l('Hochkapazitäts-NVMe-SSD.', 'High-capacity NVMe SSD.') },
        { model: 'PM1733 15.36TB', brand: 'Samsung', articleNumber: 'KW-MEM-0302', rating: { value: 15.36, unit: 'TB' }, spec: l('U.2 · NVMe PCIe 4.0', 'U.2 · NVMe PCIe 4.0'), price: 1400, newPrice: 2899, approximate: true, description: l('Dual-Port-NVMe für Storage-Systeme.', 'Dual-port NVMe for storage systems.') },
        { model: 'PM9A3 7.68TB', brand: 'Samsung', articleNumber: 'KW-MEM-0303', rating: { value: 7.68, unit: 'TB' }, spec: l('U.2 · NVMe PCIe 4.0', 'U.2 · NVMe PCIe 4.0'), price: 520, newPrice: 1099, approximate: true, description: l('Rechenzentrums-SSD für Leselasten.', 'Data-centre SSD for read-heavy workloads.') },
        { model: '7450 PRO 3.84TB', brand: 'Micron', articleNumber: 'KW-MEM-0304', rating: { value: 3.84, unit: 'TB' }, spec: l('U.3 · NVMe PCIe 4.0', 'U.3 · NVMe PCIe 4.0'), price: 230, newPrice: 549, approximate: true, description: l('Mainstream-Rechenzentrums-SSD.', 'Mainstream data-centre SSD.') },
      ],
    },
    {
      id: 'memory-client-ssd',
      name: l('Client- und SATA-SSDs', 'Client and SATA SSDs'),
      icon: 'hardDrive',
      accent: 'it',
      specialNote: l('Ab 10 Stück; auf Wunsch Vernichtung statt Ankauf.', 'From 10 pieces; destruction instead of buy-back on request.'),
      items: [
        { model: '5400 PRO 7.68TB', brand: 'Micron', articleNumber: 'KW-MEM-0401', rating: { value: 7.68, unit: 'TB' }, spec: l('SATA · 2,5"', 'SATA · 2.5"'), price: 480, newPrice: 999, approximate: true, description: l('Enterprise-SATA-SSD.', 'Enterprise SATA SSD.') },
        { model: '990 PRO 4TB', brand: 'Samsung', articleNumber: 'KW-MEM-0402', rating: { value: 4, unit: 'TB' }, spec: l('M.2 · NVMe PCIe 4.0', 'M.2 · NVMe PCIe 4.0'), price: 220, newPrice: 399, description: l('Schnelle Client-SSD.', 'Fast client SSD.') },
        { model: '870 EVO 4TB', brand: 'Samsung', articleNumber: 'KW-MEM-0403', rating: { value: 4, unit: 'TB' }, spec: l('SATA · 2,5"', 'SATA · 2.5"'), price: 160, newPrice: 329, description: l('SATA-SSD für Desktops und NAS.', 'SATA SSD for desktops and NAS.') },
      ],
    },
  ],
};
