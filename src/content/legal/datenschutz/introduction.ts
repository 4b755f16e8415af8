import { companyContactFacts, emailLink } from '../shared';
import type { DatenschutzSection } from './section';

/** Who is responsible for the data, and the essentials of this policy in four sentences. */

export const controller: DatenschutzSection = {
  id: 'verantwortlicher',
  de: () => ({
    heading: 'Verantwortlicher',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
      },
      companyContactFacts('de'),
      {
        kind: 'paragraph',
        text: [
          'Fragen zum Datenschutz und Anträge zu Ihren ',
          { text: 'Rechten', href: '#rechte' },
          ' richten Sie bitte an ',
          emailLink(),
          ' oder an die oben genannte Anschrift.',
        ],
      },
    ],
  }),
  en: () => ({
    heading: 'Controller',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The controller responsible for processing personal data on this website within the meaning of the General Data Protection Regulation (GDPR) is:',
      },
      companyContactFacts('en'),
      {
        kind: 'paragraph',
        text: [
          'Please send questions about data protection and requests concerning your ',
          { text: 'rights', href: '#rechte' },
          ' to ',
          emailLink(),
          ' or to the postal address above.',
        ],
      },
    ],
  }),
};

export const essentials: DatenschutzSection = {
  id: 'ueberblick',
  de: ({ chatModelHost }) => ({
    heading: 'Das Wichtigste in Kürze',
    blocks: [
      {
        kind: 'list',
        items: [
          'Sie können diese Website lesen, ohne dass wir Daten über Sie speichern: keine Cookies, kein Tracking, keine Analyse- oder Werbedienste, keine Schriften, Skripte oder Inhalte von fremden Servern.',
          'Daten über Sie speichern wir nur, wenn Sie uns über ein Formular schreiben oder dem Assistenten eine Frage stellen – und nur so lange, wie unten angegeben.',
          'Auf Ihrem Gerät wird nur Ihre Sprachwahl gespeichert, und nur, wenn Sie die Sprache selbst umschalten.',
          chatModelHost
            ? 'Wir verkaufen keine Daten. Nachrichten an den Assistenten gehen an den unten genannten Sprachmodell-Dienst; alle anderen Daten bleiben bei uns.'
            : 'Wir verkaufen keine Daten und übermitteln keine Daten in Länder außerhalb der Europäischen Union und des Europäischen Wirtschaftsraums.',
        ],
      },
    ],
  }),
  en: ({ chatModelHost }) => ({
    heading: 'The essentials',
    blocks: [
      {
        kind: 'list',
        items: [
          'You can read this website without us storing any data about you: no cookies, no tracking, no analytics or advertising services, no fonts, scripts or content from other servers.',
          'We only store data about you when you write to us through a form or ask the assistant a question – and only for as long as stated below.',
          'The only thing stored on your device is your language choice, and only when you switch the language yourself.',
          chatModelHost
            ? 'We do not sell data. Messages to the assistant go to the language-model service named below; all other data stays with us.'
            : 'We do not sell data and do not transfer data to countries outside the European Union and the European Economic Area.',
        ],
      },
    ],
  }),
};
