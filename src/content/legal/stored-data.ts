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
    assigned_to: {
      personal: false,
      source: 'internal',
      label: { de: 'zuständige Mitarbeiterin oder zuständiger Mitarbeiter', en: 'member of staff in charge' },
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
  lead_notes: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung der Notiz', en: 'random ID of the note' },
    },
    lead_id: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Verweis auf die Anfrage, zu der die Notiz gehört',
        en: 'reference to the inquiry the note belongs to',
      },
    },
    author_id: {
      personal: false,
      source: 'internal',
      label: { de: 'Verfasserin oder Verfasser der Notiz (Mitarbeiterkennung)', en: 'author of the note (staff ID)' },
    },
    body: {
      personal: true,
      source: 'internal',
      label: {
        de: 'interne Notizen unserer Mitarbeiter zur Bearbeitung Ihrer Anfrage',
        en: 'internal notes of our staff on handling your inquiry',
      },
    },
    created_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Zeitpunkt der Notiz', en: 'time of the note' },
    },
  },
  audit_log: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung des Protokolleintrags', en: 'random ID of the log entry' },
    },
    actor_id: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Kennung der handelnden Mitarbeiterin oder des Mitarbeiters',
        en: 'ID of the member of staff who acted',
      },
    },
    action: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Art des Zugriffs oder der Änderung (etwa angesehen, Status geändert, gelöscht)',
        en: 'kind of access or change (e.g. viewed, status changed, erased)',
      },
    },
    lead_id: {
      personal: true,
      source: 'internal',
      label: {
        de: 'Kennung der Anfrage, auf die zugegriffen wurde (ohne Ihre Angaben)',
        en: 'ID of the inquiry that was accessed (without your details)',
      },
    },
    detail: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Einzelheit ohne Personenbezug (etwa neuer Status, eine Anzahl oder die zufällige Kennung einer geöffneten Datei)',
        en: 'non-personal detail (e.g. new status, a count or the random ID of a file that was opened)',
      },
    },
    created_at: {
      personal: true,
      source: 'internal',
      label: { de: 'Zeitpunkt des Zugriffs', en: 'time of the access' },
    },
  },
  staff_users: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung des Mitarbeiterkontos', en: 'random ID of the staff account' },
    },
    name: {
      personal: true,
      source: 'input',
      label: { de: 'Name der Mitarbeiterin oder des Mitarbeiters', en: 'name of the member of staff' },
    },
    email: {
      personal: true,
      source: 'input',
      label: { de: 'dienstliche E-Mail-Adresse (Anmeldename)', en: 'work email address (sign-in name)' },
    },
    email_verified: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Kennzeichen „Adresse bestätigt“ (durch die Einladung)',
        en: '“address confirmed” flag (by the invitation)',
      },
    },
    image: {
      personal: false,
      source: 'internal',
      label: { de: 'Profilbild (nicht genutzt, immer leer)', en: 'profile picture (not used, always empty)' },
    },
    role: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Rolle im internen Bereich (Administration oder Mitarbeit)',
        en: 'role in the staff area (administrator or staff)',
      },
    },
    two_factor_enabled: {
      personal: false,
      source: 'internal',
      label: { de: 'Kennzeichen „Zwei-Faktor-Anmeldung eingerichtet“', en: '“two-factor sign-in set up” flag' },
    },
    created_at: {
      personal: true,
      source: 'automatic',
      label: { de: 'Zeitpunkt der Kontoeröffnung', en: 'time the account was created' },
    },
    updated_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Zeitpunkt der letzten Kontoänderung', en: 'time of the last change to the account' },
    },
    permissions: {
      personal: false,
      source: 'internal',
      label: {
        de: 'zusätzlich erteilte Berechtigungen im internen Bereich',
        en: 'permissions granted in addition in the staff area',
      },
    },
  },
  staff_sessions: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung der Sitzung', en: 'random ID of the session' },
    },
    user_id: {
      personal: false,
      source: 'internal',
      label: { de: 'Verweis auf das Konto der Sitzung', en: 'reference to the account of the session' },
    },
    token: {
      personal: false,
      source: 'automatic',
      label: { de: 'zufälliger Sitzungsschlüssel (im Cookie)', en: 'random session key (in the cookie)' },
    },
    expires_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Ablaufzeit der Sitzung', en: 'expiry time of the session' },
    },
    ip_address: {
      personal: false,
      source: 'internal',
      label: {
        de: 'IP-Adresse der Sitzung (nicht erfasst, immer leer)',
        en: 'IP address of the session (not recorded, always empty)',
      },
    },
    user_agent: {
      personal: true,
      source: 'automatic',
      label: { de: 'Browserkennung der Sitzung', en: 'browser identification of the session' },
    },
    created_at: {
      personal: true,
      source: 'automatic',
      label: { de: 'Zeitpunkt der Anmeldung', en: 'time of sign-in' },
    },
    updated_at: {
      personal: true,
      source: 'automatic',
      label: { de: 'Zeitpunkt der letzten Aktivität in der Sitzung', en: 'time of the last activity in the session' },
    },
  },
  staff_accounts: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung der Anmeldedaten', en: 'random ID of the sign-in credentials' },
    },
    user_id: {
      personal: false,
      source: 'internal',
      label: { de: 'Verweis auf das Konto der Anmeldedaten', en: 'reference to the account of the credentials' },
    },
    account_id: {
      personal: false,
      source: 'internal',
      label: { de: 'Kennung der Anmeldeart', en: 'ID of the sign-in method' },
    },
    provider_id: {
      personal: false,
      source: 'internal',
      label: { de: 'Anmeldeart (Passwort)', en: 'sign-in method (password)' },
    },
    access_token: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Zugangsschlüssel eines Fremdanbieters (nicht genutzt)',
        en: 'access token of a third-party provider (not used)',
      },
    },
    refresh_token: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Erneuerungsschlüssel eines Fremdanbieters (nicht genutzt)',
        en: 'refresh token of a third-party provider (not used)',
      },
    },
    id_token: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Identitätsnachweis eines Fremdanbieters (nicht genutzt)',
        en: 'identity token of a third-party provider (not used)',
      },
    },
    access_token_expires_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Ablauf des Zugangsschlüssels (nicht genutzt)', en: 'expiry of the access token (not used)' },
    },
    refresh_token_expires_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Ablauf des Erneuerungsschlüssels (nicht genutzt)', en: 'expiry of the refresh token (not used)' },
    },
    scope: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Berechtigungsumfang eines Fremdanbieters (nicht genutzt)',
        en: 'scope of a third-party provider (not used)',
      },
    },
    password: {
      personal: true,
      source: 'input',
      label: { de: 'Passwort als nicht umkehrbarer Hash (scrypt)', en: 'password as an irreversible hash (scrypt)' },
    },
    created_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Zeitpunkt der Einrichtung der Anmeldedaten', en: 'time the credentials were set up' },
    },
    updated_at: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Zeitpunkt der letzten Änderung der Anmeldedaten',
        en: 'time of the last change to the credentials',
      },
    },
  },
  staff_verifications: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung des Prüfvorgangs', en: 'random ID of the verification' },
    },
    identifier: {
      personal: false,
      source: 'internal',
      label: { de: 'Art des Prüfvorgangs (etwa Passkey-Anmeldung)', en: 'kind of verification (e.g. passkey sign-in)' },
    },
    value: {
      personal: false,
      source: 'internal',
      label: { de: 'einmaliger Prüfwert', en: 'one-time verification value' },
    },
    expires_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Ablaufzeit des Prüfvorgangs', en: 'expiry time of the verification' },
    },
    created_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Beginn des Prüfvorgangs', en: 'start of the verification' },
    },
    updated_at: {
      personal: false,
      source: 'internal',
      label: { de: 'letzte Änderung des Prüfvorgangs', en: 'last change to the verification' },
    },
  },
  staff_two_factors: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung des zweiten Faktors', en: 'random ID of the second factor' },
    },
    user_id: {
      personal: false,
      source: 'internal',
      label: { de: 'Verweis auf das Konto des zweiten Faktors', en: 'reference to the account of the second factor' },
    },
    secret: {
      personal: false,
      source: 'automatic',
      label: { de: 'verschlüsselter Schlüssel der Authenticator-App', en: 'encrypted key of the authenticator app' },
    },
    backup_codes: {
      personal: false,
      source: 'automatic',
      label: { de: 'verschlüsselte Sicherungscodes', en: 'encrypted backup codes' },
    },
    verified: {
      personal: false,
      source: 'internal',
      label: { de: 'Kennzeichen „zweiter Faktor bestätigt“', en: '“second factor confirmed” flag' },
    },
    failed_verification_count: {
      personal: false,
      source: 'internal',
      label: { de: 'Anzahl fehlgeschlagener Code-Eingaben', en: 'number of failed code entries' },
    },
    locked_until: {
      personal: false,
      source: 'internal',
      label: { de: 'Sperre nach zu vielen falschen Codes', en: 'lock after too many wrong codes' },
    },
  },
  staff_passkeys: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung des Passkeys', en: 'random ID of the passkey' },
    },
    user_id: {
      personal: false,
      source: 'internal',
      label: { de: 'Verweis auf das Konto des Passkeys', en: 'reference to the account of the passkey' },
    },
    name: {
      personal: true,
      source: 'input',
      label: { de: 'selbst gewählte Bezeichnung des Passkeys', en: 'name you gave the passkey' },
    },
    public_key: {
      personal: false,
      source: 'automatic',
      label: { de: 'öffentlicher Schlüssel des Passkeys', en: 'public key of the passkey' },
    },
    credential_id: {
      personal: false,
      source: 'automatic',
      label: { de: 'Kennung des Passkeys auf dem Gerät', en: 'ID of the passkey on the device' },
    },
    counter: {
      personal: false,
      source: 'automatic',
      label: { de: 'Nutzungszähler des Passkeys', en: 'usage counter of the passkey' },
    },
    device_type: {
      personal: false,
      source: 'automatic',
      label: {
        de: 'Art des Passkeys (an ein Gerät gebunden oder synchronisiert)',
        en: 'kind of passkey (bound to one device or synchronised)',
      },
    },
    backed_up: {
      personal: false,
      source: 'automatic',
      label: { de: 'Kennzeichen „Passkey gesichert“', en: '“passkey backed up” flag' },
    },
    transports: {
      personal: false,
      source: 'automatic',
      label: {
        de: 'Verbindungswege des Passkeys (etwa intern, USB)',
        en: 'transports of the passkey (e.g. internal, USB)',
      },
    },
    aaguid: {
      personal: true,
      source: 'automatic',
      label: { de: 'Modellkennung des Geräts oder Passwortmanagers', en: 'model ID of the device or password manager' },
    },
    created_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Zeitpunkt der Registrierung des Passkeys', en: 'time the passkey was registered' },
    },
  },
  staff_invitations: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung der Einladung', en: 'random ID of the invitation' },
    },
    email: {
      personal: true,
      source: 'input',
      label: { de: 'E-Mail-Adresse der eingeladenen Person', en: 'email address of the person invited' },
    },
    role: {
      personal: false,
      source: 'internal',
      label: { de: 'vorgesehene Rolle der eingeladenen Person', en: 'intended role of the person invited' },
    },
    token_hash: {
      personal: false,
      source: 'automatic',
      label: {
        de: 'Prüfsumme des Einladungslinks (nicht der Link selbst)',
        en: 'checksum of the invitation link (not the link itself)',
      },
    },
    invited_by: {
      personal: false,
      source: 'internal',
      label: { de: 'Kennung der einladenden Person', en: 'ID of the person who invited' },
    },
    expires_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Ablaufzeit der Einladung', en: 'expiry time of the invitation' },
    },
    used_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Zeitpunkt der Annahme der Einladung', en: 'time the invitation was accepted' },
    },
    created_at: {
      personal: true,
      source: 'automatic',
      label: { de: 'Zeitpunkt der Einladung', en: 'time of the invitation' },
    },
  },
  staff_setup_tokens: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung des Einrichtungslinks', en: 'random ID of the setup link' },
    },
    token_hash: {
      personal: false,
      source: 'automatic',
      label: {
        de: 'Prüfsumme des Einrichtungslinks (nicht der Link selbst)',
        en: 'checksum of the setup link (not the link itself)',
      },
    },
    expires_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Ablaufzeit des Einrichtungslinks', en: 'expiry time of the setup link' },
    },
    used_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Zeitpunkt der Nutzung des Einrichtungslinks', en: 'time the setup link was used' },
    },
    created_at: {
      personal: false,
      source: 'internal',
      label: { de: 'Zeitpunkt der Erstellung des Einrichtungslinks', en: 'time the setup link was created' },
    },
  },
  sell_requests: {
    lead_id: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Verweis auf die Anfrage, zu der die Ankaufsliste gehört',
        en: 'reference to the inquiry the sell list belongs to',
      },
    },
    status_token_hash: {
      personal: false,
      source: 'automatic',
      label: {
        de: 'Prüfsumme des Statuslinks Ihrer Ankaufsliste (nicht der Link selbst)',
        en: 'checksum of the status link of your sell list (not the link itself)',
      },
    },
    company: {
      personal: true,
      source: 'input',
      label: { de: 'Firma (freiwillig)', en: 'company (optional)' },
    },
    vat_id: {
      personal: true,
      source: 'input',
      label: { de: 'USt-IdNr. (freiwillig)', en: 'VAT ID (optional)' },
    },
    handover_kind: {
      personal: true,
      source: 'input',
      label: { de: 'Übergabe per Versand oder Abholung', en: 'handover by shipping or pickup' },
    },
    pickup_street: {
      personal: true,
      source: 'input',
      label: { de: 'Abholadresse: Straße und Hausnummer', en: 'pickup address: street and number' },
    },
    pickup_postal_code: {
      personal: true,
      source: 'input',
      label: { de: 'Abholadresse: Postleitzahl', en: 'pickup address: postal code' },
    },
    pickup_city: {
      personal: true,
      source: 'input',
      label: { de: 'Abholadresse: Ort', en: 'pickup address: town' },
    },
    pickup_date_from: {
      personal: true,
      source: 'input',
      label: { de: 'frühester Abholtag', en: 'earliest pickup day' },
    },
    pickup_date_to: {
      personal: true,
      source: 'input',
      label: { de: 'spätester Abholtag', en: 'latest pickup day' },
    },
    pickup_loading_dock: {
      personal: true,
      source: 'input',
      label: { de: 'Angabe, ob eine Laderampe vorhanden ist', en: 'whether there is a loading dock' },
    },
    pickup_forklift: {
      personal: true,
      source: 'input',
      label: { de: 'Angabe, ob ein Gabelstapler vorhanden ist', en: 'whether there is a forklift' },
    },
    pickup_floor: {
      personal: true,
      source: 'input',
      label: { de: 'Stockwerk der Abholung', en: 'floor of the pickup' },
    },
    pickup_lift: {
      personal: true,
      source: 'input',
      label: { de: 'Angabe, ob ein Aufzug vorhanden ist', en: 'whether there is a lift' },
    },
    pickup_contact_name: {
      personal: true,
      source: 'input',
      label: { de: 'Ansprechperson vor Ort', en: 'contact person on site' },
    },
    pickup_contact_phone: {
      personal: true,
      source: 'input',
      label: { de: 'Telefonnummer der Ansprechperson vor Ort', en: 'phone number of the contact person on site' },
    },
    goods_received_at: {
      personal: true,
      source: 'internal',
      label: { de: 'Zeitpunkt, zu dem Ihre Ware bei uns eingegangen ist', en: 'time your goods arrived at our site' },
    },
    paid_at: {
      personal: true,
      source: 'internal',
      label: { de: 'Zeitpunkt der Zahlung an Sie', en: 'time of the payment to you' },
    },
  },
  sell_request_lines: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung der Position', en: 'random ID of the line' },
    },
    lead_id: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Verweis auf die Anfrage, zu der die Position gehört',
        en: 'reference to the inquiry the line belongs to',
      },
    },
    position: {
      personal: false,
      source: 'internal',
      label: { de: 'Reihenfolge der Position in Ihrer Liste', en: 'order of the line in your list' },
    },
    item_id: {
      personal: true,
      source: 'input',
      label: {
        de: 'Artikelnummer aus unseren Preislisten (bei freien Positionen leer)',
        en: 'article number from our price lists (empty for free-text lines)',
      },
    },
    name: {
      personal: true,
      source: 'input',
      label: { de: 'Bezeichnung des Artikels', en: 'name of the item' },
    },
    quantity: {
      personal: true,
      source: 'input',
      label: { de: 'Menge', en: 'quantity' },
    },
    grade: {
      personal: true,
      source: 'input',
      label: { de: 'Zustand (Neu/OVP bis Defekt)', en: 'condition (new to defective)' },
    },
    notes: {
      personal: true,
      source: 'input',
      label: { de: 'Ihre Anmerkungen zur Position', en: 'your notes on the line' },
    },
    battery_chemistry: {
      personal: true,
      source: 'input',
      label: { de: 'Batterie: Zellchemie', en: 'battery: cell chemistry' },
    },
    battery_installed: {
      personal: true,
      source: 'input',
      label: { de: 'Batterie: im Gerät verbaut oder lose', en: 'battery: installed in the device or loose' },
    },
    battery_damaged: {
      personal: true,
      source: 'input',
      label: { de: 'Batterie: beschädigt oder nicht', en: 'battery: damaged or not' },
    },
    battery_weight_kg: {
      personal: true,
      source: 'input',
      label: { de: 'Batterie: Gewicht in kg', en: 'battery: weight in kg' },
    },
    battery_packaging: {
      personal: true,
      source: 'input',
      label: { de: 'Batterie: geeignete Verpackung vorhanden', en: 'battery: suitable packaging available' },
    },
  },
  sell_offers: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung des Angebots', en: 'random ID of the offer' },
    },
    lead_id: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Verweis auf die Anfrage, zu der das Angebot gehört',
        en: 'reference to the inquiry the offer belongs to',
      },
    },
    created_by: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Mitarbeiterkennung der Person, die das Angebot erstellt hat',
        en: 'staff ID of the person who made the offer',
      },
    },
    valid_until: {
      personal: true,
      source: 'internal',
      label: { de: 'Gültigkeit des Angebots', en: 'validity of the offer' },
    },
    sent_at: {
      personal: true,
      source: 'internal',
      label: { de: 'Zeitpunkt, zu dem das Angebot gesendet wurde', en: 'time the offer was sent' },
    },
    decided_at: {
      personal: true,
      source: 'input',
      label: { de: 'Zeitpunkt Ihrer Entscheidung über das Angebot', en: 'time of your decision on the offer' },
    },
    decision: {
      personal: true,
      source: 'input',
      label: { de: 'Ihre Entscheidung (angenommen oder abgelehnt)', en: 'your decision (accepted or declined)' },
    },
  },
  sell_offer_lines: {
    offer_id: {
      personal: false,
      source: 'internal',
      label: {
        de: 'Verweis auf das Angebot, zu dem der Preis gehört',
        en: 'reference to the offer the price belongs to',
      },
    },
    line_id: {
      personal: false,
      source: 'internal',
      label: { de: 'Verweis auf die Position, für die der Preis gilt', en: 'reference to the line the price is for' },
    },
    price_cents: {
      personal: true,
      source: 'internal',
      label: { de: 'verbindlicher Stückpreis je Position', en: 'binding unit price per line' },
    },
    declined_reason: {
      personal: true,
      source: 'internal',
      label: { de: 'Grund, wenn wir eine Position nicht ankaufen', en: 'reason when we do not buy a line' },
    },
  },
  uploads: {
    id: {
      personal: false,
      source: 'internal',
      label: { de: 'zufällige Kennung der Datei', en: 'random ID of the file' },
    },
    lead_id: {
      personal: false,
      source: 'internal',
      label: { de: 'Anfrage, zu der die Datei gehört', en: 'inquiry the file belongs to' },
    },
    client_hash: {
      personal: true,
      source: 'automatic',
      label: {
        de: 'Prüfsumme Ihrer IP-Adresse, bis die Datei mit der Anfrage gesendet ist',
        en: 'checksum of your IP address, until the file is sent with the inquiry',
      },
    },
    type: {
      personal: false,
      source: 'automatic',
      label: { de: 'Dateiart (WebP-Bild oder PDF)', en: 'file type (WebP image or PDF)' },
    },
    bytes: { personal: false, source: 'automatic', label: { de: 'Dateigröße', en: 'file size' } },
    width: { personal: false, source: 'automatic', label: { de: 'Bildbreite', en: 'image width' } },
    height: { personal: false, source: 'automatic', label: { de: 'Bildhöhe', en: 'image height' } },
    name: {
      personal: true,
      source: 'input',
      label: { de: 'Dateiname (bereinigt)', en: 'file name (cleaned up)' },
    },
    storage: {
      personal: false,
      source: 'internal',
      label: { de: 'Speicherort der Datei', en: 'where the file is stored' },
    },
    created_at: {
      personal: true,
      source: 'automatic',
      label: { de: 'Zeitpunkt des Hochladens', en: 'time of upload' },
    },
  },
  upload_blobs: {
    upload_id: {
      personal: false,
      source: 'internal',
      label: { de: 'Kennung der gespeicherten Datei', en: 'ID of the stored file' },
    },
    data: {
      personal: true,
      source: 'input',
      label: {
        de: 'die Datei selbst (Fotos neu gespeichert, ohne Standort- und Kameradaten)',
        en: 'the file itself (photos saved anew, without location and camera data)',
      },
    },
  },
} as const satisfies Record<string, TableDeclaration>;

export type StoredTable = keyof typeof storedData;
