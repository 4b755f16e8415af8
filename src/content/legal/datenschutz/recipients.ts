import type { DatenschutzSection } from './section';

/** Who receives data, and whether any of it leaves the EU/EEA (only with a language-model service). */

export const recipients: DatenschutzSection = {
  id: 'empfaenger',
  de: ({ chatModelHost }) => ({
    heading: 'Empfänger und Übermittlung in Drittländer',
    blocks: [
      {
        kind: 'list',
        items: [
          'Ihre Angaben lesen nur die Mitarbeiterinnen und Mitarbeiter unseres Unternehmens, die Ihre Anfrage bearbeiten.',
          'Technische Dienstleister, die für uns Server, Datenbank oder Mailserver betreiben, können dabei Zugriff auf Daten erhalten. Sie handeln als Auftragsverarbeiter ausschließlich nach unseren Weisungen (Art. 28 DSGVO).',
          ...(chatModelHost
            ? [
                `Nachrichten an den Assistenten erhält außerdem der Sprachmodell-Dienst (${chatModelHost}) als Auftragsverarbeiter.`,
              ]
            : []),
          'An Behörden geben wir Daten nur, wenn ein Gesetz uns dazu verpflichtet (Art. 6 Abs. 1 lit. c DSGVO).',
        ],
      },
      {
        kind: 'paragraph',
        text: chatModelHost
          ? 'Hat der Sprachmodell-Dienst seinen Sitz außerhalb der Europäischen Union und des Europäischen Wirtschaftsraums, übermitteln wir Chat-Nachrichten dorthin nur auf Grundlage eines Angemessenheitsbeschlusses der EU-Kommission oder von Standardvertragsklauseln (Art. 45, 46 DSGVO). Alle übrigen Daten übermitteln wir nicht in Drittländer.'
          : 'Wir übermitteln keine personenbezogenen Daten in Länder außerhalb der Europäischen Union und des Europäischen Wirtschaftsraums.',
      },
    ],
  }),
  en: ({ chatModelHost }) => ({
    heading: 'Recipients and transfers to third countries',
    blocks: [
      {
        kind: 'list',
        items: [
          'Your data is read only by the members of our staff who handle your inquiry.',
          'Technical service providers who run servers, the database or the mail server for us may have access to data in doing so. They act as processors, strictly on our instructions (Art. 28 GDPR).',
          ...(chatModelHost
            ? [
                `Messages to the assistant are also received by the language-model service (${chatModelHost}) as a processor.`,
              ]
            : []),
          'We pass data to authorities only where the law obliges us to (Art. 6(1)(c) GDPR).',
        ],
      },
      {
        kind: 'paragraph',
        text: chatModelHost
          ? 'If the language-model service is based outside the European Union and the European Economic Area, we transfer chat messages there only on the basis of an adequacy decision of the European Commission or standard contractual clauses (Art. 45, 46 GDPR). We do not transfer any other data to third countries.'
          : 'We do not transfer personal data to countries outside the European Union and the European Economic Area.',
      },
    ],
  }),
};
