import { retention } from '../../retention';
import { hours } from '../shared';
import type { DatenschutzSection } from './section';
import { storedDataBlocks } from './stored-data-blocks';

/** The back office for staff: invitations, sign-in, sessions and what an account stores. */

export const staffArea: DatenschutzSection = {
  id: 'interner-bereich',
  de: () => ({
    heading: 'Interner Bereich für Mitarbeitende',
    blocks: [
      {
        kind: 'paragraph',
        text: `Unsere Mitarbeiterinnen und Mitarbeiter bearbeiten Anfragen in einem internen Bereich. Ein Konto entsteht nur auf Einladung der Administration: Die eingeladene Person erhält einen Link, der ${hours(retention.staffInvitationHours, 'de')} gültig ist und nur einmal funktioniert; wir speichern nur eine Prüfsumme des Links. Zur Anmeldung gehören ein Passwort und ein zweiter Faktor (ein Code aus einer Authenticator-App) oder ein Passkey. Die Anmeldung setzt ein technisch notwendiges Cookie mit einem zufälligen Sitzungsschlüssel; eine Sitzung endet nach ${hours(retention.staffSessionIdleHours, 'de')} ohne Aktivität. Die Anzahl der Anmeldeversuche je Konto und je IP-Adresse zählen wir kurzzeitig, um das Erraten von Passwörtern zu verhindern.`,
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
      ...storedDataBlocks(['staff_invitations', 'staff_setup_tokens'], 'de', 'Gespeicherte Angaben zu einer Einladung'),
      ...storedDataBlocks(
        [
          'price_lists',
          'price_versions',
          'price_drafts',
          'price_articles',
          'price_history',
          'price_state',
          'price_imports',
        ],
        'de',
        'Gespeicherte Angaben zur Pflege der Preislisten',
      ),
      {
        kind: 'paragraph',
        text: 'Rechtsgrundlage ist § 26 BDSG in Verbindung mit Art. 88 DSGVO sowie Art. 6 Abs. 1 lit. f und Art. 32 DSGVO (Schutz der Anfragen vor unbefugtem Zugriff). Abgelaufene Sitzungen, Einladungen und Prüfvorgänge löschen wir regelmäßig; ein Konto löschen wir mit allen Sitzungen, Passkeys und dem zweiten Faktor, sobald die Administration es entfernt.',
      },
    ],
  }),
  en: () => ({
    heading: 'Staff area',
    blocks: [
      {
        kind: 'paragraph',
        text: `Our staff handle inquiries in an internal area. An account exists only by invitation from an administrator: the person invited receives a link that is valid for ${hours(retention.staffInvitationHours, 'en')} and works only once; we store only a checksum of the link. Signing in takes a password and a second factor (a code from an authenticator app) or a passkey. Signing in sets a technically necessary cookie with a random session key; a session ends after ${hours(retention.staffSessionIdleHours, 'en')} without activity. We briefly count sign-in attempts per account and per IP address to prevent passwords from being guessed.`,
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
      ...storedDataBlocks(
        [
          'price_lists',
          'price_versions',
          'price_drafts',
          'price_articles',
          'price_history',
          'price_state',
          'price_imports',
        ],
        'en',
        'Data stored while staff keep the price lists',
      ),
      {
        kind: 'paragraph',
        text: 'The legal basis is § 26 BDSG in conjunction with Art. 88 GDPR, and Art. 6(1)(f) and Art. 32 GDPR (protecting inquiries against unauthorised access). We regularly delete expired sessions, invitations and verifications; we delete an account with all its sessions, passkeys and second factor as soon as an administrator removes it.',
      },
    ],
  }),
};
