import { retention } from '../../retention';
import { days, years } from '../shared';
import type { DatenschutzSection } from './section';
import { storedDataBlocks } from './stored-data-blocks';

/**
 * The sell list: a sell request is an inquiry (same retention, same handling, same erasure) with
 * its lines, the handover, the status link and our offer.
 */
export const sellRequests: DatenschutzSection = {
  id: 'ankaufsliste',
  de: () => ({
    heading: 'Ankaufsliste und Angebote',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Über die Ankaufsliste senden Sie uns mehrere Artikel auf einmal zum Ankauf: zu jeder Position Bezeichnung oder Artikelnummer, Menge, Zustand und freiwillige Anmerkungen, bei Batterien die Angaben, die wir für einen sicheren Transport brauchen (Zellchemie, verbaut oder lose, beschädigt, Gewicht, Verpackung). Dazu kommen Ihre Kontaktangaben wie beim Kontaktformular, freiwillig Firma und USt-IdNr., und ob Sie die Ware schicken oder wir sie abholen; für eine Abholung die Adresse, das Zeitfenster, die Gegebenheiten vor Ort und eine Ansprechperson mit Telefonnummer.',
      },
      {
        kind: 'paragraph',
        text: 'Eine Ankaufsliste speichern wir als Anfrage mit Vorgangsnummer, wie im Abschnitt zu den Kontaktformularen beschrieben. Sie erhalten einen persönlichen Statuslink, unter dem Sie den Stand, Ihre Positionen und unser Angebot sehen und es annehmen oder ablehnen; wir speichern nur eine Prüfsumme dieses Links, nicht den Link selbst. Wer den Link kennt, sieht diese Seite – geben Sie ihn deshalb nicht weiter. Per E-Mail erhalten Sie eine Eingangsbestätigung mit Vorgangsnummer, Anzahl der Positionen und dem Statuslink und später eine Nachricht, sobald unser Angebot bereitliegt; beide enthalten nichts von dem, was Sie geschrieben haben, und gehen über den Postausgang wie die Benachrichtigungen. Unser Angebot und Ihre Entscheidung speichern wir mit Zeitpunkt, ebenso wann Ihre Ware eingegangen ist und wann wir bezahlt haben.',
      },
      ...storedDataBlocks(
        ['sell_requests', 'sell_request_lines', 'sell_offers', 'sell_offer_lines'],
        'de',
        'Gespeicherte Angaben zu einer Ankaufsliste',
      ),
      {
        kind: 'paragraph',
        text: 'Nehmen Sie unser Angebot an, speichern wir, wann und wie die Ware zu uns kommt (Abholtag und Zeitfenster oder unsere Versandhinweise), was bei uns eingegangen ist (Menge, Seriennummern, Zustand, Endpreis je Position und der Grund jeder Abweichung vom Angebot) und stellen eine Gutschrift sowie auf Wunsch ein Vernichtungszertifikat oder einen Recyclingnachweis aus. Jedes Zertifikat hat eine öffentliche Prüfseite, die nur Nummer, Art, Datum und Anzahl zeigt – nichts über Sie.',
      },
      ...storedDataBlocks(['sell_schedules', 'sell_receipt_lines'], 'de', 'Gespeicherte Angaben zur Abwicklung'),
      ...storedDataBlocks(
        ['credit_notes', 'certificates'],
        'de',
        'Gespeicherte Angaben zu Gutschriften und Zertifikaten',
      ),
      {
        kind: 'paragraph',
        text: [
          { strong: 'Zweck, Rechtsgrundlage und Speicherdauer: ' },
          `Wir nutzen die Angaben, um Ihnen ein Angebot zu machen und den Ankauf abzuwickeln (Art. 6 Abs. 1 lit. b DSGVO). Sie werden mit der Anfrage gelöscht, also ${days(retention.leadDays, 'de')} nach ihrem Eingang oder wenn Sie die Löschung Ihrer Daten verlangen; Unterlagen eines zustande gekommenen Ankaufs – Gutschrift und Zertifikate, die dafür eine eigene Kopie ihres Inhalts halten – bewahren wir so lange auf, wie handels- und steuerrechtliche Pflichten es verlangen, auch wenn Sie die Löschung verlangen (Art. 17 Abs. 3 lit. b DSGVO): die Gutschrift mit ihren Positionen und Ihren Rechnungsangaben (Name, Firma, Anschrift, USt-IdNr.) ${years(retention.creditNoteYears, 'de')} (§ 14b UStG, § 147 AO), Vernichtungszertifikate und Recyclingnachweise ${years(retention.certificateYears, 'de')} (§ 257 HGB, § 147 AO), jeweils ab dem Ende des Jahres, in dem wir sie ausgestellt haben. Nach einem Löschverlangen sind diese Unterlagen gesperrt (Art. 18 DSGVO): Wir nutzen sie nur noch, um sie unserer Steuerberatung oder der Finanzverwaltung vorzulegen, und löschen sie, sobald die Frist endet.`,
        ],
      },
    ],
  }),
  en: () => ({
    heading: 'Sell list and offers',
    blocks: [
      {
        kind: 'paragraph',
        text: 'With the sell list you send us several items for sale at once: for each line the name or article number, quantity, condition and optional notes, and for batteries the facts we need for safe transport (cell chemistry, installed or loose, damaged, weight, packaging). In addition your contact details as in the contact form, optionally company and VAT ID, and whether you ship the goods or we collect them; for a pickup the address, the time window, the conditions on site and a contact person with phone number.',
      },
      {
        kind: 'paragraph',
        text: 'We store a sell list as an inquiry with a reference number, as described in the section on the contact forms. You receive a personal status link where you see its progress, your lines and our offer, and accept or decline it; we store only a checksum of this link, not the link itself. Anyone who knows the link sees this page – so do not pass it on. By email you receive a confirmation with the reference number, the number of lines and the status link, and later a message once our offer is ready; neither contains anything you wrote, and both go through the outbox like the notifications. We store our offer and your decision with their time, and when your goods arrived and when we paid.',
      },
      ...storedDataBlocks(
        ['sell_requests', 'sell_request_lines', 'sell_offers', 'sell_offer_lines'],
        'en',
        'Data stored with a sell list',
      ),
      {
        kind: 'paragraph',
        text: 'Once you accept our offer, we store when and how the goods come to us (pickup day and time window, or our shipping instructions), what arrived (quantity, serial numbers, condition, final price per line and the reason for any deviation from the offer), and we issue a credit note and, if you wish, a data destruction certificate or a recycling record. Each certificate has a public verification page that shows only its number, kind, date and count – nothing about you.',
      },
      ...storedDataBlocks(
        ['sell_schedules', 'sell_receipt_lines'],
        'en',
        'Data stored while we carry out the purchase',
      ),
      ...storedDataBlocks(['credit_notes', 'certificates'], 'en', 'Data stored with credit notes and certificates'),
      {
        kind: 'paragraph',
        text: [
          { strong: 'Purpose, legal basis and retention: ' },
          `we use this data to make you an offer and to carry out the purchase (Art. 6(1)(b) GDPR). It is deleted with the inquiry, that is ${days(retention.leadDays, 'en')} after receipt or when you ask us to erase your data; the records of a completed purchase – the credit note and certificates, which hold their own copy of what they show – are kept for as long as commercial and tax law obliges us to, also when you ask for erasure (Art. 17(3)(b) GDPR): the credit note with its lines and your billing details (name, company, address, VAT ID) for ${years(retention.creditNoteYears, 'en')} (§ 14b UStG, § 147 AO), data destruction certificates and recycling records for ${years(retention.certificateYears, 'en')} (§ 257 HGB, § 147 AO), each from the end of the year in which we issued them. After an erasure request these records are restricted (Art. 18 GDPR): we use them only to show them to our tax adviser or the tax authorities, and delete them as soon as the period ends.`,
        ],
      },
    ],
  }),
};
