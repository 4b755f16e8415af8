import type { DatenschutzSection } from './section';

/** No obligation to provide data, no automated decisions, and how this policy changes. */

export const obligationAndAutomation: DatenschutzSection = {
  id: 'pflicht-und-automatisierung',
  de: () => ({
    heading: 'Pflicht zur Bereitstellung, keine automatisierten Entscheidungen',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Sie sind weder gesetzlich noch vertraglich verpflichtet, uns Daten zu geben. Ohne die Pflichtfelder des Formulars können wir Ihre Anfrage allerdings nicht bearbeiten.',
      },
      {
        kind: 'paragraph',
        text: 'Eine automatisierte Entscheidung im Einzelfall einschließlich Profiling (Art. 22 DSGVO) findet nicht statt. Die automatische Spamerkennung entscheidet nur, ob eine Benachrichtigung versandt wird; auch als Spam gekennzeichnete Einsendungen bleiben gespeichert, bis sie gelöscht werden, und können von uns gesichtet werden.',
      },
    ],
  }),
  en: () => ({
    heading: 'No obligation to provide data, no automated decisions',
    blocks: [
      {
        kind: 'paragraph',
        text: 'You are under no statutory or contractual obligation to give us any data. Without the required fields of the form, however, we cannot process your inquiry.',
      },
      {
        kind: 'paragraph',
        text: 'There is no automated individual decision-making, including profiling (Art. 22 GDPR). The automatic spam check only decides whether a notification is sent; submissions flagged as spam are stored until they are deleted and can be reviewed by us.',
      },
    ],
  }),
};

export const changes: DatenschutzSection = {
  id: 'aenderungen',
  de: () => ({
    heading: 'Änderungen dieser Erklärung',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Ändert sich, was die Website verarbeitet, passen wir diese Erklärung an. Es gilt die jeweils hier veröffentlichte Fassung; das Datum oben nennt ihren Stand.',
      },
    ],
  }),
  en: () => ({
    heading: 'Changes to this policy',
    blocks: [
      {
        kind: 'paragraph',
        text: 'If what the website processes changes, we update this policy. The version published here applies; the date at the top shows when it was last updated.',
      },
    ],
  }),
};
