import type { Localized } from '@/i18n/locales';
import { formatNumber, formatPercent } from '@/lib/format';
import { certificationBadges } from '../certifications';
import { claims } from '../claims';
import { company } from '../company';
import type { ContentPage } from '../types';

const { min: valuationMin, max: valuationMax } = claims.valuationHours;
const reply = company.openingHours.replyWithinHours;
/** Both 2030 goals (devices, climate neutrality) share the target year. */
const goalYear = claims.goals2030.climateNeutralYear;

export const companyProfilePage: Localized<ContentPage> = {
  de: {
    accent: 'brand',
    hero: {
      badge: 'Unternehmensprofil',
      title: `Ankauf und Recycling aus Köln\u00a0– seit ${claims.foundingYear}`,
      lead: 'Wir kaufen und recyceln Batterien, Elektronikschrott, IT-Hardware, Solartechnik und Mining-Hardware für Unternehmen, Behörden und Privatkunden – mit bundesweiter Abholung, zertifizierten Abläufen und vollständigen Nachweisen.',
      primary: { label: 'Anfrage stellen', href: '/kontakt' },
      secondary: { label: 'Unser Team', href: '/team' },
      points: [
        'Bundesweite Abholung, Batterien ADR-konform',
        `Bewertung in ${valuationMin}–${valuationMax} h nach Wareneingang`,
      ],
    },
    sections: [
      {
        kind: 'facts',
        title: 'Das Unternehmen in vier Zahlen',
        facts: [
          { value: String(claims.foundingYear), label: 'gegründet in Köln' },
          { value: String(claims.yearsOfExperience), label: 'Jahre Erfahrung in Ankauf und Recycling' },
          { value: `${formatNumber(claims.devicesRecycled, 'de')}+`, label: 'Geräte recycelt oder weiterverwendet' },
          { value: formatPercent(claims.recoveryRatePercent, 'de'), label: 'Rückgewinnungsquote der Wertstoffe' },
        ],
      },
      {
        kind: 'cards',
        title: 'Was wir ankaufen und recyceln',
        intro:
          'Vier Bereiche, ein Ablauf: Sie beschreiben Ihre Ware, wir nennen einen unverbindlichen Preisrahmen, holen ab, prüfen und zahlen per Überweisung.',
        columns: 4,
        cards: [
          {
            icon: 'battery',
            accent: 'energy',
            title: 'Batterien und Akkus',
            description:
              'Lithium-Ionen-Akkus aus E-Mobilität, Heimspeichern und Industrie – geprüft auf ein zweites Leben oder zur Rohstoffrückgewinnung.',
            features: ['E-Auto-, E-Bike- und E-Scooter-Akkus', 'Solar-Heimspeicher', 'USV- und Industriebatterien'],
          },
          {
            icon: 'server',
            accent: 'it',
            title: 'Elektronik und IT',
            description:
              'Server, Rechner, Platinen und Bauteile aus Büros und Rechenzentren, auf Wunsch mit protokollierter Datenvernichtung.',
            features: ['CPUs, RAM und Grafikkarten', 'Server und Netzwerktechnik', 'Festplatten und SSDs'],
          },
          {
            icon: 'solarPanel',
            accent: 'solar',
            title: 'Solartechnik und Speicher',
            description:
              'Module, Wechselrichter und Batteriespeicher aus Rückbau und Repowering – mit Demontage und Transport.',
            features: ['Solarmodule', 'Wechselrichter aller Marken', 'Batteriespeicher'],
          },
          {
            icon: 'shieldCheck',
            accent: 'medical',
            title: 'Sonderaufträge',
            description: 'Aufgaben, die besondere Sorgfalt oder rechtssichere Nachweise verlangen.',
            features: ['Medizintechnik mit Datenvernichtung', 'ASIC-Miner und GPU-Rigs', 'Vernichtung von Plagiaten'],
          },
        ],
      },
      {
        kind: 'timeline',
        title: 'Unser Weg',
        intro: 'In drei Schritten vom Kölner Ankaufsbetrieb zum Kreislaufpartner für ganz Deutschland.',
        entries: [
          {
            year: String(claims.foundingYear),
            title: 'Gründung in Köln',
            text: 'Wir beginnen mit dem Ankauf und Recycling von Batterien und Elektronikschrott aus Gewerbe, Handwerk und Verwaltung. Der Grundsatz gilt bis heute: Was noch funktioniert, wird weiterverwendet.',
          },
          {
            year: 'Ausbau',
            title: 'Vom Ankauf zum geschlossenen Kreislauf',
            text: 'Prüfplätze für Second-Life-Batterien, Datenträgervernichtung mit Seriennummernprotokoll, Gefahrgutlogistik nach ADR und ein dokumentiertes Qualitäts- und Umweltmanagement kommen hinzu. Solartechnik, Energiespeicher, Medizintechnik und Mining-Hardware erweitern das Angebot.',
          },
          {
            year: 'Heute',
            title: `${claims.yearsOfExperience} Jahre Erfahrung, über ${formatNumber(claims.devicesRecycled / 1_000_000, 'de')}\u00a0Millionen Geräte`,
            text: `Wir holen bundesweit ab, bewerten innerhalb von ${valuationMin}–${valuationMax} Stunden nach Wareneingang und zahlen per Überweisung binnen ${claims.paymentDays} Tagen. Unser nächstes Ziel: über ${formatNumber(claims.goals2030.devices / 1_000_000, 'de')}\u00a0Millionen Geräte bis ${goalYear}.`,
          },
        ],
      },
      {
        kind: 'badges',
        title: 'Normen, Register und Rechtsgrundlagen',
        intro: 'Danach arbeiten wir.',
        badges: [
          ...certificationBadges('de'),
          {
            label: 'ElektroG',
            description: 'Behandlung von Elektroaltgeräten nach dem Elektro- und Elektronikgerätegesetz.',
          },
          {
            label: 'BattDG',
            description: 'Rücknahme und Verwertung von Altbatterien nach dem Batterierecht-Durchführungsgesetz.',
          },
          { label: 'ADR', description: 'Verpackung, Kennzeichnung und Transport von Lithium-Batterien als Gefahrgut.' },
          {
            label: 'DSGVO',
            description: 'Datenlöschung und Datenträgervernichtung mit Protokoll für Ihre Unterlagen.',
          },
        ],
      },
    ],
    cta: {
      title: 'Sie haben Geräte, Akkus oder Module abzugeben?',
      text: `Schicken Sie uns eine Liste oder ein paar Fotos. Sie erhalten an Werktagen innerhalb von ${reply} Stunden eine unverbindliche Einschätzung und einen Vorschlag für die Abholung.`,
      primary: { label: 'Anfrage stellen', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'brand',
    hero: {
      badge: 'Company profile',
      title: `Buy-back and recycling from Cologne\u00a0– since ${claims.foundingYear}`,
      lead: 'We buy and recycle batteries, electronic scrap, IT hardware, solar equipment and mining hardware for businesses, public bodies and private owners – with pickup across Germany, certified processes and complete records.',
      primary: { label: 'Send an inquiry', href: '/kontakt' },
      secondary: { label: 'Our team', href: '/team' },
      points: [
        'Pickup across Germany, batteries ADR-compliant',
        `Valuation within ${valuationMin}–${valuationMax} h of arrival`,
      ],
    },
    sections: [
      {
        kind: 'facts',
        title: 'The company in four figures',
        facts: [
          { value: String(claims.foundingYear), label: 'founded in Cologne' },
          { value: String(claims.yearsOfExperience), label: 'years of experience in buy-back and recycling' },
          { value: `${formatNumber(claims.devicesRecycled, 'en')}+`, label: 'devices recycled or reused' },
          { value: formatPercent(claims.recoveryRatePercent, 'en'), label: 'recovery rate for materials' },
        ],
      },
      {
        kind: 'cards',
        title: 'What we buy and recycle',
        intro:
          'Four areas, one process: you describe your goods, we give you an indicative price range, collect, inspect and pay by bank transfer.',
        columns: 4,
        cards: [
          {
            icon: 'battery',
            accent: 'energy',
            title: 'Batteries',
            description:
              'Lithium-ion batteries from e-mobility, home storage and industry – tested for a second life or sent for raw-material recovery.',
            features: ['E-car, e-bike and e-scooter batteries', 'Solar home storage', 'UPS and industrial batteries'],
          },
          {
            icon: 'server',
            accent: 'it',
            title: 'Electronics and IT',
            description:
              'Servers, computers, circuit boards and components from offices and data centres, with logged data destruction on request.',
            features: ['CPUs, RAM and graphics cards', 'Servers and network hardware', 'Hard drives and SSDs'],
          },
          {
            icon: 'solarPanel',
            accent: 'solar',
            title: 'Solar and storage',
            description:
              'Modules, inverters and battery storage from dismantling and repowering projects – including removal and transport.',
            features: ['Solar modules', 'Inverters of all brands', 'Battery storage systems'],
          },
          {
            icon: 'shieldCheck',
            accent: 'medical',
            title: 'Special assignments',
            description: 'Jobs that call for particular care or legally sound documentation.',
            features: [
              'Medical equipment with data destruction',
              'ASIC miners and GPU rigs',
              'Destruction of counterfeit goods',
            ],
          },
        ],
      },
      {
        kind: 'timeline',
        title: 'How we got here',
        intro: 'Three steps from a Cologne buy-back business to a circular-economy partner for all of Germany.',
        entries: [
          {
            year: String(claims.foundingYear),
            title: 'Founded in Cologne',
            text: 'We start buying and recycling batteries and electronic scrap from businesses, trades and public offices. The principle still holds today: whatever still works is reused.',
          },
          {
            year: 'Growth',
            title: 'From buy-back to a closed loop',
            text: 'Test stations for second-life batteries, data carrier destruction with serial-number logs, ADR dangerous-goods logistics and documented quality and environmental management are added. Solar equipment, energy storage, medical technology and mining hardware broaden the range.',
          },
          {
            year: 'Today',
            title: `${claims.yearsOfExperience} years of experience, more than ${formatNumber(claims.devicesRecycled / 1_000_000, 'en')}\u00a0million devices`,
            text: `We collect anywhere in Germany, value goods within ${valuationMin}–${valuationMax} hours of arrival and pay by bank transfer within ${claims.paymentDays} days. Our next goal: more than ${formatNumber(claims.goals2030.devices / 1_000_000, 'en')}\u00a0million devices by ${goalYear}.`,
          },
        ],
      },
      {
        kind: 'badges',
        title: 'Standards, registrations and legal basis',
        intro: 'This is what we work to.',
        badges: [
          ...certificationBadges('en'),
          {
            label: 'ElektroG',
            description:
              'Treatment of waste electrical equipment under the German Electrical and Electronic Equipment Act.',
          },
          {
            label: 'BattDG',
            description: 'Take-back and recovery of waste batteries under the German Battery Law Implementation Act.',
          },
          { label: 'ADR', description: 'Packaging, labelling and transport of lithium batteries as dangerous goods.' },
          { label: 'GDPR', description: 'Data erasure and data carrier destruction with a log for your records.' },
        ],
      },
    ],
    cta: {
      title: 'Do you have devices, batteries or modules to hand over?',
      text: `Send us a list or a few photos. Within ${reply} hours on working days you receive an indicative assessment and a proposed pickup date.`,
      primary: { label: 'Send an inquiry', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
