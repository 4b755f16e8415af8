import { retention } from '../../retention';
import { days, minutes } from '../shared';
import type { DatenschutzSection } from './section';

/**
 * What any visit involves: connection data and logs, the counters against abuse, and the only entry on the
 * visitor's device (the language setting; no cookies, nothing from third parties).
 */

export const serverLogs: DatenschutzSection = {
  id: 'server-protokolle',
  de: () => ({
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
        text: `Der Webserver oder Hosting-Dienst vor der Anwendung kann Zugriffsprotokolle mit den oben genannten Verbindungsdaten führen. Wir nutzen sie nur, um Angriffe abzuwehren und Störungen zu beheben, führen sie nicht mit anderen Daten zusammen und werten sie nicht aus, um Besucher wiederzuerkennen. Sie werden spätestens ${days(retention.accessLogDays, 'de')} nach dem Zugriff gelöscht.`,
      },
      {
        kind: 'paragraph',
        text: 'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist eine sichere und funktionsfähige Website.',
      },
    ],
  }),
  en: () => ({
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
        text: `The web server or hosting service in front of the application may keep access logs with the connection data listed above. We use them only to fend off attacks and fix faults, do not combine them with other data and do not analyse them to recognise visitors. They are deleted no later than ${days(retention.accessLogDays, 'en')} after the visit.`,
      },
      {
        kind: 'paragraph',
        text: 'The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is a secure website that works.',
      },
    ],
  }),
};

export const abuseProtection: DatenschutzSection = {
  id: 'missbrauchsschutz',
  de: () => ({
    heading: 'Schutz vor Missbrauch',
    blocks: [
      {
        kind: 'paragraph',
        text: `Damit niemand die Formulare oder den Assistenten mit massenhaften automatisierten Anfragen lahmlegt, begrenzen wir die Zahl der Anfragen je Absender. Dafür zählt der Server Ihre Anfragen in einem Zähler, der Ihre IP-Adresse enthält. Er läuft nach ${minutes(retention.rateLimitWindowMinutes, 'de')} ab und wird spätestens ${minutes(retention.rateLimitSweepMinutes, 'de')} danach gelöscht. Der Zähler wird nicht mit Ihrer Anfrage oder Ihrem Gespräch verknüpft.`,
      },
      {
        kind: 'paragraph',
        text: 'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist der sichere und störungsfreie Betrieb der Website.',
      },
    ],
  }),
  en: () => ({
    heading: 'Protection against abuse',
    blocks: [
      {
        kind: 'paragraph',
        text: `To stop anyone from flooding the forms or the assistant with automated requests, we limit the number of requests per sender. The server counts your requests in a counter that holds your IP address. It expires after ${minutes(retention.rateLimitWindowMinutes, 'en')} and is deleted at most ${minutes(retention.rateLimitSweepMinutes, 'en')} later. The counter is not linked to your inquiry or your conversation.`,
      },
      {
        kind: 'paragraph',
        text: 'The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is operating the website securely and without disruption.',
      },
    ],
  }),
};

export const languageSetting: DatenschutzSection = {
  id: 'spracheinstellung',
  de: () => ({
    heading: 'Spracheinstellung und Ankaufsliste, keine Cookies, keine Dienste Dritter',
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
          'Setzen Sie auf einer Preisliste Artikel auf Ihre Ankaufsliste, speichert Ihr Browser die Liste (Artikel, Menge, Zustand, Ihre Notizen) ebenfalls im lokalen Speicher, unter dem Schlüssel ',
          { code: 'sell-list' },
          '. Sie bleibt auf Ihrem Gerät, bis Sie sie absenden oder leeren; erst mit dem Absenden erhalten wir sie, und dann gilt für sie, was oben zu Anfragen steht.',
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
        text: 'Diese Website setzt ihren Besucherinnen und Besuchern keine Cookies (Anmelde-Cookies erhalten nur unsere Mitarbeitenden im internen Bereich), bindet keine Analyse-, Werbe- oder Tracking-Dienste ein und lädt nichts von fremden Servern: Schriften, Bilder und Skripte kommen von unserem eigenen Server. Die Links zu unseren Profilen in sozialen Netzwerken sind einfache Links; erst wenn Sie einen davon anklicken, verlassen Sie diese Website, und es gelten die Datenschutzbestimmungen des jeweiligen Netzwerks.',
      },
    ],
  }),
  en: () => ({
    heading: 'Language setting and sell list, no cookies, no third-party services',
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
          'If you put items on your sell list from a price list, your browser keeps the list (items, quantity, condition, your notes) in its local storage too, under the key ',
          { code: 'sell-list' },
          '. It stays on your device until you send or empty it; we only receive it when you send it, and then what is said above about inquiries applies to it.',
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
        text: 'This website sets no cookies for its visitors (only our staff receive sign-in cookies in the internal area), uses no analytics, advertising or tracking services and loads nothing from other servers: fonts, images and scripts come from our own server. The links to our social media profiles are plain links; only when you click one do you leave this website, and the privacy terms of that network apply.',
      },
    ],
  }),
};
