import type { Locale } from '@/i18n/locales';
import { retention } from '../../retention';
import { days, hours, minutes, years } from '../shared';
import { storedData } from '../stored-data';
import type { DatenschutzSection } from './section';

/** The scheduled backup's technical fields, named as the schema declares them. */
const backupFields = (locale: Locale) =>
  Object.values(storedData.backup_schedule)
    .map((column) => column.label[locale])
    .join(', ');

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
          ['Sicherungskopien der Website-Daten', `spätestens ${days(retention.backupDays, 'de')} nach der Sicherung`],
          ['Spracheinstellung in Ihrem Browser', 'wenn Sie sie in Ihrem Browser löschen'],
        ],
      },
      {
        kind: 'paragraph',
        text: `Die Website löscht diese Daten selbst: Sie prüft alle ${minutes(retention.sweepIntervalMinutes, 'de')}, was fällig ist, die Zähler alle ${minutes(retention.rateLimitSweepMinutes, 'de')}. Die Zugriffsprotokolle der Webserver werden nach der genannten Frist gelöscht. Gesetzliche Aufbewahrungspflichten für Unterlagen zu einem Vertrag bleiben unberührt.`,
      },
      {
        kind: 'paragraph',
        text: `Damit bei einem Defekt nichts verloren geht, sichern wir die gespeicherten Daten regelmäßig in Sicherungskopien (auf unserem Server oder einem von uns beauftragten Speicher, verschlüsselt, wo wir es einrichten). Keine Sicherungskopie wird länger als ${days(retention.backupDays, 'de')} aufbewahrt: Was gelöscht wird – nach den genannten Fristen oder weil Sie es verlangen –, verschwindet spätestens dann auch aus den Sicherungen. Bis dahin nutzen wir eine Sicherung nur, um nach einem Ausfall den Betrieb wiederherzustellen (Art. 6 Abs. 1 lit. f DSGVO; Art. 32 DSGVO). Für den Zeitplan der Sicherungen speichert die Website nur technische Angaben, die nichts über Sie aussagen: ${backupFields('de')}.`,
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
          ['Backup copies of the website’s data', `at most ${days(retention.backupDays, 'en')} after the backup`],
          ['Language setting in your browser', 'when you delete it in your browser'],
        ],
      },
      {
        kind: 'paragraph',
        text: `The website deletes this data itself: every ${minutes(retention.sweepIntervalMinutes, 'en')} it checks what is due, the counters every ${minutes(retention.rateLimitSweepMinutes, 'en')}. The web server's access logs are deleted after the period stated. Statutory retention obligations for records relating to a contract remain unaffected.`,
      },
      {
        kind: 'paragraph',
        text: `So that nothing is lost when something breaks, we regularly back up the stored data (on our server or with a storage provider we engage, encrypted where we set it up). No backup copy is kept longer than ${days(retention.backupDays, 'en')}: whatever is deleted – after the periods above or because you ask us to – is gone from the backups at the latest then. Until then we use a backup only to restore operation after a failure (Art. 6(1)(f) GDPR; Art. 32 GDPR). For the backup schedule the website stores only technical fields that say nothing about you: ${backupFields('en')}.`,
      },
    ],
  }),
};
