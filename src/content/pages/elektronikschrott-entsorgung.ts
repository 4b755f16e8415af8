import type { Localized } from '@/i18n/locales';
import { certificationBadges } from '../certifications';
import { claims } from '../claims';
import type { ContentPage } from '../types';

const { pickupWorkingDays: p, valuationHours: v } = claims;

export const elektronikschrottEntsorgungPage: Localized<ContentPage> = {
  de: {
    accent: 'it',
    serviceType: 'Entsorgung von Elektronikschrott',
    hero: {
      badge: 'Elektronikschrott-Entsorgung',
      title: 'Elektronikschrott entsorgen – gesetzeskonform und mit Nachweis',
      lead: 'Wir holen Computer, Mobilgeräte, Datenträger und Bauteile bei Ihnen ab, vernichten Daten nachweisbar und führen alles nach ElektroG in die Verwertung. Sie erhalten einen Entsorgungsnachweis für Ihre Unterlagen.',
      primary: { label: 'Online anfragen', href: '/kontakt' },
      secondary: { label: 'Jetzt anrufen', href: 'phone' },
      points: [
        `Abholung in ${p.min}–${p.max} Werktagen`,
        'Datenträger nach DIN 66399 vernichtet',
        'Entsorgungsnachweis inklusive',
        'Verwertbare Geräte werden vergütet',
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'Was wir annehmen',
        intro:
          'Gewerbliche Mengen ab einem Karton bis zum kompletten Rechenzentrum. Sortieren müssen Sie nicht – eine grobe Liste genügt.',
        columns: 4,
        cards: [
          {
            icon: 'devices',
            title: 'Computer und IT-Geräte',
            description: 'Desktop-PCs, Notebooks, Server, Monitore, Drucker, Thin Clients und Peripherie.',
            features: ['Auch defekt oder unvollständig', 'Server und Racks mit Demontage'],
          },
          {
            icon: 'circuitBoard',
            title: 'Elektronische Bauteile',
            description: 'Platinen, Netzteile, Prozessoren, Speicher, Kabel und Baugruppen aus Produktion und Wartung.',
            features: ['Leiterplatten aller Klassen', 'Restposten und Ausschuss'],
          },
          {
            icon: 'smartphone',
            title: 'Mobilgeräte',
            description: 'Smartphones, Tablets, Diensthandys, Barcode-Scanner und mobile Terminals.',
            features: ['Akkus werden separat behandelt', 'MDM-Sperren klären wir mit Ihnen'],
          },
          {
            icon: 'hardDrive',
            title: 'Datenträger',
            description: 'Festplatten, SSDs, USB-Sticks, Speicherkarten und Bänder – gelöscht oder vernichtet.',
            features: ['Vernichtung nach DIN 66399', 'Seriennummernprotokoll auf Wunsch'],
          },
        ],
      },
      {
        kind: 'cards',
        title: 'Vier Gründe für die fachgerechte Entsorgung',
        columns: 4,
        cards: [
          {
            icon: 'leaf',
            title: 'Umweltschutz',
            description:
              'Elektronik enthält Schadstoffe wie Blei, Quecksilber und Flammschutzmittel. In der Verwertung werden sie abgetrennt statt freigesetzt.',
          },
          {
            icon: 'scale',
            title: 'Gesetzliche Pflicht nach ElektroG',
            description:
              'Altgeräte gehören nicht in den Restmüll. Das Elektro- und Elektronikgerätegesetz verlangt die getrennte Erfassung und Behandlung – Verstöße können Bußgelder nach sich ziehen.',
          },
          {
            icon: 'lock',
            title: 'Datenschutz',
            description:
              'Nach ElektroG sind Sie selbst für das Löschen personenbezogener Daten verantwortlich. Wir übernehmen Löschung oder Vernichtung und dokumentieren sie DSGVO-gerecht.',
          },
          {
            icon: 'recycle',
            title: 'Ressourcenschonung',
            description:
              'Gold, Silber, Kupfer und Palladium aus Platinen werden zurückgewonnen; funktionsfähige Geräte gehen in die Wiederverwendung.',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'In vier Schritten entsorgt',
        steps: [
          {
            title: 'Abholung',
            description:
              'Sie nennen Art und ungefähre Menge, wir stellen Gitterboxen oder verschließbare Datenträgerbehälter und holen bundesweit ab.',
            duration: `${p.min}–${p.max} Werktage`,
          },
          {
            title: 'Sortierung',
            description:
              'Wir trennen wiederverwendbare Geräte, Datenträger, Batterien und Schadstoffe. Datenträger bleiben bis zur Vernichtung unter Verschluss.',
            duration: `${v.min}–${v.max} h nach Eingang`,
          },
          {
            title: 'Recycling',
            description:
              'Datenträger werden vernichtet, Geräte zerlegt und die Fraktionen an spezialisierte Verwerter für Metalle und Kunststoffe übergeben.',
          },
          {
            title: 'Nachweis',
            description:
              'Sie erhalten Entsorgungsnachweis, Wiegeschein und – bei Datenträgern – das Vernichtungszertifikat mit Seriennummern.',
          },
        ],
      },
      {
        kind: 'badges',
        title: 'Grundlagen, nach denen wir arbeiten',
        badges: [
          {
            label: 'ElektroG',
            description:
              'Erfassung, Behandlung und Verwertung von Altgeräten nach dem Elektro- und Elektronikgerätegesetz.',
          },
          ...certificationBadges('de'),
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Was kostet die Entsorgung?',
            answer:
              'Das hängt von Menge und Zusammensetzung ab: Geräte mit Restwert vergüten wir, für reinen Schrott nennen wir einen Festpreis. Sie erhalten das Angebot vor der Abholung – Preis nach Prüfung Ihrer Liste.',
          },
          {
            question: 'Muss ich Batterien vorher ausbauen?',
            answer:
              'Lose Batterien und Akkus geben Sie bitte getrennt ab, mit abgeklebten Polen. Fest verbaute Akkus entnehmen wir bei der Sortierung.',
          },
          {
            question: 'Welche Unterlagen bekomme ich?',
            answer:
              'Einen Entsorgungsnachweis mit Mengen und Verwertungsweg, den Wiegeschein und für Datenträger ein Vernichtungszertifikat, auf Wunsch mit Seriennummernprotokoll.',
          },
        ],
      },
    ],
    cta: {
      title: 'Elektronikschrott abholen lassen',
      text: `Schicken Sie uns eine kurze Liste oder Fotos Ihrer Geräte. Wir melden uns an Werktagen innerhalb von ${claims.priceEstimateHours} Stunden mit Angebot und Abholtermin.`,
      primary: { label: 'Online anfragen', href: '/kontakt' },
      secondary: { label: 'Jetzt anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'it',
    serviceType: 'Electronic waste disposal',
    hero: {
      badge: 'Electronic waste disposal',
      title: 'Electronic waste disposal – compliant and documented',
      lead: 'We collect computers, mobile devices, data carriers and components from your premises, destroy data verifiably and send everything for recycling under the German ElektroG. You receive a disposal certificate for your records.',
      primary: { label: 'Send an online inquiry', href: '/kontakt' },
      secondary: { label: 'Call now', href: 'phone' },
      points: [
        `Pickup within ${p.min}–${p.max} working days`,
        'Data carriers destroyed to DIN 66399',
        'Disposal certificate included',
        'Equipment with resale value is paid for',
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'What we accept',
        intro:
          'Business quantities from a single box to a whole data centre. No need to sort – a rough list is enough.',
        columns: 4,
        cards: [
          {
            icon: 'devices',
            title: 'Computers and IT equipment',
            description: 'Desktop PCs, laptops, servers, monitors, printers, thin clients and peripherals.',
            features: ['Defective or incomplete is fine', 'Servers and racks with dismantling'],
          },
          {
            icon: 'circuitBoard',
            title: 'Electronic components',
            description:
              'Circuit boards, power supplies, processors, memory, cables and assemblies from production and maintenance.',
            features: ['Boards of every grade', 'Surplus stock and rejects'],
          },
          {
            icon: 'smartphone',
            title: 'Mobile devices',
            description: 'Smartphones, tablets, company phones, barcode scanners and mobile terminals.',
            features: ['Batteries are handled separately', 'We sort out MDM locks with you'],
          },
          {
            icon: 'hardDrive',
            title: 'Data carriers',
            description: 'Hard drives, SSDs, USB sticks, memory cards and tapes – erased or destroyed.',
            features: ['Destruction to DIN 66399', 'Serial-number log on request'],
          },
        ],
      },
      {
        kind: 'cards',
        title: 'Four reasons to dispose of it properly',
        columns: 4,
        cards: [
          {
            icon: 'leaf',
            title: 'Protecting the environment',
            description:
              'Electronics contain pollutants such as lead, mercury and flame retardants. Proper treatment separates them instead of releasing them.',
          },
          {
            icon: 'scale',
            title: 'A legal duty under the ElektroG',
            description:
              'Old equipment must not go into general waste. Germany’s Electrical and Electronic Equipment Act requires separate collection and treatment – breaches can be fined.',
          },
          {
            icon: 'lock',
            title: 'Data protection',
            description:
              'Under the ElektroG you are responsible for deleting personal data before disposal. We take over erasure or destruction and document it in line with the GDPR.',
          },
          {
            icon: 'recycle',
            title: 'Saving resources',
            description:
              'Gold, silver, copper and palladium are recovered from circuit boards; working devices go back into use.',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'Disposed of in four steps',
        steps: [
          {
            title: 'Collection',
            description:
              'Tell us the type and rough quantity; we provide mesh boxes or lockable data-carrier bins and collect anywhere in Germany.',
            duration: `${p.min}–${p.max} working days`,
          },
          {
            title: 'Sorting',
            description:
              'We separate reusable devices, data carriers, batteries and hazardous parts. Data carriers stay locked away until destruction.',
            duration: `${v.min}–${v.max} h after arrival`,
          },
          {
            title: 'Recycling',
            description:
              'Data carriers are destroyed, devices dismantled and the fractions passed to specialist recyclers for metals and plastics.',
          },
          {
            title: 'Proof',
            description:
              'You receive a disposal certificate, a weighing slip and – for data carriers – a certificate of destruction with serial numbers.',
          },
        ],
      },
      {
        kind: 'badges',
        title: 'The rules we work to',
        badges: [
          {
            label: 'ElektroG',
            description:
              'Collection, treatment and recycling of old equipment under the German Electrical and Electronic Equipment Act.',
          },
          ...certificationBadges('en'),
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'What does disposal cost?',
            answer:
              'It depends on quantity and mix: we pay for equipment with resale value and quote a fixed price for pure scrap. You get the quote before pickup – price after we have checked your list.',
          },
          {
            question: 'Do I have to remove batteries first?',
            answer:
              'Please hand in loose batteries separately with their terminals taped. We remove built-in batteries during sorting.',
          },
          {
            question: 'Which documents do I receive?',
            answer:
              'A disposal certificate with quantities and recovery route, the weighing slip and, for data carriers, a certificate of destruction – with a serial-number log on request.',
          },
        ],
      },
    ],
    cta: {
      title: 'Have your electronic waste collected',
      text: `Send us a short list or photos of your equipment. We reply within ${claims.priceEstimateHours} hours on working days with a quote and a pickup date.`,
      primary: { label: 'Send an online inquiry', href: '/kontakt' },
      secondary: { label: 'Call now', href: 'phone' },
    },
  },
};
