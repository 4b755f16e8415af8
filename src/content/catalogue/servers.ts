import { l } from './localized';
import type { ProductPriceList } from './types';

/** Servers and storage systems: market prices, configuration-dependent. */
export const serverPriceList: ProductPriceList = {
  kind: 'products',
  id: 'servers',
  family: 'components',
  rule: 'market',
  categories: [
    {
      id: 'servers-cisco',
      name: l('Cisco UCS', 'Cisco UCS'),
      icon: 'server',
      accent: 'it',
      specialNote: l('Preise für gut ausgestattete Systeme; die Konfigurationsliste entscheidet.', 'Prices for well-equipped systems; the configuration list decides.'),
      items: [
        { model: 'UCS C480 ML M5', brand: 'Cisco', articleNumber: 'KW-SRV-0101', spec: l('8 × GPU · 4U', '8 × GPU · 4U'), price: 25000, description: l('Deep-Learning-Server mit acht SXM2-GPUs.', 'Deep-learning server with eight SXM2 GPUs.'), aliases: ['c480', 'c480 ml'] },
        { model: 'UCS C240 M6', brand: 'Cisco', articleNumber: 'KW-SRV-0102', spec: l('2 × Xeon · 2U', '2 × Xeon · 2U'), price: 4500, description: l('Rack-Server für Speicher-intensive Anwendungen.', 'Rack server for storage-heavy workloads.') },
        { model: 'UCS C220 M6', brand: 'Cisco', articleNumber: 'KW-SRV-0103', spec: l('2 × Xeon · 1U', '2 × Xeon · 1U'), price: 2800, description: l('Kompakter Rack-Server.', 'Compact rack server.') },
        { model: 'UCS B200 M6', brand: 'Cisco', articleNumber: 'KW-SRV-0104', spec: l('Blade · 2 × Xeon', 'Blade · 2 × Xeon'), price: 1900, description: l('Blade-Server für das UCS-5108-Chassis.', 'Blade server for the UCS 5108 chassis.') },
      ],
    },
    {
      id: 'servers-dell',
      name: l('Dell PowerEdge', 'Dell PowerEdge'),
      icon: 'server',
      accent: 'it',
      specialNote: l('Mit iDRAC-Lizenz und ohne BIOS-Passwort.', 'With iDRAC licence and without a BIOS password.'),
      items: [
        { model: 'PowerEdge XE9680 (ohne GPUs)', brand: 'Dell', articleNumber: 'KW-SRV-0201', spec: l('GPU-Plattform · 6U', 'GPU platform · 6U'), price: 12000, description: l('Basis-System für acht SXM5-GPUs; GPUs werden separat bewertet.', 'Base system for eight SXM5 GPUs; GPUs are valued separately.'), aliases: ['xe9680'] },
        { model: 'PowerEdge R760', brand: 'Dell', articleNumber: 'KW-SRV-0202', spec: l('2 × Xeon Gen 4 · 2U', '2 × Xeon Gen 4 · 2U'), price: 5200, description: l('16. Generation PowerEdge.', '16th generation PowerEdge.') },
        { model: 'PowerEdge R750', brand: 'Dell', articleNumber: 'KW-SRV-0203', spec: l('2 × Xeon Gen 3 · 2U', '2 × Xeon Gen 3 · 2U'), price: 3400, description: l('15. Generation PowerEdge.', '15th generation PowerEdge.') },
        { model: 'PowerEdge R650', brand: 'Dell', articleNumber: 'KW-SRV-0204', spec: l('2 × Xeon Gen 3 · 1U', '2 × Xeon Gen 3 · 1U'), price: 2400, description: l('1U-Server der 15. Generation.', '1U server of the 15th generation.') },
      ],
    },
    {
      id: 'servers-hpe',
      name: l('HPE ProLiant und Apollo', 'HPE ProLiant and Apollo'),
      icon: 'server',
      accent: 'it',
      specialNote: l('iLO-Advanced-Lizenz und Smart-Array-Controller steigern den Wert.', 'An iLO Advanced licence and Smart Array controller add value.'),
      items: [
        { model: 'Apollo 6500 Gen10 Plus', brand: 'HPE', articleNumber: 'KW-SRV-0301', spec: l('GPU-System · 4U', 'GPU system · 4U'), price: 9500, description: l('Plattform für bis zu acht GPUs, ohne GPUs bewertet.', 'Platform for up to eight GPUs, valued without GPUs.') },
        { model: 'ProLiant DL380 Gen11', brand: 'HPE', articleNumber: 'KW-SRV-0302', spec: l('2 × Xeon Gen 4 · 2U', '2 × Xeon Gen 4 · 2U'), price: 5000, description: l('Meistverkaufter 2U-Server von HPE.', 'HPE’s best-selling 2U server.') },
        { model: 'ProLiant DL385 Gen10 Plus v2', brand: 'HPE', articleNumber: 'KW-SRV-0303', spec: l('2 × EPYC · 2U', '2 × EPYC · 2U'), price: 2600, description: l('AMD-basierter 2U-Server.', 'AMD-based 2U server.') },
        { model: 'ProLiant DL360 Gen10 Plus', brand: 'HPE', articleNumber: 'KW-SRV-0304', spec: l('2 × Xeon Gen 3 · 1U', '2 × Xeon Gen 3 · 1U'), price: 2200, description: l('Dichter 1U-Server.', 'Dense 1U server.') },
      ],
    },
    {
      id: 'servers-storage',
      name: l('Storage-Systeme', 'Storage systems'),
      icon: 'hardDrive',
      accent: 'it',
      specialNote: l('Datenträger löschen wir zertifiziert oder vernichten sie nach DIN 66399.', 'We erase drives with a certificate or destroy them to DIN 66399.'),
      items: [
        { model: 'AFF A400', brand: 'NetApp', articleNumber: 'KW-SRV-0401', spec: l('All-Flash · HA-Paar', 'All-flash · HA pair'), price: 9000, description: l('All-Flash-Array mit ONTAP.', 'All-flash array running ONTAP.') },
        { model: 'PowerStore 1200T', brand: 'Dell', articleNumber: 'KW-SRV-0402', spec: l('NVMe All-Flash', 'NVMe all-flash'), price: 8000, description: l('Midrange-Storage der PowerStore-T-Serie.', 'Mid-range storage of the PowerStore T series.') },
        { model: 'FlashArray//X20', brand: 'Pure Storage', articleNumber: 'KW-SRV-0403', spec: l('NVMe All-Flash', 'NVMe all-flash'), price: 7500, description: l('Controller-Paar mit DirectFlash-Modulen.', 'Controller pair with DirectFlash modules.') },
        { model: 'Alletra 6010', brand: 'HPE', articleNumber: 'KW-SRV-0404', spec: l('NVMe All-Flash', 'NVMe all-flash'), price: 6000, description: l('Nachfolger der Nimble-Serie.', 'Successor of the Nimble series.') },
      ],
    },
  ],
};
