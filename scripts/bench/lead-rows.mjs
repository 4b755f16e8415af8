// Leads as the benchmarks seed them (scripts/bench-staff.mjs, scripts/bench-backup.mjs): German and
// English names and texts, every status, dates over a year, from a fixed pseudo-random sequence so
// every run seeds the same data. `random` and `pick` draw from the same sequence.
import { randomUUID } from 'node:crypto';

const firstNames = [
  'Jürgen',
  'Anna',
  'Lukas',
  'Sophie',
  'Maximilian',
  'Marie',
  'Jörg',
  'Özlem',
  'Thomas',
  'Katharina',
  'Paul',
  'Emily',
  'James',
  'Oliver',
  'Charlotte',
  'Zoë',
  'Mehmet',
  'Sven',
  'Heike',
  'Björn',
];
const lastNames = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Weiß',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  "O'Connor",
  'Yılmaz',
  'Krüger',
  'Schäfer',
];
const companies = ['gmail.com', 'web.de', 'gmx.de', 't-online.de', 'firma-koeln.de', 'example.co.uk', 'outlook.com'];
const subjectsDe = [
  'Ankauf von Lithium-Akkus',
  'Abholung Elektroschrott',
  'Altgeräte aus Büroauflösung',
  'Solarmodule abzugeben',
  'Datenträgervernichtung mit Zertifikat',
  'Preisanfrage Serverschränke',
  'Mining-Hardware verkaufen',
];
const subjectsEn = [
  'Selling used batteries',
  'Pickup of electronic scrap',
  'Decommissioned servers',
  'Solar panels for recycling',
  'Certified data destruction',
  'Quote for GPU mining rigs',
];
const messagesDe = [
  'Wir haben etwa {n} kg gebrauchte Akkus abzugeben und bitten um ein Angebot.',
  'Bei uns fallen {n} Altgeräte aus einer Büroauflösung in Köln-Ehrenfeld an. Ist eine Abholung nächste Woche möglich?',
  'Wir bauen {n} Solarmodule von einem Dach in Bonn ab. Was zahlen Sie pro Modul?',
  'Bitte rufen Sie mich wegen der Vernichtung von {n} Festplatten an, wir brauchen ein Löschzertifikat.',
];
const messagesEn = [
  'We have about {n} kg of used lithium batteries and would like a quote.',
  'Our office is closing and {n} laptops and monitors need to be collected.',
  'We are decommissioning {n} servers; please send a price for pickup and data destruction.',
];
const statuses = [
  ...Array(50).fill('new'),
  ...Array(20).fill('in_progress'),
  ...Array(10).fill('offer_sent'),
  ...Array(8).fill('won'),
  ...Array(7).fill('lost'),
  ...Array(5).fill('spam'),
];
const staff = [null, null, 'staff-anna', 'staff-ben', 'staff-cem'];

function lead(index, now, random, pick) {
  const english = random() < 0.25;
  const first = pick(firstNames);
  const last = pick(lastNames);
  const status = pick(statuses);
  const created = new Date(now - Math.floor(random() * 365 * 24 * 60) * 60_000).toISOString();
  const form = random() < 0.6 ? 'inquiry' : 'contact-page';
  const local = `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  return {
    id: randomUUID(),
    reference: `KW-B-${String(index).padStart(6, '0')}`,
    form,
    first_name: first,
    last_name: last,
    email: `${local}${index % 97}@${pick(companies)}`,
    phone: form === 'contact-page' && random() < 0.5 ? `+49 221 ${1_000_000 + index}` : null,
    subject: form === 'inquiry' ? pick(english ? subjectsEn : subjectsDe) : null,
    message: pick(english ? messagesEn : messagesDe).replace('{n}', String(2 + Math.floor(random() * 400))),
    locale: english ? 'en' : 'de',
    page: pick(['/', '/kontakt', '/akkus-ankaufen', '/en/electronic-scrap']),
    status,
    is_spam: status === 'spam' ? 1 : 0,
    idempotency_key: randomUUID(),
    content_hash: null,
    created_at: created,
    updated_at: created,
    assigned_to: status === 'new' ? null : pick(staff),
  };
}

export function leadRows(seed = 42) {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = (list) => list[Math.floor(random() * list.length)];
  return { random, pick, lead: (index, now) => lead(index, now, random, pick) };
}
