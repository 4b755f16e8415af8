import { l } from './localized';
import type { ProductPriceList } from './types';

/** Firewalls, switches, routers and wireless from Palo Alto, Cisco and Juniper: market prices. */
export const networkPriceList: ProductPriceList = {
  kind: 'products',
  id: 'network',
  family: 'components',
  rule: 'market',
  categories: [
    {
      id: 'network-firewalls',
      name: l('Palo Alto Firewalls', 'Palo Alto firewalls'),
      icon: 'shield',
      accent: 'it',
      specialNote: l('Mit übertragbarer Lizenz und zurückgesetzter Konfiguration.', 'With a transferable licence and the configuration reset.'),
      items: [
        { model: 'PA-5280', brand: 'Palo Alto Networks', articleNumber: 'KW-NET-0101', spec: l('68 Gbit/s Firewall-Durchsatz', '68 Gbps firewall throughput'), price: 65000, description: l('Next-Generation-Firewall für Rechenzentren.', 'Next-generation firewall for data centres.'), aliases: ['pa5280', 'palo alto 5280'] },
        { model: 'PA-5250', brand: 'Palo Alto Networks', articleNumber: 'KW-NET-0102', spec: l('35 Gbit/s Firewall-Durchsatz', '35 Gbps firewall throughput'), price: 28000, description: l('PA-5200-Serie für große Standorte.', 'PA-5200 series for large sites.'), aliases: ['pa5250'] },
        { model: 'PA-3260', brand: 'Palo Alto Networks', articleNumber: 'KW-NET-0103', spec: l('8,8 Gbit/s Firewall-Durchsatz', '8.8 Gbps firewall throughput'), price: 9500, description: l('Firewall für Internet-Gateways.', 'Firewall for internet gateways.'), aliases: ['pa3260'] },
        { model: 'PA-850', brand: 'Palo Alto Networks', articleNumber: 'KW-NET-0104', spec: l('1,9 Gbit/s Firewall-Durchsatz', '1.9 Gbps firewall throughput'), price: 1800, description: l('Firewall für Niederlassungen.', 'Firewall for branch offices.'), aliases: ['pa850'] },
      ],
    },
    {
      id: 'network-cisco-switches',
      name: l('Cisco Switches', 'Cisco switches'),
      icon: 'network',
      accent: 'it',
      specialNote: l('Mit Netzteilen und Lüftern; Smart-Licensing-Freigabe erleichtert den Verkauf.', 'With power supplies and fans; a released Smart Licensing account helps resale.'),
      items: [
        { model: 'Catalyst 9500-48Y4C', brand: 'Cisco', articleNumber: 'KW-NET-0201', spec: l('48 × 25G · 4 × 100G', '48 × 25G · 4 × 100G'), price: 6500, description: l('Core- und Aggregations-Switch.', 'Core and aggregation switch.') },
        { model: 'Nexus 9336C-FX2', brand: 'Cisco', articleNumber: 'KW-NET-0202', spec: l('36 × 100G', '36 × 100G'), price: 6200, description: l('Spine-Switch für Rechenzentren.', 'Spine switch for data centres.') },
        { model: 'Nexus 93180YC-FX', brand: 'Cisco', articleNumber: 'KW-NET-0203', spec: l('48 × 25G · 6 × 100G', '48 × 25G · 6 × 100G'), price: 4800, description: l('Leaf-Switch für Rechenzentren.', 'Leaf switch for data centres.') },
        { model: 'Catalyst 9300-48P', brand: 'Cisco', articleNumber: 'KW-NET-0204', spec: l('48 × 1G PoE+', '48 × 1G PoE+'), price: 1400, description: l('Stackbarer Access-Switch.', 'Stackable access switch.') },
      ],
    },
    {
      id: 'network-cisco-routers',
      name: l('Cisco Router', 'Cisco routers'),
      icon: 'router',
      accent: 'it',
      specialNote: l('Router mit Lizenzen für Security und Performance bewerten wir höher.', 'Routers with security and performance licences are valued higher.'),
      items: [
        { model: 'ASR 1002-HX', brand: 'Cisco', articleNumber: 'KW-NET-0301', spec: l('bis 100 Gbit/s', 'up to 100 Gbps'), price: 5500, description: l('Aggregation-Services-Router für Provider.', 'Aggregation services router for providers.') },
        { model: 'Catalyst 8300-1N1S-6T', brand: 'Cisco', articleNumber: 'KW-NET-0302', spec: l('SD-WAN Edge', 'SD-WAN edge'), price: 2200, description: l('Edge-Plattform für Niederlassungen.', 'Edge platform for branch offices.') },
        { model: 'ISR 4451-X', brand: 'Cisco', articleNumber: 'KW-NET-0303', spec: l('bis 2 Gbit/s', 'up to 2 Gbps'), price: 1300, description: l('Integrated-Services-Router.', 'Integrated services router.') },
      ],
    },
    {
      id: 'network-juniper',
      name: l('Juniper Networks', 'Juniper Networks'),
      icon: 'network',
      accent: 'it',
      specialNote: l('Junos-Lizenzen bitte mit Seriennummer angeben.', 'Please list Junos licences with serial numbers.'),
      items: [
        { model: 'SRX4600', brand: 'Juniper', articleNumber: 'KW-NET-0401', spec: l('80 Gbit/s Firewall-Durchsatz', '80 Gbps firewall throughput'), price: 12000, description: l('Services Gateway für Rechenzentren.', 'Services gateway for data centres.') },
        { model: 'MX204', brand: 'Juniper', articleNumber: 'KW-NET-0402', spec: l('4 × 100G · 8 × 10G', '4 × 100G · 8 × 10G'), price: 9000, description: l('Kompakter Universal-Routing-Plattform.', 'Compact universal routing platform.') },
        { model: 'QFX5120-48Y', brand: 'Juniper', articleNumber: 'KW-NET-0403', spec: l('48 × 25G · 8 × 100G', '48 × 25G · 8 × 100G'), price: 3800, description: l('Leaf-Switch für Rechenzentren.', 'Leaf switch for data centres.') },
        { model: 'EX4300-48P', brand: 'Juniper', articleNumber: 'KW-NET-0404', spec: l('48 × 1G PoE+', '48 × 1G PoE+'), price: 650, description: l('Access-Switch mit Virtual Chassis.', 'Access switch with Virtual Chassis.') },
      ],
    },
    {
      id: 'network-wireless-optics',
      name: l('WLAN und Transceiver', 'Wireless and transceivers'),
      icon: 'router',
      accent: 'it',
      specialNote: l('Preis je Stück, ab 10 Stück gleicher Sorte.', 'Price per piece, from 10 identical pieces.'),
      items: [
        { model: 'Catalyst 9130AXI', brand: 'Cisco', articleNumber: 'KW-NET-0501', spec: l('Wi-Fi 6 Access Point', 'Wi-Fi 6 access point'), price: 220, description: l('Access Point für hohe Nutzerdichte.', 'Access point for high user density.') },
        { model: 'Mist AP45', brand: 'Juniper', articleNumber: 'KW-NET-0502', spec: l('Wi-Fi 6E Access Point', 'Wi-Fi 6E access point'), price: 180, description: l('Cloud-gesteuerter Access Point.', 'Cloud-managed access point.') },
        { model: 'QSFP-100G-LR4-S', brand: 'Cisco', articleNumber: 'KW-NET-0503', spec: l('100G · 10 km', '100G · 10 km'), price: 150, description: l('Originaler Cisco-Transceiver.', 'Genuine Cisco transceiver.') },
      ],
    },
  ],
};
