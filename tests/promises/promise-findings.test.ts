import { describe, expect, it } from 'vitest';
import { claims, type FreePickupKind } from '@/content/claims';
import { freePickupKinds, promise } from '@/content/promises';
import { expected, findings, type Finding } from '../../e2e/support/promise-findings';

// The free-pickup part of the site-wide consistency check (e2e/promises.e2e.ts): the wording of
// the promises module passes, and every other wording of when pickup is free fails.

const problems = (found: Finding[]) => found.filter((finding) => 'problem' in finding);
const values = (found: Finding[]) =>
  found.flatMap((finding) => ('value' in finding ? [[finding.promise, finding.value]] : []));
const claimed = (kind: FreePickupKind) => [`free pickup from (${kind})`, String(claims.freePickup[kind].from)];

describe('free pickup in the promise check', () => {
  for (const locale of ['de', 'en'] as const) {
    it(`reads the promises module's wording with every threshold and area (${locale})`, () => {
      const text = [
        `${promise.freePickup(['batteries', 'itHardware'], locale)}.`,
        `${promise.freePickup(['modules', 'inverters'], locale)}.`,
        `${promise.freePickup(['storage'], locale)}.`,
        promise.freePickupTerms(locale),
        `${locale === 'de' ? 'Kostenlos' : 'Free'} ${promise.freePickupThresholds(freePickupKinds, locale)}.`,
      ];
      const found = findings(locale, text);
      expect(problems(found)).toEqual([]);
      expect(new Set(values(found).map((pair) => pair.join(' ')))).toEqual(
        new Set(freePickupKinds.map((kind) => claimed(kind).join(' '))),
      );
      for (const kind of freePickupKinds)
        expect(expected(locale)[`free pickup from (${kind})`]).toEqual([claimed(kind)[1]]);
    });
  }

  it('fails a free pickup without its quantity', () => {
    for (const [locale, sentence] of [
      ['de', 'Wir holen bundesweit ab, größere Mengen kostenlos.'],
      ['de', 'Kostenlose Abholung größerer Mengen'],
      ['en', 'We collect anywhere in Germany, larger quantities free of charge.'],
    ] as const)
      expect(problems(findings(locale, [sentence])), sentence).toEqual([
        { problem: `free pickup without its quantity: ${sentence}` },
      ]);
  });

  it('fails a free pickup in another area than the claim’s', () => {
    const terms =
      'Größere Mengen holen wir in Deutschland und im europäischen Ausland kostenlos ab: Solarmodule ab 50 Stück, Wechselrichter ab 10 Stück.';
    expect(
      problems(findings('de', [terms])).map((finding) => 'problem' in finding && finding.problem.split(':')[0]),
    ).toEqual([
      'free pickup of modules in the wrong area (abroad)',
      'free pickup of inverters in the wrong area (abroad)',
    ]);
    const batteries = 'Abholung in Deutschland, Österreich und der Schweiz, kostenlos ab 100 kg Batterien.';
    expect(problems(findings('de', [batteries]))).toEqual([
      { problem: `free pickup of batteries in the wrong area (dach): ${batteries}` },
    ]);
    // Both areas in one sentence: each threshold takes the area named before it.
    expect(problems(findings('de', [promise.freePickupTerms('de')]))).toEqual([]);
  });

  it('reports a second value, which the page check then refuses', () => {
    const found = findings('de', ['Abholung bundesweit, kostenlos ab 30 Solarmodulen.']);
    expect(values(found)).toEqual([['free pickup from (modules)', '30']]);
    expect(expected('de')['free pickup from (modules)']).not.toContain('30');
  });
});
