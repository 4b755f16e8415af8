import { emailLink } from '../shared';
import type { DatenschutzSection } from './section';

/** The data subject's rights and the supervisory authority to complain to. */

export const rights: DatenschutzSection = {
  id: 'rechte',
  de: () => ({
    heading: 'Ihre Rechte',
    blocks: [
      {
        kind: 'list',
        intro: 'Sie haben gegenüber uns das Recht auf',
        items: [
          'Auskunft über die zu Ihnen gespeicherten Daten (Art. 15 DSGVO),',
          'Berichtigung unrichtiger Daten (Art. 16 DSGVO),',
          'Löschung (Art. 17 DSGVO),',
          'Einschränkung der Verarbeitung (Art. 18 DSGVO),',
          'Datenübertragbarkeit (Art. 20 DSGVO) und',
          'Widerspruch gegen die Verarbeitung (Art. 21 DSGVO).',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          { strong: 'Widerspruchsrecht: ' },
          'Verarbeiten wir Daten auf Grundlage eines berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO), können Sie dem aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art. 21 Abs. 1 DSGVO). Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'Eine formlose Nachricht an ',
          emailLink(),
          ' genügt. Für ein Gespräch mit dem Assistenten nennen Sie uns bitte ungefähr Zeitpunkt und Inhalt: Die Gesprächskennung verrät nicht, wer Sie sind; ohne diese Angaben können wir ein Gespräch Ihnen nicht zuordnen.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), siehe ',
          { text: 'Aufsichtsbehörde', href: '#aufsichtsbehoerde' },
          '.',
        ],
      },
    ],
  }),
  en: () => ({
    heading: 'Your rights',
    blocks: [
      {
        kind: 'list',
        intro: 'You have the right to',
        items: [
          'access the data we hold about you (Art. 15 GDPR),',
          'have incorrect data rectified (Art. 16 GDPR),',
          'have data erased (Art. 17 GDPR),',
          'restrict processing (Art. 18 GDPR),',
          'data portability (Art. 20 GDPR) and',
          'object to processing (Art. 21 GDPR).',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          { strong: 'Right to object: ' },
          'where we process data on the basis of a legitimate interest (Art. 6(1)(f) GDPR), you may object at any time on grounds relating to your particular situation (Art. 21(1) GDPR). We will then stop processing the data unless we can demonstrate compelling legitimate grounds that override your interests, or the processing serves the establishment, exercise or defence of legal claims.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'An informal message to ',
          emailLink(),
          ' is enough. For a conversation with the assistant, please tell us roughly when it took place and what it was about: the conversation ID does not reveal who you are, so without these details we cannot match a conversation to you.',
        ],
      },
      {
        kind: 'paragraph',
        text: [
          'You can also lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), see ',
          { text: 'Supervisory authority', href: '#aufsichtsbehoerde' },
          '.',
        ],
      },
    ],
  }),
};

export const supervisoryAuthority: DatenschutzSection = {
  id: 'aufsichtsbehoerde',
  de: () => ({
    heading: 'Aufsichtsbehörde',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Sie können sich bei jeder Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes. Für uns zuständig ist:',
      },
      {
        kind: 'facts',
        items: [
          {
            term: 'Behörde',
            value: 'Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen (LDI NRW)',
          },
          { term: 'Anschrift', value: 'Kavalleriestraße 2–4, 40213 Düsseldorf' },
          { term: 'Website', value: [{ text: 'www.ldi.nrw.de', href: 'https://www.ldi.nrw.de' }] },
        ],
      },
    ],
  }),
  en: () => ({
    heading: 'Supervisory authority',
    blocks: [
      {
        kind: 'paragraph',
        text: 'You can complain to any data protection supervisory authority, in particular in the member state where you live, work or where the alleged infringement took place. The authority responsible for us is:',
      },
      {
        kind: 'facts',
        items: [
          {
            term: 'Authority',
            value:
              'Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen (LDI NRW), the North Rhine-Westphalia data protection commissioner',
          },
          { term: 'Address', value: 'Kavalleriestraße 2–4, 40213 Düsseldorf, Germany' },
          { term: 'Website', value: [{ text: 'www.ldi.nrw.de', href: 'https://www.ldi.nrw.de' }] },
        ],
      },
    ],
  }),
};
