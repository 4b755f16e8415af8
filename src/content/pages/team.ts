import type { Locale, Localized } from '@/i18n/locales';
import { claims } from '../claims';
import { company } from '../company';
import type { ContentPage, PageSection } from '../types';

/**
 * The team. Apart from the managing director (from the company facts), every name here is a clearly
 * fictitious sample name ("Muster…", "Beispiel…", "Platzhalter" …) and belongs to no real person;
 * a deployment replaces them with its real staff. No Person JSON-LD is emitted for them.
 */
type Member = { name: string; role: Localized; quote: Localized };
type Department = { id: string; title: Localized; intro: Localized; members: Member[] };

const reply = company.openingHours.replyWithinHours;

const teamDepartments: Department[] = [
  {
    id: 'geschaeftsfuehrung',
    title: { de: 'Geschäftsführung und Verwaltung', en: 'Management and administration' },
    intro: {
      de: 'Hier laufen Angebote, Gutschriften und Nachweise zusammen – und hier landen Ihre Fragen zu Verträgen und Zahlungen.',
      en: 'This is where quotes, credit notes and records come together – and where your questions about contracts and payments end up.',
    },
    members: [
      {
        name: company.managingDirector,
        role: { de: 'Geschäftsführung', en: 'Managing Director' },
        quote: {
          de: 'Wir nennen Ihnen vor der Abholung einen Preisrahmen und erklären nach der Prüfung jede Abweichung. So entsteht Vertrauen – auch für den zweiten Auftrag.',
          en: 'We give you a price range before pickup and explain any difference after inspection. That is how trust is built – and why customers come back.',
        },
      },
      {
        name: 'Erika Mustermann',
        role: { de: 'Kaufmännische Leitung', en: 'Head of Finance and Administration' },
        quote: {
          de: `Zahlung per Überweisung binnen ${claims.paymentDays} Tagen ist bei uns keine Floskel. Ich sehe jeden Tag nach, dass wir sie einhalten.`,
          en: `Payment by bank transfer within ${claims.paymentDays} days is not just a phrase here. I check every day that we keep to it.`,
        },
      },
      {
        name: 'Sabine Musterbach',
        role: { de: 'Buchhaltung', en: 'Accounting' },
        quote: {
          de: 'Gutschrift, Wiegeschein und Entsorgungsnachweis gehören zusammen. Bei mir finden Sie alle drei unter einer Auftragsnummer.',
          en: 'Credit note, weighbridge ticket and disposal certificate belong together. I file all three under one order number for you.',
        },
      },
    ],
  },
  {
    id: 'ankauf',
    title: { de: 'Ankauf, Vertrieb und Kundenservice', en: 'Buying, sales and customer service' },
    intro: {
      de: 'Ihre ersten Ansprechpartner: Sie bewerten Ihre Ware, erstellen Angebote und vereinbaren Abholtermine.',
      en: 'Your first point of contact: they value your goods, prepare quotes and arrange collection dates.',
    },
    members: [
      {
        name: 'Lena Beispiel',
        role: { de: 'Leitung Ankauf und Bewertung', en: 'Head of Purchasing and Valuation' },
        quote: {
          de: 'Ein guter Preis braucht gute Angaben. Mit Typenschild, Seriennummer und ein paar Fotos kann ich Ihnen schnell einen belastbaren Rahmen nennen.',
          en: 'A good price needs good information. With the rating plate, the serial number and a few photos I can quickly give you a reliable range.',
        },
      },
      {
        name: 'Mehmet Musterkamp',
        role: { de: 'Ankauf IT-Hardware und Server', en: 'IT Hardware and Server Purchasing' },
        quote: {
          de: 'Bei Servern zählt jedes Detail: CPU-Generation, RAM-Bestückung, Netzteile. Ich prüfe die Konfiguration, bevor ich einen Preis nenne.',
          en: 'With servers every detail counts: CPU generation, memory configuration, power supplies. I check the configuration before I name a price.',
        },
      },
      {
        name: 'Julia Exempel',
        role: {
          de: 'Bewertung Solartechnik und Energiespeicher',
          en: 'Valuation of Solar Equipment and Energy Storage',
        },
        quote: {
          de: 'Wechselrichter und Speicher aus einem Rückbau sind oft noch jahrelang nutzbar. Ich schaue mir Betriebsstunden, Fehlerspeicher und Zustand an.',
          en: 'Inverters and storage systems from a dismantled plant often have years of use left in them. I look at operating hours, fault logs and condition.',
        },
      },
      {
        name: 'Niklas Musterhaus',
        role: { de: 'Vertrieb Gewerbekunden', en: 'Business Customer Sales' },
        quote: {
          de: 'Für Betriebe, bei denen laufend Elektroschrott anfällt, vereinbaren wir feste Abholtermine und Sammelbehälter. Dann muss sich niemand mehr darum kümmern.',
          en: 'For businesses that produce e-waste all year round we agree fixed collection dates and containers. After that, nobody has to think about it.',
        },
      },
      {
        name: 'Elif Mustergut',
        role: { de: 'Kundenservice', en: 'Customer Service' },
        quote: {
          de: `Ob ein einzelner E-Bike-Akku oder eine Palette Laptops: Ich beantworte Ihre Anfrage an Werktagen innerhalb von ${reply} Stunden.`,
          en: `Whether it is a single e-bike battery or a pallet of laptops, I reply to your inquiry within ${reply} hours on working days.`,
        },
      },
    ],
  },
  {
    id: 'logistik',
    title: { de: 'Logistik und Gefahrgut', en: 'Logistics and dangerous goods' },
    intro: {
      de: 'Lithium-Batterien sind Gefahrgut nach ADR. Unser Logistikteam sorgt dafür, dass Verpackung, Kennzeichnung und Transport stimmen.',
      en: 'Lithium batteries are dangerous goods under the ADR. Our logistics team makes sure packaging, labelling and transport are right.',
    },
    members: [
      {
        name: 'Tobias Platzhalter',
        role: {
          de: 'Leitung Logistik, Gefahrgutbeauftragter (ADR)',
          en: 'Head of Logistics, Dangerous Goods Safety Adviser (ADR)',
        },
        quote: {
          de: 'Verpackung, Kennzeichnung und Begleitpapiere müssen stimmen, bevor ein Akku auf unser Fahrzeug kommt. Dafür unterschreibe ich.',
          en: 'Packaging, labelling and transport documents have to be right before a battery goes onto our vehicle. I put my name to that.',
        },
      },
      {
        name: 'Dimitri Musterberg',
        role: { de: 'Berufskraftfahrer mit ADR-Schulung', en: 'HGV Driver with ADR Training' },
        quote: {
          de: 'Ich hole bei Ihnen ab, von der Arztpraxis bis zum Rechenzentrum. Beschädigte Akkus kommen bei mir in den passenden Sicherheitsbehälter.',
          en: 'I collect from you, from a medical practice to a data centre. Damaged batteries go into the right safety container.',
        },
      },
      {
        name: 'Katarzyna Vorlage',
        role: { de: 'Disposition und Tourenplanung', en: 'Dispatch and Route Planning' },
        quote: {
          de: 'Ich bündle Abholungen in einer Region zu einer Tour. Das spart Leerfahrten und bringt Ihren Termin schneller.',
          en: 'I combine pickups in one region into a single route. That saves empty runs and gets you an earlier slot.',
        },
      },
      {
        name: 'Ole Musterhof',
        role: { de: 'Lager und Wareneingang', en: 'Warehouse and Goods Receipt' },
        quote: {
          de: 'Jede Lieferung wird bei mir gewogen, gezählt und fotografiert, bevor sie in die Prüfung geht. So lässt sich später jede Position nachvollziehen.',
          en: 'Every delivery is weighed, counted and photographed before it goes into inspection, so every item can be traced later on.',
        },
      },
    ],
  },
  {
    id: 'technik',
    title: { de: 'Prüfung, Datenvernichtung und Demontage', en: 'Testing, data destruction and dismantling' },
    intro: {
      de: 'Hier entscheidet sich, was weiterverwendet und was recycelt wird – und hier werden Ihre Daten gelöscht oder vernichtet.',
      en: 'This is where we decide what is reused and what is recycled – and where your data is erased or destroyed.',
    },
    members: [
      {
        name: 'Jonas Mustermeier',
        role: { de: 'Leitung Datenvernichtung', en: 'Head of Data Destruction' },
        quote: {
          de: 'Ein Datenträger verlässt unseren gesicherten Bereich nur gelöscht oder vernichtet. Das Protokoll mit Seriennummern bekommen Sie schriftlich.',
          en: 'A data carrier leaves our secured area only once it has been erased or destroyed. You receive the log with serial numbers in writing.',
        },
      },
      {
        name: 'Ayşe Beispielhof',
        role: { de: 'Datenlöschung und Protokollierung', en: 'Data Erasure and Logging' },
        quote: {
          de: 'Festplatten, die weiterverwendet werden können, lösche ich softwaregestützt Sektor für Sektor. Schlägt eine Löschung fehl, wird die Platte vernichtet, nicht verkauft.',
          en: 'Drives that can be reused I erase sector by sector with dedicated software. If an erasure fails, the drive is destroyed, never sold.',
        },
      },
      {
        name: 'Felix Musterstein',
        role: { de: 'Batterieprüfung und Second-Life-Tests', en: 'Battery Testing and Second-Life Assessment' },
        quote: {
          de: 'Ich messe Kapazität, Innenwiderstand und Zellspannungen. Erst danach entscheiden wir, ob ein Modul in einen Speicher kommt oder ins Recycling.',
          en: 'I measure capacity, internal resistance and cell voltages. Only then do we decide whether a module goes into a storage system or into recycling.',
        },
      },
      {
        name: 'Sophie Musterhagen',
        role: { de: 'Elektrofachkraft für Hochvolt-Systeme', en: 'Qualified Electrician for High-Voltage Systems' },
        quote: {
          de: 'Traktionsbatterien aus E-Autos öffne ich nur spannungsfrei geschaltet und in Schutzausrüstung. Bei 800 Volt gibt es keine Abkürzungen.',
          en: 'I only open traction batteries from electric cars once they are de-energised and I am in protective gear. At 800 volts there are no shortcuts.',
        },
      },
      {
        name: 'Stefan Musterwerk',
        role: { de: 'Leitung Demontage und Sortierung', en: 'Head of Dismantling and Sorting' },
        quote: {
          de: 'Akkus, Kondensatoren und Leiterplatten bauen wir von Hand aus, bevor etwas in den Schredder geht. Sortenreine Fraktionen lassen sich besser verwerten.',
          en: 'We remove batteries, capacitors and circuit boards by hand before anything goes into the shredder. Cleanly separated fractions are easier to recover.',
        },
      },
    ],
  },
  {
    id: 'qualitaet',
    title: { de: 'Qualität, Sicherheit und Ausbildung', en: 'Quality, safety and training' },
    intro: {
      de: 'Sie halten unser Qualitäts- und Umweltmanagement aktuell, achten auf Arbeits- und Brandschutz und bilden den Nachwuchs aus.',
      en: 'They keep our quality and environmental management up to date, look after occupational safety and fire protection, and train the next generation.',
    },
    members: [
      {
        name: 'Paula Entwurf',
        role: {
          de: 'Qualitäts- und Umweltmanagement',
          en: 'Quality and Environmental Management',
        },
        quote: {
          de: 'Ich sorge dafür, dass unsere Abläufe so dokumentiert sind, wie wir sie tatsächlich leben – und dass Sie jeden Nachweis bekommen, den Ihr Auditor sehen will.',
          en: 'I make sure our processes are documented the way we actually work – and that you get every record your auditor wants to see.',
        },
      },
      {
        name: 'Hanna Modell',
        role: { de: 'Fachkraft für Arbeitssicherheit und Brandschutz', en: 'Occupational Safety and Fire Protection' },
        quote: {
          de: 'Lithium-Akkus lagern bei uns getrennt und mit Abstand. Brandschutz ist im Batterierecycling Tagesgeschäft, keine Übung für den Ernstfall.',
          en: 'Lithium batteries are stored separately and with space between them. In battery recycling, fire protection is everyday work, not an annual drill.',
        },
      },
      {
        name: 'Marco Vorbild',
        role: {
          de: 'Ausbilder Fachkraft für Kreislauf- und Abfallwirtschaft',
          en: 'Apprenticeship Trainer, Circular and Waste Management',
        },
        quote: {
          de: 'Unsere Auszubildenden lernen jeden Schritt: von der Annahme über die Schadstoffentfrachtung bis zum Entsorgungsnachweis.',
          en: 'Our apprentices learn every step: from goods receipt and removing hazardous parts to issuing the disposal certificate.',
        },
      },
      {
        name: 'Lina Beispielmann',
        role: {
          de: 'Auszubildende Fachkraft für Kreislauf- und Abfallwirtschaft',
          en: 'Apprentice, Circular and Waste Management',
        },
        quote: {
          de: 'Am meisten überrascht hat mich, wie viel in einem alten Gerät steckt. Aus einer einzigen Platine werden Kupfer, Gold und Palladium zurückgewonnen.',
          en: 'What surprised me most is how much is inside an old device. Copper, gold and palladium are recovered from a single circuit board.',
        },
      },
    ],
  },
];

const teamSize = teamDepartments.reduce((sum, department) => sum + department.members.length, 0);

function peopleSections(locale: Locale): PageSection[] {
  return teamDepartments.map((department) => ({
    kind: 'people',
    id: department.id,
    title: department.title[locale],
    intro: department.intro[locale],
    people: department.members.map((member) => ({
      name: member.name,
      role: member.role[locale],
      quote: member.quote[locale],
    })),
  }));
}

const copy: Localized<Omit<ContentPage, 'sections'>> = {
  de: {
    accent: 'brand',
    hero: {
      badge: 'Unser Team',
      title: `${teamSize} Fachleute für Ankauf, Logistik und Recycling`,
      lead: 'Vom ersten Anruf bis zum Entsorgungsnachweis arbeiten bei uns Bewertung, Gefahrgutlogistik, Datenvernichtung, Batterieprüfung und Qualitätsmanagement Hand in Hand. Hier stellen sich die Menschen vor, mit denen Sie es zu tun haben.',
      primary: { label: 'Anfrage stellen', href: '/kontakt' },
      secondary: { label: 'Unternehmensprofil', href: '/unternehmensprofil' },
      points: ['Gefahrgutbeauftragter (ADR) im eigenen Haus', 'Ausbildungsbetrieb für Kreislauf- und Abfallwirtschaft'],
    },
    cta: {
      title: 'Sprechen Sie direkt mit den richtigen Leuten',
      text: `Beschreiben Sie kurz, was Sie verkaufen oder entsorgen möchten. Wir geben Ihre Anfrage an die zuständige Kollegin oder den zuständigen Kollegen weiter und melden uns an Werktagen innerhalb von ${reply} Stunden.`,
      primary: { label: 'Anfrage stellen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'brand',
    hero: {
      badge: 'Our team',
      title: `${teamSize} specialists in buying, logistics and recycling`,
      lead: 'From your first call to the disposal certificate, our valuation, dangerous-goods logistics, data destruction, battery testing and quality management people work hand in hand. Meet the people you will be dealing with.',
      primary: { label: 'Send an inquiry', href: '/kontakt' },
      secondary: { label: 'Company profile', href: '/unternehmensprofil' },
      points: ['In-house dangerous goods safety adviser (ADR)', 'Training company for circular and waste management'],
    },
    cta: {
      title: 'Talk directly to the right people',
      text: `Tell us briefly what you want to sell or dispose of. We pass your inquiry to the colleague responsible and reply within ${reply} hours on working days.`,
      primary: { label: 'Send an inquiry', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};

export const teamPage: Localized<ContentPage> = {
  de: { ...copy.de, sections: peopleSections('de') },
  en: { ...copy.en, sections: peopleSections('en') },
};
