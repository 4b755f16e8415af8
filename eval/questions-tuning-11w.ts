import type { EvalCase } from './chat-questions';
import {
  CERTIFICATE_DE,
  CERTIFICATE_EN,
  CERTIFICATES,
  CONTACT,
  DEVICES_DE,
  EWASTE,
  expected,
  FREE_PICKUP,
  LARGER_DE,
  LARGER_EN,
  ON_SITE,
  ON_SITE_DE,
  ON_SITE_EN,
  PARTS,
  PROFILE,
  SELL_LIST,
  SELL_STATUS,
  SHIP_DE,
  SHIP_EN,
  SHIPPING,
  SINGLE_DE,
  SINGLE_EN,
  SINGLE_ITEMS,
  STORAGE_SERVICE_PAGES,
  TERMS,
} from './expected';
import { paraphrases } from './question-helpers';

/**
 * Set W, tuning part: new paraphrases of existing tuning groups of the intents pickup, pickup-cost,
 * appointment-hours, data-destruction, sell-list, legal, company and service (groups not used by
 * sets U and V). Each group keeps its source group's expectations exactly (the same constants,
 * imported from ./expected). Written without running the assistant, three new questions per group
 * (short or with typos, colloquial, long with context), then split 2:1 per group: the 1st and 2nd
 * are here, the 3rd (the long one with context) is in eval/holdout-10w.ts.
 */
const de = expected.de;
const en = expected.en;

export const tuningQuestionsW: EvalCase[] = [
  // Pickup: whether you collect nationwide (questions-tuning-2.ts)
  ...paraphrases('pickup', 'de', { must: [de.nationwide] }, [
    'abhohlung auch in hamburg mgl?',
    'Kommt ihr mit nem Transporter auch zu uns nach Sachsen und nehmt das ganze Zeug mit?',
  ]),
  // Pickup: whether you collect nationwide (questions-tuning-2.ts)
  ...paraphrases('pickup', 'en', { must: [en.nationwide] }, [
    'collect in hamburg??',
    'hey do u guys send a van out to grab old gear from ppl or nah',
  ]),
  // Pickup: the lead time in working days (questions-tuning-2.ts)
  ...paraphrases('pickup', 'de', { must: [de.pickupDays] }, [
    'abholzeit wieviele tage',
    'Wie fix seid ihr denn da, wenn ich heute sag, holt das Zeug bei mir ab?',
  ]),
  // Pickup: the lead time in working days (questions-tuning-2.ts)
  ...paraphrases('pickup', 'en', { must: [en.pickupDays] }, [
    'lead time collection days?',
    'if i ping u today how soon can ur driver swing by??',
  ]),
  // Pickup: shipping instead (questions-tuning-4c.ts)
  ...paraphrases('pickup', 'de', { must: [SHIP_DE], pages: SHIPPING }, [
    'paket senden statt abholen geht?',
    'Ich hab bloß zwei RAM-Riegel, kann ich die euch nicht einfach in nen Umschlag packen und losschicken?',
  ]),
  // Pickup: shipping instead (questions-tuning-4c.ts)
  ...paraphrases('pickup', 'en', { must: [SHIP_EN], pages: SHIPPING }, [
    'post it to u instead of collection?',
    'got just a couple cpus lying around, can i stick em in a box n mail em over?',
  ]),
  // Cost of pickup: free for larger quantities (questions-tuning-4c.ts)
  ...paraphrases('pickup-cost', 'de', { must: [de.free, LARGER_DE], pages: FREE_PICKUP }, [
    'abholung kostenpflichtig??',
    'Müssen wir fürs Abholen von nem ganzen Haufen Altgeräte eigentlich was blechen?',
  ]),
  // Cost of pickup: free for larger quantities (questions-tuning-4c.ts)
  ...paraphrases('pickup-cost', 'en', { must: [en.free, LARGER_EN], pages: FREE_PICKUP }, [
    'any fee 4 collection?',
    'do we gotta pay u anything to haul away a big pile of old stuff?',
  ]),
  // Cost of pickup: single items (questions-tuning-4c.ts)
  ...paraphrases('pickup-cost', 'de', { must: [SINGLE_DE], pages: SINGLE_ITEMS }, [
    'nur 1 gerät abholen kosten?',
    'Lohnt sich das für euch überhaupt, wenn ich bloß einen einzigen alten Akku loswerden will – was kostet mich der Spaß?',
  ]),
  // Cost of pickup: single items (questions-tuning-4c.ts)
  ...paraphrases('pickup-cost', 'en', { must: [SINGLE_EN], pages: SINGLE_ITEMS }, [
    'just one item - transport cost?',
    'only got one old battery lol, whats it gonna cost me to get it to u?',
  ]),
  // Hours: weekday opening and closing (questions-tuning-3b.ts)
  ...paraphrases('appointment-hours', 'de', { must: [de.opens, de.closes], pages: CONTACT }, [
    'ab wann u bis wann besetzt',
    'Wann sitzt bei euch eigentlich jemand im Büro, so von wann bis wann?',
  ]),
  // Hours: weekday opening and closing (questions-tuning-3b.ts)
  ...paraphrases('appointment-hours', 'en', { must: [en.opens, en.closes], pages: CONTACT }, [
    'office hrs mon-fri?',
    'what time r u guys actually around, like from when till when?',
  ]),
  // Hours: Saturdays by appointment (questions-tuning-3b.ts)
  ...paraphrases('appointment-hours', 'de', { must: [de.saturday] }, [
    'sa geöffnet?',
    'Kann man bei euch auch am Samstag vorbeischneien, oder habt ihr da dicht?',
  ]),
  // Hours: Saturdays by appointment (questions-tuning-3b.ts)
  ...paraphrases('appointment-hours', 'en', { must: [en.saturday] }, [
    'saturday hrs??',
    'can i swing by on a saturday or r u shut then?',
  ]),
  // Data destruction: hard drives to DIN 66399 (questions-tuning-2.ts)
  ...paraphrases('data-destruction', 'de', { pages: ['/festplatten-vernichtung'], must: ['DIN 66399'] }, [
    'platten zerstören sicher norm?',
    'Könnt ihr unsere alten Festplatten so plattmachen, dass garantiert keiner mehr was runterzieht?',
  ]),
  // Data destruction: hard drives to DIN 66399 (questions-tuning-2.ts)
  ...paraphrases('data-destruction', 'en', { pages: ['/festplatten-vernichtung'], must: ['DIN 66399'] }, [
    'hard drive shreding standard?',
    'can u guys physically smash our old disks so nobody can ever pull data off em?',
  ]),
  // Data destruction: the certificate (questions-tuning-6g.ts)
  ...paraphrases('data-destruction', 'de', { must: [CERTIFICATE_DE], pages: CERTIFICATES }, [
    'bescheinigung nach datenträgervernichtung',
    'Krieg ich von euch was Schriftliches, dass die Platten echt kaputt gemacht wurden?',
  ]),
  // Data destruction: the certificate (questions-tuning-6g.ts)
  ...paraphrases('data-destruction', 'en', { must: [CERTIFICATE_EN], pages: CERTIFICATES }, [
    'proof of destruction doc?',
    'do u hand out some kinda paperwork showing the drives actually got wrecked?',
  ]),
  // Data destruction: at the customer's site (questions-tuning-6g.ts)
  ...paraphrases('data-destruction', 'de', { must: [ON_SITE_DE], pages: ON_SITE }, [
    'datenträger zerstörung in unserem gebäude?',
    'Könnt ihr mit eurem Schredder zu uns rauskommen, statt die Platten mitzunehmen?',
  ]),
  // Data destruction: at the customer's site (questions-tuning-6g.ts)
  ...paraphrases('data-destruction', 'en', { must: [ON_SITE_EN], pages: ON_SITE }, [
    'mobile shredding at customer location?',
    'can u bring ur shredder over to us instead of taking the disks away?',
  ]),
  // Sell list: many items in one request (questions-tuning-3b.ts)
  ...paraphrases('sell-list', 'de', { must: ['Ankaufsliste'], pages: SELL_LIST }, [
    'viele artikel zusammen anfragen wie',
    'Muss ich echt jedes Teil einzeln bei euch eintippen, oder kann ich nen ganzen Schwung auf einmal rüberschicken?',
  ]),
  // Sell list: many items in one request (questions-tuning-3b.ts)
  ...paraphrases('sell-list', 'en', { must: [/sell list/i], pages: SELL_LIST }, [
    'offer lots of items in 1 go?',
    'do i rly have to enter every single thing separately or can i dump a whole bunch on u at once?',
  ]),
  // Sell list: import a CSV or Excel file (questions-tuning-3b.ts)
  ...paraphrases('sell-list', 'de', { must: [/CSV/, /Excel|XLSX/], pages: SELL_LIST }, [
    'tabelle importieren möglich?',
    'Ich hab eh schon alles in ner Tabelle, kann ich die bei euch einfach reinladen?',
  ]),
  // Sell list: import a CSV or Excel file (questions-tuning-3b.ts)
  ...paraphrases('sell-list', 'en', { must: [/CSV/, /Excel|XLSX/], pages: SELL_LIST }, [
    'import inventory file?',
    'got everything in a spreadsheet already, can i just chuck that file in?',
  ]),
  // Sell list: following a request's status (questions-tuning-3b.ts)
  ...paraphrases('sell-list', 'de', { must: [/Link/, /E-Mail/], pages: SELL_STATUS }, [
    'status anfrage nachverfolgen',
    'Wie krieg ich mit, was aus meiner Liste geworden ist, die ich euch geschickt hab?',
  ]),
  // Sell list: following a request's status (questions-tuning-3b.ts)
  ...paraphrases('sell-list', 'en', { must: [/link/, /email/i], pages: SELL_STATUS }, [
    'check progress of submitted list?',
    'sent u my list, how do i see whats up with it?',
  ]),
  // Legal: proof of destruction (questions-tuning-2.ts)
  ...paraphrases('legal', 'de', { must: [/Nachweis|Zertifikat/] }, [
    'vernichtung schriftlich bestätigt?',
    "Gibt's von euch hinterher was Offizielles, dass unser Zeug ordentlich vernichtet wurde?",
  ]),
  // Legal: proof of recycling (questions-tuning-2.ts)
  ...paraphrases('legal', 'en', { must: [/certificate|record/] }, [
    'recycling confirmation doc?',
    'do we get anything official after u recycle our junk?',
  ]),
  // Legal: declining the valuation after inspection (questions-tuning-3b.ts)
  ...paraphrases('legal', 'de', { must: [/zurück/], pages: TERMS }, [
    'bewertung abgelehnt agb folgen',
    'Was ist, wenn mir euer Preis nach dem Check nicht passt – krieg ich dann mein Zeug wieder?',
  ]),
  // Legal: declining the valuation after inspection (questions-tuning-3b.ts)
  ...paraphrases('legal', 'en', { must: [/return/], pages: TERMS }, [
    'refuse valuation -> terms?',
    'what if i dont like ur price after u check my stuff, do i get it back?',
  ]),
  // Company: the email address (questions-tuning-2.ts)
  ...paraphrases('company', 'de', { must: [de.email] }, [
    'mailadresse kontakt?',
    'An welche Mail kann ich euch mal was schreiben?',
  ]),
  // Company: the address (questions-tuning-2.ts)
  ...paraphrases('company', 'en', { must: [en.city] }, [
    'where ur office',
    'yo where r u guys based, like what street n town?',
  ]),
  // Company: devices recycled so far (questions-tuning-3b.ts)
  ...paraphrases('company', 'de', { must: [DEVICES_DE], pages: PROFILE }, [
    'bisher recycelte geräte gesamtzahl',
    'Wie viel Zeug habt ihr eigentlich schon so durch eure Hallen gejagt, also Stückzahl?',
  ]),
  // Company: social engagement (questions-tuning-3b.ts)
  ...paraphrases('company', 'en', { pages: ['/soziales-engagement'] }, [
    'social engagement / donations?',
    'do u guys give anything back, like help out schools or clubs?',
  ]),
  // Service: commercial e-waste (questions-tuning-2.ts)
  ...paraphrases('service', 'de', { pages: EWASTE }, [
    'betrieblicher e-schrott abholen lassen',
    'Wir haben im Betrieb nen Berg kaputter Elektrogeräte rumstehen – nehmt ihr sowas?',
  ]),
  // Service: laptops donated to schools (questions-tuning-2.ts)
  ...paraphrases('service', 'de', { pages: ['/soziales-engagement'] }, [
    'laptopspende schule möglich?',
    'Gebt ihr aufgemöbelte Rechner auch an Schulen oder Vereine weiter?',
  ]),
  // Service: network hardware (questions-tuning-3b.ts)
  ...paraphrases('service', 'de', { pages: ['/netzwerk-hardware-ankauf'] }, [
    'router + switche ankauf?',
    'Hab noch nen Stapel alter Router und Firewalls rumliegen – kriegt man dafür bei euch Kohle?',
  ]),
  // Service: e-bike batteries (questions-tuning-2.ts)
  ...paraphrases('service', 'en', { pages: ['/scooter-entsorgung', '/mobilitaet-batterien'] }, [
    'dead pedelec battery where to?',
    "my e-bike battery's totally dead, can u guys take it off my hands?",
  ]),
  // Service: processors and memory (questions-tuning-3b.ts)
  ...paraphrases('service', 'en', { pages: PARTS }, [
    'buyer 4 old memory sticks + processors',
    'got a drawer full of old ram n cpus, u buy that kinda stuff?',
  ]),
  // Service: home battery storage (questions-tuning-3b.ts)
  ...paraphrases('service', 'en', { pages: STORAGE_SERVICE_PAGES }, [
    'sell used home battery system',
    'we got a solar battery in the garage we dont need anymore, u interested?',
  ]),
];
