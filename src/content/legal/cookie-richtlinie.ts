import { locales, type Locale, type Localized } from '@/i18n/locales';
import { intlLocale } from '@/lib/format';
import { company } from '../company';
import { emailLink, legalTextsUpdated } from './shared';
import type { LegalDocument, LegalInline } from './types';
import { legalDocument } from './typography';

/**
 * Everything the site stores on the visitor's device. The language switcher
 * (src/components/layout/locale-switcher.tsx) writes exactly this entry; cookie-richtlinie.test.ts
 * keeps the two in step.
 */
export const deviceStorage = {
  key: 'language',
  store: 'localStorage',
  values: locales,
} as const;

/** „de oder en“ / "de or en": the stored values in code type, joined as the language joins alternatives. */
/**
 * The visitor's sell list (src/components/sell-list/sell-list-store.ts): the items they collect
 * on the price pages, kept in the browser until they send the list; cookie-richtlinie.test.ts
 * keeps the key in step.
 */
export const sellListStorage = { key: 'sell-list', store: 'localStorage' } as const;

/**
 * The cookies of the staff back office (/intern), set by its sign-in (better-auth, cookie prefix
 * `staff` in src/server/auth/auth.ts) for signed-in employees only; visitors of the public site
 * never receive one. Under https each name carries the `__Secure-` prefix.
 */
export const staffCookies = ['staff.session_token', 'staff.two_factor', 'staff.better-auth-passkey'] as const;

const staffCookieNames = (): LegalInline[] =>
  staffCookies.flatMap((name, index) => (index === 0 ? [{ code: name }] : [', ', { code: name }]));

function storedValues(locale: Locale): LegalInline[] {
  return new Intl.ListFormat(intlLocale[locale], { type: 'disjunction' })
    .formatToParts(deviceStorage.values)
    .map((part) => (part.type === 'element' ? { code: part.value } : part.value));
}

export const cookieRichtlinie: Localized<LegalDocument> = {
  de: legalDocument({
    title: 'Cookie-Richtlinie',
    lead: 'Kurz gesagt: Diese Website setzt ihren Besucherinnen und Besuchern keine Cookies und verfolgt Sie nicht. Auf Ihrem Gerät werden nur Ihre Sprachwahl und Ihre Ankaufsliste gespeichert – und nur, wenn Sie die Sprache selbst umschalten oder etwas auf die Liste setzen. Anmelde-Cookies erhalten allein unsere Mitarbeitenden im internen Bereich.',
    updated: legalTextsUpdated,
    numbering: 'decimal',
    tableOfContents: false,
    sections: [
      {
        id: 'was-gespeichert-wird',
        heading: 'Was auf Ihrem Gerät gespeichert wird',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Cookies und vergleichbare Techniken wie der lokale Speicher des Browsers (localStorage) legen Informationen auf Ihrem Gerät ab oder lesen sie von dort. Diese Website nutzt zwei solche Einträge, beide erst, wenn Sie selbst etwas tun. Der erste merkt sich Ihre Sprache:',
          },
          {
            kind: 'facts',
            items: [
              { term: 'Name', value: [{ code: deviceStorage.key }] },
              { term: 'Speicherort', value: 'lokaler Speicher Ihres Browsers (localStorage) – kein Cookie' },
              { term: 'Inhalt', value: storedValues('de') },
              {
                term: 'Zweck',
                value:
                  'Die Website merkt sich die Sprache, die Sie gewählt haben, und zeigt sie Ihnen beim nächsten Besuch wieder.',
              },
              { term: 'Entsteht', value: 'erst, wenn Sie oben auf DE oder EN klicken' },
              {
                term: 'Speicherdauer',
                value: 'bis Sie ihn in Ihrem Browser löschen; ein erneutes Umschalten überschreibt ihn',
              },
              { term: 'Übertragung', value: 'keine – der Wert wird weder an unseren Server noch an Dritte gesendet' },
              { term: 'Anbieter', value: `wir selbst (${company.legalName})` },
            ],
          },
        ],
      },
      {
        id: 'ankaufsliste',
        heading: 'Ihre Ankaufsliste',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Der zweite Eintrag hält die Artikel fest, die Sie auf den Preislisten auf Ihre Ankaufsliste setzen:',
          },
          {
            kind: 'facts',
            items: [
              { term: 'Name', value: [{ code: sellListStorage.key }] },
              { term: 'Speicherort', value: 'lokaler Speicher Ihres Browsers (localStorage) – kein Cookie' },
              { term: 'Inhalt', value: 'die Artikel Ihrer Liste mit Menge, Zustand und Ihren Notizen' },
              { term: 'Entsteht', value: 'erst, wenn Sie einen Artikel auf die Ankaufsliste setzen' },
              {
                term: 'Speicherdauer',
                value: 'bis Sie die Liste absenden, leeren oder die Websitedaten in Ihrem Browser löschen',
              },
              {
                term: 'Übertragung',
                value: 'erst, wenn Sie die Liste absenden – dann wie jede Anfrage, siehe Datenschutzerklärung',
              },
              { term: 'Anbieter', value: `wir selbst (${company.legalName})` },
            ],
          },
        ],
      },
      {
        id: 'interner-bereich',
        heading: 'Interner Bereich für Mitarbeitende',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Nur wer sich als Mitarbeiterin oder Mitarbeiter im internen Bereich (/intern) anmeldet, erhält Cookies: Sie halten die Anmeldung fest und sind dafür unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG).',
          },
          {
            kind: 'facts',
            items: [
              { term: 'Namen', value: staffCookieNames() },
              {
                term: 'Zweck',
                value:
                  'Sitzung nach der Anmeldung; die Minuten zwischen Passwort und Bestätigungscode; eine Anmeldung mit Passkey',
              },
              {
                term: 'Speicherdauer',
                value:
                  'die Sitzung endet zwölf Stunden nach der letzten Aktivität oder mit der Abmeldung, die übrigen nach wenigen Minuten',
              },
              {
                term: 'Eigenschaften',
                value: 'HttpOnly, SameSite=Lax, unter https nur verschlüsselt übertragen (Secure)',
              },
              { term: 'Anbieter', value: `wir selbst (${company.legalName})` },
            ],
          },
        ],
      },
      {
        id: 'was-wir-nicht-einsetzen',
        heading: 'Was wir nicht einsetzen',
        blocks: [
          {
            kind: 'list',
            items: [
              'keine Cookies für Besucherinnen und Besucher – auch keine Sitzungs- oder Sprach-Cookies;',
              'keine Analyse-, Statistik- oder Werbedienste, keine Tracking-Pixel, kein Fingerprinting;',
              'keine Schriften, Skripte, Karten, Videos oder Social-Media-Plugins von fremden Servern – auch die Schriften liefern wir von unserem eigenen Server aus;',
              [
                'keine Speicherung durch Formulare oder den Chat-Assistenten auf Ihrem Gerät; was Sie dort eingeben, geht an unseren Server, wie in der ',
                { text: 'Datenschutzerklärung', href: '/datenschutz' },
                ' beschrieben.',
              ],
            ],
          },
        ],
      },
      {
        id: 'keine-einwilligung',
        heading: 'Warum wir kein Einwilligungsbanner zeigen',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Informationen auf Ihrem Gerät zu speichern oder von dort auszulesen, erfordert grundsätzlich Ihre Einwilligung (§ 25 Abs. 1 TDDDG). Keine Einwilligung ist nötig, wenn das unbedingt erforderlich ist, damit wir einen Dienst bereitstellen können, den Sie ausdrücklich gewünscht haben (§ 25 Abs. 2 Nr. 2 TDDDG).',
          },
          {
            kind: 'paragraph',
            text: [
              'So ist es hier: Der Eintrag ',
              { code: deviceStorage.key },
              ' entsteht erst, wenn Sie selbst die Sprache umschalten, und dient allein dazu, diese Wahl bei Ihrem nächsten Besuch zu beachten. Er wird weder ausgewertet noch übertragen. Die Ankaufsliste entsteht ebenso erst, wenn Sie etwas auf die Liste setzen, und dient allein dazu, Ihre Liste bis zum Absenden zu behalten. Weitere Cookies oder vergleichbare Einträge gibt es für Besucherinnen und Besucher nicht – es gibt also nichts, in das Sie einwilligen müssten, und deshalb zeigen wir kein Cookie-Banner. Die Anmelde-Cookies des internen Bereichs (Abschnitt „Interner Bereich“) sind für die Anmeldung unserer Mitarbeitenden unbedingt erforderlich und entstehen erst mit deren Anmeldung.',
            ],
          },
        ],
      },
      {
        id: 'loeschen',
        heading: 'Eintrag löschen',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Sie können den Eintrag jederzeit löschen, indem Sie in Ihrem Browser die Websitedaten dieser Website entfernen (meist unter „Datenschutz“ oder „Websitedaten“). Danach zeigt die Website wieder die Sprache der aufgerufenen Adresse: Deutsch unter den Adressen ohne Zusatz, Englisch unter /en/…',
          },
          {
            kind: 'paragraph',
            text: 'Ist der lokale Speicher gesperrt, etwa im privaten Modus, funktioniert der Sprachwechsel weiterhin über den Link; Ihre Wahl wird dann nur nicht gemerkt.',
          },
        ],
      },
      {
        id: 'aenderungen',
        heading: 'Wenn sich das ändert',
        blocks: [
          {
            kind: 'list',
            intro:
              'Setzen wir künftig Cookies oder vergleichbare Techniken ein, die nicht unbedingt erforderlich sind – etwa zur Reichweitenmessung oder um Inhalte Dritter wie Videos oder Karten einzubinden –, dann',
            items: [
              'bitten wir Sie vorher um Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO), mit gleichwertigen Schaltflächen zum Annehmen und Ablehnen;',
              'laden und speichern wir nichts davon, bevor Sie eingewilligt haben;',
              'können Sie Ihre Einwilligung jederzeit so einfach widerrufen, wie Sie sie erteilt haben (Art. 7 Abs. 3 DSGVO);',
              'passen wir diese Richtlinie und die Datenschutzerklärung vorher an und nennen jeden Eintrag mit Zweck, Speicherdauer und Anbieter.',
            ],
          },
        ],
      },
      {
        id: 'fragen',
        heading: 'Fragen',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'Fragen zu dieser Richtlinie beantworten wir gern unter ',
              emailLink(),
              '. Wie wir personenbezogene Daten verarbeiten, erklärt die ',
              { text: 'Datenschutzerklärung', href: '/datenschutz' },
              '.',
            ],
          },
        ],
      },
    ],
  }),
  en: legalDocument({
    title: 'Cookie policy',
    lead: 'In short: this website sets no cookies for its visitors and does not track you. The only things stored on your device are your language choice and your sell list – and only when you switch the language yourself or put something on the list. Sign-in cookies are set only for our staff in the internal area.',
    updated: legalTextsUpdated,
    numbering: 'decimal',
    tableOfContents: false,
    sections: [
      {
        id: 'was-gespeichert-wird',
        heading: 'What is stored on your device',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Cookies and similar techniques such as the browser’s local storage (localStorage) place information on your device or read it from there. This website uses two such entries, both only once you do something yourself. The first remembers your language:',
          },
          {
            kind: 'facts',
            items: [
              { term: 'Name', value: [{ code: deviceStorage.key }] },
              { term: 'Where', value: 'your browser’s local storage (localStorage) – not a cookie' },
              { term: 'Content', value: storedValues('en') },
              {
                term: 'Purpose',
                value: 'The website remembers the language you chose and shows it again on your next visit.',
              },
              { term: 'Created', value: 'only when you click DE or EN at the top' },
              { term: 'Kept', value: 'until you delete it in your browser; switching again overwrites it' },
              { term: 'Sent', value: 'nowhere – the value is sent neither to our server nor to anyone else' },
              { term: 'Provider', value: `ourselves (${company.legalName})` },
            ],
          },
        ],
      },
      {
        id: 'ankaufsliste',
        heading: 'Your sell list',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The second entry keeps the items you put on your sell list from the price lists:',
          },
          {
            kind: 'facts',
            items: [
              { term: 'Name', value: [{ code: sellListStorage.key }] },
              { term: 'Where', value: 'your browser’s local storage (localStorage) – not a cookie' },
              { term: 'Content', value: 'the items on your list with quantity, condition and your notes' },
              { term: 'Created', value: 'only when you put an item on the sell list' },
              {
                term: 'Kept',
                value: 'until you send or empty the list, or delete this website’s data in your browser',
              },
              {
                term: 'Sent',
                value: 'only when you send the list – then like any inquiry, see the privacy policy',
              },
              { term: 'Provider', value: `ourselves (${company.legalName})` },
            ],
          },
        ],
      },
      {
        id: 'interner-bereich',
        heading: 'Internal area for staff',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Only members of our staff who sign in to the internal area (/intern) receive cookies: they keep the sign-in and are strictly necessary for it (§ 25(2) no. 2 TDDDG).',
          },
          {
            kind: 'facts',
            items: [
              { term: 'Names', value: staffCookieNames() },
              {
                term: 'Purpose',
                value:
                  'the session after signing in; the minutes between password and confirmation code; a passkey sign-in',
              },
              {
                term: 'Kept',
                value:
                  'the session ends twelve hours after the last activity or on signing out, the others after a few minutes',
              },
              { term: 'Properties', value: 'HttpOnly, SameSite=Lax, under https sent only encrypted (Secure)' },
              { term: 'Provider', value: `ourselves (${company.legalName})` },
            ],
          },
        ],
      },
      {
        id: 'was-wir-nicht-einsetzen',
        heading: 'What we do not use',
        blocks: [
          {
            kind: 'list',
            items: [
              'no cookies for visitors – not even session or language cookies;',
              'no analytics, statistics or advertising services, no tracking pixels, no fingerprinting;',
              'no fonts, scripts, maps, videos or social media plugins from other servers – even the fonts are served from our own server;',
              [
                'nothing stored on your device by the forms or the chat assistant; what you enter there goes to our server, as described in the ',
                { text: 'privacy policy', href: '/datenschutz' },
                '.',
              ],
            ],
          },
        ],
      },
      {
        id: 'keine-einwilligung',
        heading: 'Why we show no consent banner',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Storing information on your device or reading it from there generally requires your consent (§ 25(1) TDDDG). No consent is needed where this is strictly necessary for us to provide a service you have explicitly asked for (§ 25(2) no. 2 TDDDG).',
          },
          {
            kind: 'paragraph',
            text: [
              'That is the case here: the ',
              { code: deviceStorage.key },
              ' entry is only created when you switch the language yourself, and its only purpose is to respect that choice on your next visit. It is neither analysed nor transmitted. The sell list likewise only comes into being when you put something on it, and serves only to keep your list until you send it. There are no other cookies or similar entries for visitors – so there is nothing for you to consent to, and that is why we show no cookie banner. The sign-in cookies of the internal area (section “Internal area”) are strictly necessary for our staff to sign in and only come into being when they do.',
            ],
          },
        ],
      },
      {
        id: 'loeschen',
        heading: 'Deleting the entry',
        blocks: [
          {
            kind: 'paragraph',
            text: 'You can delete the entry at any time by removing this website’s site data in your browser (usually under “Privacy” or “Site data”). The website then shows the language of the address you open again: German at the addresses without a prefix, English under /en/…',
          },
          {
            kind: 'paragraph',
            text: 'If local storage is blocked, for example in private browsing, switching the language still works through the link; your choice is simply not remembered.',
          },
        ],
      },
      {
        id: 'aenderungen',
        heading: 'If this changes',
        blocks: [
          {
            kind: 'list',
            intro:
              'Should we ever use cookies or similar techniques that are not strictly necessary – for audience measurement, say, or to embed third-party content such as videos or maps – we will',
            items: [
              'ask for your consent first (§ 25(1) TDDDG, Art. 6(1)(a) GDPR), with equally prominent buttons to accept and to decline;',
              'load and store none of it before you have consented;',
              'let you withdraw your consent at any time as easily as you gave it (Art. 7(3) GDPR);',
              'update this policy and the privacy policy beforehand, naming every entry with its purpose, retention period and provider.',
            ],
          },
        ],
      },
      {
        id: 'fragen',
        heading: 'Questions',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'We are happy to answer questions about this policy at ',
              emailLink(),
              '. How we process personal data is explained in the ',
              { text: 'privacy policy', href: '/datenschutz' },
              '.',
            ],
          },
        ],
      },
    ],
  }),
};
