import type { Localized } from '@/i18n/locales';
import { claims } from '../claims';
import { promise } from '../promises';
import type { ContentPage } from '../types';

const { valuationHours: v, pickupWorkingDays: p, paymentDays } = claims;

export const mobilitaetBatterienPage: Localized<ContentPage> = {
  de: {
    accent: 'energy',
    serviceType: 'Ankauf und Recycling von E-Mobilitäts-Batterien',
    hero: {
      badge: 'E-Mobilitäts-Batterien',
      title: 'Batterien aus E-Autos, E-Bikes und E-Scootern',
      lead: 'Für Autohäuser, Werkstätten, Flottenbetreiber, Verwerter und Händler: Wir übernehmen Traktionsbatterien und Akkupacks, prüfen sie auf ein zweites Leben und recyceln den Rest – mit Hochvolt-Know-how und ADR-Transport.',
      primary: { label: 'Batterie bewerten lassen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
      points: [
        `Abholung in ${p.min}–${p.max} Werktagen`,
        'Hochvolt-qualifiziertes Personal',
        'Second-Life-Prüfung mit Messprotokoll',
        'Entsorgungsnachweis nach BattDG',
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'Batterien, die wir übernehmen',
        columns: 3,
        categories: [
          {
            icon: 'car',
            title: 'E-Autos und Plug-in-Hybride',
            items: ['Komplette HV-Packs', 'Module', 'Unfall- und Rückrufbatterien', 'Batterien aus Altfahrzeugen'],
            specs: [
              { label: 'Spannung', value: '400–800 V' },
              { label: 'Zellchemie', value: 'NMC, NCA, LFP' },
            ],
            note: 'Elektrofahrzeugbatterie nach EU-Batterieverordnung; Demontage nur durch HV-qualifiziertes Personal.',
          },
          {
            icon: 'bike',
            title: 'E-Bikes und Pedelecs',
            items: ['Rahmenakkus', 'Gepäckträgerakkus', 'Lastenrad-Akkus', 'Garantie-Rückläufer'],
            specs: [
              { label: 'Spannung', value: '36–48 V' },
              { label: 'Kapazität', value: '300–750 Wh' },
            ],
            note: 'LV-Batterie (leichte Verkehrsmittel) nach EU-Batterieverordnung.',
          },
          {
            icon: 'scooter',
            title: 'E-Scooter und Leichtfahrzeuge',
            items: ['Sharing-Akkus', 'E-Roller', 'E-Motorräder', 'Wechselakkus'],
            specs: [
              { label: 'Spannung', value: '36–72 V' },
              { label: 'Kapazität', value: '187–551 Wh (Scooter)' },
            ],
            note: 'Größere Flotten holen wir palettenweise in ADR-Behältern ab.',
          },
        ],
        note: 'Verwertung nach BattDG und Verordnung (EU) 2023/1542. Sie erhalten für jede Übernahme einen Entsorgungsnachweis; bei Second Life das Messprotokoll.',
      },
      {
        kind: 'cards',
        title: 'Second Life vor Recycling',
        intro:
          'Viele Traktionsbatterien haben beim Ausbau noch den größten Teil ihrer Kapazität. Wir messen, bevor wir zerlegen.',
        columns: 3,
        cards: [
          {
            icon: 'gauge',
            title: 'Messung des Gesundheitszustands',
            description:
              'Kapazitätstest, Innenwiderstand und Auslesen des BMS ergeben den State of Health je Pack oder Modul.',
          },
          {
            icon: 'battery',
            title: 'Zweites Leben als Speicher',
            description:
              'Geeignete Module werden zu stationären Speichern für Gewerbe und Photovoltaik – wir vergüten sie nach Prüfung.',
          },
          {
            icon: 'recycle',
            title: 'Recycling mit Quote',
            description:
              'Nicht mehr geeignete Zellen gehen in die Schwarzmasse-Aufbereitung. Die EU verlangt bis Ende 2027 unter anderem 50 % Lithium- und 90 % Kobalt- und Nickelrückgewinnung.',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'Ablauf',
        steps: [
          {
            title: 'Anfrage',
            description:
              'Fahrzeug oder Hersteller, Batterietyp, Gewicht, Anzahl und Zustand – bei Schäden Fotos und Unfallhergang.',
            duration: promise.estimateShort('de'),
          },
          {
            title: 'Sichern und abholen',
            description: 'Verpackung nach ADR; beschädigte HV-Batterien in Spezialbehältern nach P911 oder LP906.',
            duration: `${p.min}–${p.max} Werktage`,
          },
          {
            title: 'Prüfen und bewerten',
            description: 'Diagnose, Entscheidung Second Life oder Recycling, schriftliche Bewertung.',
            duration: `${v.min}–${v.max} h nach Eingang`,
          },
          {
            title: 'Zahlung und Nachweis',
            description: 'Vergütung per Überweisung und Entsorgungsnachweis für Ihre Unterlagen.',
            duration: `binnen ${paymentDays} Tagen`,
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Was ist eine gebrauchte Traktionsbatterie wert?',
            answer:
              'Das hängt von Zellchemie, Kapazität, Gesundheitszustand und Nachfrage ab. Wir nennen Ihnen nach den Angaben einen unverbindlichen Rahmen; verbindlich wird der Preis nach Prüfung.',
          },
          {
            question: 'Holen Sie auch Unfallbatterien ab?',
            answer:
              'Ja. Bei mechanischer Beschädigung oder Verdacht auf thermisches Ereignis stellen wir die Batterie in einen zugelassenen Spezialbehälter und transportieren sie gesondert.',
          },
          {
            question: 'Wer ist für die Rücknahme zuständig – Hersteller oder wir?',
            answer:
              'Hersteller haben nach BattDG Rücknahmepflichten. Für Werkstätten, Flotten und Verwerter ist ein direkter Verwertungsweg über uns oft schneller; Sie erhalten in jedem Fall einen Nachweis.',
          },
        ],
      },
    ],
    cta: {
      title: 'Traktionsbatterien oder Akkus abzugeben?',
      text: 'Nennen Sie uns Typ, Anzahl und Zustand. Sie erhalten eine unverbindliche Einschätzung und einen Abholtermin.',
      primary: { label: 'Batterie bewerten lassen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'energy',
    serviceType: 'E-mobility battery buy-back and recycling',
    hero: {
      badge: 'E-mobility batteries',
      title: 'Batteries from e-cars, e-bikes and e-scooters',
      lead: 'For dealerships, workshops, fleet operators, dismantlers and retailers: we take traction batteries and battery packs, test them for a second life and recycle the rest – with high-voltage expertise and ADR transport.',
      primary: { label: 'Get your battery valued', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
      points: [
        `Pickup within ${p.min}–${p.max} working days`,
        'High-voltage-qualified staff',
        'Second-life test with report',
        'Disposal certificate under the BattDG',
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'Batteries we take',
        columns: 3,
        categories: [
          {
            icon: 'car',
            title: 'E-cars and plug-in hybrids',
            items: [
              'Complete HV packs',
              'Modules',
              'Crash and recall batteries',
              'Batteries from end-of-life vehicles',
            ],
            specs: [
              { label: 'Voltage', value: '400–800 V' },
              { label: 'Chemistry', value: 'NMC, NCA, LFP' },
            ],
            note: 'Electric-vehicle battery under the EU Batteries Regulation; dismantled by high-voltage-qualified staff only.',
          },
          {
            icon: 'bike',
            title: 'E-bikes and pedelecs',
            items: ['Frame batteries', 'Rack batteries', 'Cargo-bike batteries', 'Warranty returns'],
            specs: [
              { label: 'Voltage', value: '36–48 V' },
              { label: 'Capacity', value: '300–750 Wh' },
            ],
            note: 'LMT battery (light means of transport) under the EU Batteries Regulation.',
          },
          {
            icon: 'scooter',
            title: 'E-scooters and light vehicles',
            items: ['Sharing batteries', 'E-mopeds', 'E-motorcycles', 'Swappable batteries'],
            specs: [
              { label: 'Voltage', value: '36–72 V' },
              { label: 'Capacity', value: '187–551 Wh (scooters)' },
            ],
            note: 'We collect larger fleets by the pallet in ADR containers.',
          },
        ],
        note: 'Recycling under the German BattDG and Regulation (EU) 2023/1542. You receive a disposal certificate for every handover, and a test report for second-life batteries.',
      },
      {
        kind: 'cards',
        title: 'Second life before recycling',
        intro:
          'Many traction batteries still have most of their capacity when they are removed. We measure before we dismantle.',
        columns: 3,
        cards: [
          {
            icon: 'gauge',
            title: 'State-of-health measurement',
            description:
              'A capacity test, internal resistance and a BMS read-out give the state of health of each pack or module.',
          },
          {
            icon: 'battery',
            title: 'A second life as storage',
            description:
              'Suitable modules become stationary storage for businesses and solar installations – we pay for them after inspection.',
          },
          {
            icon: 'recycle',
            title: 'Recycling with targets',
            description:
              'Cells that are no longer suitable go into black-mass processing. By the end of 2027 the EU requires, among other things, 50% lithium and 90% cobalt and nickel recovery.',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'How it works',
        steps: [
          {
            title: 'Inquiry',
            description:
              'Vehicle or manufacturer, battery type, weight, number and condition – for damage, photos and what happened.',
            duration: promise.estimateShort('en'),
          },
          {
            title: 'Securing and pickup',
            description: 'Packed to ADR; damaged HV batteries in special containers under P911 or LP906.',
            duration: `${p.min}–${p.max} working days`,
          },
          {
            title: 'Test and valuation',
            description: 'Diagnosis, decision between second life and recycling, written valuation.',
            duration: `${v.min}–${v.max} h after arrival`,
          },
          {
            title: 'Payment and records',
            description: 'Payment by bank transfer and a disposal certificate for your records.',
            duration: `within ${paymentDays} days`,
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'What is a used traction battery worth?',
            answer:
              'It depends on chemistry, capacity, state of health and demand. From your details we give you an indicative range; the price becomes binding after inspection.',
          },
          {
            question: 'Do you collect crash-damaged batteries?',
            answer:
              'Yes. If a battery is mechanically damaged or a thermal event is suspected, we place it in an approved special container and transport it separately.',
          },
          {
            question: 'Who is responsible for take-back – the manufacturer or you?',
            answer:
              'Manufacturers have take-back duties under the BattDG. For workshops, fleets and dismantlers a direct recycling route through us is often faster; either way you receive proof.',
          },
        ],
      },
    ],
    cta: {
      title: 'Traction batteries or packs to hand over?',
      text: 'Tell us type, number and condition. You get an indicative assessment and a pickup date.',
      primary: { label: 'Get your battery valued', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
