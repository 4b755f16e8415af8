import { retention } from '../../retention';
import { days, emailLink, hours } from '../shared';
import type { DatenschutzSection } from './section';
import { storedDataBlocks } from './stored-data-blocks';

/**
 * The contact forms (what an inquiry stores, how staff handle it and log their access) and the e-mail
 * notification each inquiry sends through the outbox.
 */

export const contactForms: DatenschutzSection = {
  id: 'kontaktformulare',
  de: () => ({
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
        text: `Gegen automatisierte Einsendungen enthält das Formular ein für Menschen unsichtbares Feld und prüft, wie schnell es ausgefüllt wurde; ein Dienst eines Dritten ist dafür nicht eingebunden. Als Spam erkannte Einsendungen speichern wir gekennzeichnet, versenden dazu keine Benachrichtigung und löschen sie ${days(retention.spamLeadDays, 'de')} nach Eingang.`,
      },
      {
        kind: 'paragraph',
        text: [
          { strong: 'Speicherdauer: ' },
          `Anfragen löschen wir ${days(retention.leadDays, 'de')} nach ihrem Eingang. Führt eine Anfrage zu einem Vertrag, bewahren wir die dafür nötigen Unterlagen so lange auf, wie handels- und steuerrechtliche Pflichten es verlangen (§ 257 HGB, § 147 AO).`,
        ],
      },
      {
        kind: 'paragraph',
        text: [
          { strong: 'Bearbeitung: ' },
          `Ihre Anfrage bearbeiten Mitarbeiterinnen und Mitarbeiter unseres Unternehmens in einem internen, nur nach Anmeldung zugänglichen Bereich: Sie vergeben einen Bearbeitungsstand, eine Zuständigkeit und interne Notizen. Jeden Zugriff auf eine Anfrage und jede Änderung protokollieren wir mit Mitarbeiterkennung und Zeitpunkt, ohne Ihre Angaben, damit wir nachweisen können, wer Ihre Daten wann gesehen oder geändert hat (Art. 5 Abs. 2, Art. 32 DSGVO). Notizen löschen wir mit der Anfrage, Protokolleinträge ${days(retention.auditLogDays, 'de')} nach dem Zugriff.`,
        ],
      },
      ...storedDataBlocks(['lead_notes', 'audit_log'], 'de', 'Gespeicherte Angaben zur Bearbeitung einer Anfrage'),
      {
        kind: 'paragraph',
        text: [
          { strong: 'Fotos und Dokumente: ' },
          `Mit JavaScript können Sie einer Anfrage Fotos (JPEG, PNG, WebP, AVIF, HEIC) und PDF-Dokumente anhängen; jede Datei wird gleich nach der Auswahl hochgeladen. Fotos speichern wir nicht im Original: Die Website speichert jedes Foto neu, höchstens so groß, wie wir es zur Einschätzung brauchen, und ohne die im Foto eingebetteten Angaben wie Aufnahmeort (GPS), Aufnahmezeit und Seriennummer der Kamera. PDF-Dateien speichern wir so, wie Sie sie senden. Nur unsere Mitarbeiterinnen und Mitarbeiter sehen die Dateien, nach Anmeldung im internen Bereich. Damit nur Sie Ihre Dateien Ihrer Anfrage zuordnen können, speichern wir bis zum Absenden eine Prüfsumme Ihrer IP-Adresse (nicht die Adresse selbst). Dateien, die nicht innerhalb von ${hours(retention.unattachedUploadHours, 'de')} mit einer Anfrage gesendet werden, löschen wir; gesendete Dateien löschen wir zusammen mit der Anfrage. Rechtsgrundlage ist wie beim Formular Art. 6 Abs. 1 lit. b und f DSGVO.`,
        ],
      },
      {
        kind: 'paragraph',
        text: 'Entfernen Sie eine Datei vor dem Absenden wieder aus der Liste, löschen wir sie sofort von unserem Server.',
      },
      ...storedDataBlocks(['uploads', 'upload_blobs'], 'de', 'Gespeicherte Angaben zu einem Foto oder Dokument'),
    ],
  }),
  en: () => ({
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
        text: `Against automated submissions the form contains a field that people do not see and checks how quickly it was filled in; no third-party service is involved. Submissions recognised as spam are stored with a flag, trigger no notification and are deleted ${days(retention.spamLeadDays, 'en')} after receipt.`,
      },
      {
        kind: 'paragraph',
        text: [
          { strong: 'Retention: ' },
          `we delete inquiries ${days(retention.leadDays, 'en')} after receipt. If an inquiry leads to a contract, we keep the records this requires for as long as commercial and tax law obliges us to (§ 257 HGB, § 147 AO).`,
        ],
      },
      {
        kind: 'paragraph',
        text: [
          { strong: 'Handling: ' },
          `members of our company's staff work on your inquiry in an internal area that requires signing in: they record a processing status, who is in charge and internal notes. We log every access to an inquiry and every change with the staff ID and the time, without your details, so that we can show who saw or changed your data and when (Art. 5(2), Art. 32 GDPR). Notes are deleted with the inquiry, log entries ${days(retention.auditLogDays, 'en')} after the access.`,
        ],
      },
      ...storedDataBlocks(['lead_notes', 'audit_log'], 'en', 'Data stored while we handle an inquiry'),
      {
        kind: 'paragraph',
        text: [
          { strong: 'Photos and documents: ' },
          `With JavaScript you can attach photos (JPEG, PNG, WebP, AVIF, HEIC) and PDF documents to an inquiry; each file is uploaded as soon as you choose it. We do not keep photos as they were: the website saves each photo anew, no larger than we need to assess it, and without the details embedded in it such as the location (GPS), the time taken and the camera's serial number. PDF files are stored as you send them. Only our staff see the files, after signing in to the internal area. So that only you can add your files to your inquiry, we store a checksum of your IP address (not the address itself) until you send it. Files not sent with an inquiry within ${hours(retention.unattachedUploadHours, 'en')} are deleted; files sent are deleted together with the inquiry. As for the form, the legal basis is Art. 6(1)(b) and (f) GDPR.`,
        ],
      },
      {
        kind: 'paragraph',
        text: 'If you remove a file from the list before sending, we delete it from our server at once.',
      },
      ...storedDataBlocks(['uploads', 'upload_blobs'], 'en', 'Data stored with a photo or document'),
    ],
  }),
};

export const emailNotification: DatenschutzSection = {
  id: 'e-mail',
  de: () => ({
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
        text: `Bis zur Zustellung liegt die Benachrichtigung in einem Postausgang in unserer Datenbank, damit sie auch bei einer Störung des Mailservers nicht verloren geht und genau einmal versendet wird. Bestätigen wir Ihnen den Eingang Ihrer Anfrage per E-Mail, nimmt diese Nachricht denselben Weg an die Adresse, die Sie angegeben haben. Die Bestätigung enthält nur unsere Vorgangsnummer und nichts von dem, was Sie geschrieben haben. Damit niemand unser Formular nutzen kann, um anderen Menschen E-Mails zu schicken, senden wir je Adresse nur wenige Bestätigungen am Tag; dafür zählen wir sie unter einer Prüfsumme der Adresse (nicht der Adresse selbst), und dieser Zähler läuft nach ${hours(retention.confirmationLimitHours, 'de')} ab.`,
      },
      ...storedDataBlocks(['mail_outbox'], 'de', 'Gespeicherte Angaben zu einer E-Mail im Postausgang'),
      {
        kind: 'paragraph',
        text: `Rechtsgrundlage ist wie beim Formular Art. 6 Abs. 1 lit. b und f DSGVO. Den Eintrag im Postausgang löschen wir ${days(retention.sentMailDays, 'de')} nach der Zustellung, eine als Datei abgelegte Benachrichtigung zusammen mit ihm; die E-Mail selbst behandeln wir in unserem Postfach wie Ihre Anfrage.`,
      },
      {
        kind: 'paragraph',
        text: 'Schreiben Sie uns direkt eine E-Mail, verarbeiten wir Ihre Adresse und den Inhalt ebenso, um Ihnen zu antworten.',
      },
    ],
  }),
  en: () => ({
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
        text: `Until it is delivered, the notification waits in an outbox in our database, so that it is not lost if the mail server is down and is sent exactly once. If we confirm receipt of your inquiry by email, that message takes the same route to the address you gave us. The confirmation contains only our reference number and nothing of what you wrote. So that nobody can use our form to send emails to other people, we send only a few confirmations a day to any one address; to count them we keep a checksum of the address (not the address itself) in a counter that expires after ${hours(retention.confirmationLimitHours, 'en')}.`,
      },
      ...storedDataBlocks(['mail_outbox'], 'en', 'Data stored with an email in the outbox'),
      {
        kind: 'paragraph',
        text: `As for the form, the legal basis is Art. 6(1)(b) and (f) GDPR. We delete the outbox entry ${days(retention.sentMailDays, 'en')} after delivery, and a notification stored as a file together with it; the email itself is handled in our mailbox like your inquiry.`,
      },
      {
        kind: 'paragraph',
        text: 'If you email us directly, we process your address and your message in the same way in order to reply.',
      },
    ],
  }),
};
