import type { Localized } from '@/i18n/locales';
import { claims } from '../claims';
import { promise } from '../promises';
import type { ContentPage } from '../types';

const { pickupWorkingDays: p, valuationHours: v } = claims;

export const festplattenVernichtungPage: Localized<ContentPage> = {
  de: {
    accent: 'it',
    serviceType: 'Datenträgervernichtung nach DIN 66399',
    hero: {
      badge: 'Festplattenvernichtung',
      title: 'Festplatten und Datenträger DSGVO-konform vernichten',
      lead: 'Wir holen HDDs, SSDs, Bänder und Speicherkarten in verschlossenen Behältern ab, erfassen jede Seriennummer und vernichten nach DIN 66399. Sie erhalten ein Vernichtungszertifikat, das Sie bei Audits und Datenschutzprüfungen vorlegen können.',
      primary: { label: 'Vernichtung beauftragen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
      points: [
        'Sicherheitsstufe H-4 / E-3 als Standard',
        'Seriennummernprotokoll je Datenträger',
        'Vertrag zur Auftragsverarbeitung nach Art.\u00a028 DSGVO',
        `Abholung in ${p.min}–${p.max} Werktagen`,
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'Datenträger und Sicherheitsstufen',
        intro:
          'DIN 66399 legt fest, wie klein ein Datenträger zerkleinert werden muss. Welche Stufe Sie brauchen, richtet sich nach dem Schutzbedarf Ihrer Daten – wir beraten Sie dazu.',
        columns: 3,
        categories: [
          {
            icon: 'hardDrive',
            title: 'Magnetische Festplatten',
            items: ['3,5"- und 2,5"-HDDs', 'Server- und NAS-Platten', 'Externe Festplatten'],
            specs: [
              { label: 'Standard', value: 'H-4' },
              { label: 'Auf Wunsch', value: 'H-5' },
            ],
            note: 'H-4: mehrfach verformt und zerteilt, Partikel höchstens 2.000 mm².',
          },
          {
            icon: 'memory',
            title: 'SSDs und Flash-Speicher',
            items: ['SATA- und NVMe-SSDs', 'USB-Sticks', 'Speicherkarten', 'Smartphones (Speicher)'],
            specs: [
              { label: 'Standard', value: 'E-3' },
              { label: 'Auf Wunsch', value: 'E-4' },
            ],
            note: 'E-3: Partikel höchstens 160 mm², so dass einzelne Speicherchips zerstört werden.',
          },
          {
            icon: 'database',
            title: 'Bänder und optische Medien',
            items: ['LTO- und DLT-Bänder', 'CDs, DVDs, Blu-rays', 'Disketten'],
            specs: [
              { label: 'Standard', value: 'T-4 / O-4' },
              { label: 'Menge', value: 'ab einem Behälter' },
            ],
          },
        ],
        note: 'Personenbezogene Daten fallen in der Regel in Schutzklasse 2 (hoher Schutzbedarf); dafür genügen H-4 und E-3. Für besonders sensible Daten wie Gesundheits- oder Personalakten (Schutzklasse 3) vernichten wir nach H-5 und E-4.',
      },
      {
        kind: 'steps',
        title: 'Ablauf mit lückenloser Nachweiskette',
        steps: [
          {
            title: 'Vertrag und Behälter',
            description:
              'Wir schließen den Vertrag zur Auftragsverarbeitung und liefern verschließbare, verplombte Sicherheitsbehälter.',
            duration: promise.estimateShort('de'),
          },
          {
            title: 'Abholung',
            description:
              'Unser Fahrer übernimmt die verplombten Behälter gegen Übergabeprotokoll mit Plombennummern und transportiert sie ohne Zwischenlager.',
            duration: `${p.min}–${p.max} Werktage`,
          },
          {
            title: 'Erfassung und Vernichtung',
            description:
              'Öffnen der Plomben, Scannen jeder Seriennummer, Vernichtung in der vereinbarten Sicherheitsstufe.',
            duration: `${v.min}–${v.max} h nach Eingang`,
          },
          {
            title: 'Vernichtungszertifikat',
            description:
              'Zertifikat mit Datum, Verfahren, Sicherheitsstufe und Seriennummernprotokoll als Anlage – für Ihre Dokumentation nach Art.\u00a05 Abs.\u00a02 DSGVO.',
          },
        ],
      },
      {
        kind: 'cards',
        title: 'Löschen statt vernichten – und Geld zurückbekommen',
        intro:
          'Funktionsfähige, jüngere Datenträger müssen nicht in den Schredder. Wenn Ihr Schutzkonzept es erlaubt, löschen wir sie mit Löschprotokoll und kaufen sie an.',
        columns: 3,
        cards: [
          {
            icon: 'listChecks',
            title: 'Löschung mit Protokoll',
            description:
              'Vollständiges Überschreiben bzw. Secure Erase nach NIST SP 800-88 mit Löschprotokoll je Seriennummer.',
          },
          {
            icon: 'euro',
            title: 'Ankauf gelöschter Datenträger',
            description:
              'Enterprise-SSDs und aktuelle HDDs haben einen Wiederverkaufswert, den wir Ihnen gutschreiben – Preis nach Prüfung.',
          },
          {
            icon: 'shredder',
            title: 'Vernichtung bei Fehlschlag',
            description:
              'Lässt sich ein Datenträger nicht vollständig löschen, wird er automatisch vernichtet und im Zertifikat so ausgewiesen.',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Was kostet die Vernichtung?',
            answer:
              'Der Preis richtet sich nach Stückzahl, Datenträgerart und Sicherheitsstufe. Sie erhalten vorab ein verbindliches Angebot – Preis nach Prüfung Ihrer Mengenangabe. Ankaufbare Datenträger verrechnen wir.',
          },
          {
            question: 'Reicht es nicht, die Festplatte zu formatieren?',
            answer:
              'Nein. Beim Formatieren bleiben die Daten weitgehend lesbar. Sicher sind nur eine vollständige, protokollierte Löschung oder die physische Vernichtung.',
          },
          {
            question: 'Können Sie auch bei uns vor Ort vernichten?',
            answer:
              'Auf Anfrage ja: Dann verlassen die Datenträger Ihr Haus nur als Partikel. Termin und Preis stimmen wir nach Menge ab.',
          },
        ],
      },
    ],
    cta: {
      title: 'Datenträger sicher loswerden',
      text: 'Nennen Sie uns Art und ungefähre Menge Ihrer Datenträger. Sie erhalten Angebot, Vertrag zur Auftragsverarbeitung und einen Abholtermin.',
      primary: { label: 'Vernichtung beauftragen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'it',
    serviceType: 'Data carrier destruction to DIN 66399',
    hero: {
      badge: 'Hard drive destruction',
      title: 'GDPR-compliant destruction of hard drives and data carriers',
      lead: 'We collect HDDs, SSDs, tapes and memory cards in locked containers, record every serial number and destroy them to DIN 66399. You receive a certificate of destruction you can show in audits and data-protection reviews.',
      primary: { label: 'Order destruction', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
      points: [
        'Security level H-4 / E-3 as standard',
        'Serial-number log for every data carrier',
        'Data processing agreement under Art.\u00a028 GDPR',
        `Pickup within ${p.min}–${p.max} working days`,
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'Data carriers and security levels',
        intro:
          'DIN 66399 defines how small a data carrier must be shredded. The level you need depends on how sensitive your data is – we advise you on it.',
        columns: 3,
        categories: [
          {
            icon: 'hardDrive',
            title: 'Magnetic hard drives',
            items: ['3.5" and 2.5" HDDs', 'Server and NAS drives', 'External hard drives'],
            specs: [
              { label: 'Standard', value: 'H-4' },
              { label: 'On request', value: 'H-5' },
            ],
            note: 'H-4: deformed and cut several times, particles of at most 2,000 mm².',
          },
          {
            icon: 'memory',
            title: 'SSDs and flash memory',
            items: ['SATA and NVMe SSDs', 'USB sticks', 'Memory cards', 'Smartphones (storage)'],
            specs: [
              { label: 'Standard', value: 'E-3' },
              { label: 'On request', value: 'E-4' },
            ],
            note: 'E-3: particles of at most 160 mm², so individual memory chips are destroyed.',
          },
          {
            icon: 'database',
            title: 'Tapes and optical media',
            items: ['LTO and DLT tapes', 'CDs, DVDs, Blu-rays', 'Floppy disks'],
            specs: [
              { label: 'Standard', value: 'T-4 / O-4' },
              { label: 'Quantity', value: 'from one container' },
            ],
          },
        ],
        note: 'Personal data usually falls into protection class 2 (high protection needs), for which H-4 and E-3 are sufficient. For especially sensitive data such as health or HR records (protection class 3) we destroy to H-5 and E-4.',
      },
      {
        kind: 'steps',
        title: 'A process with an unbroken chain of custody',
        steps: [
          {
            title: 'Agreement and containers',
            description: 'We sign the data processing agreement and deliver lockable, sealed security containers.',
            duration: promise.estimateShort('en'),
          },
          {
            title: 'Pickup',
            description:
              'Our driver takes the sealed containers against a handover record with the seal numbers and transports them without intermediate storage.',
            duration: `${p.min}–${p.max} working days`,
          },
          {
            title: 'Recording and destruction',
            description: 'Seals opened, every serial number scanned, destruction at the agreed security level.',
            duration: `${v.min}–${v.max} h after arrival`,
          },
          {
            title: 'Certificate of destruction',
            description:
              'A certificate stating date, method and security level, with the serial-number log attached – for your accountability under Art.\u00a05(2) GDPR.',
          },
        ],
      },
      {
        kind: 'cards',
        title: 'Erase instead of destroy – and get money back',
        intro:
          'Newer drives that still work do not have to be shredded. If your security policy allows it, we erase them with an erasure report and buy them from you.',
        columns: 3,
        cards: [
          {
            icon: 'listChecks',
            title: 'Erasure with a report',
            description:
              'Full overwrite or secure erase following NIST SP 800-88, with an erasure log per serial number.',
          },
          {
            icon: 'euro',
            title: 'Buy-back of erased drives',
            description:
              'Enterprise SSDs and recent HDDs have a resale value that we credit to you – price after inspection.',
          },
          {
            icon: 'shredder',
            title: 'Destruction if erasure fails',
            description:
              'If a drive cannot be erased completely, it is destroyed automatically and listed as such in the certificate.',
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'What does destruction cost?',
            answer:
              'The price depends on the number of items, the type of data carrier and the security level. You get a binding quote in advance – price after we have checked your quantities. We offset drives we can buy back.',
          },
          {
            question: 'Isn’t formatting the drive enough?',
            answer:
              'No. After formatting most of the data can still be read. Only a complete, logged erasure or physical destruction is safe.',
          },
          {
            question: 'Can you destroy drives at our site?',
            answer:
              'On request, yes: then the drives only leave your premises as particles. We agree the date and price based on quantity.',
          },
        ],
      },
    ],
    cta: {
      title: 'Get rid of data carriers safely',
      text: 'Tell us the type and rough number of data carriers. You receive a quote, the data processing agreement and a pickup date.',
      primary: { label: 'Order destruction', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
