import type { Localized } from '@/i18n/locales';
import { claims } from '../claims';
import { promise } from '../promises';
import type { ContentPage } from '../types';

const { valuationHours: v, paymentDays } = claims;

export const medizintechnikRecyclingPage: Localized<ContentPage> = {
  de: {
    accent: 'medical',
    serviceType: 'Recycling von Medizintechnik mit Datenvernichtung',
    hero: {
      badge: 'Medizintechnik-Recycling',
      title: 'Medizintechnik recyceln – Patientendaten sicher vernichtet',
      lead: 'Für Kliniken, Praxen, Labore und Hersteller: Wir übernehmen ausgemusterte Diagnostik-, Überwachungs- und mobile Medizintechnik, vernichten gespeicherte Gesundheitsdaten nachweisbar und führen verwertbare Geräte in den Zweitmarkt.',
      primary: { label: 'Fachberatung anfordern', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
      points: [
        'Datenvernichtung nach DIN 66399 mit Zertifikat',
        'Vertrag zur Auftragsverarbeitung nach Art.\u00a028 DSGVO',
        'Demontage von Großgeräten vor Ort',
        'Verwertbare Geräte werden vergütet',
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'Gerätekategorien',
        intro:
          'Wir nehmen Geräte einzeln oder als komplette Ausstattung ab. Für jede Kategorie klären wir vorab, was weiterverwendet werden darf und was recycelt wird.',
        columns: 3,
        categories: [
          {
            icon: 'scan',
            title: 'Diagnostik',
            description: 'Bildgebung und Labor – oft mit Bildarchiven und Patientenlisten auf internen Festplatten.',
            items: ['CT', 'MRT', 'Röntgen', 'Ultraschall', 'EKG', 'Laboranalysatoren'],
            note: 'MDR: Für eine Weiterverwendung prüfen wir CE-Kennzeichnung, Gebrauchsanweisung und Wartungsnachweise nach Verordnung (EU) 2017/745.',
          },
          {
            icon: 'activity',
            title: 'Überwachung und Intensivmedizin',
            description: 'Geräte mit umfangreicher Software und Ereignisprotokollen.',
            items: [
              'Patientenmonitore',
              'Beatmungsgeräte',
              'Infusions- und Spritzenpumpen',
              'Defibrillatoren',
              'Zentralstationen',
            ],
            note: 'IEC 62304: Softwarestand und Seriennummer halten wir vor dem Löschen fest, damit Käufer die Software-Historie nachvollziehen können.',
          },
          {
            icon: 'stethoscope',
            title: 'Mobile Medizintechnik',
            description: 'Tragbare und handgeführte Geräte, häufig mit Akkus und Funkmodulen.',
            items: [
              'Tragbare Ultraschallgeräte',
              'Mobile EKG',
              'Pulsoximeter',
              'Blutzuckermessgeräte',
              'Telemedizin-Tablets',
            ],
            note: 'FDA: Bei Geräten mit FDA-Zulassung bewahren wir die Zulassungsunterlagen auf – sie sind für den Weiterverkauf außerhalb der EU wichtig.',
          },
        ],
        note: 'Nicht annehmen können wir Geräte mit radioaktiven Quellen und infektiöse Abfälle. Alle Geräte müssen gereinigt und desinfiziert sein; Sie bestätigen das mit einer Dekontaminationserklärung, deren Vorlage wir Ihnen senden.',
      },
      {
        kind: 'cards',
        title: 'Datenschutzkonforme Vernichtung',
        intro:
          'Gesundheitsdaten gehören zu den besonderen Kategorien personenbezogener Daten nach Art.\u00a09 DSGVO. Entsprechend gehen wir mit jedem Datenträger um.',
        columns: 3,
        cards: [
          {
            icon: 'fileText',
            title: 'Vertrag vor dem ersten Gerät',
            description:
              'Wir schließen mit Ihnen einen Vertrag zur Auftragsverarbeitung nach Art.\u00a028 DSGVO und stimmen Schutzklasse und Sicherheitsstufe ab.',
          },
          {
            icon: 'lock',
            title: 'Lückenlose Kette',
            description:
              'Datenträger werden bei Ihnen ausgebaut oder das Gerät in verplombten Behältern transportiert; jede Übergabe wird protokolliert.',
          },
          {
            icon: 'shredder',
            title: 'Vernichtung nach DIN 66399',
            description:
              'Festplatten mindestens Sicherheitsstufe H-4, SSDs und Flash-Speicher E-3 – höhere Stufen auf Wunsch. Funktionsfähige Datenträger können alternativ zertifiziert gelöscht werden.',
          },
        ],
        note: 'Sie erhalten ein Vernichtungszertifikat mit Seriennummernprotokoll je Datenträger und einen Entsorgungsnachweis für die übrigen Geräteteile.',
      },
      {
        kind: 'steps',
        title: 'Ablauf',
        steps: [
          {
            title: 'Fachberatung',
            description:
              'Sie senden eine Geräteliste mit Hersteller, Modell, Baujahr und Standort. Wir klären Datenträger, Demontageaufwand und Weiterverwendung.',
            duration: promise.estimateShort('de'),
          },
          {
            title: 'Demontage und Abholung',
            description:
              'Kleingeräte holen wir in Behältern ab. CT, MRT und Röntgenanlagen demontiert unser Team nach einer Begehung vor Ort.',
            duration: 'Termin nach Absprache',
          },
          {
            title: 'Prüfung und Datenvernichtung',
            description:
              'Bewertung für den Zweitmarkt, Ausbau und Vernichtung oder Löschung der Datenträger, Zerlegung nicht verwertbarer Geräte.',
            duration: `${v.min}–${v.max} h nach Eingang`,
          },
          {
            title: 'Zertifikat und Vergütung',
            description:
              'Vernichtungszertifikat, Entsorgungsnachweis und – für weiterverkaufte Geräte – Vergütung per Überweisung.',
            duration: `binnen ${paymentDays} Tagen`,
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Was kostet das Recycling, was bringen die Geräte?',
            answer:
              'Jüngere, gewartete Geräte haben oft einen Wiederverkaufswert, den wir Ihnen vergüten. Für ältere Geräte und aufwendige Demontagen erhalten Sie ein Festpreisangebot. In beiden Fällen gilt: Preis nach Prüfung Ihrer Geräteliste.',
          },
          {
            question: 'Dürfen gebrauchte Medizinprodukte überhaupt weiterverkauft werden?',
            answer:
              'Ja, wenn sie die Anforderungen der MDR weiterhin erfüllen und Dokumentation sowie Wartungsnachweise vorliegen. Fehlt das, wird das Gerät recycelt.',
          },
          {
            question: 'Wer baut die Festplatten aus?',
            answer:
              'Auf Wunsch unser Techniker bei Ihnen vor Ort – dann verlassen die Daten Ihr Haus nur in verplombten Behältern oder bereits vernichtet.',
          },
        ],
      },
    ],
    cta: {
      title: 'Medizintechnik ausmustern, ohne Datenrisiko',
      text: `Schicken Sie uns Ihre Geräteliste. Unsere Fachberatung klärt Datenträger, Demontage und Restwert und meldet sich an Werktagen innerhalb von ${claims.priceEstimateHours} Stunden.`,
      primary: { label: 'Fachberatung anfordern', href: '/kontakt' },
      secondary: { label: 'Anrufen', href: 'phone' },
    },
  },
  en: {
    accent: 'medical',
    serviceType: 'Medical technology recycling with data destruction',
    hero: {
      badge: 'Medical technology recycling',
      title: 'Medical technology recycling – patient data destroyed securely',
      lead: 'For hospitals, practices, laboratories and manufacturers: we take decommissioned diagnostic, monitoring and mobile medical equipment, destroy stored health data verifiably and send usable devices to the second-hand market.',
      primary: { label: 'Request expert advice', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
      points: [
        'Data destruction to DIN 66399 with certificate',
        'Data processing agreement under Art.\u00a028 GDPR',
        'On-site dismantling of large equipment',
        'Usable devices are paid for',
      ],
    },
    sections: [
      {
        kind: 'categories',
        title: 'Device categories',
        intro:
          'We take single devices or complete equipment. For each category we clarify in advance what may be reused and what is recycled.',
        columns: 3,
        categories: [
          {
            icon: 'scan',
            title: 'Diagnostics',
            description:
              'Imaging and laboratory equipment – often with image archives and patient lists on internal drives.',
            items: ['CT', 'MRI', 'X-ray', 'Ultrasound', 'ECG', 'Lab analysers'],
            note: 'MDR: for reuse we check CE marking, instructions for use and service records under Regulation (EU) 2017/745.',
          },
          {
            icon: 'activity',
            title: 'Monitoring and intensive care',
            description: 'Devices with extensive software and event logs.',
            items: [
              'Patient monitors',
              'Ventilators',
              'Infusion and syringe pumps',
              'Defibrillators',
              'Central stations',
            ],
            note: 'IEC 62304: we record software version and serial number before erasure so buyers can trace the software history.',
          },
          {
            icon: 'stethoscope',
            title: 'Mobile medical technology',
            description: 'Portable and hand-held devices, often with batteries and radio modules.',
            items: [
              'Portable ultrasound',
              'Mobile ECG',
              'Pulse oximeters',
              'Blood glucose meters',
              'Telemedicine tablets',
            ],
            note: 'FDA: for FDA-cleared devices we keep the clearance documents – they matter for resale outside the EU.',
          },
        ],
        note: 'We cannot accept devices containing radioactive sources or infectious waste. All devices must be cleaned and disinfected; you confirm this with a decontamination declaration, for which we send you a template.',
      },
      {
        kind: 'cards',
        title: 'Data-protection-compliant destruction',
        intro:
          'Health data is a special category of personal data under Art.\u00a09 GDPR. That is how we treat every data carrier.',
        columns: 3,
        cards: [
          {
            icon: 'fileText',
            title: 'A contract before the first device',
            description:
              'We sign a data processing agreement with you under Art.\u00a028 GDPR and agree the protection class and security level.',
          },
          {
            icon: 'lock',
            title: 'An unbroken chain of custody',
            description:
              'Data carriers are removed at your site, or the device travels in sealed containers; every handover is logged.',
          },
          {
            icon: 'shredder',
            title: 'Destruction to DIN 66399',
            description:
              'Hard drives at least to security level H-4, SSDs and flash memory to E-3 – higher levels on request. Working data carriers can be erased with certification instead.',
          },
        ],
        note: 'You receive a certificate of destruction with a serial-number log per data carrier, and a disposal certificate for the remaining parts.',
      },
      {
        kind: 'steps',
        title: 'How it works',
        steps: [
          {
            title: 'Expert advice',
            description:
              'Send us a list with manufacturer, model, year and location. We clarify data carriers, dismantling effort and reuse.',
            duration: promise.estimateShort('en'),
          },
          {
            title: 'Dismantling and pickup',
            description:
              'Small devices are collected in containers. Our team dismantles CT, MRI and X-ray systems on site after a survey.',
            duration: 'date by arrangement',
          },
          {
            title: 'Inspection and data destruction',
            description:
              'Assessment for the second-hand market, removal and destruction or erasure of data carriers, dismantling of devices that cannot be reused.',
            duration: `${v.min}–${v.max} h after arrival`,
          },
          {
            title: 'Certificate and payment',
            description:
              'Certificate of destruction, disposal certificate and – for devices that are resold – payment by bank transfer.',
            duration: `within ${paymentDays} days`,
          },
        ],
      },
      {
        kind: 'faq',
        title: 'Frequently asked questions',
        items: [
          {
            question: 'What does recycling cost, and what are the devices worth?',
            answer:
              'Newer, well-maintained devices often have a resale value that we pay you. For older devices and complex dismantling you receive a fixed-price quote. Either way: price after we have checked your device list.',
          },
          {
            question: 'May used medical devices be resold at all?',
            answer:
              'Yes, if they still meet the requirements of the MDR and the documentation and service records are available. If not, the device is recycled.',
          },
          {
            question: 'Who removes the hard drives?',
            answer:
              'Our technician at your site if you wish – then the data only leaves your premises in sealed containers or already destroyed.',
          },
        ],
      },
    ],
    cta: {
      title: 'Decommission medical equipment without data risk',
      text: `Send us your device list. Our specialists clarify data carriers, dismantling and residual value and reply within ${claims.priceEstimateHours} hours on working days.`,
      primary: { label: 'Request expert advice', href: '/kontakt' },
      secondary: { label: 'Call us', href: 'phone' },
    },
  },
};
