import type { Locale, Localized } from '@/i18n/locales';
import { formatNumber, formatPercent } from '@/lib/format';
import { claims } from '../claims';
import { figureBasis, promise } from '../promises';
import { illustrationSizes } from './illustrations';
import type { HomeContent } from './types';

const formats = (locale: Locale) => ({
  pct: (value: number) => formatPercent(value, locale),
  num: (value: number) => formatNumber(value, locale),
});
const de = formats('de');
const en = formats('en');

const toContact = (label: string) => ({ label, href: '#contact' as const });

/** The home page's copy in both languages. */
export const homeContent: Localized<HomeContent> = {
  de: {
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
            `${de.num(claims.yearsOfExperience)} Jahre Erfahrung im Batterie- und Elektronikrecycling`,
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
            `${de.pct(claims.reusedPercent)} der angekauften Ware gehen in die Wiederverwendung`,
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
          description: `Lithium, Kobalt, Kupfer, Gold und Seltene Erden gehören in den Kreislauf. Über alle Materialien erreichen wir eine Rückgewinnungsquote von ${de.pct(claims.recoveryRatePercent)}.`,
          highlights: [
            `${de.pct(claims.recoveryRatePercent)} Rückgewinnungsquote der Wertstoffe`,
            `2024: ${de.num(claims.balance2024.co2SavedTonnes)} t CO₂ weniger im eigenen Betrieb als 2023`,
            `2024: ${de.num(claims.balance2024.lithiumTonnes)} t Lithium und ${de.num(claims.balance2024.rareEarthsTonnes)} t Seltene Erden zur Rückgewinnung übergeben`,
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
          description: `Bis ${claims.goals2030.climateNeutralYear} wollen wir ${de.num(claims.goals2030.devices)} Geräte im Kreislauf halten und unseren Betrieb klimaneutral führen.`,
          highlights: [
            `${de.num(claims.goals2030.devices)}+ Geräte im Kreislauf bis 2030`,
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
        { value: `${de.num(claims.yearsOfExperience)}+`, label: 'Jahre Erfahrung' },
        { value: `${de.num(claims.devicesRecycled)}+`, label: 'Geräte und Bauteile verwertet' },
        { value: de.pct(claims.reusedPercent), label: 'wiederverwendet' },
        { value: de.pct(claims.recycledPercent), label: 'recycelt' },
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
  },
  en: {
    hero: {
      badge: `Buy-back and recycling from Cologne · since ${claims.foundingYear}`,
      title: 'Sell your batteries and electronics fairly, recycle them safely',
      subtitle:
        'Lithium batteries, IT hardware, solar equipment and mining hardware – valued, collected and recycled with full records.',
      lead: `We buy used and defective equipment from businesses and private owners, check every item for a second life and send the rest for recycling. On working days you receive an indicative price range within ${claims.priceEstimateHours} hours.`,
      primary: toContact('Request a free valuation'),
      secondary: { label: 'Our services', href: '#main-services' },
      more: { label: 'Learn more', href: '#about' },
      points: [
        promise.freePickup(['batteries', 'itHardware'], 'en'),
        promise.valuation('en'),
        'Data carrier destruction with certificate',
        promise.payment('en'),
      ],
      image: {
        src: '/illustrations/hero-circular.svg',
        ...illustrationSizes.hero,
        alt: 'Illustration: a battery pack, a circuit board and a solar module joined in a loop of arrows',
      },
    },

    howItWorks: {
      title: 'How it works',
      steps: [
        {
          title: 'Send an inquiry',
          description: 'Photos or a list with type, quantity and condition are enough.',
          duration: promise.estimateShort('en'),
        },
        {
          title: 'Pickup',
          description: `Anywhere in Germany, batteries in ADR-compliant containers; free ${promise.freePickupThresholds(['batteries', 'itHardware'], 'en')}.`,
          duration: promise.pickupDuration('en'),
        },
        {
          title: 'Inspection and valuation',
          description: 'A binding price once condition and completeness are checked.',
          duration: promise.valuationDuration('en'),
        },
        {
          title: 'Payment and records',
          description: 'By bank transfer, with a transfer note and disposal certificate.',
          duration: promise.paymentDuration('en'),
        },
      ],
      cta: toContact('Send an inquiry now'),
    },

    about: {
      title: 'About us',
      intro:
        'A Cologne company for buy-back and recycling – with clear processes, prices we can explain and complete records.',
      tabsLabel: 'About us topics',
      tabs: [
        {
          id: 'profil',
          label: 'Company profile',
          icon: 'building',
          accent: 'brand',
          title: 'Your partner for buy-back and recycling in Cologne',
          description: `Since ${claims.foundingYear} we have been buying batteries, electronics and IT hardware and bringing them back into the loop. Our team in Cologne values, collects, inspects and documents – for businesses, public bodies and private customers.`,
          highlights: [
            `${en.num(claims.yearsOfExperience)} years of experience in battery and electronics recycling`,
            'In-house testing, sorting and data destruction',
            'Pickup across Germany in ADR-compliant containers',
            'One contact person from inquiry to certificate',
          ],
        },
        {
          id: 'mission',
          anchor: 'mission',
          label: 'Our mission',
          icon: 'target',
          accent: 'brand',
          title: 'What still works stays in use',
          description:
            'We first check every device for reuse. Only what can no longer be used sensibly is dismantled so that its raw materials can be recovered.',
          highlights: [
            'Reuse before recycling',
            `${en.pct(claims.reusedPercent)} of what we buy goes back into use`,
            'Buy-back prices explained item by item',
            'Complete records for your files',
          ],
        },
        {
          id: 'recycling',
          anchor: 'sustainability',
          label: 'Recycling & sustainability',
          icon: 'recycle',
          accent: 'brand',
          title: 'Recovering raw materials instead of mining new ones',
          description: `Lithium, cobalt, copper, gold and rare earths belong in the loop. Across all materials we achieve a recovery rate of ${en.pct(claims.recoveryRatePercent)}.`,
          highlights: [
            `${en.pct(claims.recoveryRatePercent)} recovery rate for materials`,
            `2024: ${en.num(claims.balance2024.co2SavedTonnes)} t less CO₂ in our own operations than in 2023`,
            `2024: ${en.num(claims.balance2024.lithiumTonnes)} t of lithium and ${en.num(claims.balance2024.rareEarthsTonnes)} t of rare earths handed over for recovery`,
            'Recycling under the ElektroG and BattDG',
          ],
        },
        {
          id: 'engagement',
          label: 'Social commitment',
          icon: 'handshake',
          accent: 'brand',
          title: 'Responsibility beyond recycling',
          description:
            'Working, data-wiped devices go to schools and charities in the region. We also train apprentices and explain how to handle lithium batteries safely.',
          highlights: [
            'Refurbished laptops for schools and clubs',
            'Apprenticeships in logistics and engineering',
            'Safety information on handling lithium batteries',
            'Cooperation with social organisations in Cologne',
          ],
        },
        {
          id: 'vision',
          anchor: 'vision',
          label: 'Vision',
          icon: 'eye',
          accent: 'brand',
          title: `A circular economy as the norm by ${claims.goals2030.climateNeutralYear}`,
          description: `By ${claims.goals2030.climateNeutralYear} we aim to keep ${en.num(claims.goals2030.devices)} devices in the loop and run a climate-neutral operation.`,
          highlights: [
            `${en.num(claims.goals2030.devices)}+ devices in the loop by 2030`,
            `Climate-neutral operation by ${claims.goals2030.climateNeutralYear}`,
            'Second-life storage from vehicle batteries',
            'Records for every kilogram recycled',
          ],
        },
      ],
    },

    stats: {
      note: `${figureBasis('devicesRecycled', 'en')} ${figureBasis('reuseShares', 'en')}`,
      title: 'Facts and figures',
      facts: [
        { value: `${en.num(claims.yearsOfExperience)}+`, label: 'years of experience' },
        { value: `${en.num(claims.devicesRecycled)}+`, label: 'devices and parts processed' },
        { value: en.pct(claims.reusedPercent), label: 'reused' },
        { value: en.pct(claims.recycledPercent), label: 'recycled' },
      ],
    },

    lithium: {
      title: 'Lithium Battery Solutions',
      intro:
        'As lithium battery specialists we buy packs from e-mobility, solar storage and industry – tested for a second life, transported under ADR and recycled under the BattDG.',
      devicesLabel: 'What we take',
      link: { label: 'More on lithium batteries', href: '/lithium-batterien' },
      categories: [
        {
          title: 'E-mobility batteries',
          icon: 'car',
          accent: 'energy',
          devices: [
            'Traction batteries from electric cars',
            'E-bike and pedelec batteries',
            'E-scooter batteries',
            'Hybrid battery modules',
          ],
          specs: [
            { label: 'Battery type', value: 'Lithium-ion' },
            { label: 'Voltage', value: '36–800 V' },
          ],
          specialNote: 'Damaged packs too: transported in ADR-compliant safety containers.',
          cta: toContact('Get your battery valued'),
        },
        {
          title: 'Energy storage (solar)',
          icon: 'solarPanel',
          accent: 'solar',
          devices: [
            'Home solar storage',
            'Commercial and community storage',
            'Battery modules with BMS',
            'Hybrid inverters with storage',
          ],
          specs: [
            { label: 'Battery type', value: 'Lithium iron phosphate (LFP)' },
            { label: 'Capacity', value: '5–200 kWh' },
          ],
          specialNote: 'Second-life testing: working modules go back into service.',
          cta: toContact('Get your battery valued'),
        },
        {
          title: 'Industrial storage',
          icon: 'factory',
          accent: 'energy',
          devices: [
            'UPS systems',
            'Forklift batteries',
            'Telecom backup storage',
            'Batteries from automated guided vehicles',
          ],
          specs: [
            { label: 'Battery type', value: 'Lithium-ion, LFP' },
            { label: 'Voltage', value: '12–48 V' },
          ],
          specialNote: 'On-site dismantling and pickup by appointment.',
          cta: toContact('Get your battery valued'),
        },
      ],
    },

    miners: {
      title: 'Bitcoin Miner Solutions',
      intro:
        'We buy ASIC miners, GPU rigs and complete mining installations – working or defective. We value them by hashrate, efficiency and condition.',
      devicesLabel: 'Typical equipment',
      link: { label: 'More on selling miners', href: '/bitcoin-miner-recycling' },
      categories: [
        {
          title: 'ASIC miners',
          icon: 'bitcoin',
          accent: 'mining',
          devices: [
            'Bitmain Antminer S19 and S21',
            'MicroBT Whatsminer M30 to M60',
            'Canaan Avalon A13 and A14',
            'Single hashboards and controllers',
          ],
          specs: [
            { label: 'Hashrate', value: '14–270 TH/s per unit' },
            { label: 'Value', value: 'by hashrate, efficiency (J/TH) and condition' },
          ],
          specialNote: 'Defective units too: we value hashboards individually.',
          cta: toContact('Get your miner valued'),
        },
        {
          title: 'GPU mining rigs',
          icon: 'gpu',
          accent: 'mining',
          devices: [
            'Rigs with NVIDIA GeForce RTX 30 and 40',
            'Rigs with AMD Radeon RX 6000 and 7000',
            'Mining motherboards and risers',
            'Server power supplies',
          ],
          specs: [
            { label: 'Hashrate', value: 'depends on the graphics cards' },
            { label: 'Value', value: 'GPUs, motherboard and PSU valued individually' },
          ],
          specialNote: 'We buy complete rigs or individual parts.',
          cta: toContact('Get your miner valued'),
        },
        {
          title: 'Industrial miners',
          icon: 'factory',
          accent: 'mining',
          devices: [
            'Mining containers',
            'Hydro and immersion miners',
            'PDUs and transformers',
            'Cooling and ventilation',
          ],
          specs: [
            { label: 'Hashrate', value: 'from 1 PH/s in total' },
            { label: 'Value', value: 'package valuation for whole sites' },
          ],
          specialNote: 'Dismantling and removal of complete sites.',
          cta: toContact('Get your miner valued'),
        },
      ],
    },

    gallery: {
      title: 'A look at our work',
      intro: 'From battery pack to server rack: this is how your equipment moves through our process.',
      cards: [
        {
          image: {
            src: '/illustrations/battery-packs.svg',
            ...illustrationSizes.card,
            alt: 'Illustration: three lithium battery packs with charge indicators',
          },
          title: 'Battery intake',
          description: 'We check and secure lithium batteries on arrival and sort them by cell chemistry.',
        },
        {
          image: {
            src: '/illustrations/circuit-board.svg',
            ...illustrationSizes.card,
            alt: 'Illustration: a circuit board with a processor and traces',
          },
          title: 'Boards and components',
          description: 'Circuit boards, processors and memory are sorted and valued by their material content.',
        },
        {
          image: {
            src: '/illustrations/solar-modules.svg',
            ...illustrationSizes.card,
            alt: 'Illustration: two solar modules under the sun',
          },
          title: 'Solar and storage',
          description: 'We first check modules, inverters and home storage systems for reuse.',
        },
        {
          image: {
            src: '/illustrations/server-rack.svg',
            ...illustrationSizes.card,
            alt: 'Illustration: a server rack with drive bays and status lights',
          },
          title: 'Data centre decommissioning',
          description: 'We dismantle servers and network equipment on site – with an inventory and data erasure.',
        },
        {
          image: {
            src: '/illustrations/pickup-truck.svg',
            ...illustrationSizes.card,
            alt: 'Illustration: a van with a dangerous-goods placard',
          },
          title: 'Pickup across Germany',
          description: 'We collect anywhere in Germany, dangerous goods in ADR-compliant containers.',
        },
        {
          image: {
            src: '/illustrations/shredder.svg',
            ...illustrationSizes.card,
            alt: 'Illustration: a shredder destroying data carriers',
          },
          title: 'Destruction with proof',
          description: 'We destroy data carriers and counterfeit goods verifiably and issue a certificate.',
        },
      ],
    },

    services: {
      title: 'Our core services',
      intro: 'Six areas in which we buy and recycle. Every inquiry gets an indicative, non-binding assessment.',
      cards: [
        {
          icon: 'battery',
          accent: 'energy',
          title: 'Lithium batteries',
          description:
            'As lithium battery specialists we buy and recycle lithium-ion packs from e-mobility, storage and industry.',
          features: [
            'Second-life testing',
            'ADR-compliant pickup',
            'Recycling under the BattDG',
            'Recovery of lithium, cobalt and nickel',
            'Certificate of disposal',
          ],
          actions: [toContact('Send an inquiry'), { label: 'View service', href: '/lithium-batterien' }],
        },
        {
          icon: 'cpu',
          accent: 'it',
          title: 'CPU and RAM purchase',
          description: 'Processors and memory from desktops, workstations and servers – single items or whole lots.',
          features: [
            'Intel Core and Xeon',
            'AMD Ryzen, Threadripper and EPYC',
            'DDR3 to DDR5 modules',
            'Price lists with indicative maximum prices',
          ],
          actions: [toContact('Send an inquiry'), { label: 'View prices', href: '/cpu-ram-ankauf' }],
        },
        {
          icon: 'microchip',
          accent: 'it',
          title: 'IC components and semiconductors',
          description: 'Excess stock, remaining lots and rejects of integrated circuits and semiconductors.',
          features: [
            'Excess stock in original packaging',
            'Special semiconductors made of GaN, SiC and GaAs',
            'Valued by manufacturer and date code',
            'Recovery of precious metals',
          ],
          actions: [toContact('Send an inquiry'), { label: 'View service', href: '/elektronische-bauteile' }],
        },
        {
          icon: 'gpu',
          accent: 'it',
          title: 'GPU cards',
          description: 'Gaming, workstation and data-centre GPUs, including cards from mining operations.',
          features: [
            'NVIDIA GeForce RTX and RTX Ada',
            'AMD Radeon RX',
            'Data-centre GPUs such as the A100 and H100',
            'Function test before purchase',
          ],
          actions: [toContact('Send an inquiry'), { label: 'View prices', href: '/grafikkarten-ankauf' }],
        },
        {
          icon: 'circuitBoard',
          accent: 'brand',
          title: 'Circuit board recovery',
          description:
            'Populated boards from equipment and production, recycled according to their precious-metal content.',
          features: [
            'Motherboards and expansion cards',
            'Production scrap and faulty batches',
            'Recovery of gold, silver and palladium',
            'Settled by weight and grade',
          ],
          actions: [toContact('Send an inquiry'), { label: 'View service', href: '/elektroschrott-recycling' }],
        },
        {
          icon: 'bitcoin',
          accent: 'mining',
          title: 'Bitcoin miner purchase',
          description: 'ASIC miners, GPU rigs and industrial mining installations, working or defective.',
          features: [
            'ASIC miners from the common manufacturers',
            'GPU rigs complete or dismantled',
            'Defective hashboards too',
            'Dismantling of whole sites',
          ],
          actions: [toContact('Send an inquiry'), { label: 'View service', href: '/bitcoin-miner-recycling' }],
        },
      ],
    },

    medical: {
      title: 'Medical Technology Solutions',
      intro:
        'We take decommissioned medical equipment from hospitals, practices and laboratories – with GDPR-compliant destruction of patient data and complete documentation.',
      devicesLabel: 'Devices',
      link: { label: 'More on medical technology recycling', href: '/medizintechnik-recycling' },
      categories: [
        {
          title: 'Diagnostic equipment',
          icon: 'scan',
          accent: 'medical',
          devices: ['CT', 'MRI', 'X-ray equipment', 'Ultrasound systems', 'ECG devices', 'Laboratory analysers'],
          specs: [{ label: 'We check', value: 'CE marking and service records (MDR)' }],
          specialNote: 'We remove data carriers on site and destroy them with a record.',
        },
        {
          title: 'Monitoring and intensive care',
          icon: 'heartPulse',
          accent: 'medical',
          devices: ['Patient monitors', 'Ventilators', 'Infusion pumps', 'Defibrillators', 'Dialysis machines'],
          specs: [{ label: 'We record', value: 'Software version and serial number (IEC 62304)' }],
          specialNote: 'Device software and stored readings are erased and documented.',
        },
        {
          title: 'Mobile medical technology',
          icon: 'stethoscope',
          accent: 'medical',
          devices: [
            'Portable ultrasound',
            'Portable ECG devices',
            'Medical tablets',
            'Vital-sign monitors',
            'Hearing systems',
          ],
          specs: [{ label: 'We keep', value: 'Approval documents for resale' }],
          specialNote: 'Batteries are removed and recycled under the BattDG.',
        },
      ],
      badgesTitle: 'Rules we work to',
      badges: [
        { label: 'Data processing agreement under Art.\u00a028 GDPR' },
        { label: 'Data destruction to DIN 66399' },
        { label: 'Resale only with CE marking and service records' },
      ],
      cta: toContact('Medical technology consultation'),
      note: 'Patient data destroyed with a record',
    },

    scooter: {
      title: 'E-Scooter & E-Bike Solutions',
      intro:
        'We take back batteries from e-scooters, e-bikes and other light vehicles from dealers, workshops and fleet operators – damaged ones too.',
      devicesLabel: 'For example',
      link: { label: 'More on scooter battery disposal', href: '/scooter-entsorgung' },
      categories: [
        {
          title: 'E-scooter batteries',
          icon: 'zap',
          accent: 'energy',
          devices: [
            'Xiaomi Electric Scooter',
            'Segway-Ninebot',
            'Swappable batteries from sharing fleets',
            'Aftermarket batteries',
          ],
          specs: [
            { label: 'Capacity', value: '187–551 Wh' },
            { label: 'Cell chemistry', value: 'Lithium-ion' },
          ],
          specialNote: 'Swollen or damaged batteries too.',
        },
        {
          title: 'E-bike batteries',
          icon: 'bike',
          accent: 'energy',
          devices: ['Bosch PowerPack and PowerTube', 'Shimano STEPS', 'Yamaha', 'Brose'],
          specs: [
            { label: 'Capacity', value: '300–750 Wh' },
            { label: 'Cell chemistry', value: 'Lithium-ion' },
          ],
          specialNote: 'Cells with enough remaining capacity get a second life.',
        },
        {
          title: 'Micromobility',
          icon: 'battery',
          accent: 'energy',
          devices: ['Hoverboards', 'E-skateboards', 'Electric unicycles', 'Electric ride-ons for children'],
          specs: [
            { label: 'Capacity', value: '36–216 Wh' },
            { label: 'Cell chemistry', value: 'Li-Po / Li-ion' },
          ],
          specialNote: 'Collection containers for dealers on request.',
        },
      ],
      stepsTitle: 'Disposed of in three steps',
      steps: [
        {
          title: 'Free valuation',
          description: 'Send us photos and details of the type, number and condition of the batteries.',
          duration: promise.estimateShort('en'),
        },
        {
          title: 'Safe pickup',
          description: 'We collect anywhere in Germany in ADR-compliant dangerous-goods containers.',
          duration: promise.pickupDuration('en'),
        },
        {
          title: 'Professional recycling',
          description: 'Testing, dismantling and recycling – with a certificate of disposal for your records.',
          duration: '5–7 working days',
        },
      ],
      pickupNote: promise.freePickup(['batteries'], 'en'),
      cta: toContact('Get your batteries valued'),
    },

    semiconductors: {
      title: 'Semiconductor Solutions',
      intro:
        'Integrated circuits, circuit boards and special semiconductors contain gold, silver, palladium, gallium and rare earths. We value excess stock and rejects and send them to material recovery.',
      devicesLabel: 'For example',
      categories: [
        {
          title: 'ICs and semiconductors',
          icon: 'microchip',
          accent: 'it',
          devices: [
            'Microcontrollers and processors',
            'Memory chips (DRAM, NAND)',
            'Power semiconductors',
            'Sensors and analogue ICs',
          ],
          specs: [
            { label: 'Materials', value: 'Gold, silver, palladium' },
            { label: 'Valuation', value: 'by manufacturer, type and date code' },
          ],
          specialNote: 'We buy stock in original packaging as goods for resale.',
        },
        {
          title: 'Circuit boards',
          icon: 'circuitBoard',
          accent: 'it',
          devices: ['Motherboards', 'Server and network boards', 'Populated production scrap', 'Expansion cards'],
          specs: [
            { label: 'Materials', value: 'Copper, gold, tin' },
            { label: 'Valuation', value: 'by weight and board grade' },
          ],
          specialNote: 'Every delivery is graded by precious-metal content.',
        },
        {
          title: 'Special semiconductors',
          icon: 'sparkles',
          accent: 'it',
          devices: [
            'GaN power transistors',
            'SiC MOSFETs and diodes',
            'GaAs RF components',
            'Wafers and broken wafers',
          ],
          specs: [
            { label: 'Materials', value: 'GaN, SiC, GaAs' },
            { label: 'Valuation', value: 'individual valuation' },
          ],
          specialNote: 'Gallium and arsenic are recovered separately.',
        },
      ],
      // The company's figures with their basis (shown under them), not rates per material.
      benefitsTitle: 'What becomes of what we buy',
      benefits: [
        {
          title: 'Reuse',
          description: 'of what we buy goes back into use after testing',
          percentage: claims.reusedPercent,
        },
        {
          title: 'Recycling',
          description: 'of what we buy goes into material recycling',
          percentage: claims.recycledPercent,
        },
        {
          title: 'Recovery',
          description: 'recovery rate for materials in recycling',
          percentage: claims.recoveryRatePercent,
        },
      ],
      cta: toContact('Get your components valued'),
    },

    cpuRam: {
      title: 'CPU & RAM Solutions',
      intro:
        'We buy processors, memory and complete servers as single items or lots. Current generations are valued at the day’s price.',
      devicesLabel: 'We buy',
      link: { label: 'CPU and RAM purchase', href: '/cpu-ram-ankauf' },
      categories: [
        {
          title: 'CPUs and RAM',
          icon: 'cpu',
          accent: 'it',
          devices: [
            'Intel Core i5, i7 and i9',
            'AMD Ryzen and Threadripper',
            'DDR4 and DDR5 modules',
            'ECC registered memory',
          ],
          specs: [
            { label: 'Generations', value: 'Intel Core 8th gen and later, AMD Ryzen 3000 and later' },
            { label: 'Value', value: 'The newer the generation, the higher the price' },
          ],
        },
        {
          title: 'Server hardware',
          icon: 'server',
          accent: 'it',
          devices: ['Dell PowerEdge', 'HPE ProLiant', 'Lenovo ThinkSystem', 'Cisco UCS'],
          specs: [
            { label: 'Generations', value: 'Intel Xeon Scalable, AMD EPYC' },
            { label: 'Value', value: 'Complete systems and individual components' },
          ],
          specialNote: 'We erase or destroy data carriers verifiably.',
        },
        {
          title: 'Gaming hardware',
          icon: 'gamepad',
          accent: 'it',
          devices: ['Graphics cards', 'Gaming PCs', 'Games consoles', 'High-end motherboards'],
          specs: [
            { label: 'Generations', value: 'NVIDIA RTX 20 to 40, AMD RX 6000 and 7000' },
            { label: 'Value', value: 'Current graphics cards are in high demand' },
          ],
        },
      ],
      cta: toContact('Get your hardware valued'),
    },

    battery: {
      icon: 'batteryCharging',
      accent: 'energy',
      eyebrow: 'Battery recycling',
      title: 'Dispose of or sell batteries – under the BattDG',
      text: 'Portable, industrial or traction batteries: we handle collection, transport and recycling and issue the records that Germany’s Battery Act (BattDG) requires.',
      points: [
        'Collection containers and dangerous-goods packaging',
        'Transport under ADR',
        'Certificates of disposal and recycling',
        'Buy-back of storage systems with residual value',
      ],
      primary: toContact('Register batteries'),
      secondary: { label: 'Battery storage buy-back', href: '/batteriespeicher-ankauf-recycling' },
    },

    premium: {
      icon: 'sun',
      accent: 'solar',
      eyebrow: 'Premium buy-back',
      title: 'Solar modules, inverters and storage with a price list',
      text: `We buy new and used solar equipment: ${promise.shares('en')} – non-binding, subject to inspection of condition and completeness.`,
      points: [
        'Huawei, BYD, Tesla, SMA, Fronius and other brands',
        'Dismantling and pickup on request',
        promise.payment('en'),
        'Price lists with date and conditions',
      ],
      primary: toContact('Ask for a buy-back price'),
      secondary: { label: 'Browse manufacturers', href: '/erneuerbare-energien-ankauf' },
    },

    closing: {
      title: 'Ready for a sustainable future?',
      text: `Have your electronic components, batteries and IT hardware valued free of charge. On working days you get a non-binding estimate within ${claims.priceEstimateHours} hours.`,
      primary: toContact('Request a free valuation'),
      secondary: { label: 'Call us', href: 'phone' },
    },

    keywords: [
      'battery recycling Cologne',
      'sell lithium batteries',
      'e-waste recycling',
      'sell CPUs',
      'sell RAM',
      'sell graphics cards',
      'sell Bitcoin miners',
      'medical equipment recycling',
      'e-scooter battery disposal',
      'semiconductor recycling',
      'sell solar modules',
      'data destruction',
    ],
  },
};
