import { retention } from '../../retention';
import { days } from '../shared';
import type { DatenschutzSection } from './section';
import { storedDataBlocks } from './stored-data-blocks';

/**
 * The assistant: where its answers come from (our server, or the configured language-model service) and
 * what a conversation stores.
 */

export const assistant: DatenschutzSection = {
  id: 'assistent',
  de: ({ chatModelHost }) => ({
    heading: 'Recycling-Assistent (Chat)',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Der Assistent unten rechts beantwortet Fragen zu unseren Leistungen, Preisen und Abläufen. Er ist ein KI-System und weist Sie beim ersten Öffnen darauf hin. Seine Antworten stützen sich auf die Inhalte dieser Website und sind unverbindlich.',
      },
      {
        kind: 'paragraph',
        text: chatModelHost
          ? `Um die Antworten zu formulieren, übermitteln wir Ihre Frage zusammen mit passenden Inhalten dieser Website an einen Sprachmodell-Dienst (${chatModelHost}), der sie in unserem Auftrag und nach unseren Weisungen verarbeitet (Art. 28 DSGVO).`
          : 'Die Antworten erzeugt unser eigener Server aus den Inhalten dieser Website; Ihre Nachrichten werden dafür an keinen externen KI-Dienst übermittelt.',
      },
      {
        kind: 'paragraph',
        text: 'Schreiben Sie dem Assistenten, erzeugt Ihr Browser eine Gesprächskennung aus Uhrzeit und Zufallszahl, hält sie nur, solange die Seite geöffnet ist, und sendet sie mit jeder Nachricht. Wir speichern das Gespräch in unserer Datenbank:',
      },
      ...storedDataBlocks(['chat_sessions', 'chat_messages'], 'de', 'Gespeicherte Angaben zu einem Gespräch'),
      {
        kind: 'paragraph',
        text: [
          { strong: 'Zweck: ' },
          'den Zusammenhang eines Gesprächs halten, Ihre Fragen beantworten, Missbrauch erkennen und die Antworten anhand tatsächlich gestellter Fragen verbessern. Die Gesprächskennung verknüpfen wir weder mit Ihrem Namen noch mit Ihrer IP-Adresse. Bitte geben Sie im Chat nur an, was Sie uns mitteilen möchten; für eine konkrete Anfrage nutzen Sie bitte das Kontaktformular.',
        ],
      },
      {
        kind: 'paragraph',
        text: `Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO (Beantwortung Ihrer Fragen und Verbesserung unseres Angebots), soweit Sie sich über einen konkreten Auftrag informieren, Art. 6 Abs. 1 lit. b DSGVO. Wir löschen ein Gespräch ${days(retention.chatDays, 'de')} nach seiner letzten Nachricht.`,
      },
    ],
  }),
  en: ({ chatModelHost }) => ({
    heading: 'Recycling assistant (chat)',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The assistant at the bottom right answers questions about our services, prices and procedures. It is an AI system and tells you so when you first open it. Its answers are based on the content of this website and are not binding.',
      },
      {
        kind: 'paragraph',
        text: chatModelHost
          ? `To phrase its answers, we send your question together with matching content of this website to a language-model service (${chatModelHost}), which processes it on our behalf and on our instructions (Art. 28 GDPR).`
          : 'The answers are produced by our own server from the content of this website; your messages are not sent to any external AI service.',
      },
      {
        kind: 'paragraph',
        text: 'When you write to the assistant, your browser creates a conversation ID from the time and a random number, keeps it only while the page is open and sends it with every message. We store the conversation in our database:',
      },
      ...storedDataBlocks(['chat_sessions', 'chat_messages'], 'en', 'Data stored with a conversation'),
      {
        kind: 'paragraph',
        text: [
          { strong: 'Purpose: ' },
          'keeping the context of a conversation, answering your questions, detecting abuse and improving the answers based on questions people actually ask. We do not link the conversation ID to your name or your IP address. Please only share in the chat what you want to tell us; for a specific inquiry, please use the contact form.',
        ],
      },
      {
        kind: 'paragraph',
        text: `The legal basis is Art. 6(1)(f) GDPR (answering your questions and improving our service) and, where you are asking about a specific order, Art. 6(1)(b) GDPR. We delete a conversation ${days(retention.chatDays, 'en')} after its last message.`,
      },
    ],
  }),
};
