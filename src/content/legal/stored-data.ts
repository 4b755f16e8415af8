import type { Localized } from '@/i18n/locales';

/**
 * What the site's database stores, column by column, as the Datenschutz page names it to the
 * visitor. `datenschutz.test.ts` compares this with the schema (src/server/db/columns.ts): a new
 * column fails the test until it is declared here, and so is named on the page.
 *
 * `personal`: the value says something about the visitor or what they wrote (directly or through
 * the inquiry it belongs to). `source`: typed in by the visitor, added automatically by the site,
 * or internal bookkeeping.
 */
export type ColumnSource = 'input' | 'automatic' | 'internal';

export type ColumnDeclaration = {
  personal: boolean;
  source: ColumnSource;
  label: Localized;
};

type TableDeclaration = Record<string, ColumnDeclaration>;

export const storedData = {
  leads: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung der Anfrage', en: 'random ID of the inquiry' },
    },
    reference: {
      personal: false,
      source: 'internal',
      label: { de: 'Vorgangsnummer für Rückfragen', en: 'reference number for your questions' },
    },
    form: {
      personal: false,
      source: 'automatic',
      label: { de: 'verwendetes Formular (Startseite oder Kontaktseite)', en: 'form used (home page or contact page)' },
    },
    first_name: { personal: true, source: 'input', label: { de: 'Vorname', en: 'first name' } },
    last_name: { personal: true, source: 'input', label: { de: 'Nachname', en: 'last name' } },
    email: { personal: true, source: 'input', label: { de: 'E-Mail-Adresse', en: 'email address' } },
    phone: {
      personal: true,
      source: 'input',
      label: { de: 'Telefonnummer (freiwillig, nur Kontaktseite)', en: 'phone number (optional, contact page only)' },
    },
    subject: {
      personal: true,
      source: 'input',
      label: { de: 'Betreff (nur Formular der Startseite)', en: 'subject (home page form only)' },
    },
    message: { personal: true, source: 'input', label: { de: 'Ihre Nachricht', en: 'your message' } },
    locale: {
      personal: true,
      source: 'automatic',
      label: { de: 'Sprache der Seite (Deutsch oder Englisch)', en: 'language of the page (German or English)' },
    },
    page: {
      personal: true,
      source: 'automatic',
      label: { de: 'Seite, von der aus Sie geschrieben haben', en: 'page you wrote from' },
    },
    status: { personal: false, source: 'internal', label: { de: 'Bearbeitungsstand', en: 'processing status' } },
    is_spam: { personal: false, source: 'internal', label: { de: 'Kennzeichen „Spam“', en: '“spam” flag' } },
    idempotency_key: {
      personal: false,
      source: 'automatic',
      label: { de: 'Zufallsschlüssel gegen doppeltes Absenden', en: 'random key against duplicate submissions' },
    },
    content_hash: {
      personal: true,
      source: 'automatic',
      label: {
        de: 'Prüfsumme Ihrer Angaben (erkennt, ob ein zweites Absenden denselben Inhalt hat)',
        en: 'checksum of your details (tells whether a second submission has the same content)',
      },
    },
    created_at: { personal: true, source: 'automatic', label: { de: 'Zeitpunkt des Eingangs', en: 'time of receipt' } },
    updated_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Zeitpunkt der letzten Bearbeitung', en: 'time of the last change' },
    },
  },
  mail_outbox: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung der E-Mail', en: 'random ID of the email' },
    },
    lead_id: {
      personal: false,
      source: 'internal',
      label: { de: 'Verweis auf die zugehörige Anfrage', en: 'reference to the inquiry' },
    },
    kind: {
      personal: false,
      source: 'internal',
      label: { de: 'Art der E-Mail (Benachrichtigung)', en: 'type of email (notification)' },
    },
    recipient: { personal: true, source: 'automatic', label: { de: 'Empfängeradresse', en: 'recipient address' } },
    subject: {
      personal: true,
      source: 'automatic',
      label: { de: 'Betreffzeile mit Ihrem Namen', en: 'subject line with your name' },
    },
    body_text: {
      personal: true,
      source: 'automatic',
      label: {
        de: 'Text der E-Mail mit allen Angaben Ihrer Anfrage',
        en: 'text of the email with everything in your inquiry',
      },
    },
    body_html: {
      personal: true,
      source: 'automatic',
      label: { de: 'dieselbe E-Mail als HTML-Fassung', en: 'the same email in HTML' },
    },
    reply_to: {
      personal: true,
      source: 'automatic',
      label: { de: 'Antwortadresse (Ihre E-Mail-Adresse)', en: 'reply-to address (your email address)' },
    },
    status: { personal: false, source: 'internal', label: { de: 'Zustellstatus', en: 'delivery status' } },
    attempts: {
      personal: false,
      source: 'internal',
      label: { de: 'Anzahl der Zustellversuche', en: 'number of delivery attempts' },
    },
    next_attempt_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Zeitpunkt des nächsten Versuchs', en: 'time of the next attempt' },
    },
    locked_until: {
      personal: false,
      source: 'internal',
      label: { de: 'Sperre während eines laufenden Versands', en: 'lock while a delivery is in progress' },
    },
    last_error: {
      personal: false,
      source: 'internal',
      label: { de: 'letzte Fehlermeldung des Mailservers', en: 'last error message from the mail server' },
    },
    sent_at: { personal: false, source: 'internal', label: { de: 'Zeitpunkt der Zustellung', en: 'time of delivery' } },
    created_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Zeitpunkt der Erstellung', en: 'time of creation' },
    },
  },
  chat_sessions: {
    id: {
      personal: true,
      source: 'automatic',
      label: {
        de: 'Gesprächskennung aus Uhrzeit und Zufallszahl, von Ihrem Browser erzeugt',
        en: 'conversation ID made by your browser from the time and a random number',
      },
    },
    locale: {
      personal: true,
      source: 'automatic',
      label: { de: 'Sprache des Gesprächs', en: 'language of the conversation' },
    },
    created_at: {
      personal: true,
      source: 'automatic',
      label: { de: 'Beginn des Gesprächs', en: 'start of the conversation' },
    },
    last_message_at: {
      personal: true,
      source: 'automatic',
      label: { de: 'Zeitpunkt der letzten Nachricht', en: 'time of the last message' },
    },
  },
  chat_messages: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung der Nachricht', en: 'random ID of the message' },
    },
    session_id: {
      personal: true,
      source: 'automatic',
      label: {
        de: 'Gesprächskennung (verbindet die Nachrichten eines Gesprächs)',
        en: 'conversation ID (links the messages of one conversation)',
      },
    },
    role: {
      personal: false,
      source: 'internal',
      label: { de: 'Absender (Sie oder der Assistent)', en: 'sender (you or the assistant)' },
    },
    content: {
      personal: true,
      source: 'input',
      label: { de: 'Text Ihrer Nachricht und der Antwort', en: 'text of your message and of the reply' },
    },
    created_at: {
      personal: true,
      source: 'automatic',
      label: { de: 'Zeitpunkt der Nachricht', en: 'time of the message' },
    },
  },
  reference_counters: {
    scope: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Zählerbereich der Vorgangsnummern (Art und Jahr)',
        en: 'range of the reference numbers (kind and year)',
      },
    },
    value: {
      personal: false,
      source: 'internal',
      label: { de: 'zuletzt vergebene laufende Nummer', en: 'last sequence number issued' },
    },
  },
} as const satisfies Record<string, TableDeclaration>;

export type StoredTable = keyof typeof storedData;
