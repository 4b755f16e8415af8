import { l } from './localized';
import type { ProductPriceList } from './types';

/** Intel Core and Xeon processors: market prices for used and surplus CPUs (no share of the new price). */
export const intelPriceList: ProductPriceList = {
  kind: 'products',
  id: 'intel',
  family: 'components',
  rule: 'market',
  categories: [
    {
      id: 'intel-core-desktop',
      name: l('Intel Core i9 und i7 (Desktop)', 'Intel Core i9 and i7 (desktop)'),
      icon: 'cpu',
      accent: 'it',
      specialNote: l('Boxed oder Tray, mit intakten Pins und ohne Übertaktungsschäden.', 'Boxed or tray, with intact contacts and no overclocking damage.'),
      items: [
        { model: 'Core i9-14900KS', brand: 'Intel', articleNumber: 'KW-INT-0101', spec: l('24 Kerne · bis 6,2 GHz', '24 cores · up to 6.2 GHz'), price: 800, description: l('Sondermodell der 14. Generation mit höchstem Boost-Takt.', 'Special edition of the 14th generation with the highest boost clock.'), aliases: ['14900ks', 'i9 14900ks'] },
        { model: 'Core i9-14900K', brand: 'Intel', articleNumber: 'KW-INT-0102', spec: l('24 Kerne · bis 6,0 GHz', '24 cores · up to 6.0 GHz'), price: 420, newPrice: 589, description: l('Desktop-Spitzenmodell Raptor Lake Refresh.', 'Top desktop model of Raptor Lake Refresh.') },
        { model: 'Core i9-13900K', brand: 'Intel', articleNumber: 'KW-INT-0103', spec: l('24 Kerne · bis 5,8 GHz', '24 cores · up to 5.8 GHz'), price: 330, newPrice: 529, description: l('Raptor Lake, 8 P- und 16 E-Kerne.', 'Raptor Lake, 8 P-cores and 16 E-cores.') },
        { model: 'Core i7-14700K', brand: 'Intel', articleNumber: 'KW-INT-0104', spec: l('20 Kerne · bis 5,6 GHz', '20 cores · up to 5.6 GHz'), price: 260, newPrice: 409, description: l('Beliebte Gaming- und Workstation-CPU.', 'Popular gaming and workstation CPU.') },
      ],
    },
    {
      id: 'intel-core-ultra',
      name: l('Intel Core Ultra und Core i5', 'Intel Core Ultra and Core i5'),
      icon: 'microchip',
      accent: 'it',
      specialNote: l('Auch Restposten aus Systemintegration in Originalverpackung.', 'Surplus stock from system integration in original packaging welcome.'),
      items: [
        { model: 'Core Ultra 9 285K', brand: 'Intel', articleNumber: 'KW-INT-0201', spec: l('24 Kerne · bis 5,7 GHz', '24 cores · up to 5.7 GHz'), price: 400, newPrice: 599, description: l('Arrow Lake für Sockel LGA1851.', 'Arrow Lake for socket LGA1851.') },
        { model: 'Core Ultra 7 265K', brand: 'Intel', articleNumber: 'KW-INT-0202', spec: l('20 Kerne · bis 5,5 GHz', '20 cores · up to 5.5 GHz'), price: 250, newPrice: 399, description: l('Arrow Lake mit integrierter NPU.', 'Arrow Lake with integrated NPU.') },
        { model: 'Core i5-14600K', brand: 'Intel', articleNumber: 'KW-INT-0203', spec: l('14 Kerne · bis 5,3 GHz', '14 cores · up to 5.3 GHz'), price: 160, newPrice: 299, description: l('Mittelklasse der 14. Generation.', 'Mid-range model of the 14th generation.') },
      ],
    },
    {
      id: 'intel-xeon-scalable',
      name: l('Intel Xeon Scalable (Server)', 'Intel Xeon Scalable (server)'),
      icon: 'server',
      accent: 'it',
      specialNote: l('Server-CPUs aus Rechenzentrumsrückbau, auch in größeren Stückzahlen.', 'Server CPUs from data-centre decommissioning, also in larger quantities.'),
      items: [
        { model: 'Xeon Platinum 8480+', brand: 'Intel', articleNumber: 'KW-INT-0301', spec: l('56 Kerne · 350 W TDP', '56 cores · 350 W TDP'), price: 15000, description: l('Sapphire Rapids, 4. Generation Xeon Scalable.', 'Sapphire Rapids, 4th generation Xeon Scalable.'), aliases: ['8480+', '8480 plus'] },
        { model: 'Xeon Platinum 8470', brand: 'Intel', articleNumber: 'KW-INT-0302', spec: l('52 Kerne · 350 W TDP', '52 cores · 350 W TDP'), price: 6500, description: l('Sapphire Rapids für Zwei-Sockel-Systeme.', 'Sapphire Rapids for dual-socket systems.') },
        { model: 'Xeon Gold 6448Y', brand: 'Intel', articleNumber: 'KW-INT-0303', spec: l('32 Kerne · 225 W TDP', '32 cores · 225 W TDP'), price: 2200, description: l('Sapphire Rapids, optimiert für Virtualisierung.', 'Sapphire Rapids, optimised for virtualisation.') },
        { model: 'Xeon Gold 6338', brand: 'Intel', articleNumber: 'KW-INT-0304', spec: l('32 Kerne · 205 W TDP', '32 cores · 205 W TDP'), price: 650, description: l('Ice Lake-SP, 3. Generation Xeon Scalable.', 'Ice Lake-SP, 3rd generation Xeon Scalable.') },
      ],
    },
    {
      id: 'intel-xeon-w',
      name: l('Intel Xeon W (Workstation)', 'Intel Xeon W (workstation)'),
      icon: 'cpu',
      accent: 'it',
      specialNote: l('Workstation-CPUs mit Nachweis der Herkunft bevorzugt.', 'Workstation CPUs with proof of origin preferred.'),
      items: [
        { model: 'Xeon w9-3495X', brand: 'Intel', articleNumber: 'KW-INT-0401', spec: l('56 Kerne · bis 4,8 GHz', '56 cores · up to 4.8 GHz'), price: 3200, newPrice: 5889, approximate: true, description: l('Spitzenmodell der Xeon-W-3400-Serie.', 'Top model of the Xeon W-3400 series.') },
        { model: 'Xeon w7-2495X', brand: 'Intel', articleNumber: 'KW-INT-0402', spec: l('24 Kerne · bis 4,8 GHz', '24 cores · up to 4.8 GHz'), price: 1200, newPrice: 2189, approximate: true, description: l('Xeon W-2400 für Einzel-Sockel-Workstations.', 'Xeon W-2400 for single-socket workstations.') },
        { model: 'Xeon w5-3435X', brand: 'Intel', articleNumber: 'KW-INT-0403', spec: l('16 Kerne · bis 4,7 GHz', '16 cores · up to 4.7 GHz'), price: 700, newPrice: 1589, approximate: true, description: l('Xeon W-3400 mit acht Speicherkanälen.', 'Xeon W-3400 with eight memory channels.') },
      ],
    },
  ],
};
