import { expect, test, type APIRequestContext } from '@playwright/test';
import { claims } from '../src/content/claims';
import { certificationNames, company, type CertificationId } from '../src/content/company';
import { shareGoods } from '../src/content/promises';
import { routes } from '../src/content/routes';
import { locales, type Locale } from '../src/i18n/locales';
import { formatNumber } from '../src/lib/format';
import { localizedPath } from '../src/lib/site-url';

// Reads every rendered page as one text and fails if two pages state different values for the
// same commercial promise, or state one without its condition: the founding year, the share of
// the new price (by goods), the price-estimate and valuation times, the payment term and when
// pickup is free. The values must be the ones in src/content/claims.ts.

/** The visible text of a page (and its meta description) as sentences. */
function sentences(html: string): string[] {
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const body = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|li|h[1-6]|dd|dt|td|th|div|section|article|header|footer|caption|label|summary)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return `${description}\n${body}`
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ])/))
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

type Finding = { promise: string; value: string } | { problem: string };

const words = {
  de: {
    founded: /\b(?:seit|gegründet(?: in \S+)?(?: im Jahr)?)\s+((?:19|20)\d{2})\b/g,
    payment: /\b(?:binnen|innerhalb von)\s+(\d+)\s+Tag(?:en)?\b/g,
    paymentContext: /zahl|überweis/i,
    hours: /\b(\d+)(?:\s*–\s*(\d+))?\s*(?:h|Stunden)\b/g,
    estimate: /Preisrahmen|Einschätzung|Antwort|antworten|melden|Rückmeldung/,
    valuation: /Bewert|bewert|prüfen|Prüfung/,
    workingDays: /Werktag/,
    afterArrival: /nach (?:Wareneingang|Eingang)/,
    share: /bis zu (\d+)\s?% des Neupreises(?: für ([^.,;:–)]+))?/gi,
    // "Kostenlose Abholung …" or pickup, then free in the same clause ("holen wir kostenlos ab").
    freePickup:
      /kostenlose(?:n|r)? (?:Express-)?(?:Abholung|Transport)|(?:Abholung|abholen|holen|Transport)\b[^.;:–]{0,40}kostenlos/i,
    larger: /größere/i,
    threshold: /ab (\d+) (Modulen|Wechselrichtern|Geräten|Stück)|(Solarmodule|Wechselrichter) ab (\d+) Stück/gi,
  },
  en: {
    founded: /\b(?:since|founded(?: in \S+)?(?: in)?)\s+((?:19|20)\d{2})\b/g,
    payment: /\bwithin\s+(\d+)\s+days?\b/g,
    paymentContext: /\bpa(?:y|id)|transfer/i,
    hours: /\b(\d+)(?:\s*–\s*(\d+))?\s*(?:h|hours)\b/g,
    estimate: /price range|estimate|assessment|reply/i,
    valuation: /valu|inspect/i,
    workingDays: /working day/,
    afterArrival: /(?:of|after) (?:their |the goods(?:'|’) )?arriv/,
    share: /up to (\d+)\s?% of the new price(?: for ([^.,;:–)]+))?/gi,
    freePickup:
      /\bfree (?:express )?(?:pickup|transport|collection)|(?:pickup|collect\w*|transport)\b[^.;:–]{0,40}\bfree\b/i,
    larger: /larger (?:quantities|ones)/i,
    threshold: /from (\d+) (modules|inverters|units)|(solar modules|inverters) from (\d+) units/gi,
  },
} satisfies Record<Locale, Record<string, RegExp>>;

/** What the sentences of one page promise. */
function findings(locale: Locale, text: string[]): Finding[] {
  const w = words[locale];
  const found: Finding[] = [];
  for (const sentence of text) {
    for (const match of sentence.matchAll(w.founded)) found.push({ promise: 'founding year', value: match[1]! });

    if (w.paymentContext.test(sentence))
      for (const match of sentence.matchAll(w.payment)) found.push({ promise: 'payment days', value: match[1]! });

    for (const match of sentence.matchAll(w.hours)) {
      const value = match[2] ? `${match[1]}–${match[2]}` : match[1]!;
      if (w.estimate.test(sentence)) {
        found.push({ promise: 'price estimate hours', value });
        if (!w.workingDays.test(sentence)) found.push({ problem: `estimate without "working days": ${sentence}` });
      } else if (w.valuation.test(sentence)) {
        found.push({ promise: 'valuation hours', value });
        if (!w.afterArrival.test(sentence)) found.push({ problem: `valuation without "after arrival": ${sentence}` });
      }
    }

    for (const match of sentence.matchAll(w.share)) {
      // The goods the share applies to, in the words of the promises module.
      const goods = Object.values(shareGoods)
        .map((entry) => entry[locale])
        .find((words) => match[2]?.startsWith(words));
      if (!goods) found.push({ problem: `share of the new price without its goods: ${sentence}` });
      else found.push({ promise: `share of the new price for ${goods}`, value: match[1]! });
    }

    if (w.freePickup.test(sentence)) {
      const thresholds = [...sentence.matchAll(w.threshold)];
      if (!w.larger.test(sentence) && thresholds.length === 0)
        found.push({ problem: `free pickup without its condition: ${sentence}` });
      for (const match of thresholds) {
        const count = match[1] ?? match[4]!;
        const goods = `${match[2] ?? match[3]}`.toLowerCase();
        const inverters =
          /wechselrichter|inverter/.test(goods) ||
          (/geräten|units/.test(goods) && /Wechselrichter|inverter/i.test(sentence));
        found.push({ promise: inverters ? 'free pickup from inverters' : 'free pickup from modules', value: count });
      }
    }
  }
  return found;
}

function expected(locale: Locale): Record<string, string[]> {
  const goods = (group: keyof typeof claims.shareOfNewPrice) => shareGoods[group][locale];
  return {
    'founding year': [String(claims.foundingYear)],
    'payment days': [String(claims.paymentDays)],
    'price estimate hours': [String(claims.priceEstimateHours)],
    'valuation hours': [`${claims.valuationHours.min}–${claims.valuationHours.max}`],
    'free pickup from modules': [String(claims.freePickupFrom.modules)],
    'free pickup from inverters': [String(claims.freePickupFrom.inverters)],
    [`share of the new price for ${goods('storage')}`]: [String(claims.shareOfNewPrice.storage)],
    [`share of the new price for ${goods('solar')}`]: [String(claims.shareOfNewPrice.solar)],
  };
}

for (const locale of locales) {
  test(`every page states the same promises with their conditions (${locale})`, async ({ request }) => {
    test.setTimeout(120_000);
    const values = new Map<string, Map<string, string[]>>(); // promise → value → pages
    const problems: string[] = [];
    for (const route of routes) {
      const path = localizedPath(route.path, locale);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      for (const finding of findings(locale, sentences(await response.text()))) {
        if ('problem' in finding) {
          problems.push(`${path}: ${finding.problem}`);
          continue;
        }
        const byValue = values.get(finding.promise) ?? new Map<string, string[]>();
        byValue.set(finding.value, [...(byValue.get(finding.value) ?? []), path]);
        values.set(finding.promise, byValue);
      }
    }
    const stated = Object.fromEntries([...values].map(([promise, byValue]) => [promise, [...byValue.keys()]]));
    // One value per promise across the site, and it is the one in the claims module.
    for (const [promise, byValue] of values) {
      if (byValue.size > 1)
        problems.push(
          `${promise}: ${[...byValue].map(([value, pages]) => `${value} on ${pages.slice(0, 3).join(', ')}`).join(' vs ')}`,
        );
    }
    expect(problems).toEqual([]);
    expect(stated).toEqual(expected(locale));
  });
}

/** Every page of a language as one text each, read once per test. */
async function pageTexts(request: APIRequestContext, locale: Locale): Promise<[string, string][]> {
  const texts: [string, string][] = [];
  for (const route of routes) {
    const path = localizedPath(route.path, locale);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    texts.push([path, sentences(await response.text()).join('\n')]);
  }
  return texts;
}

// Claims a recycler cannot prove, or that describe manufacturers and US rules (docs/promises.md,
// "Certifications"): never on any page. Naming the FDA approval of a customer's device is fine;
// saying the company or its work is approved or compliant is not.
const forbidden: Record<Locale, [string, RegExp][]> = {
  de: [
    ['100 % zertifiziert', /100\s?%\s*zertifiziert/i],
    ['HIPAA', /HIPAA/i],
    ['ISO 13485', /ISO\s?13485/i],
    ['MDR-konform', /MDR-?konform|konform (?:mit der|zur|nach der) MDR/i],
    [
      'FDA-zugelassen',
      /FDA[- ]?(?:zugelassen|konform|zertifiziert|registriert)|(?:zugelassen|zertifiziert|registriert) (?:von|durch|bei) der FDA/i,
    ],
  ],
  en: [
    ['100 % certified', /100\s?%\s*certified/i],
    ['HIPAA', /HIPAA/i],
    ['ISO 13485', /ISO\s?13485/i],
    ['MDR compliant', /MDR[- ]?compliant|compliant with the MDR/i],
    [
      'FDA approved',
      /FDA[- ]?(?:approved|compliant|certified|registered)|(?:approved|certified|registered) (?:by|with) the FDA|compliant with (?:the )?FDA/i,
    ],
  ],
};

/** A management-system standard may be named only once its certificate is configured. */
const unconfigured = (Object.keys(certificationNames) as CertificationId[])
  .filter((id) => !company.certifications[id])
  .map((id): [string, RegExp] => [
    `${certificationNames[id]} without a certificate`,
    new RegExp(certificationNames[id].replace(' ', '\\s?'), 'i'),
  ]);

for (const locale of locales) {
  test(`no page claims a certification or approval the company does not hold (${locale})`, async ({ request }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const [path, text] of await pageTexts(request, locale))
      for (const [name, pattern] of [...forbidden[locale], ...unconfigured]) {
        const match = pattern.exec(text);
        if (match) problems.push(`${path}: ${name}: …${text.slice(Math.max(0, match.index - 60), match.index + 60)}…`);
      }
    expect(problems).toEqual([]);
  });
}

// The impact figures are the company's own statements: every page that states one shows what it
// counts (claims.basis), in the words of the claims module.
const percent = (value: number, locale: Locale) =>
  new RegExp(`(?<![\\d.,])${value}\\s?(?:%|${locale === 'de' ? 'Prozent' : 'per ?cent'})`, 'i');
const tonnes = (value: number) => new RegExp(`(?<![\\d.,])${value}\\s?t\\b`);

function statedFigures(text: string, locale: Locale): (keyof typeof claims.basis)[] {
  const millions = claims.devicesRecycled / 1_000_000;
  const devices = [
    formatNumber(claims.devicesRecycled, locale),
    `${millions}\u00a0${locale === 'de' ? 'Mio' : 'million'}`,
    `${millions} ${locale === 'de' ? 'Mio' : 'million'}`,
  ];
  const lines = text.split('\n');
  const stated = {
    devicesRecycled: devices.some((value) => text.includes(value)),
    reuseShares: percent(claims.reusedPercent, locale).test(text) || percent(claims.recycledPercent, locale).test(text),
    recoveryRate: percent(claims.recoveryRatePercent, locale).test(text),
    balance2024Co2: lines.some((line) => tonnes(claims.balance2024.co2SavedTonnes).test(line) && /CO₂/.test(line)),
    balance2024Materials: lines.some(
      (line) => tonnes(claims.balance2024.lithiumTonnes).test(line) && /lithium/i.test(line),
    ),
  };
  return (Object.keys(stated) as (keyof typeof stated)[]).filter((figure) => stated[figure]);
}

for (const locale of locales) {
  test(`every page that states an impact figure shows its basis (${locale})`, async ({ request }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const stated = new Set<string>();
    for (const [path, text] of await pageTexts(request, locale)) {
      const flat = text.replace(/\s+/g, ' ');
      for (const figure of statedFigures(text, locale)) {
        stated.add(figure);
        const basis = claims.basis[figure][locale].replace(/\s+/g, ' ');
        if (!flat.includes(basis)) problems.push(`${path}: ${figure} without its basis`);
      }
    }
    expect(problems).toEqual([]);
    // The check reads what it should: the figures do appear on the site.
    expect([...stated].sort()).toEqual(Object.keys(claims.basis).sort());
  });
}
