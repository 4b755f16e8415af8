import type { Localized } from '@/i18n/locales';
import { formatPercent } from '@/lib/format';
import { claims } from '../claims';
import { promise } from '../promises';
import type { ContentPage } from '../types';

const { valuationHours: v, pickupWorkingDays: p, paymentDays } = claims;

export const lithiumBatterienPage: Localized<ContentPage> = {
  de: {
    accent: 'energy',
    serviceType: 'Ankauf und Recycling von Lithium-Ionen-Batterien',
    hero: {
      badge: 'Lithium-Batterien',
      title: 'Lithium-Akkus verkaufen oder sicher recyceln lassen',
      lead: 'Wir übernehmen Lithium-Ionen-Batterien aus E-Mobilität, Heimspeichern und Industrie – prüfen, was ein zweites Leben verdient, und führen den Rest ADR-konform in die Rohstoffrückgewinnung.',
      primary: { label: 'Batterie bewerten lassen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
      points: [
        `Abholung in ${p.min}–${p.max} Werktagen, ADR-konform verpackt`,
        `Bewertung in ${v.min}–${v.max} h nach Eingang`,
        `Zahlung per Überweisung binnen ${paymentDays} Tagen`,
        'Entsorgungsnachweis für Ihre Unterlagen',
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'Vier Leistungen rund um Ihre Lithium-Batterien',
        intro:
          'Ob einzelner E-Bike-Akku, Palette mit Speichermodulen oder defekte Traktionsbatterie: Sie haben einen Ansprechpartner für Bewertung, Transport und Verwertung.',
        columns: 4,
        cards: [
          {
            icon: 'car',
            title: 'E-Mobilitäts-Akkus',
            description:
              'Akkupacks aus E-Autos, E-Bikes, E-Scootern und Leichtfahrzeugen von 36 bis 800 V – ganze Packs, Module oder Einzelzellen.',
            features: [
              'NMC-, NCA-, LFP- und LCO-Chemie',
              'Packs mit und ohne BMS',
              'Hochvolt-Packs durch geschultes Personal',
            ],
          },
          {
            icon: 'gauge',
            title: 'Second-Life-Prüfung',
            description:
              'Wir messen Kapazität, Innenwiderstand und Zellspannungen. Packs mit gutem Gesundheitszustand (State of Health) gehen in stationäre Speicher statt in den Schredder.',
            features: ['Messprotokoll je Pack oder Modul', 'Ankauf weiterverwendbarer Module', 'Preis nach Prüfung'],
          },
          {
            icon: 'recycle',
            title: 'Rohstoffrückgewinnung',
            description:
              'Nicht mehr nutzbare Zellen werden entladen, zerkleinert und zu Schwarzmasse verarbeitet, aus der Lithium, Kobalt, Nickel und Kupfer zurückgewonnen werden.',
            highlight: `${formatPercent(claims.recoveryRatePercent, 'de')} Rückgewinnungsquote der Wertstoffe`,
          },
          {
            icon: 'shieldCheck',
            title: 'Sichere, ADR-konforme Abwicklung',
            description:
              'Lithium-Batterien sind Gefahrgut. Wir bringen passende Behälter mit, verpacken nach ADR und transportieren mit Gefahrgutpapieren – auch beschädigte Akkus.',
            features: [
              'UN 3480 / UN 3481 / UN 3090',
              'Beschädigte Akkus nach P908 bzw. P911',
              'Brandschutz-Behälter auf Anfrage',
            ],
          },
        ],
      },
      {
        kind: 'steps',
        title: 'So läuft die Übernahme ab',
        steps: [
          {
            title: 'Angaben senden',
            description:
              'Typ, Hersteller, Spannung, Kapazität, Menge und Zustand – gern mit Fotos vom Typenschild. Bei Schäden (Beulen, Geruch, Wärme) sagen Sie es uns vorab.',
            duration: promise.estimateShort('de'),
          },
          {
            title: 'Abholung',
            description: `Wir stellen ADR-konforme Behälter und verpacken auf Wunsch vor Ort. ${promise.freePickup(['batteries'], 'de')}.`,
            duration: `${p.min}–${p.max} Werktage`,
          },
          {
            title: 'Prüfung und Bewertung',
            description:
              'Sichtprüfung, Messung und Entscheidung: Second Life oder Recycling. Sie erhalten die Bewertung schriftlich mit Begründung.',
            duration: `${v.min}–${v.max} h nach Eingang`,
          },
          {
            title: 'Zahlung und Nachweis',
            description:
              'Vergütung per Überweisung, dazu Übernahmeschein, Wiegeschein und Entsorgungsnachweis für Ihre Dokumentation.',
            duration: `binnen ${paymentDays} Tagen`,
          },
        ],
      },
      {
        kind: 'checklist',
        title: 'Was Sie bekommen – und was es kostet',
        intro:
          'Ob eine Batterie Geld bringt oder Entsorgungskosten verursacht, hängt von Chemie, Zustand und Menge ab. Wir sagen es Ihnen vor der Abholung.',
        items: [
          'Intakte Module und Packs mit Second-Life-Potenzial kaufen wir an – Preis nach Prüfung.',
          'Zellen mit hohem Nickel- und Kobaltanteil (NMC, NCA) vergüten wir nach Gewicht. Bei LFP-Zellen ist der Materialwert geringer – ob Vergütung oder Kostenbeitrag, erfahren Sie vor der Abholung.',
          'Beschädigte oder kritisch defekte Akkus: Angebot für Verpackung und Transport vor Auftrag, keine versteckten Kosten.',
          'Übernahmeschein und Wiegeschein bei Abholung, Entsorgungsnachweis nach Verwertung.',
          'Verwertung nach Batterierecht-Durchführungsgesetz (BattDG) und EU-Batterieverordnung (EU) 2023/1542.',
          `Ein Ansprechpartner von der Anfrage bis zum Nachweis, Antwort an Werktagen innerhalb von ${claims.priceEstimateHours} Stunden.`,
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Muss ich die Akkus vor der Abholung entladen?',
            answer:
              'Nein. Bitte nicht tiefentladen und nicht öffnen. Kleben Sie freiliegende Pole mit Isolierband ab und lagern Sie die Akkus kühl und trocken, getrennt von brennbarem Material.',
          },
          {
            question: 'Was mache ich mit einem aufgeblähten oder beschädigten Akku?',
            answer:
              'Nicht selbst versenden. Schicken Sie uns Fotos, wir liefern einen passenden Gefahrgutbehälter (P908, bei kritischem Zustand P911) und holen den Akku gesondert ab.',
          },
          {
            question: 'Ab welcher Menge holen Sie ab?',
            answer: `Wir holen jede Menge ab, auch einzelne Akkus. Kostenlos ist die Abholung bundesweit ${promise.freePickupThresholds(['batteries'], 'de')}; für kleinere Mengen nennen wir Ihnen vorab die Transportkosten oder eine Annahmestelle in Ihrer Nähe.`,
          },
          {
            question: 'Welche Nachweise erhalte ich?',
            answer:
              'Übernahmeschein und Wiegeschein bei Abholung, bei Second Life das Messprotokoll, nach der Verwertung den Entsorgungsnachweis mit Menge und Verwertungsweg.',
          },
        ],
      },
    ],
    cta: {
      title: 'Sie haben Lithium-Akkus abzugeben?',
      text: 'Senden Sie uns Typ, Menge und Zustand – gern mit Fotos. Sie erhalten eine unverbindliche Einschätzung und einen Abholtermin.',
      primary: { label: 'Batterie bewerten lassen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'energy',
    serviceType: 'Lithium-ion battery buy-back and recycling',
    hero: {
      badge: 'Lithium batteries',
      title: 'Sell your lithium batteries or have them recycled safely',
      lead: 'We take lithium-ion batteries from e-mobility, home storage and industry, check which ones deserve a second life, and send the rest into raw-material recovery in line with ADR.',
      primary: { label: 'Get your battery valued', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
      points: [
        `Pickup within ${p.min}–${p.max} working days, packed to ADR`,
        `Valuation within ${v.min}–${v.max} hours of arrival`,
        `Payment by bank transfer within ${paymentDays} days`,
        'Disposal certificate for your records',
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'Four services for your lithium batteries',
        intro:
          'Whether it is a single e-bike battery, a pallet of storage modules or a damaged traction battery, you deal with one contact for valuation, transport and recycling.',
        columns: 4,
        cards: [
          {
            icon: 'car',
            title: 'E-mobility batteries',
            description:
              'Packs from e-cars, e-bikes, e-scooters and light vehicles from 36 to 800 V – complete packs, modules or single cells.',
            features: [
              'NMC, NCA, LFP and LCO chemistry',
              'Packs with or without BMS',
              'High-voltage packs handled by trained staff',
            ],
          },
          {
            icon: 'gauge',
            title: 'Second-life check',
            description:
              'We measure capacity, internal resistance and cell voltages. Packs in good health (state of health) go into stationary storage instead of the shredder.',
            features: ['Test report per pack or module', 'We buy reusable modules', 'Price after inspection'],
          },
          {
            icon: 'recycle',
            title: 'Raw-material recovery',
            description:
              'Cells that can no longer be used are discharged, shredded and processed into black mass, from which lithium, cobalt, nickel and copper are recovered.',
            highlight: `${formatPercent(claims.recoveryRatePercent, 'en')} material recovery rate`,
          },
          {
            icon: 'shieldCheck',
            title: 'Safe, ADR-compliant handling',
            description:
              'Lithium batteries are dangerous goods. We bring suitable containers, pack to ADR and ship with dangerous-goods papers – damaged batteries included.',
            features: [
              'UN 3480 / UN 3481 / UN 3090',
              'Damaged batteries under P908 or P911',
              'Fire-safe containers on request',
            ],
          },
        ],
      },
      {
        kind: 'steps',
        title: 'How the handover works',
        steps: [
          {
            title: 'Send us the details',
            description:
              'Type, manufacturer, voltage, capacity, quantity and condition – photos of the rating plate help. Tell us in advance about any damage (swelling, smell, heat).',
            duration: promise.estimateShort('en'),
          },
          {
            title: 'Pickup',
            description: `We provide ADR-compliant containers and pack on site if you wish. ${promise.freePickup(['batteries'], 'en')}.`,
            duration: `${p.min}–${p.max} working days`,
          },
          {
            title: 'Inspection and valuation',
            description:
              'Visual check, measurement and the decision: second life or recycling. You receive the valuation in writing, with reasons.',
            duration: `${v.min}–${v.max} h after arrival`,
          },
          {
            title: 'Payment and records',
            description:
              'Payment by bank transfer plus a transfer note, weighing slip and disposal certificate for your records.',
            duration: `within ${paymentDays} days`,
          },
        ],
      },
      {
        kind: 'checklist',
        title: 'What you get – and what it costs',
        intro:
          'Whether a battery earns money or costs a disposal fee depends on its chemistry, condition and quantity. We tell you before we collect.',
        items: [
          'We buy intact modules and packs with second-life potential – price after inspection.',
          'Cells rich in nickel and cobalt (NMC, NCA) are paid by weight. LFP cells have a lower material value – whether they earn money or carry a fee, you know before we collect.',
          'Damaged or critically defective batteries: a quote for packaging and transport before you commit, no hidden costs.',
          'Transfer note and weighing slip at pickup, disposal certificate after recycling.',
          'Recycling under the German Battery Act (BattDG) and the EU Batteries Regulation (EU) 2023/1542.',
          `One contact from inquiry to certificate; we reply within ${claims.priceEstimateHours} hours on working days.`,
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'Do I need to discharge the batteries before pickup?',
            answer:
              'No. Please do not deep-discharge or open them. Tape over exposed terminals and store the batteries somewhere cool and dry, away from flammable material.',
          },
          {
            question: 'What should I do with a swollen or damaged battery?',
            answer:
              'Do not ship it yourself. Send us photos; we deliver a suitable dangerous-goods container (P908, or P911 if the battery is critical) and collect it separately.',
          },
          {
            question: 'From what quantity do you collect?',
            answer: `We collect any quantity, single batteries included. Pickup is free ${promise.freePickupThresholds(['batteries'], 'en')}, anywhere in Germany; for smaller quantities we quote the transport cost in advance or name a drop-off point near you.`,
          },
          {
            question: 'Which documents do I receive?',
            answer:
              'A transfer note and weighing slip at pickup, the test report for second-life packs, and after recycling a disposal certificate stating quantity and recovery route.',
          },
        ],
      },
    ],
    cta: {
      title: 'Do you have lithium batteries to hand over?',
      text: 'Send us type, quantity and condition, ideally with photos. You get an indicative assessment and a pickup date.',
      primary: { label: 'Get your battery valued', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
