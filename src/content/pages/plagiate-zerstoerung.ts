import type { Localized } from '@/i18n/locales';
import { certificationBadges } from '../certifications';
import type { ContentPage } from '../types';

export const plagiateZerstoerungPage: Localized<ContentPage> = {
  de: {
    accent: 'counterfeit',
    serviceType: 'Vernichtung von Produktfälschungen',
    keywords: [
      'Plagiate vernichten',
      'Produktfälschungen vernichten',
      'Vernichtung von Fälschungen',
      'Markenpiraterie',
      'Vernichtungszertifikat',
      'Zoll Vernichtung',
      'VO (EU) 608/2013',
      'MarkenG § 146',
      'Köln',
    ],
    hero: {
      badge: 'Plagiate-Vernichtung',
      title: 'Produktfälschungen rechtssicher vernichten',
      lead: 'Für Markeninhaber, Kanzleien, Logistiker und Händler: Wir übernehmen beschlagnahmte oder zurückgerufene Fälschungen, lagern sie gesichert, vernichten sie nachweisbar und verwerten die Reststoffe.',
      primary: { label: 'Kostenlose Beratung anfordern', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
      points: [
        'Vernichtungszertifikat mit Mengen und Fotos',
        'Vernichtung im Beisein des Zolls oder Rechteinhabers möglich',
        'Geeignet für Verfahren nach VO (EU) 608/2013',
        'Verwertung statt Deponie',
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'Unsere Leistungen',
        columns: 4,
        cards: [
          {
            icon: 'landmark',
            title: 'Vernichtung nach Zollbeschlagnahme',
            description:
              'Ware, die der Zoll nach VO (EU) 608/2013 oder §\u00a0146 MarkenG zurückhält, vernichten wir nach Freigabe zur Vernichtung – auf Wunsch unter zollamtlicher Überwachung.',
          },
          {
            icon: 'package',
            title: 'Lager-, Retouren- und Rückrufware',
            description:
              'Fälschungen aus Testkäufen, Retouren, Marktplatz-Rückläufern oder Rückrufen übernehmen wir palettenweise oder als Einzelsendung.',
          },
          {
            icon: 'camera',
            title: 'Beweissichere Dokumentation',
            description:
              'Zählung oder Verwiegung bei Annahme, Fotos vor und nach der Vernichtung, auf Wunsch Video. Belegmuster bewahren wir nach Absprache auf.',
          },
          {
            icon: 'recycle',
            title: 'Verwertung der Reststoffe',
            description:
              'Textilien, Kunststoffe, Metalle und Elektronik werden unbrauchbar gemacht und anschließend stofflich oder energetisch verwertet – keine Ware kehrt in den Markt zurück.',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'Von der Annahme bis zum Zertifikat',
        steps: [
          {
            title: 'Warenannahme',
            description:
              'Annahme per Spedition oder Abholung, Abgleich mit Lieferschein oder Zollpapieren, Zählung oder Verwiegung und Fotodokumentation.',
            duration: 'am Tag der Anlieferung',
          },
          {
            title: 'Sichere Lagerung',
            description:
              'Getrennte Lagerung in einem verschlossenen, zugangskontrollierten Bereich bis zur Freigabe durch Rechteinhaber, Zoll oder Gericht.',
            duration: 'bis zur Freigabe',
          },
          {
            title: 'Vernichtung unter Aufsicht',
            description:
              'Schreddern oder thermische Behandlung je nach Warengruppe. Rechteinhaber, Kanzlei oder Zoll können die Vernichtung vor Ort begleiten.',
            duration: 'nach Terminabsprache',
          },
          {
            title: 'Dokumentation und Zertifikat',
            description:
              'Vernichtungszertifikat mit Aktenzeichen, Warenbeschreibung, Menge, Gewicht, Verfahren, Datum und Fotos – als Nachweis gegenüber Zoll und Gericht.',
          },
        ],
      },
      {
        kind: 'cards',
        title: 'Für diese Branchen',
        columns: 4,
        cards: [
          {
            icon: 'shirt',
            title: 'Mode und Luxus',
            description: 'Bekleidung, Schuhe, Taschen, Uhren, Schmuck und Accessoires.',
            features: ['Etiketten und Logos werden vollständig zerstört'],
          },
          {
            icon: 'cpu',
            title: 'Elektronik',
            description: 'Ladegeräte, Akkus, Kopfhörer, Smartphones, Ersatzteile und Zubehör.',
            features: ['Akkus und Batterien ADR-konform getrennt'],
          },
          {
            icon: 'pill',
            title: 'Pharma',
            description: 'Gefälschte Arzneimittel, Nahrungsergänzung und Medizinprodukte.',
            features: ['Thermische Behandlung in zugelassener Anlage'],
          },
          {
            icon: 'boxes',
            title: 'Weitere Warengruppen',
            description: 'Spielzeug, Kosmetik, Ersatzteile, Werkzeug, Verpackungen und Etiketten.',
            features: ['Verfahren je Material abgestimmt'],
          },
        ],
      },
      {
        kind: 'badges',
        title: 'Rechtsgrundlagen',
        intro: 'Wir arbeiten Ihnen und Ihrer Kanzlei zu; die rechtliche Beratung bleibt bei Ihrem Anwalt.',
        badges: [
          {
            label: 'MarkenG §§\u00a0146–147',
            description:
              'Beschlagnahme markenverletzender Waren bei Ein- und Ausfuhr durch den Zoll und das anschließende Einziehungsverfahren.',
          },
          {
            label: 'VO (EU) Nr.\u00a0608/2013',
            description:
              'Durchsetzung geistiger Eigentumsrechte durch die Zollbehörden, einschließlich der Vernichtung im vereinfachten Verfahren unter zollamtlicher Überwachung.',
          },
          {
            label: '§\u00a018 MarkenG',
            description:
              'Vernichtungsanspruch des Markeninhabers gegenüber dem Verletzer – unser Zertifikat belegt die Erfüllung.',
          },
          {
            label: 'Kreislaufwirtschaftsgesetz',
            description:
              'Die Reststoffe werden als Abfall nach KrWG verwertet; Sie erhalten zusätzlich einen Entsorgungsnachweis.',
          },
          ...certificationBadges('de'),
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Was kostet die Vernichtung?',
            answer:
              'Der Preis richtet sich nach Warengruppe, Menge, Gewicht und Dokumentationsumfang. Nach einer kostenlosen Beratung erhalten Sie ein Festpreisangebot – Preis nach Prüfung.',
          },
          {
            question: 'Kann ich bei der Vernichtung dabei sein?',
            answer:
              'Ja. Sie, Ihre Kanzlei oder der Zoll können die Vernichtung nach Terminabsprache vor Ort begleiten; auf Wunsch dokumentieren wir sie zusätzlich per Video.',
          },
          {
            question: 'Was steht im Vernichtungszertifikat?',
            answer:
              'Ihr Aktenzeichen, Warenbeschreibung, Stückzahl und Gewicht, Vernichtungsverfahren, Ort, Datum, Unterschrift sowie Fotos vor und nach der Vernichtung.',
          },
        ],
      },
    ],
    cta: {
      title: 'Fälschungen sicher aus dem Verkehr ziehen',
      text: 'Schildern Sie uns Warengruppe, Menge und Verfahrensstand. Die Erstberatung ist kostenlos; Sie erhalten ein Festpreisangebot.',
      primary: { label: 'Kostenlose Beratung anfordern', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'counterfeit',
    serviceType: 'Counterfeit goods destruction',
    keywords: [
      'counterfeit destruction',
      'destroy counterfeit goods',
      'fake goods disposal',
      'trade mark infringement',
      'certificate of destruction',
      'customs destruction',
      'Regulation (EU) 608/2013',
      'Cologne',
    ],
    hero: {
      badge: 'Counterfeit destruction',
      title: 'Counterfeit goods destroyed with legal proof',
      lead: 'For brand owners, law firms, logistics providers and retailers: we take seized or recalled counterfeits, store them securely, destroy them verifiably and recycle what is left.',
      primary: { label: 'Request a free consultation', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
      points: [
        'Certificate of destruction with quantities and photos',
        'Destruction witnessed by customs or the rights holder on request',
        'Suitable for procedures under Regulation (EU) 608/2013',
        'Recycling instead of landfill',
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'Our services',
        columns: 4,
        cards: [
          {
            icon: 'landmark',
            title: 'Destruction after customs seizure',
            description:
              'Goods detained by customs under Regulation (EU) 608/2013 or Section 146 of the German Trade Mark Act are destroyed once released for destruction – under customs supervision if required.',
          },
          {
            icon: 'package',
            title: 'Stock, returns and recalled goods',
            description:
              'We take counterfeits from test purchases, returns, marketplace take-downs or recalls, by the pallet or as single consignments.',
          },
          {
            icon: 'camera',
            title: 'Evidence-grade documentation',
            description:
              'Counting or weighing on arrival, photos before and after destruction, video on request. We keep reference samples if agreed.',
          },
          {
            icon: 'recycle',
            title: 'Recycling the remains',
            description:
              'Textiles, plastics, metals and electronics are made unusable and then recycled or recovered for energy – nothing returns to the market.',
          },
        ],
      },
      {
        kind: 'steps',
        title: 'From intake to certificate',
        steps: [
          {
            title: 'Goods intake',
            description:
              'Delivery by carrier or our pickup, check against delivery note or customs papers, counting or weighing and photo documentation.',
            duration: 'on the day of delivery',
          },
          {
            title: 'Secure storage',
            description:
              'Separate storage in a locked, access-controlled area until released by the rights holder, customs or the court.',
            duration: 'until release',
          },
          {
            title: 'Supervised destruction',
            description:
              'Shredding or thermal treatment depending on the goods. The rights holder, law firm or customs can witness the destruction on site.',
            duration: 'on an agreed date',
          },
          {
            title: 'Documentation and certificate',
            description:
              'A certificate of destruction with your reference, description of goods, quantity, weight, method, date and photos – as proof for customs and courts.',
          },
        ],
      },
      {
        kind: 'cards',
        title: 'Industries we work for',
        columns: 4,
        cards: [
          {
            icon: 'shirt',
            title: 'Fashion and luxury',
            description: 'Clothing, shoes, bags, watches, jewellery and accessories.',
            features: ['Labels and logos completely destroyed'],
          },
          {
            icon: 'cpu',
            title: 'Electronics',
            description: 'Chargers, batteries, headphones, smartphones, spare parts and accessories.',
            features: ['Batteries separated in line with ADR'],
          },
          {
            icon: 'pill',
            title: 'Pharma',
            description: 'Counterfeit medicines, food supplements and medical devices.',
            features: ['Thermal treatment in a licensed plant'],
          },
          {
            icon: 'boxes',
            title: 'Other goods',
            description: 'Toys, cosmetics, spare parts, tools, packaging and labels.',
            features: ['Method chosen per material'],
          },
        ],
      },
      {
        kind: 'badges',
        title: 'Legal bases',
        intro: 'We work alongside you and your lawyers; legal advice stays with your counsel.',
        badges: [
          {
            label: 'MarkenG §§\u00a0146–147',
            description:
              'Seizure of trade-mark-infringing goods by customs on import and export, and the subsequent forfeiture procedure (German Trade Mark Act).',
          },
          {
            label: 'Regulation (EU) No\u00a0608/2013',
            description:
              'Customs enforcement of intellectual property rights, including destruction under the simplified procedure and customs supervision.',
          },
          {
            label: 'MarkenG §\u00a018',
            description:
              'The trade mark owner’s claim to have infringing goods destroyed – our certificate proves it has been met.',
          },
          {
            label: 'Circular Economy Act (KrWG)',
            description:
              'The remains are recovered as waste under the German Circular Economy Act; you also receive a disposal certificate.',
          },
          ...certificationBadges('en'),
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'What does destruction cost?',
            answer:
              'The price depends on the type of goods, quantity, weight and the documentation you need. After a free consultation you receive a fixed-price quote – price after review.',
          },
          {
            question: 'Can I attend the destruction?',
            answer:
              'Yes. You, your law firm or customs can witness the destruction on site on an agreed date; we can also record it on video.',
          },
          {
            question: 'What does the certificate of destruction contain?',
            answer:
              'Your reference, description of goods, number of items and weight, destruction method, place, date, signature and photos before and after destruction.',
          },
        ],
      },
    ],
    cta: {
      title: 'Take counterfeits off the market for good',
      text: 'Tell us the type of goods, quantity and where the case stands. The first consultation is free, and you receive a fixed-price quote.',
      primary: { label: 'Request a free consultation', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
