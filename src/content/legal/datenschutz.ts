import type { Locale, Localized } from '@/i18n/locales';
import { retention } from '../retention';
import { companyContactFacts, days, emailLink, hours, legalTextsUpdated, minutes } from './shared';
import { storedData, type ColumnDeclaration, type ColumnSource, type StoredTable } from './stored-data';
import type { LegalBlock, LegalDocument } from './types';
import { legalDocument } from './typography';

/**
 * The Datenschutzerklärung: what THIS site processes. Stored fields come from `storedData` (pinned
 * to the database schema by datenschutz.test.ts), periods from `retention` (which the server's
 * retention sweep enforces). Change the code, and this text changes with it.
 */

type Options = {
  /**
   * Host of the optional language-model service of the assistant (CHAT_LLM_BASE_URL), or null
   * when the assistant answers on our own server only (the default).
   */
  chatModelHost: string | null;
};

/** Reads the assistant's optional model service from the environment (at build time). */
export function chatModelHostFromEnv(env: Record<string, string | undefined> = process.env): string | null {
  const raw = env.CHAT_LLM_BASE_URL?.trim();
  if (!raw) return null;
  try {
    return new URL(raw).host;
  } catch {
    return raw;
  }
}

const sourceLabel: Localized<Record<ColumnSource, string>> = {
  de: { input: 'Ihre Eingabe', automatic: 'automatisch ergänzt', internal: 'interne Verwaltung' },
  en: { input: 'entered by you', automatic: 'added automatically', internal: 'internal record-keeping' },
};

const storedDataTexts: Localized<{ head: [string, string]; technical: (fields: string) => string }> = {
  de: {
    head: ['Angabe', 'Herkunft'],
    technical: (fields) => `Dazu kommen technische Angaben, die nichts über Sie aussagen: ${fields}.`,
  },
  en: {
    head: ['Data', 'Source'],
    technical: (fields) => `In addition there are technical fields that say nothing about you: ${fields}.`,
  },
};

/**
 * What a table (or several) stores, as the page shows it: a table of the personal fields with
 * their source, then one sentence naming the technical fields.
 */
function storedDataBlocks(tables: readonly StoredTable[], locale: Locale, caption: string): LegalBlock[] {
  const columns: ColumnDeclaration[] = tables.flatMap((table) => Object.values<ColumnDeclaration>(storedData[table]));
  const personal = columns.filter((column) => column.personal);
  const technical = [...new Set(columns.filter((column) => !column.personal).map((column) => column.label[locale]))];
  return [
    {
      kind: 'table',
      caption,
      head: storedDataTexts[locale].head,
      rows: personal.map((column) => [column.label[locale], sourceLabel[locale][column.source]]),
    },
    {
      kind: 'paragraph',
      text: storedDataTexts[locale].technical(technical.join(', ')),
    },
  ];
}

function german({ chatModelHost }: Options): LegalDocument {
  const r = retention;
  return legalDocument({
    title: 'Datenschutzerklärung',
    lead: 'Hier erfahren Sie, welche personenbezogenen Daten diese Website verarbeitet, wozu, auf welcher Rechtsgrundlage und wie lange – und welche Rechte Sie haben. Die Erklärung beschreibt, was die Website tatsächlich tut; ändert sich das, ändern wir diesen Text.',
    updated: legalTextsUpdated,
    numbering: 'decimal',
    tableOfContents: true,
    sections: [
      {
        id: 'verantwortlicher',
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
      },
      {
        id: 'ueberblick',
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
      },
      {
        id: 'server-protokolle',
        heading: 'Aufruf der Website und Server-Protokolle',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Wenn Sie eine Seite aufrufen, überträgt Ihr Browser technisch bedingt Verbindungsdaten an den Server, der die Website ausliefert: Ihre IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse, die zuvor besuchte Seite (soweit Ihr Browser sie mitsendet) sowie Angaben zu Browser und Betriebssystem. Ohne diese Daten kann keine Seite ausgeliefert werden.',
          },
          {
            kind: 'paragraph',
            text: 'Die Anwendung, mit der wir die Website betreiben, schreibt ein technisches Protokoll, z. B. über Start, Fehler und Zustellversuche von E-Mails. Es enthält keine IP-Adressen, keine Namen, keine E-Mail-Adressen und keine Inhalte Ihrer Nachrichten; eine Anfrage erscheint darin höchstens mit ihrer zufälligen Kennung.',
          },
          {
            kind: 'paragraph',
            text: `Der Webserver oder Hosting-Dienst vor der Anwendung kann Zugriffsprotokolle mit den oben genannten Verbindungsdaten führen. Wir nutzen sie nur, um Angriffe abzuwehren und Störungen zu beheben, führen sie nicht mit anderen Daten zusammen und werten sie nicht aus, um Besucher wiederzuerkennen. Sie werden spätestens ${days(r.accessLogDays, 'de')} nach dem Zugriff gelöscht.`,
          },
          {
            kind: 'paragraph',
            text: 'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist eine sichere und funktionsfähige Website.',
          },
        ],
      },
      {
        id: 'kontaktformulare',
        heading: 'Kontaktformulare',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Auf der Startseite und auf der Kontaktseite können Sie uns über ein Formular schreiben. Das Formular der Startseite fragt Vorname, Nachname, E-Mail-Adresse, Betreff und Nachricht ab, das Formular der Kontaktseite Vorname, Nachname, E-Mail-Adresse, freiwillig eine Telefonnummer und die Nachricht.',
          },
          {
            kind: 'paragraph',
            text: 'Beim Absenden speichern wir Ihre Anfrage in unserer Datenbank, bevor wir Ihnen den Eingang bestätigen – so geht keine Anfrage verloren. Sprache, Seite und Zeitpunkt ergänzt die Website automatisch, damit wir in Ihrer Sprache antworten und wissen, worauf sich Ihre Anfrage bezieht.',
          },
          ...storedDataBlocks(['leads', 'reference_counters'], 'de', 'Gespeicherte Angaben zu einer Anfrage'),
          {
            kind: 'paragraph',
            text: [
              { strong: 'Zweck: ' },
              'Wir nutzen diese Angaben ausschließlich, um Ihre Anfrage zu beantworten, Ihnen ein Angebot zu machen und einen daraus entstehenden Auftrag abzuwickeln. Wir nehmen Sie in keinen Newsletter auf und geben Ihre Angaben nicht für Werbung weiter.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf einen Vertrag mit uns zielt (z. B. Ankauf, Abholung, Recycling oder Datenträgervernichtung), im Übrigen Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist, Anfragen zu beantworten.',
          },
          {
            kind: 'paragraph',
            text: `Gegen automatisierte Einsendungen enthält das Formular ein für Menschen unsichtbares Feld und prüft, wie schnell es ausgefüllt wurde; ein Dienst eines Dritten ist dafür nicht eingebunden. Als Spam erkannte Einsendungen speichern wir gekennzeichnet, versenden dazu keine Benachrichtigung und löschen sie ${days(r.spamLeadDays, 'de')} nach Eingang.`,
          },
          {
            kind: 'paragraph',
            text: [
              { strong: 'Speicherdauer: ' },
              `Anfragen löschen wir ${days(r.leadDays, 'de')} nach ihrem Eingang. Führt eine Anfrage zu einem Vertrag, bewahren wir die dafür nötigen Unterlagen so lange auf, wie handels- und steuerrechtliche Pflichten es verlangen (§ 257 HGB, § 147 AO).`,
            ],
          },
          {
            kind: 'paragraph',
            text: [
              { strong: 'Bearbeitung: ' },
              `Ihre Anfrage bearbeiten Mitarbeiterinnen und Mitarbeiter unseres Unternehmens in einem internen, nur nach Anmeldung zugänglichen Bereich: Sie vergeben einen Bearbeitungsstand, eine Zuständigkeit und interne Notizen. Jeden Zugriff auf eine Anfrage und jede Änderung protokollieren wir mit Mitarbeiterkennung und Zeitpunkt, ohne Ihre Angaben, damit wir nachweisen können, wer Ihre Daten wann gesehen oder geändert hat (Art. 5 Abs. 2, Art. 32 DSGVO). Notizen löschen wir mit der Anfrage, Protokolleinträge ${days(r.auditLogDays, 'de')} nach dem Zugriff.`,
            ],
          },
          ...storedDataBlocks(['lead_notes', 'audit_log'], 'de', 'Gespeicherte Angaben zur Bearbeitung einer Anfrage'),
        ],
      },
      {
        id: 'e-mail',
        heading: 'Benachrichtigung per E-Mail',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'Damit Ihre Anfrage sofort bei uns ankommt, erzeugt die Website zu jeder Anfrage eine Benachrichtigung an unsere eigene Adresse ',
              emailLink(),
              '. Sie enthält alle Angaben Ihrer Anfrage; als Antwortadresse ist Ihre E-Mail-Adresse eingetragen, damit wir Ihnen direkt antworten können. Versendet wird sie über den Mailserver unseres Unternehmens; ist keiner eingerichtet, legt die Website sie als Datei auf unserem Server ab.',
            ],
          },
          {
            kind: 'paragraph',
            text: `Bis zur Zustellung liegt die Benachrichtigung in einem Postausgang in unserer Datenbank, damit sie auch bei einer Störung des Mailservers nicht verloren geht und genau einmal versendet wird. Bestätigen wir Ihnen den Eingang Ihrer Anfrage per E-Mail, nimmt diese Nachricht denselben Weg an die Adresse, die Sie angegeben haben. Die Bestätigung enthält nur unsere Vorgangsnummer und nichts von dem, was Sie geschrieben haben. Damit niemand unser Formular nutzen kann, um anderen Menschen E-Mails zu schicken, senden wir je Adresse nur wenige Bestätigungen am Tag; dafür zählen wir sie unter einer Prüfsumme der Adresse (nicht der Adresse selbst), und dieser Zähler läuft nach ${hours(r.confirmationLimitHours, 'de')} ab.`,
          },
          ...storedDataBlocks(['mail_outbox'], 'de', 'Gespeicherte Angaben zu einer E-Mail im Postausgang'),
          {
            kind: 'paragraph',
            text: `Rechtsgrundlage ist wie beim Formular Art. 6 Abs. 1 lit. b und f DSGVO. Den Eintrag im Postausgang löschen wir ${days(r.sentMailDays, 'de')} nach der Zustellung, eine als Datei abgelegte Benachrichtigung zusammen mit ihm; die E-Mail selbst behandeln wir in unserem Postfach wie Ihre Anfrage.`,
          },
          {
            kind: 'paragraph',
            text: 'Schreiben Sie uns direkt eine E-Mail, verarbeiten wir Ihre Adresse und den Inhalt ebenso, um Ihnen zu antworten.',
          },
        ],
      },
      {
        id: 'assistent',
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
            text: `Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO (Beantwortung Ihrer Fragen und Verbesserung unseres Angebots), soweit Sie sich über einen konkreten Auftrag informieren, Art. 6 Abs. 1 lit. b DSGVO. Wir löschen ein Gespräch ${days(r.chatDays, 'de')} nach seiner letzten Nachricht.`,
          },
        ],
      },
      {
        id: 'interner-bereich',
        heading: 'Interner Bereich für Mitarbeitende',
        blocks: [
          {
            kind: 'paragraph',
            text: `Unsere Mitarbeiterinnen und Mitarbeiter bearbeiten Anfragen in einem internen Bereich. Ein Konto entsteht nur auf Einladung der Administration: Die eingeladene Person erhält einen Link, der ${hours(r.staffInvitationHours, 'de')} gültig ist und nur einmal funktioniert; wir speichern nur eine Prüfsumme des Links. Zur Anmeldung gehören ein Passwort und ein zweiter Faktor (ein Code aus einer Authenticator-App) oder ein Passkey. Die Anmeldung setzt ein technisch notwendiges Cookie mit einem zufälligen Sitzungsschlüssel; eine Sitzung endet nach ${hours(r.staffSessionIdleHours, 'de')} ohne Aktivität. Die Anzahl der Anmeldeversuche je Konto und je IP-Adresse zählen wir kurzzeitig, um das Erraten von Passwörtern zu verhindern.`,
          },
          ...storedDataBlocks(
            [
              'staff_users',
              'staff_sessions',
              'staff_accounts',
              'staff_two_factors',
              'staff_passkeys',
              'staff_verifications',
            ],
            'de',
            'Gespeicherte Angaben zu einem Mitarbeiterkonto',
          ),
          ...storedDataBlocks(
            ['staff_invitations', 'staff_setup_tokens'],
            'de',
            'Gespeicherte Angaben zu einer Einladung',
          ),
          {
            kind: 'paragraph',
            text: 'Rechtsgrundlage ist § 26 BDSG in Verbindung mit Art. 88 DSGVO sowie Art. 6 Abs. 1 lit. f und Art. 32 DSGVO (Schutz der Anfragen vor unbefugtem Zugriff). Abgelaufene Sitzungen, Einladungen und Prüfvorgänge löschen wir regelmäßig; ein Konto löschen wir mit allen Sitzungen, Passkeys und dem zweiten Faktor, sobald die Administration es entfernt.',
          },
        ],
      },
      {
        id: 'missbrauchsschutz',
        heading: 'Schutz vor Missbrauch',
        blocks: [
          {
            kind: 'paragraph',
            text: `Damit niemand die Formulare oder den Assistenten mit massenhaften automatisierten Anfragen lahmlegt, begrenzen wir die Zahl der Anfragen je Absender. Dafür zählt der Server Ihre Anfragen in einem Zähler, der Ihre IP-Adresse enthält. Er läuft nach ${minutes(r.rateLimitWindowMinutes, 'de')} ab und wird spätestens ${minutes(r.rateLimitSweepMinutes, 'de')} danach gelöscht. Der Zähler wird nicht mit Ihrer Anfrage oder Ihrem Gespräch verknüpft.`,
          },
          {
            kind: 'paragraph',
            text: 'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist der sichere und störungsfreie Betrieb der Website.',
          },
        ],
      },
      {
        id: 'spracheinstellung',
        heading: 'Spracheinstellung, keine Cookies, keine Dienste Dritter',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'Wählen Sie oben die Sprache (DE oder EN), speichert Ihr Browser diese Wahl im lokalen Speicher (localStorage) unter dem Schlüssel ',
              { code: 'language' },
              ' mit dem Wert ',
              { code: 'de' },
              ' oder ',
              { code: 'en' },
              '. So erscheint die Website bei Ihrem nächsten Besuch in der gewählten Sprache. Der Wert bleibt auf Ihrem Gerät und wird nicht an uns übertragen; Sie können ihn jederzeit in Ihrem Browser löschen.',
            ],
          },
          {
            kind: 'paragraph',
            text: [
              'Das Speichern ist für den von Ihnen ausdrücklich gewünschten Dienst unbedingt erforderlich und braucht daher keine Einwilligung (§ 25 Abs. 2 Nr. 2 TDDDG); Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Einzelheiten finden Sie in unserer ',
              { text: 'Cookie-Richtlinie', href: '/cookie-richtlinie' },
              '.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Diese Website setzt keine Cookies, bindet keine Analyse-, Werbe- oder Tracking-Dienste ein und lädt nichts von fremden Servern: Schriften, Bilder und Skripte kommen von unserem eigenen Server. Die Links zu unseren Profilen in sozialen Netzwerken sind einfache Links; erst wenn Sie einen davon anklicken, verlassen Sie diese Website, und es gelten die Datenschutzbestimmungen des jeweiligen Netzwerks.',
          },
        ],
      },
      {
        id: 'empfaenger',
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
      },
      {
        id: 'speicherdauer',
        heading: 'Speicherdauer im Überblick',
        blocks: [
          {
            kind: 'table',
            caption: 'Wann wir welche Daten löschen',
            head: ['Daten', 'Löschung'],
            rows: [
              ['Anfragen über die Formulare', `${days(r.leadDays, 'de')} nach Eingang`],
              ['Protokoll der Zugriffe auf Anfragen', `${days(r.auditLogDays, 'de')} nach dem Zugriff`],
              ['als Spam erkannte Einsendungen', `${days(r.spamLeadDays, 'de')} nach Eingang`],
              ['Benachrichtigungen im Postausgang', `${days(r.sentMailDays, 'de')} nach der Zustellung`],
              ['Gespräche mit dem Assistenten', `${days(r.chatDays, 'de')} nach der letzten Nachricht`],
              ['Zugriffsprotokolle des Webservers (mit IP-Adresse)', `${days(r.accessLogDays, 'de')} nach dem Zugriff`],
              [
                'Zähler zum Schutz vor Missbrauch (mit IP-Adresse)',
                `spätestens ${minutes(r.rateLimitWindowMinutes + r.rateLimitSweepMinutes, 'de')} nach Ihrer ersten Anfrage`,
              ],
              [
                'Zähler der Eingangsbestätigungen (Prüfsumme Ihrer E-Mail-Adresse)',
                `${hours(r.confirmationLimitHours, 'de')} nach der ersten Bestätigung, gelöscht spätestens ${minutes(r.rateLimitSweepMinutes, 'de')} danach`,
              ],
              ['Spracheinstellung in Ihrem Browser', 'wenn Sie sie in Ihrem Browser löschen'],
            ],
          },
          {
            kind: 'paragraph',
            text: `Die Website löscht diese Daten selbst: Sie prüft alle ${minutes(r.sweepIntervalMinutes, 'de')}, was fällig ist, die Zähler alle ${minutes(r.rateLimitSweepMinutes, 'de')}. Die Zugriffsprotokolle der Webserver werden nach der genannten Frist gelöscht. Gesetzliche Aufbewahrungspflichten für Unterlagen zu einem Vertrag bleiben unberührt.`,
          },
        ],
      },
      {
        id: 'rechte',
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
      },
      {
        id: 'aufsichtsbehoerde',
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
      },
      {
        id: 'pflicht-und-automatisierung',
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
      },
      {
        id: 'aenderungen',
        heading: 'Änderungen dieser Erklärung',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Ändert sich, was die Website verarbeitet, passen wir diese Erklärung an. Es gilt die jeweils hier veröffentlichte Fassung; das Datum oben nennt ihren Stand.',
          },
        ],
      },
    ],
  });
}

function english({ chatModelHost }: Options): LegalDocument {
  const r = retention;
  return legalDocument({
    title: 'Privacy policy',
    lead: 'This page explains which personal data this website processes, why, on which legal basis and for how long – and which rights you have. It describes what the website actually does; if that changes, we change this text.',
    updated: legalTextsUpdated,
    numbering: 'decimal',
    tableOfContents: true,
    sections: [
      {
        id: 'verantwortlicher',
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
      },
      {
        id: 'ueberblick',
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
      },
      {
        id: 'server-protokolle',
        heading: 'Visiting the website and server logs',
        blocks: [
          {
            kind: 'paragraph',
            text: 'When you open a page, your browser necessarily sends connection data to the server that delivers the website: your IP address, date and time, the address requested, the page you came from (if your browser sends it) and details of your browser and operating system. No page can be delivered without this data.',
          },
          {
            kind: 'paragraph',
            text: 'The application that runs the website writes a technical log, for example about start-up, errors and attempts to deliver emails. It contains no IP addresses, no names, no email addresses and nothing of what you write; an inquiry appears in it at most under its random ID.',
          },
          {
            kind: 'paragraph',
            text: `The web server or hosting service in front of the application may keep access logs with the connection data listed above. We use them only to fend off attacks and fix faults, do not combine them with other data and do not analyse them to recognise visitors. They are deleted no later than ${days(r.accessLogDays, 'en')} after the visit.`,
          },
          {
            kind: 'paragraph',
            text: 'The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is a secure website that works.',
          },
        ],
      },
      {
        id: 'kontaktformulare',
        heading: 'Contact forms',
        blocks: [
          {
            kind: 'paragraph',
            text: 'You can write to us through a form on the home page and on the contact page. The home page form asks for first name, last name, email address, subject and message; the contact page form asks for first name, last name, email address, optionally a phone number, and the message.',
          },
          {
            kind: 'paragraph',
            text: 'When you send the form, we store your inquiry in our database before we confirm receipt – so no inquiry is lost. The website adds the language, the page and the time automatically, so that we can reply in your language and know what your inquiry refers to.',
          },
          ...storedDataBlocks(['leads', 'reference_counters'], 'en', 'Data stored with an inquiry'),
          {
            kind: 'paragraph',
            text: [
              { strong: 'Purpose: ' },
              'we use this data only to answer your inquiry, make you an offer and carry out any resulting order. We do not add you to a newsletter and do not pass your data on for advertising.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'The legal basis is Art. 6(1)(b) GDPR where your inquiry is aimed at a contract with us (such as a buy-back, pickup, recycling or data-carrier destruction), and otherwise Art. 6(1)(f) GDPR; our legitimate interest is answering inquiries.',
          },
          {
            kind: 'paragraph',
            text: `Against automated submissions the form contains a field that people do not see and checks how quickly it was filled in; no third-party service is involved. Submissions recognised as spam are stored with a flag, trigger no notification and are deleted ${days(r.spamLeadDays, 'en')} after receipt.`,
          },
          {
            kind: 'paragraph',
            text: [
              { strong: 'Retention: ' },
              `we delete inquiries ${days(r.leadDays, 'en')} after receipt. If an inquiry leads to a contract, we keep the records this requires for as long as commercial and tax law obliges us to (§ 257 HGB, § 147 AO).`,
            ],
          },
          {
            kind: 'paragraph',
            text: [
              { strong: 'Handling: ' },
              `members of our company's staff work on your inquiry in an internal area that requires signing in: they record a processing status, who is in charge and internal notes. We log every access to an inquiry and every change with the staff ID and the time, without your details, so that we can show who saw or changed your data and when (Art. 5(2), Art. 32 GDPR). Notes are deleted with the inquiry, log entries ${days(r.auditLogDays, 'en')} after the access.`,
            ],
          },
          ...storedDataBlocks(['lead_notes', 'audit_log'], 'en', 'Data stored while we handle an inquiry'),
        ],
      },
      {
        id: 'e-mail',
        heading: 'Email notification',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'So that your inquiry reaches us straight away, the website creates a notification for every inquiry, addressed to our own address ',
              emailLink(),
              '. It contains everything in your inquiry, with your email address as the reply-to address so that we can answer you directly. It is sent through our company’s mail server; where none is configured, the website saves it as a file on our server.',
            ],
          },
          {
            kind: 'paragraph',
            text: `Until it is delivered, the notification waits in an outbox in our database, so that it is not lost if the mail server is down and is sent exactly once. If we confirm receipt of your inquiry by email, that message takes the same route to the address you gave us. The confirmation contains only our reference number and nothing of what you wrote. So that nobody can use our form to send emails to other people, we send only a few confirmations a day to any one address; to count them we keep a checksum of the address (not the address itself) in a counter that expires after ${hours(r.confirmationLimitHours, 'en')}.`,
          },
          ...storedDataBlocks(['mail_outbox'], 'en', 'Data stored with an email in the outbox'),
          {
            kind: 'paragraph',
            text: `As for the form, the legal basis is Art. 6(1)(b) and (f) GDPR. We delete the outbox entry ${days(r.sentMailDays, 'en')} after delivery, and a notification stored as a file together with it; the email itself is handled in our mailbox like your inquiry.`,
          },
          {
            kind: 'paragraph',
            text: 'If you email us directly, we process your address and your message in the same way in order to reply.',
          },
        ],
      },
      {
        id: 'assistent',
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
            text: `The legal basis is Art. 6(1)(f) GDPR (answering your questions and improving our service) and, where you are asking about a specific order, Art. 6(1)(b) GDPR. We delete a conversation ${days(r.chatDays, 'en')} after its last message.`,
          },
        ],
      },
      {
        id: 'interner-bereich',
        heading: 'Staff area',
        blocks: [
          {
            kind: 'paragraph',
            text: `Our staff handle inquiries in an internal area. An account exists only by invitation from an administrator: the person invited receives a link that is valid for ${hours(r.staffInvitationHours, 'en')} and works only once; we store only a checksum of the link. Signing in takes a password and a second factor (a code from an authenticator app) or a passkey. Signing in sets a technically necessary cookie with a random session key; a session ends after ${hours(r.staffSessionIdleHours, 'en')} without activity. We briefly count sign-in attempts per account and per IP address to prevent passwords from being guessed.`,
          },
          ...storedDataBlocks(
            [
              'staff_users',
              'staff_sessions',
              'staff_accounts',
              'staff_two_factors',
              'staff_passkeys',
              'staff_verifications',
            ],
            'en',
            'Data stored with a staff account',
          ),
          ...storedDataBlocks(['staff_invitations', 'staff_setup_tokens'], 'en', 'Data stored with an invitation'),
          {
            kind: 'paragraph',
            text: 'The legal basis is § 26 BDSG in conjunction with Art. 88 GDPR, and Art. 6(1)(f) and Art. 32 GDPR (protecting inquiries against unauthorised access). We regularly delete expired sessions, invitations and verifications; we delete an account with all its sessions, passkeys and second factor as soon as an administrator removes it.',
          },
        ],
      },
      {
        id: 'missbrauchsschutz',
        heading: 'Protection against abuse',
        blocks: [
          {
            kind: 'paragraph',
            text: `To stop anyone from flooding the forms or the assistant with automated requests, we limit the number of requests per sender. The server counts your requests in a counter that holds your IP address. It expires after ${minutes(r.rateLimitWindowMinutes, 'en')} and is deleted at most ${minutes(r.rateLimitSweepMinutes, 'en')} later. The counter is not linked to your inquiry or your conversation.`,
          },
          {
            kind: 'paragraph',
            text: 'The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is operating the website securely and without disruption.',
          },
        ],
      },
      {
        id: 'spracheinstellung',
        heading: 'Language setting, no cookies, no third-party services',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'If you choose a language at the top (DE or EN), your browser stores that choice in its local storage (localStorage) under the key ',
              { code: 'language' },
              ' with the value ',
              { code: 'de' },
              ' or ',
              { code: 'en' },
              '. This way the website appears in your chosen language on your next visit. The value stays on your device and is not sent to us; you can delete it in your browser at any time.',
            ],
          },
          {
            kind: 'paragraph',
            text: [
              'Storing it is strictly necessary for the service you explicitly asked for and therefore needs no consent (§ 25(2) no. 2 TDDDG); the legal basis is Art. 6(1)(f) GDPR. See our ',
              { text: 'cookie policy', href: '/cookie-richtlinie' },
              ' for details.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'This website sets no cookies, uses no analytics, advertising or tracking services and loads nothing from other servers: fonts, images and scripts come from our own server. The links to our social media profiles are plain links; only when you click one do you leave this website, and the privacy terms of that network apply.',
          },
        ],
      },
      {
        id: 'empfaenger',
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
      },
      {
        id: 'speicherdauer',
        heading: 'Retention at a glance',
        blocks: [
          {
            kind: 'table',
            caption: 'When we delete which data',
            head: ['Data', 'Deleted'],
            rows: [
              ['Inquiries sent through the forms', `${days(r.leadDays, 'en')} after receipt`],
              ['Log of accesses to inquiries', `${days(r.auditLogDays, 'en')} after the access`],
              ['Submissions recognised as spam', `${days(r.spamLeadDays, 'en')} after receipt`],
              ['Notifications in the outbox', `${days(r.sentMailDays, 'en')} after delivery`],
              ['Conversations with the assistant', `${days(r.chatDays, 'en')} after the last message`],
              ['Access logs of the web server (with IP address)', `${days(r.accessLogDays, 'en')} after the visit`],
              [
                'Counters protecting against abuse (with IP address)',
                `at most ${minutes(r.rateLimitWindowMinutes + r.rateLimitSweepMinutes, 'en')} after your first request`,
              ],
              [
                'Counters of confirmation emails (checksum of your email address)',
                `${hours(r.confirmationLimitHours, 'en')} after the first confirmation, deleted at most ${minutes(r.rateLimitSweepMinutes, 'en')} later`,
              ],
              ['Language setting in your browser', 'when you delete it in your browser'],
            ],
          },
          {
            kind: 'paragraph',
            text: `The website deletes this data itself: every ${minutes(r.sweepIntervalMinutes, 'en')} it checks what is due, the counters every ${minutes(r.rateLimitSweepMinutes, 'en')}. The web server's access logs are deleted after the period stated. Statutory retention obligations for records relating to a contract remain unaffected.`,
          },
        ],
      },
      {
        id: 'rechte',
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
      },
      {
        id: 'aufsichtsbehoerde',
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
      },
      {
        id: 'pflicht-und-automatisierung',
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
      },
      {
        id: 'aenderungen',
        heading: 'Changes to this policy',
        blocks: [
          {
            kind: 'paragraph',
            text: 'If what the website processes changes, we update this policy. The version published here applies; the date at the top shows when it was last updated.',
          },
        ],
      },
    ],
  });
}

/** Both language versions for the given configuration (tests build both variants). */
export function buildDatenschutz(options: Options): Localized<LegalDocument> {
  return { de: german(options), en: english(options) };
}

export const datenschutz: Localized<LegalDocument> = buildDatenschutz({ chatModelHost: chatModelHostFromEnv() });
