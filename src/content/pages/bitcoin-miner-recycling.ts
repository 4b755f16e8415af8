import type { Localized } from '@/i18n/locales';
import { claims } from '../claims';
import { promise } from '../promises';
import type { ContentPage } from '../types';

const { valuationHours: v, pickupWorkingDays: p, paymentDays } = claims;

export const bitcoinMinerRecyclingPage: Localized<ContentPage> = {
  de: {
    accent: 'mining',
    serviceType: 'Ankauf und Recycling von Mining-Hardware',
    hero: {
      badge: 'Bitcoin-Miner-Ankauf',
      title: 'Bitcoin-Miner und Mining-Hardware verkaufen',
      lead: 'Wir kaufen ASIC-Miner, GPU-Rigs und industrielle Mining-Anlagen – einzeln oder als ganze Farm. Was nicht mehr rentabel läuft, recyceln wir und gewinnen Aluminium, Kupfer und Edelmetalle zurück.',
      primary: { label: 'Miner bewerten lassen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
      points: [
        `Bewertung in ${v.min}–${v.max} h nach Eingang`,
        `Zahlung per Überweisung binnen ${paymentDays} Tagen`,
        'Abholung ganzer Farmen mit Demontage',
        'Recycling defekter Hashboards',
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'Was wir ankaufen',
        intro:
          'Der Wert hängt vor allem von Hashrate, Effizienz (J/TH) und Zustand der Hashboards ab. Geben Sie uns diese Angaben, und wir nennen Ihnen einen unverbindlichen Preisrahmen.',
        columns: 3,
        categories: [
          {
            icon: 'cpu',
            title: 'ASIC-Miner',
            items: [
              'Bitmain Antminer S19 / S21',
              'MicroBT Whatsminer M30 / M50 / M60',
              'Canaan Avalon',
              'Hydro- und Immersionsmodelle',
            ],
            specs: [
              { label: 'Bewertet nach', value: 'Hashrate, J/TH' },
              { label: 'Auch defekt', value: 'ja, nach Prüfung' },
            ],
            note: 'Netzteil und alle drei Hashboards erhöhen den Preis deutlich.',
          },
          {
            icon: 'layers',
            title: 'GPU-Mining-Rigs',
            items: [
              'Rigs mit NVIDIA RTX 30/40',
              'AMD Radeon RX 6000/7000',
              'Einzelne Grafikkarten',
              'Riser, Boards, Netzteile',
            ],
            specs: [
              { label: 'Bewertet nach', value: 'Modell, Zustand' },
              { label: 'Zerlegung', value: 'übernehmen wir' },
            ],
            note: 'Einzelkarten erzielen meist mehr als das komplette Rig – wir bewerten beides.',
          },
          {
            icon: 'container',
            title: 'Industrielle Miner',
            items: ['Container-Farmen', 'Hydro-Kühlsysteme', 'Immersionstanks', 'PDUs und Schaltanlagen'],
            specs: [
              { label: 'Bewertet nach', value: 'Gesamtanlage' },
              { label: 'Demontage', value: 'vor Ort' },
            ],
            note: 'Bei Farmen nehmen wir nach Besichtigung auch Infrastruktur und Kühlung zurück.',
          },
        ],
        note: 'Mining-Hardware hat keinen festen Listenpreis: Der Wert folgt dem Bitcoin-Kurs, der Netzwerk-Schwierigkeit und der Effizienz. Preis nach Prüfung; unsere Angebote gelten mit Datum und Gültigkeitsdauer.',
      },
      {
        kind: 'steps',
        title: 'So verkaufen Sie Ihre Miner',
        steps: [
          {
            title: 'Liste senden',
            description:
              'Modell, Hashrate laut Typenschild, Stückzahl, Betriebsstunden und Zustand – am besten mit Screenshot der Weboberfläche.',
            duration: promise.estimateShort('de'),
          },
          {
            title: 'Abholung oder Versand',
            description:
              'Einzelne Geräte versenden Sie versichert, größere Mengen holen wir ab; Farmen demontieren wir vor Ort.',
            duration: `${p.min}–${p.max} Werktage`,
          },
          {
            title: 'Test unter Last',
            description:
              'Jeder Miner läuft bei uns unter Last. Wir messen Hashrate, Temperaturen und Fehlerraten je Hashboard und setzen Pool- und Wallet-Einstellungen zurück.',
            duration: `${v.min}–${v.max} h nach Eingang`,
          },
          {
            title: 'Zahlung',
            description:
              'Sie erhalten das Prüfprotokoll und den bestätigten Preis. Die Zahlung erfolgt per Überweisung.',
            duration: `binnen ${paymentDays} Tagen`,
          },
        ],
      },
      {
        kind: 'cards',
        title: 'Recycling statt Lagerregal',
        columns: 3,
        cards: [
          {
            icon: 'wrench',
            title: 'Teile-Rückgewinnung',
            description:
              'Funktionierende Hashboards, Controller, Lüfter und Netzteile gehen als Ersatzteile zurück in den Markt.',
          },
          {
            icon: 'recycle',
            title: 'Stoffliche Verwertung',
            description:
              'Aluminiumgehäuse und Kühlkörper, Kupfer aus Netzteilen und Kabeln, Edelmetalle aus den Platinen – verwertet nach ElektroG.',
          },
          {
            icon: 'fileCheck',
            title: 'Nachweis für Ihre Buchhaltung',
            description:
              'Ankaufbeleg mit Seriennummern für verkaufte Geräte, Entsorgungsnachweis für recycelte – sauber für Abschreibung und Anlagenabgang.',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Kaufen Sie auch defekte Miner?',
            answer:
              'Ja. Fehlen Hashboards oder laufen sie nicht, sinkt der Preis, aber Netzteil, Controller und Gehäuse haben weiterhin einen Wert. Totalausfälle recyceln wir mit Entsorgungsnachweis.',
          },
          {
            question: 'Wie lange gilt Ihr Angebot?',
            answer:
              'Weil der Wert mit Kurs und Schwierigkeit schwankt, nennen wir zu jedem Angebot ein Gültigkeitsdatum. Maßgeblich ist der nach der Prüfung bestätigte Preis.',
          },
          {
            question: 'Zahlen Sie in Bitcoin?',
            answer: 'Nein. Wir zahlen ausschließlich per Banküberweisung in Euro, mit ordentlichem Ankaufbeleg.',
          },
        ],
      },
    ],
    cta: {
      title: 'Ihre Miner rechnen sich nicht mehr?',
      text: 'Senden Sie uns Modell, Hashrate und Stückzahl. Sie erhalten einen unverbindlichen Preisrahmen und einen Abholtermin.',
      primary: { label: 'Miner bewerten lassen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'mining',
    serviceType: 'Mining hardware buy-back and recycling',
    hero: {
      badge: 'Bitcoin miner buy-back',
      title: 'Sell Bitcoin miners and mining hardware',
      lead: 'We buy ASIC miners, GPU rigs and industrial mining installations – single units or whole farms. Whatever no longer mines profitably we recycle, recovering aluminium, copper and precious metals.',
      primary: { label: 'Get your miners valued', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
      points: [
        `Valuation within ${v.min}–${v.max} hours of arrival`,
        `Payment by bank transfer within ${paymentDays} days`,
        'Whole farms collected and dismantled',
        'Recycling of defective hashboards',
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'What we buy',
        intro:
          'Value depends mainly on hashrate, efficiency (J/TH) and the condition of the hashboards. Give us those details and we quote an indicative price range.',
        columns: 3,
        categories: [
          {
            icon: 'cpu',
            title: 'ASIC miners',
            items: [
              'Bitmain Antminer S19 / S21',
              'MicroBT Whatsminer M30 / M50 / M60',
              'Canaan Avalon',
              'Hydro and immersion models',
            ],
            specs: [
              { label: 'Valued by', value: 'Hashrate, J/TH' },
              { label: 'Defective units', value: 'yes, after testing' },
            ],
            note: 'A power supply and all three hashboards raise the price considerably.',
          },
          {
            icon: 'layers',
            title: 'GPU mining rigs',
            items: [
              'Rigs with NVIDIA RTX 30/40',
              'AMD Radeon RX 6000/7000',
              'Single graphics cards',
              'Risers, boards, PSUs',
            ],
            specs: [
              { label: 'Valued by', value: 'Model, condition' },
              { label: 'Dismantling', value: 'done by us' },
            ],
            note: 'Single cards usually fetch more than the complete rig – we value both ways.',
          },
          {
            icon: 'container',
            title: 'Industrial miners',
            items: ['Container farms', 'Hydro cooling systems', 'Immersion tanks', 'PDUs and switchgear'],
            specs: [
              { label: 'Valued by', value: 'Whole installation' },
              { label: 'Dismantling', value: 'on site' },
            ],
            note: 'For farms we also take back infrastructure and cooling after a site visit.',
          },
        ],
        note: 'Mining hardware has no fixed list price: its value follows the Bitcoin price, network difficulty and efficiency. Price after inspection; every quote states its date and how long it is valid.',
      },
      {
        kind: 'steps',
        title: 'How to sell your miners',
        steps: [
          {
            title: 'Send a list',
            description:
              'Model, rated hashrate, quantity, operating hours and condition – ideally with a screenshot of the web interface.',
            duration: promise.estimateShort('en'),
          },
          {
            title: 'Pickup or shipping',
            description: 'Ship single units insured; we collect larger quantities and dismantle farms on site.',
            duration: `${p.min}–${p.max} working days`,
          },
          {
            title: 'Load test',
            description:
              'Every miner runs under load. We measure hashrate, temperatures and error rates per hashboard and reset pool and wallet settings.',
            duration: `${v.min}–${v.max} h after arrival`,
          },
          {
            title: 'Payment',
            description: 'You receive the test report and the confirmed price. Payment is made by bank transfer.',
            duration: `within ${paymentDays} days`,
          },
        ],
      },
      {
        kind: 'cards',
        title: 'Recycling instead of the storage shelf',
        columns: 3,
        cards: [
          {
            icon: 'wrench',
            title: 'Parts recovery',
            description:
              'Working hashboards, controllers, fans and power supplies go back to the market as spare parts.',
          },
          {
            icon: 'recycle',
            title: 'Material recycling',
            description:
              'Aluminium housings and heat sinks, copper from power supplies and cables, precious metals from boards – recycled under the German ElektroG.',
          },
          {
            icon: 'fileCheck',
            title: 'Records for your accounts',
            description:
              'A purchase receipt with serial numbers for units sold and a disposal certificate for units recycled – clean paperwork for write-offs and asset disposal.',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'Do you buy defective miners?',
            answer:
              'Yes. Missing or failed hashboards lower the price, but the power supply, controller and housing still have value. Units beyond repair are recycled with a disposal certificate.',
          },
          {
            question: 'How long is your quote valid?',
            answer:
              'Because value moves with price and difficulty, every quote carries a validity date. The price confirmed after testing is what counts.',
          },
          {
            question: 'Do you pay in Bitcoin?',
            answer: 'No. We pay only by bank transfer in euros, with a proper purchase receipt.',
          },
        ],
      },
    ],
    cta: {
      title: 'Are your miners no longer paying off?',
      text: 'Send us model, hashrate and quantity. You get an indicative price range and a pickup date.',
      primary: { label: 'Get your miners valued', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
