import { l } from './localized';
import type { ProductPriceList } from './types';

/** AMD Ryzen, Threadripper and EPYC: market prices for used and surplus CPUs. */
export const amdPriceList: ProductPriceList = {
  kind: 'products',
  id: 'amd',
  family: 'components',
  rule: 'market',
  categories: [
    {
      id: 'amd-ryzen',
      name: l('AMD Ryzen (Desktop)', 'AMD Ryzen (desktop)'),
      icon: 'cpu',
      accent: 'it',
      specialNote: l('Sockel AM5 und AM4, mit unbeschädigten Kontakten.', 'Socket AM5 and AM4, with undamaged contacts.'),
      items: [
        { model: 'Ryzen 9 9950X', brand: 'AMD', articleNumber: 'KW-AMD-0101', spec: l('16 Kerne · bis 5,7 GHz', '16 cores · up to 5.7 GHz'), price: 450, newPrice: 649, description: l('Zen 5 für Sockel AM5.', 'Zen 5 for socket AM5.') },
        { model: 'Ryzen 9 7950X3D', brand: 'AMD', articleNumber: 'KW-AMD-0102', spec: l('16 Kerne · 128 MB L3', '16 cores · 128 MB L3'), price: 420, newPrice: 699, description: l('Zen 4 mit 3D V-Cache.', 'Zen 4 with 3D V-Cache.') },
        { model: 'Ryzen 7 9800X3D', brand: 'AMD', articleNumber: 'KW-AMD-0103', spec: l('8 Kerne · 96 MB L3', '8 cores · 96 MB L3'), price: 380, newPrice: 529, description: l('Zen 5 mit 3D V-Cache, stark nachgefragt.', 'Zen 5 with 3D V-Cache, in high demand.') },
        { model: 'Ryzen 7 7800X3D', brand: 'AMD', articleNumber: 'KW-AMD-0104', spec: l('8 Kerne · 96 MB L3', '8 cores · 96 MB L3'), price: 290, newPrice: 449, description: l('Zen 4 mit 3D V-Cache.', 'Zen 4 with 3D V-Cache.') },
      ],
    },
    {
      id: 'amd-threadripper',
      name: l('AMD Ryzen Threadripper', 'AMD Ryzen Threadripper'),
      icon: 'cpu',
      accent: 'it',
      specialNote: l('Workstation-CPUs sTR5 und sWRX8, gern mit passender Plattform.', 'Workstation CPUs for sTR5 and sWRX8, ideally with a matching platform.'),
      items: [
        { model: 'Ryzen Threadripper PRO 7995WX', brand: 'AMD', articleNumber: 'KW-AMD-0201', spec: l('96 Kerne · 350 W TDP', '96 cores · 350 W TDP'), price: 18000, description: l('Zen 4, das größte Threadripper-Modell.', 'Zen 4, the largest Threadripper model.'), aliases: ['7995wx', 'tr pro 7995wx'] },
        { model: 'Ryzen Threadripper PRO 7985WX', brand: 'AMD', articleNumber: 'KW-AMD-0202', spec: l('64 Kerne · 350 W TDP', '64 cores · 350 W TDP'), price: 6800, description: l('Zen 4 mit acht Speicherkanälen.', 'Zen 4 with eight memory channels.') },
        { model: 'Ryzen Threadripper 7980X', brand: 'AMD', articleNumber: 'KW-AMD-0203', spec: l('64 Kerne · 350 W TDP', '64 cores · 350 W TDP'), price: 3900, description: l('HEDT-Plattform sTR5.', 'HEDT platform sTR5.') },
        { model: 'Ryzen Threadripper PRO 5995WX', brand: 'AMD', articleNumber: 'KW-AMD-0204', spec: l('64 Kerne · 280 W TDP', '64 cores · 280 W TDP'), price: 2800, description: l('Zen 3 für Sockel sWRX8.', 'Zen 3 for socket sWRX8.') },
      ],
    },
    {
      id: 'amd-epyc-genoa',
      name: l('AMD EPYC 9004 (Genoa, Bergamo)', 'AMD EPYC 9004 (Genoa, Bergamo)'),
      icon: 'server',
      accent: 'it',
      specialNote: l('Server-CPUs ohne Herstellersperre (kein Vendor Lock).', 'Server CPUs without vendor lock.'),
      items: [
        { model: 'EPYC 9754', brand: 'AMD', articleNumber: 'KW-AMD-0301', spec: l('128 Kerne · 360 W TDP', '128 cores · 360 W TDP'), price: 7000, description: l('Bergamo mit Zen-4c-Kernen für Cloud-Workloads.', 'Bergamo with Zen 4c cores for cloud workloads.') },
        { model: 'EPYC 9654', brand: 'AMD', articleNumber: 'KW-AMD-0302', spec: l('96 Kerne · 360 W TDP', '96 cores · 360 W TDP'), price: 6500, description: l('Genoa-Spitzenmodell.', 'Top Genoa model.') },
        { model: 'EPYC 9554', brand: 'AMD', articleNumber: 'KW-AMD-0303', spec: l('64 Kerne · 360 W TDP', '64 cores · 360 W TDP'), price: 3600, description: l('Genoa mit hohem Takt.', 'Genoa with high clock speed.') },
        { model: 'EPYC 9474F', brand: 'AMD', articleNumber: 'KW-AMD-0304', spec: l('48 Kerne · 360 W TDP', '48 cores · 360 W TDP'), price: 3200, description: l('Frequenzoptimiertes Genoa-Modell.', 'Frequency-optimised Genoa model.') },
      ],
    },
    {
      id: 'amd-epyc-milan',
      name: l('AMD EPYC 7003 (Milan)', 'AMD EPYC 7003 (Milan)'),
      icon: 'server',
      accent: 'it',
      specialNote: l('Auch ausgebaute CPUs aus Leasingrückläufern.', 'CPUs removed from returned lease systems welcome.'),
      items: [
        { model: 'EPYC 7763', brand: 'AMD', articleNumber: 'KW-AMD-0401', spec: l('64 Kerne · 280 W TDP', '64 cores · 280 W TDP'), price: 1500, description: l('Milan-Spitzenmodell für Sockel SP3.', 'Top Milan model for socket SP3.') },
        { model: 'EPYC 7713', brand: 'AMD', articleNumber: 'KW-AMD-0402', spec: l('64 Kerne · 225 W TDP', '64 cores · 225 W TDP'), price: 900, description: l('Milan mit 256 MB L3-Cache.', 'Milan with 256 MB L3 cache.') },
        { model: 'EPYC 7543', brand: 'AMD', articleNumber: 'KW-AMD-0403', spec: l('32 Kerne · 225 W TDP', '32 cores · 225 W TDP'), price: 600, description: l('Milan für Virtualisierung und Datenbanken.', 'Milan for virtualisation and databases.') },
      ],
    },
  ],
};
