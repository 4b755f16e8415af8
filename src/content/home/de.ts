import { formatNumber, formatPercent } from '@/lib/format';
import { claims } from '../claims';
import { figureBasis, promise } from '../promises';
import type { HomeContent } from './types';
import { illustrationSizes } from './illustrations';

const pct = (value: number) => formatPercent(value, 'de');
const num = (value: number) => formatNumber(value, 'de');

const toContact = (label: string) => ({ label, href: '#contact' as const });

export const homeDe: HomeContent = {
  hero: {
    badge: `Ankauf und Recycling aus Köln · seit ${claims.foundingYear}`,
    title: 'Batterien und Elektronik fair verkaufen, sicher recyceln',
    subtitle:
      'Lithium-Akkus, IT-Hardware, Solartechnik und Mining-Hardware – bewertet, abgeholt und nachweisbar verwertet.',
    lead: `Wir kaufen gebrauchte und defekte Geräte von Unternehmen und Privatpersonen an, prüfen jedes Stück auf eine zweite Nutzung und führen den Rest dem Recycling zu. Einen unverbindlichen Preisrahmen erhalten Sie an Werktagen innerhalb von ${claims.priceEstimateHours} Stunden.`,
    primary: toContact('Kostenlose Bewertung anfragen'),
    secondary: { label: 'Unsere Leistungen', href: '#main-services' },
    more: { label: 'Mehr erfahren', href: '#about' },
    points: [
      promise.freePickup(['batteries', 'itHardware'], 'de'),
      promise.valuation('de'),
      'Datenträgervernichtung mit Nachweis',
      promise.payment('de'),
    ],
    image: {
      src: '/illustrations/hero-circular.svg',
      ...illustrationSizes.hero,
      alt: 'Illustration: Batteriepack, Leiterplatte und Solarmodul in einem Kreislauf aus Pfeilen',
    },
  },

  howItWorks: {
    title: 'So funktioniert’s',
    steps: [
      {
        title: 'Anfrage senden',
        description: 'Fotos oder eine Liste mit Typ, Menge und Zustand genügen.',
        duration: promise.estimateShort('de'),
      },
      {
        title: 'Abholung',
        description: `Bundesweit, Batterien in ADR-konformen Behältern; kostenlos ${promise.freePickupThresholds(['batteries', 'itHardware'], 'de')}.`,
        duration: promise.pickupDuration('de'),
      },
      {
        title: 'Prüfung und Bewertung',
        description: 'Verbindlicher Preis nach Prüfung von Zustand und Vollständigkeit.',
        duration: promise.valuationDuration('de'),
      },
      {
        title: 'Zahlung und Nachweis',
        description: 'Per Überweisung, mit Übernahmeschein und Entsorgungsnachweis.',
        duration: promise.paymentDuration('de'),
      },
    ],
    cta: toContact('Jetzt Anfrage senden'),
  },

  about: {
    title: 'Über uns',
    intro:
      'Ein Kölner Betrieb für Ankauf und Recycling – mit klaren Abläufen, nachvollziehbaren Preisen und vollständigen Nachweisen.',
    tabsLabel: 'Themen über uns',
    tabs: [
      {
        id: 'profil',
        label: 'Unternehmensprofil',
        icon: 'building',
        accent: 'brand',
        title: 'Ihr Partner für Ankauf und Recycling aus Köln',
        description: `Seit ${claims.foundingYear} kaufen wir Batterien, Elektronik und IT-Hardware an und führen sie zurück in den Kreislauf. Unser Team in Köln bewertet, holt ab, prüft und dokumentiert – für Unternehmen, öffentliche Einrichtungen und Privatkunden.`,
        highlights: [
          `${num(claims.yearsOfExperience)} Jahre Erfahrung im Batterie- und Elektronikrecycling`,
          'Eigene Prüfung, Sortierung und Datenvernichtung',
          'Bundesweite Abholung in ADR-konformen Behältern',
          'Ein Ansprechpartner von der Anfrage bis zum Nachweis',
        ],
      },
      {
        id: 'mission',
        anchor: 'mission',
        label: 'Unsere Mission',
        icon: 'target',
        accent: 'brand',
        title: 'Was funktioniert, bleibt im Einsatz',
        description:
          'Jedes Gerät prüfen wir zuerst auf eine Weiterverwendung. Erst was sich nicht mehr sinnvoll nutzen lässt, zerlegen wir und gewinnen die Rohstoffe zurück.',
        highlights: [
          'Weiterverwenden vor Recyceln',
          `${pct(claims.reusedPercent)} der angekauften Ware gehen in die Wiederverwendung`,
          'Ankaufspreise, die wir Posten für Posten begründen',
          'Vollständige Nachweise für Ihre Unterlagen',
        ],
      },
      {
        id: 'recycling',
        anchor: 'sustainability',
        label: 'Recycling & Nachhaltigkeit',
        icon: 'recycle',
        accent: 'brand',
        title: 'Rohstoffe zurückgewinnen statt neu abbauen',
        description: `Lithium, Kobalt, Kupfer, Gold und Seltene Erden gehören in den Kreislauf. Über alle Materialien erreichen wir eine Rückgewinnungsquote von ${pct(claims.recoveryRatePercent)}.`,
        highlights: [
          `${pct(claims.recoveryRatePercent)} Rückgewinnungsquote der Wertstoffe`,
          `2024: ${num(claims.balance2024.co2SavedTonnes)} t CO₂ weniger im eigenen Betrieb als 2023`,
          `2024: ${num(claims.balance2024.lithiumTonnes)} t Lithium und ${num(claims.balance2024.rareEarthsTonnes)} t Seltene Erden zur Rückgewinnung übergeben`,
          'Verwertung nach ElektroG und BattDG',
        ],
      },
      {
        id: 'engagement',
        label: 'Soziales Engagement',
        icon: 'handshake',
        accent: 'brand',
        title: 'Verantwortung über das Recycling hinaus',
        description:
          'Funktionsfähige, datenbereinigte Geräte geben wir an Schulen und gemeinnützige Einrichtungen in der Region weiter. Außerdem bilden wir aus und informieren über den sicheren Umgang mit Akkus.',
        highlights: [
          'Aufbereitete Laptops für Schulen und Vereine',
          'Ausbildungsplätze in Logistik und Technik',
          'Aufklärung zum sicheren Umgang mit Lithium-Akkus',
          'Zusammenarbeit mit sozialen Trägern in Köln',
        ],
      },
      {
        id: 'vision',
        anchor: 'vision',
        label: 'Vision',
        icon: 'eye',
        accent: 'brand',
        title: `Kreislaufwirtschaft als Standard bis ${claims.goals2030.climateNeutralYear}`,
        description: `Bis ${claims.goals2030.climateNeutralYear} wollen wir ${num(claims.goals2030.devices)} Geräte im Kreislauf halten und unseren Betrieb klimaneutral führen.`,
        highlights: [
          `${num(claims.goals2030.devices)}+ Geräte im Kreislauf bis 2030`,
          `Klimaneutraler Betrieb bis ${claims.goals2030.climateNeutralYear}`,
          'Second-Life-Speicher aus Fahrzeugbatterien',
          'Nachweise für jedes verwertete Kilogramm',
        ],
      },
    ],
  },

  stats: {
    note: `${figureBasis('devicesRecycled', 'de')} ${figureBasis('reuseShares', 'de')}`,
    title: 'Zahlen und Fakten',
    facts: [
      { value: `${num(claims.yearsOfExperience)}+`, label: 'Jahre Erfahrung' },
      { value: `${num(claims.devicesRecycled)}+`, label: 'Geräte und Bauteile verwertet' },
      { value: pct(claims.reusedPercent), label: 'wiederverwendet' },
      { value: pct(claims.recycledPercent), label: 'recycelt' },
    ],
  },

  lithium: {
    title: 'Lithium-Batterie Solutions',
    intro:
      'Wir kaufen Lithium-Akkus aus E-Mobilität, Solarspeichern und Industrie an – geprüft auf Second-Life-Tauglichkeit, transportiert nach ADR und recycelt nach BattDG.',
    devicesLabel: 'Wir nehmen an',
    link: { label: 'Mehr zu Lithium-Batterien', href: '/lithium-batterien' },
    categories: [
      {
        title: 'E-Mobility Akkus',
        icon: 'car',
        accent: 'energy',
        devices: [
          'Traktionsbatterien aus E-Autos',
          'E-Bike- und Pedelec-Akkus',
          'E-Scooter-Akkus',
          'Hybrid-Batteriemodule',
        ],
        specs: [
          { label: 'Batterietyp', value: 'Lithium-Ionen' },
          { label: 'Spannung', value: '36–800 V' },
        ],
        specialNote: 'Auch beschädigte Akkus: Transport in ADR-konformen Sicherheitsbehältern.',
        cta: toContact('Batterie bewerten lassen'),
      },
      {
        title: 'Energie-Speicher (Solar)',
        icon: 'solarPanel',
        accent: 'solar',
        devices: [
          'Solar-Heimspeicher',
          'Gewerbe- und Quartiersspeicher',
          'Batteriemodule mit BMS',
          'Hybrid-Wechselrichter mit Speicher',
        ],
        specs: [
          { label: 'Batterietyp', value: 'Lithium-Eisenphosphat (LFP)' },
          { label: 'Kapazität', value: '5–200 kWh' },
        ],
        specialNote: 'Second-Life-Prüfung: Funktionsfähige Module gehen zurück in den Einsatz.',
        cta: toContact('Batterie bewerten lassen'),
      },
      {
        title: 'Industrie-Speicher',
        icon: 'factory',
        accent: 'energy',
        devices: [
          'USV-Anlagen',
          'Staplerbatterien',
          'Notstromspeicher aus der Telekommunikation',
          'Akkus fahrerloser Transportsysteme',
        ],
        specs: [
          { label: 'Batterietyp', value: 'Lithium-Ionen, LFP' },
          { label: 'Spannung', value: '12–48 V' },
        ],
        specialNote: 'Demontage vor Ort und Abholung nach Terminvereinbarung.',
        cta: toContact('Batterie bewerten lassen'),
      },
    ],
  },

  miners: {
    title: 'Bitcoin Miner Solutions',
    intro:
      'Wir kaufen ASIC-Miner, GPU-Rigs und ganze Mining-Anlagen an – funktionsfähig oder defekt. Bewertet wird nach Hashrate, Effizienz und Zustand.',
    devicesLabel: 'Typische Geräte',
    link: { label: 'Mehr zum Miner-Ankauf', href: '/bitcoin-miner-recycling' },
    categories: [
      {
        title: 'ASIC Miner',
        icon: 'bitcoin',
        accent: 'mining',
        devices: [
          'Bitmain Antminer S19 und S21',
          'MicroBT Whatsminer M30 bis M60',
          'Canaan Avalon A13 und A14',
          'Einzelne Hashboards und Controller',
        ],
        specs: [
          { label: 'Hashrate', value: '14–270 TH/s je Gerät' },
          { label: 'Wert', value: 'nach Hashrate, Effizienz (J/TH) und Zustand' },
        ],
        specialNote: 'Auch defekte Geräte: Hashboards bewerten wir einzeln.',
        cta: toContact('Miner bewerten lassen'),
      },
      {
        title: 'GPU Miner Rigs',
        icon: 'gpu',
        accent: 'mining',
        devices: [
          'Rigs mit NVIDIA GeForce RTX 30 und 40',
          'Rigs mit AMD Radeon RX 6000 und 7000',
          'Mining-Mainboards und Riser',
          'Server-Netzteile',
        ],
        specs: [
          { label: 'Hashrate', value: 'abhängig von den Grafikkarten' },
          { label: 'Wert', value: 'Einzelbewertung von GPUs, Mainboard und Netzteil' },
        ],
        specialNote: 'Ankauf als komplettes Rig oder in Einzelteilen.',
        cta: toContact('Miner bewerten lassen'),
      },
      {
        title: 'Industrielle Miner',
        icon: 'factory',
        accent: 'mining',
        devices: [
          'Mining-Container',
          'Hydro- und Immersion-Miner',
          'PDUs und Transformatoren',
          'Kühl- und Lüftungstechnik',
        ],
        specs: [
          { label: 'Hashrate', value: 'ab 1 PH/s Gesamtleistung' },
          { label: 'Wert', value: 'Paketbewertung für ganze Anlagen' },
        ],
        specialNote: 'Rückbau und Abtransport kompletter Standorte.',
        cta: toContact('Miner bewerten lassen'),
      },
    ],
  },

  gallery: {
    title: 'Einblicke in unsere Arbeit',
    intro: 'Vom Akkupack bis zum Serverschrank: So läuft der Weg Ihrer Geräte bei uns.',
    cards: [
      {
        image: {
          src: '/illustrations/battery-packs.svg',
          ...illustrationSizes.card,
          alt: 'Illustration: drei Lithium-Akkupacks mit Ladestandsanzeige',
        },
        title: 'Batterie-Annahme',
        description: 'Lithium-Akkus prüfen und sichern wir bei der Annahme und sortieren sie nach Zellchemie.',
      },
      {
        image: {
          src: '/illustrations/circuit-board.svg',
          ...illustrationSizes.card,
          alt: 'Illustration: Leiterplatte mit Prozessor und Leiterbahnen',
        },
        title: 'Platinen und Bauteile',
        description: 'Leiterplatten, Prozessoren und Speicher sortieren wir und bewerten sie nach Wertstoffgehalt.',
      },
      {
        image: {
          src: '/illustrations/solar-modules.svg',
          ...illustrationSizes.card,
          alt: 'Illustration: zwei Solarmodule unter einer Sonne',
        },
        title: 'Solar und Speicher',
        description: 'Module, Wechselrichter und Heimspeicher prüfen wir zuerst auf eine Weiterverwendung.',
      },
      {
        image: {
          src: '/illustrations/server-rack.svg',
          ...illustrationSizes.card,
          alt: 'Illustration: Serverschrank mit Einschüben und Statusleuchten',
        },
        title: 'Rückbau von Rechenzentren',
        description: 'Server und Netzwerktechnik bauen wir vor Ort ab – mit Inventarliste und Datenlöschung.',
      },
      {
        image: {
          src: '/illustrations/pickup-truck.svg',
          ...illustrationSizes.card,
          alt: 'Illustration: Transporter mit Gefahrgut-Kennzeichnung',
        },
        title: 'Abholung bundesweit',
        description: 'Wir holen in ganz Deutschland ab, Gefahrgut in ADR-konformen Behältern.',
      },
      {
        image: {
          src: '/illustrations/shredder.svg',
          ...illustrationSizes.card,
          alt: 'Illustration: Schredder, der Datenträger zerkleinert',
        },
        title: 'Nachweisbare Vernichtung',
        description: 'Datenträger und Plagiate vernichten wir nachweisbar und stellen ein Zertifikat aus.',
      },
    ],
  },

  services: {
    title: 'Unsere Kernleistungen',
    intro:
      'Sechs Bereiche, in denen wir ankaufen und verwerten. Jede Anfrage beantworten wir mit einer unverbindlichen Einschätzung.',
    cards: [
      {
        icon: 'battery',
        accent: 'energy',
        title: 'Lithium-Batterien',
        description: 'Ankauf und Recycling von Lithium-Ionen-Akkus aus E-Mobilität, Speichern und Industrie.',
        features: [
          'Second-Life-Prüfung',
          'ADR-konforme Abholung',
          'Recycling nach BattDG',
          'Rückgewinnung von Lithium, Kobalt und Nickel',
          'Entsorgungsnachweis',
        ],
        actions: [toContact('Anfrage stellen'), { label: 'Zur Leistung', href: '/lithium-batterien' }],
      },
      {
        icon: 'cpu',
        accent: 'it',
        title: 'CPUs & RAM',
        description: 'Prozessoren und Arbeitsspeicher aus Desktop, Workstation und Server – einzeln oder als Posten.',
        features: [
          'Intel Core und Xeon',
          'AMD Ryzen, Threadripper und EPYC',
          'DDR3- bis DDR5-Module',
          'Preislisten mit unverbindlichen Höchstpreisen',
        ],
        actions: [toContact('Anfrage stellen'), { label: 'Zu den Preisen', href: '/cpu-ram-ankauf' }],
      },
      {
        icon: 'microchip',
        accent: 'it',
        title: 'ICs & Halbleiter',
        description: 'Überbestände, Restposten und Ausschuss von integrierten Schaltungen und Halbleitern.',
        features: [
          'Originalverpackte Überbestände',
          'Spezial-Halbleiter aus GaN, SiC und GaAs',
          'Bewertung nach Hersteller und Datecode',
          'Rückgewinnung der Edelmetalle',
        ],
        actions: [toContact('Anfrage stellen'), { label: 'Zur Leistung', href: '/elektronische-bauteile' }],
      },
      {
        icon: 'gpu',
        accent: 'it',
        title: 'Grafikkarten',
        description: 'Gaming-, Workstation- und Rechenzentrums-GPUs, auch aus dem Mining-Betrieb.',
        features: [
          'NVIDIA GeForce RTX und RTX Ada',
          'AMD Radeon RX',
          'Rechenzentrums-GPUs wie A100 und H100',
          'Funktionsprüfung vor dem Ankauf',
        ],
        actions: [toContact('Anfrage stellen'), { label: 'Zu den Preisen', href: '/grafikkarten-ankauf' }],
      },
      {
        icon: 'circuitBoard',
        accent: 'brand',
        title: 'Platinen',
        description: 'Bestückte Leiterplatten aus Geräten und Produktion, verwertet nach Edelmetallgehalt.',
        features: [
          'Mainboards und Steckkarten',
          'Produktionsreste und Fehlchargen',
          'Rückgewinnung von Gold, Silber und Palladium',
          'Abrechnung nach Gewicht und Klasse',
        ],
        actions: [toContact('Anfrage stellen'), { label: 'Zur Leistung', href: '/elektroschrott-recycling' }],
      },
      {
        icon: 'bitcoin',
        accent: 'mining',
        title: 'Bitcoin Miner',
        description: 'ASIC-Miner, GPU-Rigs und industrielle Mining-Anlagen, funktionsfähig oder defekt.',
        features: [
          'ASIC-Miner gängiger Hersteller',
          'GPU-Rigs komplett oder zerlegt',
          'Auch defekte Hashboards',
          'Rückbau ganzer Standorte',
        ],
        actions: [toContact('Anfrage stellen'), { label: 'Zur Leistung', href: '/bitcoin-miner-recycling' }],
      },
    ],
  },

  medical: {
    title: 'Medizintechnik Solutions',
    intro:
      'Wir übernehmen ausgemusterte Medizintechnik aus Kliniken, Praxen und Laboren – mit datenschutzkonformer Vernichtung von Patientendaten und vollständiger Dokumentation.',
    devicesLabel: 'Geräte',
    link: { label: 'Mehr zum Medizintechnik-Recycling', href: '/medizintechnik-recycling' },
    categories: [
      {
        title: 'Diagnostikgeräte',
        icon: 'scan',
        accent: 'medical',
        devices: ['CT', 'MRT', 'Röntgengeräte', 'Ultraschallgeräte', 'EKG-Geräte', 'Laboranalysegeräte'],
        specs: [{ label: 'Wir prüfen', value: 'CE-Kennzeichnung und Wartungsnachweise (MDR)' }],
        specialNote: 'Datenträger bauen wir vor Ort aus und vernichten sie mit Protokoll.',
      },
      {
        title: 'Monitoring & Intensivmedizin',
        icon: 'heartPulse',
        accent: 'medical',
        devices: ['Patientenmonitore', 'Beatmungsgeräte', 'Infusionspumpen', 'Defibrillatoren', 'Dialysegeräte'],
        specs: [{ label: 'Wir halten fest', value: 'Softwarestand und Seriennummer (IEC 62304)' }],
        specialNote: 'Gerätesoftware und gespeicherte Messdaten werden gelöscht und dokumentiert.',
      },
      {
        title: 'Mobile Medizintechnik',
        icon: 'stethoscope',
        accent: 'medical',
        devices: [
          'Mobile Ultraschallgeräte',
          'Tragbare EKG-Geräte',
          'Medizinische Tablets',
          'Vitaldaten-Messgeräte',
          'Hörsysteme',
        ],
        specs: [{ label: 'Wir bewahren', value: 'Zulassungsunterlagen für den Weiterverkauf' }],
        specialNote: 'Akkus trennen wir und verwerten sie nach BattDG.',
      },
    ],
    badgesTitle: 'Regeln, nach denen wir arbeiten',
    badges: [
      { label: 'Auftragsverarbeitung nach Art.\u00a028 DSGVO' },
      { label: 'Datenvernichtung nach DIN 66399' },
      { label: 'Weiterverkauf nur mit CE-Kennzeichnung und Wartungsnachweisen' },
    ],
    cta: toContact('Beratung für Medizintechnik'),
    note: 'Patientendaten vernichtet mit Protokoll',
  },

  scooter: {
    title: 'E-Scooter & E-Bike Solutions',
    intro:
      'Akkus aus E-Scootern, E-Bikes und Kleinfahrzeugen nehmen wir von Händlern, Werkstätten und Flottenbetreibern zurück – auch beschädigt.',
    devicesLabel: 'Zum Beispiel',
    link: { label: 'Mehr zur Scooter-Entsorgung', href: '/scooter-entsorgung' },
    categories: [
      {
        title: 'E-Scooter-Akkus',
        icon: 'zap',
        accent: 'energy',
        devices: ['Xiaomi Electric Scooter', 'Segway-Ninebot', 'Wechselakkus aus Sharing-Flotten', 'Nachrüst-Akkus'],
        specs: [
          { label: 'Kapazität', value: '187–551 Wh' },
          { label: 'Zellchemie', value: 'Lithium-Ionen' },
        ],
        specialNote: 'Auch aufgeblähte oder beschädigte Akkus.',
      },
      {
        title: 'E-Bike-Akkus',
        icon: 'bike',
        accent: 'energy',
        devices: ['Bosch PowerPack und PowerTube', 'Shimano STEPS', 'Yamaha', 'Brose'],
        specs: [
          { label: 'Kapazität', value: '300–750 Wh' },
          { label: 'Zellchemie', value: 'Lithium-Ionen' },
        ],
        specialNote: 'Zellen mit ausreichender Restkapazität gehen ins Second Life.',
      },
      {
        title: 'Mikromobilität',
        icon: 'battery',
        accent: 'energy',
        devices: ['Hoverboards', 'E-Skateboards', 'Elektro-Einräder', 'Elektrische Kinderfahrzeuge'],
        specs: [
          { label: 'Kapazität', value: '36–216 Wh' },
          { label: 'Zellchemie', value: 'Li-Po / Li-Ion' },
        ],
        specialNote: 'Sammelbehälter für Händler auf Anfrage.',
      },
    ],
    stepsTitle: 'In drei Schritten entsorgt',
    steps: [
      {
        title: 'Kostenlose Bewertung',
        description: 'Senden Sie uns Fotos und Angaben zu Typ, Anzahl und Zustand der Akkus.',
        duration: promise.estimateShort('de'),
      },
      {
        title: 'Sichere Abholung',
        description: 'Wir holen bundesweit in ADR-konformen Gefahrgutbehältern ab.',
        duration: promise.pickupDuration('de'),
      },
      {
        title: 'Fachgerechte Verwertung',
        description: 'Prüfung, Zerlegung und Recycling – mit Entsorgungsnachweis für Ihre Unterlagen.',
        duration: '5–7 Werktage',
      },
    ],
    pickupNote: promise.freePickup(['batteries'], 'de'),
    cta: toContact('Akkus bewerten lassen'),
  },

  semiconductors: {
    title: 'Halbleiter Solutions',
    intro:
      'Integrierte Schaltungen, Leiterplatten und Spezial-Halbleiter enthalten Gold, Silber, Palladium, Gallium und Seltene Erden. Wir bewerten Überbestände und Ausschuss und führen sie der Rückgewinnung zu.',
    devicesLabel: 'Zum Beispiel',
    categories: [
      {
        title: 'ICs & Halbleiter',
        icon: 'microchip',
        accent: 'it',
        devices: [
          'Mikrocontroller und Prozessoren',
          'Speicherchips (DRAM, NAND)',
          'Leistungshalbleiter',
          'Sensoren und Analog-ICs',
        ],
        specs: [
          { label: 'Wertstoffe', value: 'Gold, Silber, Palladium' },
          { label: 'Bewertung', value: 'nach Hersteller, Typ und Datecode' },
        ],
        specialNote: 'Originalverpackte Bestände kaufen wir als Ware an.',
      },
      {
        title: 'Leiterplatten',
        icon: 'circuitBoard',
        accent: 'it',
        devices: ['Mainboards', 'Server- und Netzwerkplatinen', 'Bestückte Produktionsreste', 'Steckkarten'],
        specs: [
          { label: 'Wertstoffe', value: 'Kupfer, Gold, Zinn' },
          { label: 'Bewertung', value: 'nach Gewicht und Platinenklasse' },
        ],
        specialNote: 'Wir klassifizieren jede Lieferung nach Edelmetallgehalt.',
      },
      {
        title: 'Spezial-Halbleiter',
        icon: 'sparkles',
        accent: 'it',
        devices: [
          'GaN-Leistungstransistoren',
          'SiC-MOSFETs und -Dioden',
          'GaAs-Hochfrequenzbauteile',
          'Wafer und Waferbruch',
        ],
        specs: [
          { label: 'Materialien', value: 'GaN, SiC, GaAs' },
          { label: 'Bewertung', value: 'Einzelbewertung' },
        ],
        specialNote: 'Gallium und Arsen werden getrennt zurückgewonnen.',
      },
    ],
    // The company's figures with their basis (shown under them), not rates per material.
    benefitsTitle: 'Was aus der angekauften Ware wird',
    benefits: [
      {
        title: 'Wiederverwendung',
        description: 'der angekauften Ware gehen geprüft zurück in den Einsatz',
        percentage: claims.reusedPercent,
      },
      {
        title: 'Recycling',
        description: 'der angekauften Ware gehen ins stoffliche Recycling',
        percentage: claims.recycledPercent,
      },
      {
        title: 'Rückgewinnung',
        description: 'Rückgewinnungsquote der Wertstoffe im Recycling',
        percentage: claims.recoveryRatePercent,
      },
    ],
    cta: toContact('Bauteile bewerten lassen'),
  },

  cpuRam: {
    title: 'CPU & RAM Solutions',
    intro:
      'Prozessoren, Arbeitsspeicher und komplette Server kaufen wir einzeln oder als Posten an. Aktuelle Generationen bewerten wir nach Tagespreis.',
    devicesLabel: 'Wir kaufen',
    link: { label: 'Zum CPU- und RAM-Ankauf', href: '/cpu-ram-ankauf' },
    categories: [
      {
        title: 'CPUs & RAM',
        icon: 'cpu',
        accent: 'it',
        devices: [
          'Intel Core i5, i7 und i9',
          'AMD Ryzen und Threadripper',
          'DDR4- und DDR5-Module',
          'ECC-Registered-Speicher',
        ],
        specs: [
          { label: 'Generationen', value: 'Intel Core ab 8. Gen., AMD Ryzen ab 3000' },
          { label: 'Wert', value: 'Je neuer die Generation, desto höher der Ankaufspreis' },
        ],
      },
      {
        title: 'Server-Hardware',
        icon: 'server',
        accent: 'it',
        devices: ['Dell PowerEdge', 'HPE ProLiant', 'Lenovo ThinkSystem', 'Cisco UCS'],
        specs: [
          { label: 'Generationen', value: 'Intel Xeon Scalable, AMD EPYC' },
          { label: 'Wert', value: 'Komplettsysteme und Einzelkomponenten' },
        ],
        specialNote: 'Datenträger löschen oder vernichten wir nachweisbar.',
      },
      {
        title: 'Gaming-Hardware',
        icon: 'gamepad',
        accent: 'it',
        devices: ['Grafikkarten', 'Gaming-PCs', 'Spielkonsolen', 'High-End-Mainboards'],
        specs: [
          { label: 'Generationen', value: 'NVIDIA RTX 20 bis 40, AMD RX 6000 und 7000' },
          { label: 'Wert', value: 'Aktuelle Grafikkarten sind besonders gefragt' },
        ],
      },
    ],
    cta: toContact('Hardware bewerten lassen'),
  },

  battery: {
    icon: 'batteryCharging',
    accent: 'energy',
    eyebrow: 'Batterierecycling',
    title: 'Batterien entsorgen und verkaufen – nach BattDG',
    text: 'Ob Gerätebatterie, Industriebatterie oder Traktionsakku: Wir übernehmen Sammlung, Transport und Recycling und stellen Ihnen die Nachweise aus, die das Batterierecht-Durchführungsgesetz (BattDG) verlangt.',
    points: [
      'Sammelbehälter und Gefahrgutverpackungen',
      'Transport nach ADR',
      'Entsorgungs- und Verwertungsnachweis',
      'Ankauf von Speichern mit Restwert',
    ],
    primary: toContact('Batterien anmelden'),
    secondary: { label: 'Batteriespeicher-Ankauf', href: '/batteriespeicher-ankauf-recycling' },
  },

  premium: {
    icon: 'sun',
    accent: 'solar',
    eyebrow: 'Premium-Ankauf',
    title: 'Solarmodule, Wechselrichter und Speicher mit Preisliste',
    text: `Neuwertige und gebrauchte Solartechnik kaufen wir an: ${promise.shares('de')} – unverbindlich, nach Prüfung von Zustand und Vollständigkeit.`,
    points: [
      'Huawei, BYD, Tesla, SMA, Fronius und weitere Marken',
      'Demontage und Abholung auf Wunsch',
      promise.payment('de'),
      'Preislisten mit Stand und Bedingungen',
    ],
    primary: toContact('Ankaufspreis anfragen'),
    secondary: { label: 'Zu den Herstellern', href: '/erneuerbare-energien-ankauf' },
  },

  closing: {
    title: 'Bereit für eine nachhaltige Zukunft?',
    text: `Lassen Sie Ihre elektronischen Bauteile, Akkus und IT-Hardware kostenlos bewerten. Sie erhalten an Werktagen innerhalb von ${claims.priceEstimateHours} Stunden eine unverbindliche Einschätzung.`,
    primary: toContact('Kostenlose Bewertung anfragen'),
    secondary: { label: 'Anrufen', href: 'phone' },
  },

  keywords: [
    'Batterierecycling Köln',
    'Lithium-Batterien Ankauf',
    'Elektroschrott Recycling',
    'CPU Ankauf',
    'RAM Ankauf',
    'Grafikkarten Ankauf',
    'Bitcoin Miner Ankauf',
    'Medizintechnik Recycling',
    'E-Scooter Akku Entsorgung',
    'Halbleiter Recycling',
    'Solarmodule Ankauf',
    'Datenträgervernichtung',
  ],
};
