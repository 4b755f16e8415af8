import { retention } from '../../retention';
import { days, hours, minutes, years } from '../shared';
import type { DatenschutzSection } from './section';

/**
 * Every deletion period in one table; the periods come from src/content/retention.ts, which the server's
 * retention sweep enforces.
 */

export const retentionOverview: DatenschutzSection = {
  id: 'speicherdauer',
  de: () => ({
    heading: 'Speicherdauer im Überblick',
    blocks: [
      {
        kind: 'table',
        caption: 'Wann wir welche Daten löschen',
        head: ['Daten', 'Löschung'],
        rows: [
          ['Anfragen über die Formulare', `${days(retention.leadDays, 'de')} nach Eingang`],
          ['Protokoll der Zugriffe auf Anfragen', `${days(retention.auditLogDays, 'de')} nach dem Zugriff`],
          ['als Spam erkannte Einsendungen', `${days(retention.spamLeadDays, 'de')} nach Eingang`],
          ['Benachrichtigungen im Postausgang', `${days(retention.sentMailDays, 'de')} nach der Zustellung`],
          ['Gespräche mit dem Assistenten', `${days(retention.chatDays, 'de')} nach der letzten Nachricht`],
          [
            'Gutschriften eines Ankaufs mit Positionen und Ihren Rechnungsangaben',
            `${years(retention.creditNoteYears, 'de')} nach Ende des Jahres der Ausstellung, nach einem Löschverlangen gesperrt`,
          ],
          [
            'Vernichtungszertifikate und Recyclingnachweise',
            `${years(retention.certificateYears, 'de')} nach Ende des Jahres der Ausstellung, nach einem Löschverlangen gesperrt`,
          ],
          [
            'Zugriffsprotokolle des Webservers (mit IP-Adresse)',
            `${days(retention.accessLogDays, 'de')} nach dem Zugriff`,
          ],
          [
            'Zähler zum Schutz vor Missbrauch (mit IP-Adresse)',
            `spätestens ${minutes(retention.rateLimitWindowMinutes + retention.rateLimitSweepMinutes, 'de')} nach Ihrer ersten Anfrage`,
          ],
          [
            'Zähler der Eingangsbestätigungen (Prüfsumme Ihrer E-Mail-Adresse)',
            `${hours(retention.confirmationLimitHours, 'de')} nach der ersten Bestätigung, gelöscht spätestens ${minutes(retention.rateLimitSweepMinutes, 'de')} danach`,
          ],
          ['Spracheinstellung in Ihrem Browser', 'wenn Sie sie in Ihrem Browser löschen'],
        ],
      },
      {
        kind: 'paragraph',
        text: `Die Website löscht diese Daten selbst: Sie prüft alle ${minutes(retention.sweepIntervalMinutes, 'de')}, was fällig ist, die Zähler alle ${minutes(retention.rateLimitSweepMinutes, 'de')}. Die Zugriffsprotokolle der Webserver werden nach der genannten Frist gelöscht. Gesetzliche Aufbewahrungspflichten für Unterlagen zu einem Vertrag bleiben unberührt.`,
      },
    ],
  }),
  en: () => ({
    heading: 'Retention at a glance',
    blocks: [
      {
        kind: 'table',
        caption: 'When we delete which data',
        head: ['Data', 'Deleted'],
        rows: [
          ['Inquiries sent through the forms', `${days(retention.leadDays, 'en')} after receipt`],
          ['Log of accesses to inquiries', `${days(retention.auditLogDays, 'en')} after the access`],
          ['Submissions recognised as spam', `${days(retention.spamLeadDays, 'en')} after receipt`],
          ['Notifications in the outbox', `${days(retention.sentMailDays, 'en')} after delivery`],
          ['Conversations with the assistant', `${days(retention.chatDays, 'en')} after the last message`],
          [
            'Credit notes of a purchase with their lines and your billing details',
            `${years(retention.creditNoteYears, 'en')} after the end of the year of issue, restricted after an erasure request`,
          ],
          [
            'Data destruction certificates and recycling records',
            `${years(retention.certificateYears, 'en')} after the end of the year of issue, restricted after an erasure request`,
          ],
          ['Access logs of the web server (with IP address)', `${days(retention.accessLogDays, 'en')} after the visit`],
          [
            'Counters protecting against abuse (with IP address)',
            `at most ${minutes(retention.rateLimitWindowMinutes + retention.rateLimitSweepMinutes, 'en')} after your first request`,
          ],
          [
            'Counters of confirmation emails (checksum of your email address)',
            `${hours(retention.confirmationLimitHours, 'en')} after the first confirmation, deleted at most ${minutes(retention.rateLimitSweepMinutes, 'en')} later`,
          ],
          ['Language setting in your browser', 'when you delete it in your browser'],
        ],
      },
      {
        kind: 'paragraph',
        text: `The website deletes this data itself: every ${minutes(retention.sweepIntervalMinutes, 'en')} it checks what is due, the counters every ${minutes(retention.rateLimitSweepMinutes, 'en')}. The web server's access logs are deleted after the period stated. Statutory retention obligations for records relating to a contract remain unaffected.`,
      },
    ],
  }),
};
