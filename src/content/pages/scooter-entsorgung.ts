import type { Localized } from '@/i18n/locales';
import { claims } from '../claims';
import { promise } from '../promises';
import type { ContentPage } from '../types';

const { pickupWorkingDays: p } = claims;
/** Recovery after arrival. */
const recoveryWorkingDays = { min: 5, max: 7 };

export const scooterEntsorgungPage: Localized<ContentPage> = {
  de: {
    accent: 'energy',
    serviceType: 'Entsorgung von E-Scootern und Akkus',
    hero: {
      badge: 'E-Scooter-Entsorgung',
      title: 'E-Scooter, E-Bike-Akkus und Mikromobilität sicher entsorgen',
      lead: 'Für Sharing-Anbieter, Händler, Werkstätten und Flottenbetreiber: Wir bewerten Ihre Fahrzeuge und Akkus kostenlos, holen sie in ADR-Behältern ab und führen sie in die Verwertung.',
      primary: { label: 'Entsorgung anfragen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
      points: [
        `Kostenlose Einschätzung in ${claims.priceEstimateHours} h an Werktagen`,
        `Abholung in ${p.min}–${p.max} Werktagen`,
        'Bundesweit in ADR-konformen Behältern',
        'Entsorgungsnachweis inklusive',
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'Was wir entsorgen',
        intro:
          'Komplette Fahrzeuge, ausgebaute Akkus oder beides. Beschädigte Akkus nehmen wir ebenfalls – mit passender Verpackung.',
        columns: 3,
        categories: [
          {
            icon: 'scooter',
            title: 'E-Scooter-Akkus',
            items: ['Sharing-Flotten', 'Privat-Scooter', 'Wechselakkus', 'Komplette Fahrzeuge'],
            specs: [
              { label: 'Kapazität', value: '187–551 Wh' },
              { label: 'Zellchemie', value: 'Lithium-Ionen' },
            ],
          },
          {
            icon: 'bike',
            title: 'E-Bike-Akkus',
            items: ['Rahmen- und Gepäckträgerakkus', 'Pedelecs und S-Pedelecs', 'Lastenräder', 'Ladegeräte'],
            specs: [
              { label: 'Kapazität', value: '300–750 Wh' },
              { label: 'Zellchemie', value: 'Lithium-Ionen' },
            ],
          },
          {
            icon: 'batteryCharging',
            title: 'Mikromobilität',
            items: ['Hoverboards', 'E-Skateboards', 'Monowheels', 'E-Tretroller für Kinder'],
            specs: [
              { label: 'Kapazität', value: '36–216 Wh' },
              { label: 'Zellchemie', value: 'Li-Po / Li-Ion' },
            ],
          },
        ],
        note: 'Akkus von E-Scootern und E-Bikes sind nach der EU-Batterieverordnung Batterien für leichte Verkehrsmittel (LV-Batterien). Wir verwerten sie nach BattDG, die Fahrzeuge nach ElektroG.',
      },
      {
        kind: 'steps',
        title: 'In drei Schritten entsorgt',
        steps: [
          {
            title: 'Kostenlose Bewertung',
            description:
              'Senden Sie uns Fotos, Modell, Stückzahl und Zustand. Wir sagen Ihnen, was verwertbar ist und ob Kosten oder eine Vergütung anfallen.',
            duration: promise.estimateShort('de'),
          },
          {
            title: 'Sichere Abholung',
            description:
              'Bundesweit, in ADR-konformen Behältern; beschädigte Akkus getrennt in Gefahrgutverpackung nach P908 oder P911.',
            duration: `${p.min}–${p.max} Werktage`,
          },
          {
            title: 'Fachgerechte Verwertung',
            description:
              'Akkus ausbauen, prüfen und recyceln, Fahrzeuge zerlegen, Aluminium, Stahl und Elektronik getrennt verwerten. Danach erhalten Sie den Entsorgungsnachweis.',
            duration: `${recoveryWorkingDays.min}–${recoveryWorkingDays.max} Werktage`,
          },
        ],
      },
      {
        kind: 'checklist',
        title: 'Bis zur Abholung: so lagern Sie Akkus sicher',
        items: [
          'Akkus nicht öffnen, nicht tiefentladen und nicht mehr laden, wenn sie beschädigt sind.',
          'Kühl, trocken und getrennt von brennbarem Material lagern, am besten auf nicht brennbarem Untergrund.',
          'Freiliegende Kontakte mit Isolierband abkleben.',
          'Aufgeblähte, verformte oder heiße Akkus sofort melden – wir holen sie gesondert ab.',
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Was kostet die Entsorgung?',
            answer: `Die Bewertung ist kostenlos, gut erhaltene Akkus vergüten wir. ${promise.freePickup(['batteries'], 'de')}. Für Einzelstücke oder beschädigte Akkus erhalten Sie vorab ein Angebot – Preis nach Prüfung.`,
          },
          {
            question: 'Nehmen Sie auch einzelne Privat-Scooter?',
            answer:
              'Ja, wir nennen Ihnen dann die Kosten für Verpackung und Transport oder eine Annahmestelle. Akkus können Sie als Privatperson außerdem kostenlos im Handel zurückgeben, der solche Akkus verkauft.',
          },
          {
            question: 'Welche Unterlagen erhalte ich?',
            answer:
              'Übernahmeschein bei Abholung und Entsorgungsnachweis nach der Verwertung, auf Wunsch mit Fahrgestell- bzw. Seriennummern Ihrer Flotte.',
          },
        ],
      },
    ],
    cta: {
      title: 'Alte Scooter oder Akkus abzugeben?',
      text: `Schicken Sie uns Fotos und Stückzahl. An Werktagen erhalten Sie innerhalb von ${claims.priceEstimateHours} Stunden eine kostenlose Einschätzung und einen Abholtermin.`,
      primary: { label: 'Entsorgung anfragen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'energy',
    serviceType: 'E-scooter and battery disposal',
    hero: {
      badge: 'E-scooter disposal',
      title: 'Safe disposal of e-scooters, e-bike batteries and micromobility',
      lead: 'For sharing operators, retailers, workshops and fleet owners: we assess your vehicles and batteries free of charge, collect them in ADR containers and send them for recycling.',
      primary: { label: 'Request disposal', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
      points: [
        `Free assessment within ${claims.priceEstimateHours} h on working days`,
        `Pickup within ${p.min}–${p.max} working days`,
        'Nationwide in ADR-compliant containers',
        'Disposal certificate included',
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'What we take',
        intro:
          'Complete vehicles, removed batteries or both. We also take damaged batteries – with the right packaging.',
        columns: 3,
        categories: [
          {
            icon: 'scooter',
            title: 'E-scooter batteries',
            items: ['Sharing fleets', 'Private scooters', 'Swappable batteries', 'Complete vehicles'],
            specs: [
              { label: 'Capacity', value: '187–551 Wh' },
              { label: 'Chemistry', value: 'Lithium-ion' },
            ],
          },
          {
            icon: 'bike',
            title: 'E-bike batteries',
            items: ['Frame and rack batteries', 'Pedelecs and S-pedelecs', 'Cargo bikes', 'Chargers'],
            specs: [
              { label: 'Capacity', value: '300–750 Wh' },
              { label: 'Chemistry', value: 'Lithium-ion' },
            ],
          },
          {
            icon: 'batteryCharging',
            title: 'Micromobility',
            items: ['Hoverboards', 'E-skateboards', 'Monowheels', 'Children’s e-scooters'],
            specs: [
              { label: 'Capacity', value: '36–216 Wh' },
              { label: 'Chemistry', value: 'Li-Po / Li-ion' },
            ],
          },
        ],
        note: 'Under the EU Batteries Regulation, e-scooter and e-bike batteries are batteries for light means of transport (LMT batteries). We recycle them under the German BattDG and the vehicles under the ElektroG.',
      },
      {
        kind: 'steps',
        title: 'Disposed of in three steps',
        steps: [
          {
            title: 'Free assessment',
            description:
              'Send us photos, model, quantity and condition. We tell you what can be recovered and whether there is a cost or a payment.',
            duration: promise.estimateShort('en'),
          },
          {
            title: 'Safe pickup',
            description:
              'Anywhere in Germany, in ADR-compliant containers; damaged batteries separately in dangerous-goods packaging under P908 or P911.',
            duration: `${p.min}–${p.max} working days`,
          },
          {
            title: 'Professional recovery',
            description:
              'Batteries removed, tested and recycled, vehicles dismantled, aluminium, steel and electronics recovered separately. Then you receive the disposal certificate.',
            duration: `${recoveryWorkingDays.min}–${recoveryWorkingDays.max} working days`,
          },
        ],
      },
      {
        kind: 'checklist',
        title: 'Until pickup: storing batteries safely',
        items: [
          'Do not open or deep-discharge batteries, and do not charge damaged ones any more.',
          'Store them somewhere cool and dry, away from flammable material, ideally on a non-combustible surface.',
          'Tape over exposed contacts.',
          'Report swollen, deformed or hot batteries straight away – we collect them separately.',
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'What does disposal cost?',
            answer: `The assessment is free, and we pay for batteries in good condition. ${promise.freePickup(['batteries'], 'en')}. For single items or damaged batteries you get a quote in advance – price after inspection.`,
          },
          {
            question: 'Do you take single private scooters?',
            answer:
              'Yes; we quote packaging and transport or name a drop-off point. As a private owner you can also return batteries free of charge to retailers who sell them.',
          },
          {
            question: 'Which documents do I receive?',
            answer:
              'A transfer note at pickup and a disposal certificate after recovery, with your fleet’s frame or serial numbers on request.',
          },
        ],
      },
    ],
    cta: {
      title: 'Old scooters or batteries to hand over?',
      text: `Send us photos and quantities. Within ${claims.priceEstimateHours} hours on working days you get a free assessment and a pickup date.`,
      primary: { label: 'Request disposal', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
