import { componentBenefits, renewableBenefits } from './benefits';
import type { HubPage } from './types';
import { promise } from '../promises';

/** The components hub /elektronische-bauteile: six category cards, ten top prices. */
export const componentsHub: HubPage = {
  path: '/elektronische-bauteile',
  highlights: [
    'KW-NET-0101',
    'KW-SRV-0101',
    'KW-AMD-0201',
    'KW-GPU-0401',
    'KW-GPU-0403',
    'KW-INT-0301',
    'KW-SRV-0201',
    'KW-MEM-0301',
    'KW-GPU-0101',
    'KW-INT-0101',
  ],
  content: {
    de: {
      accent: 'it',
      hero: {
        badge: 'Elektronische Bauteile',
        title: 'Ankauf elektronischer Bauteile: Preislisten für IT-Hardware',
        lead: 'Prozessoren, Grafikkarten, Server, Speicher und Netzwerktechnik: Sehen Sie, was Ihre Hardware wert sein kann, und lassen Sie sie kostenlos bewerten.',
        primary: { label: 'Kostenlose Bewertung', href: '/kontakt' },
        secondary: { label: 'Anrufen', href: 'phone' },
        points: ['Sechs Preislisten mit unverbindlichen Höchstpreisen', 'Datenlöschung mit Protokoll'],
      },
      search: {
        title: 'Modell suchen',
        intro:
          'Durchsuchen Sie alle Preislisten – IT-Hardware und erneuerbare Energien – nach Modell, Marke oder Artikelnummer.',
      },
      categories: {
        title: 'Unsere Preislisten',
        intro:
          'Wählen Sie eine Kategorie. Jede Liste nennt Modell, Leistungsdaten und den unverbindlichen Höchstpreis.',
        cards: [
          {
            title: 'Intel-Prozessoren',
            description: 'Core i9, Core Ultra und Xeon – bis zum Xeon Platinum 8480+.',
            icon: 'cpu',
            path: '/intel-prozessoren-ankauf',
            accent: 'it',
          },
          {
            title: 'AMD-Prozessoren',
            description: 'Ryzen, Threadripper und EPYC – bis zum Threadripper PRO 7995WX.',
            icon: 'cpu',
            path: '/amd-prozessoren-ankauf',
            accent: 'it',
          },
          {
            title: 'Server-Hardware',
            description: 'Cisco UCS, Dell PowerEdge, HPE ProLiant und Storage-Systeme.',
            icon: 'server',
            path: '/server-hardware-ankauf',
            accent: 'it',
          },
          {
            title: 'Grafikkarten',
            description: 'GeForce RTX, RTX-Workstation, A100, H100 und Instinct MI300X.',
            icon: 'gauge',
            path: '/grafikkarten-ankauf',
            accent: 'it',
          },
          {
            title: 'Speicher und SSDs',
            description: 'DDR5- und DDR4-Servermodule, Enterprise-SSDs von Samsung und Micron.',
            icon: 'memory',
            path: '/speicher-ssd-ankauf',
            accent: 'it',
          },
          {
            title: 'Netzwerk-Hardware',
            description: 'Firewalls von Palo Alto, Switches und Router von Cisco und Juniper.',
            icon: 'network',
            path: '/netzwerk-hardware-ankauf',
            accent: 'it',
          },
        ],
      },
      highlights: {
        title: 'Zehn Spitzenpreise aus unseren Listen',
        intro: 'Was gefragte Modelle derzeit höchstens erzielen können.',
      },
      benefits: componentBenefits('de'),
      cta: {
        title: 'Ihr Modell ist nicht dabei?',
        text: 'Wir bewerten auch Hardware, die in keiner Liste steht. Schicken Sie uns eine Liste oder Fotos – die Bewertung ist kostenlos.',
        primary: { label: 'Kostenlose Bewertung', href: '/kontakt' },
        secondary: { label: 'Anrufen', href: 'phone' },
      },
    },
    en: {
      accent: 'it',
      hero: {
        badge: 'Electronic components',
        title: 'Electronic components buy-back: price lists for IT hardware',
        lead: 'Processors, graphics cards, servers, memory and network equipment: see what your hardware may be worth and have it valued free of charge.',
        primary: { label: 'Free valuation', href: '/kontakt' },
        secondary: { label: 'Call us', href: 'phone' },
        points: ['Six price lists with indicative maximum prices', 'Data erasure with a report'],
      },
      search: {
        title: 'Find a model',
        intro: 'Search all price lists – IT hardware and renewable energy – by model, brand or item number.',
      },
      categories: {
        title: 'Our price lists',
        intro: 'Choose a category. Every list shows the model, key specs and the indicative maximum price.',
        cards: [
          {
            title: 'Intel processors',
            description: 'Core i9, Core Ultra and Xeon – up to the Xeon Platinum 8480+.',
            icon: 'cpu',
            path: '/intel-prozessoren-ankauf',
            accent: 'it',
          },
          {
            title: 'AMD processors',
            description: 'Ryzen, Threadripper and EPYC – up to the Threadripper PRO 7995WX.',
            icon: 'cpu',
            path: '/amd-prozessoren-ankauf',
            accent: 'it',
          },
          {
            title: 'Server hardware',
            description: 'Cisco UCS, Dell PowerEdge, HPE ProLiant and storage systems.',
            icon: 'server',
            path: '/server-hardware-ankauf',
            accent: 'it',
          },
          {
            title: 'Graphics cards',
            description: 'GeForce RTX, RTX workstation, A100, H100 and Instinct MI300X.',
            icon: 'gauge',
            path: '/grafikkarten-ankauf',
            accent: 'it',
          },
          {
            title: 'Memory and SSDs',
            description: 'DDR5 and DDR4 server modules, enterprise SSDs from Samsung and Micron.',
            icon: 'memory',
            path: '/speicher-ssd-ankauf',
            accent: 'it',
          },
          {
            title: 'Network hardware',
            description: 'Palo Alto firewalls, Cisco and Juniper switches and routers.',
            icon: 'network',
            path: '/netzwerk-hardware-ankauf',
            accent: 'it',
          },
        ],
      },
      highlights: {
        title: 'Ten top prices from our lists',
        intro: 'The most that sought-after models can currently fetch.',
      },
      benefits: componentBenefits('en'),
      cta: {
        title: 'Your model is not listed?',
        text: 'We also value hardware that is on no list. Send us a list or photos – the valuation is free.',
        primary: { label: 'Free valuation', href: '/kontakt' },
        secondary: { label: 'Call us', href: 'phone' },
      },
    },
  },
};

/** The renewables hub /erneuerbare-energien-ankauf: six manufacturer cards, ten premium highlights. */
export const renewablesHub: HubPage = {
  path: '/erneuerbare-energien-ankauf',
  highlights: [
    'KW-TES-0301',
    'KW-SMA-0301',
    'KW-HUA-0401',
    'KW-TES-0201',
    'KW-BAT-0601',
    'KW-INV-0501',
    'KW-FRO-0301',
    'KW-SMA-0201',
    'KW-TES-0101',
    'KW-MOD-0101',
  ],
  content: {
    de: {
      accent: 'solar',
      hero: {
        badge: 'Erneuerbare Energien',
        title: 'Ankauf von Solartechnik und Energiespeichern',
        lead: 'Wechselrichter, Batteriespeicher und Solarmodule von Huawei, BYD, Tesla, SMA, Fronius und Premiumherstellern: Wir kaufen an, bauen ab und holen ab.',
        primary: { label: 'Kontakt aufnehmen', href: '/kontakt' },
        secondary: { label: 'Anrufen', href: 'phone' },
        points: [capitalise(promise.share('solar', 'de')), capitalise(promise.share('storage', 'de'))],
      },
      search: {
        title: 'Modell suchen',
        intro:
          'Durchsuchen Sie alle Preislisten nach Modell, Marke oder Artikelnummer – etwa „LUNA2000“ oder „Powerwall“.',
      },
      categories: {
        title: 'Preislisten nach Hersteller',
        intro: 'Sechs Hersteller und Produktgruppen mit unverbindlichen Höchstpreisen.',
        cards: [
          {
            title: 'Huawei Solar',
            description: 'LUNA2000-Speicher, SUN2000-Wechselrichter und Komponenten.',
            icon: 'battery',
            path: '/huawei-solar-ankauf',
            accent: 'energy',
          },
          {
            title: 'BYD-Energiespeicher',
            description: 'Battery-Box Premium von 4 bis 16 kWh und Pro von 2,56 bis 13,8 kWh.',
            icon: 'batteryCharging',
            path: '/byd-energiespeicher-ankauf',
            accent: 'energy',
          },
          {
            title: 'Tesla Energy',
            description: 'Powerwall, Powerpack und Megapack bis zum Megapack 2XL.',
            icon: 'container',
            path: '/tesla-energy-ankauf',
            accent: 'energy',
          },
          {
            title: 'SMA-Wechselrichter',
            description: 'Sunny Boy, Sunny Tripower und Sunny Central.',
            icon: 'zap',
            path: '/sma-wechselrichter-ankauf',
            accent: 'solar',
          },
          {
            title: 'Fronius-Wechselrichter',
            description: 'Primo, Symo, Tauro und Reserva-Speicher.',
            icon: 'zap',
            path: '/fronius-wechselrichter-ankauf',
            accent: 'solar',
          },
          {
            title: 'Premium-Solarmodule',
            description: 'Meyer Burger, Solarwatt, Q CELLS, Heckert und internationale Marken.',
            icon: 'solarPanel',
            path: '/solarmodule-premium-ankauf',
            accent: 'solar',
          },
        ],
      },
      highlights: {
        title: 'Zehn Premium-Preise',
        intro: 'Vom Netzspeicher bis zum Premium-Modul: die Spitzenpreise unserer Listen.',
      },
      benefits: renewableBenefits('de', ['solar', 'storage']),
      cta: {
        title: 'Anlage abbauen, Speicher tauschen, Park repowern?',
        text: 'Schildern Sie uns Ihr Vorhaben. Wir nennen einen unverbindlichen Preis und planen Demontage und Abholung.',
        primary: { label: 'Kontakt aufnehmen', href: '/kontakt' },
        secondary: { label: 'Anrufen', href: 'phone' },
      },
    },
    en: {
      accent: 'solar',
      hero: {
        badge: 'Renewable energy',
        title: 'Buy-back of solar equipment and energy storage',
        lead: 'Inverters, battery storage and solar modules from Huawei, BYD, Tesla, SMA, Fronius and premium manufacturers: we buy, dismantle and collect.',
        primary: { label: 'Get in touch', href: '/kontakt' },
        secondary: { label: 'Call us', href: 'phone' },
        points: [capitalise(promise.share('solar', 'en')), capitalise(promise.share('storage', 'en'))],
      },
      search: {
        title: 'Find a model',
        intro: 'Search all price lists by model, brand or item number – for example “LUNA2000” or “Powerwall”.',
      },
      categories: {
        title: 'Price lists by manufacturer',
        intro: 'Six manufacturers and product groups with indicative maximum prices.',
        cards: [
          {
            title: 'Huawei Solar',
            description: 'LUNA2000 storage, SUN2000 inverters and components.',
            icon: 'battery',
            path: '/huawei-solar-ankauf',
            accent: 'energy',
          },
          {
            title: 'BYD energy storage',
            description: 'Battery-Box Premium from 4 to 16 kWh and Pro from 2.56 to 13.8 kWh.',
            icon: 'batteryCharging',
            path: '/byd-energiespeicher-ankauf',
            accent: 'energy',
          },
          {
            title: 'Tesla Energy',
            description: 'Powerwall, Powerpack and Megapack up to the Megapack 2XL.',
            icon: 'container',
            path: '/tesla-energy-ankauf',
            accent: 'energy',
          },
          {
            title: 'SMA inverters',
            description: 'Sunny Boy, Sunny Tripower and Sunny Central.',
            icon: 'zap',
            path: '/sma-wechselrichter-ankauf',
            accent: 'solar',
          },
          {
            title: 'Fronius inverters',
            description: 'Primo, Symo, Tauro and Reserva storage.',
            icon: 'zap',
            path: '/fronius-wechselrichter-ankauf',
            accent: 'solar',
          },
          {
            title: 'Premium solar modules',
            description: 'Meyer Burger, Solarwatt, Q CELLS, Heckert and international brands.',
            icon: 'solarPanel',
            path: '/solarmodule-premium-ankauf',
            accent: 'solar',
          },
        ],
      },
      highlights: {
        title: 'Ten premium prices',
        intro: 'From grid storage to premium modules: the top prices of our lists.',
      },
      benefits: renewableBenefits('en', ['solar', 'storage']),
      cta: {
        title: 'Dismantling a plant, replacing storage, repowering a park?',
        text: 'Tell us what you are planning. We give you an indicative price and plan dismantling and pickup.',
        primary: { label: 'Get in touch', href: '/kontakt' },
        secondary: { label: 'Call us', href: 'phone' },
      },
    },
  },
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
