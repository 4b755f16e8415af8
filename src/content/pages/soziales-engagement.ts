import type { Localized } from '@/i18n/locales';
import { company } from '../company';
import type { ContentPage } from '../types';

const reply = company.openingHours.replyWithinHours;

/** Four areas of commitment and three projects, described as they run (no invented figures or partners). */
export const socialCommitmentPage: Localized<ContentPage> = {
  de: {
    accent: 'brand',
    hero: {
      badge: 'Soziales Engagement',
      title: 'Wir engagieren uns dort, wo wir etwas können',
      lead: 'Aufbereitete Laptops für Schulen, Ausbildung in Köln und Aufklärung über den sicheren Umgang mit Akkus: Unser Engagement kommt aus unserer täglichen Arbeit – und Unternehmen, Schulen und Vereine können mitmachen.',
      primary: { label: 'Projekt anfragen', href: '/kontakt' },
      secondary: { label: 'Unser Team', href: '/team' },
    },
    sections: [
      {
        kind: 'cards',
        title: 'Vier Schwerpunkte',
        columns: 4,
        cards: [
          {
            icon: 'devices',
            title: 'Geräte für Bildung',
            description:
              'Ausgemusterte Laptops und Tablets aus Firmenbeständen bereiten wir auf – mit protokollierter Datenlöschung – und geben sie an Schulen und Bildungsvereine weiter.',
          },
          {
            icon: 'graduation',
            title: 'Ausbildung in Köln',
            description:
              'Wir bilden Fachkräfte für Kreislauf- und Abfallwirtschaft aus und bieten Schülerpraktika in Wareneingang, Prüfung und Demontage an.',
          },
          {
            icon: 'batteryCharging',
            title: 'Aufklärung zu Akkus',
            description:
              'In Schulen, Vereinen und Werkstätten zeigen wir, wie man beschädigte Lithium-Akkus erkennt, sicher aufbewahrt und richtig zurückgibt.',
          },
          {
            icon: 'handshake',
            title: 'Sammelaktionen mit Vereinen',
            description:
              'Mit Vereinen und Initiativen im Veedel organisieren wir Sammeltage für Altgeräte und Akkus. Den Ankaufserlös kann der Verein behalten.',
          },
        ],
      },
      {
        kind: 'stories',
        title: 'Drei Projekte, wie sie laufen',
        intro: 'So sieht unser Engagement in der Praxis aus – und so können Sie einsteigen.',
        stories: [
          {
            meta: 'Bildung',
            title: '„Zweites Leben im Klassenzimmer“',
            text: 'Wenn ein Unternehmen seine Büro-Laptops austauscht, kann es uns die Altgeräte für Schulen überlassen. Wir löschen die Daten mit Protokoll, prüfen Akku, Display und Tastatur, installieren ein freies Betriebssystem und übergeben die Geräte an eine Schule oder einen Bildungsverein. Das Unternehmen erhält das Löschprotokoll für seine Unterlagen.',
          },
          {
            meta: 'Ausbildung',
            title: '„Vom Praktikum zur Ausbildung“',
            text: 'Schülerinnen und Schüler verbringen bei uns zwei Wochen in Wareneingang, Batterieprüfung und Demontage – begleitet von unserem Ausbilder und mit Schutzausrüstung. Wer danach bleiben möchte, kann bei uns die Ausbildung zur Fachkraft für Kreislauf- und Abfallwirtschaft beginnen.',
          },
          {
            meta: 'Aufklärung',
            title: '„Sicher mit Akkus“',
            text: 'Beschädigte Lithium-Akkus können Brände auslösen – in der Wohnung, in der Werkstatt, im Müllfahrzeug. In einer Doppelstunde zeigen wir Schulklassen und Vereinen, woran man aufgeblähte oder beschädigte Akkus erkennt, wie man sie bis zur Abgabe sicher lagert und wo man sie zurückgeben kann.',
          },
        ],
      },
    ],
    cta: {
      title: 'Laptops spenden, Workshop anfragen, Sammeltag planen?',
      text: `Schreiben Sie uns, ob Ihr Unternehmen Geräte für Bildungsprojekte abgeben möchte oder Ihre Schule oder Ihr Verein einen Akku-Workshop oder Sammeltag plant. Wir melden uns an Werktagen innerhalb von ${reply} Stunden.`,
      primary: { label: 'Projekt anfragen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'brand',
    hero: {
      badge: 'Social commitment',
      title: 'We get involved where we have something to offer',
      lead: 'Refurbished laptops for schools, apprenticeships in Cologne and education on handling batteries safely: our commitment grows out of our daily work – and businesses, schools and clubs can take part.',
      primary: { label: 'Propose a project', href: '/kontakt' },
      secondary: { label: 'Our team', href: '/team' },
    },
    sections: [
      {
        kind: 'cards',
        title: 'Four areas of focus',
        columns: 4,
        cards: [
          {
            icon: 'devices',
            title: 'Devices for education',
            description:
              'We refurbish laptops and tablets retired by businesses – with logged data erasure – and pass them on to schools and educational charities.',
          },
          {
            icon: 'graduation',
            title: 'Apprenticeships in Cologne',
            description:
              'We train specialists in circular and waste management and offer school work placements in goods receipt, testing and dismantling.',
          },
          {
            icon: 'batteryCharging',
            title: 'Battery safety education',
            description:
              'In schools, clubs and workshops we show how to recognise damaged lithium batteries, store them safely and return them properly.',
          },
          {
            icon: 'handshake',
            title: 'Collection days with local clubs',
            description:
              'Together with clubs and neighbourhood initiatives we organise collection days for old devices and batteries. The club can keep the buy-back proceeds.',
          },
        ],
      },
      {
        kind: 'stories',
        title: 'Three projects and how they work',
        intro: 'This is what our commitment looks like in practice – and how you can join in.',
        stories: [
          {
            meta: 'Education',
            title: '“A second life in the classroom”',
            text: 'When a business replaces its office laptops, it can leave the old ones to us for schools. We erase the data with a log, check battery, screen and keyboard, install a free operating system and hand the devices over to a school or educational charity. The business receives the erasure log for its records.',
          },
          {
            meta: 'Training',
            title: '“From work placement to apprenticeship”',
            text: 'School students spend two weeks with us in goods receipt, battery testing and dismantling – supervised by our apprenticeship trainer and in protective gear. Anyone who wants to stay on can start an apprenticeship with us in circular and waste management.',
          },
          {
            meta: 'Awareness',
            title: '“Safe with batteries”',
            text: 'Damaged lithium batteries can start fires – at home, in the workshop, in the bin lorry. In a double lesson we show school classes and clubs how to spot swollen or damaged batteries, how to store them safely until they are handed in and where to return them.',
          },
        ],
      },
    ],
    cta: {
      title: 'Donate laptops, book a workshop, plan a collection day?',
      text: `Let us know if your business would like to give devices to education projects, or if your school or club is planning a battery workshop or collection day. We reply within ${reply} hours on working days.`,
      primary: { label: 'Propose a project', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
