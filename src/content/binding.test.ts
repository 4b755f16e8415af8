import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { rawMessages } from '@/i18n/messages';
import { buildFacts } from '@/server/chat/facts';
import { composeOfferMail } from '@/server/sell-requests/mails';
import { OFFER_VALIDITY } from '@/server/sell-requests/offer-rules';
import { binding, bindingFact, contradictingPhrases, DEFAULT_OFFER_VALIDITY_DAYS } from './binding';
import { agb } from './legal/agb';
import { plainText } from './legal/typography';

/** Every string of a message tree. */
function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(strings);
  return [];
}

/** The source text of every content module (page copy, legal texts, claims). */
function contentSources(folder = __dirname): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return contentSources(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && name !== 'binding.ts'
      ? [readFileSync(file, 'utf8')]
      : [];
  });
}

describe('one word for what binds (src/content/binding.ts)', () => {
  it('uses the offer form’s default validity', () => {
    expect(DEFAULT_OFFER_VALIDITY_DAYS).toBe(OFFER_VALIDITY.defaultDays);
  });

  for (const locale of locales) {
    it(`the terms (AGB §§ 2–3), the assistant and the offer mail say the same (${locale})`, () => {
      const terms = plainText(agb[locale]).replaceAll('\u00a0', ' ');
      expect(terms).toContain(binding.offer(locale));
      const fact = buildFacts().find((entry) => entry.topic === 'binding');
      expect(fact?.text[locale]).toBe(bindingFact[locale]);
      expect(bindingFact[locale]).toContain(binding.priceLists(locale));
      expect(bindingFact[locale]).toContain(binding.offer(locale));
      const mail = composeOfferMail({
        email: 'erika@example.org',
        locale,
        reference: 'KW-2026-000001',
        validUntil: '2026-12-12T10:00:00.000Z',
        link: 'https://example.com/anfrage/abcdefghijklmnopqrstuv',
      });
      expect(mail.text).toContain(binding.offer(locale));
    });

    it(`no message, page or term contradicts it ("unverbindliches Angebot", a "verbindliche Höchstpreis") (${locale})`, () => {
      const texts = [...strings(rawMessages[locale]), plainText(agb[locale])];
      for (const phrase of contradictingPhrases) {
        expect(
          texts.filter((text) => phrase.test(text)),
          String(phrase),
        ).toEqual([]);
      }
    });
  }

  it('no content module contradicts it either', () => {
    const sources = contentSources();
    expect(sources.length).toBeGreaterThan(20);
    for (const phrase of contradictingPhrases) {
      expect(sources.filter((source) => phrase.test(source)).length, String(phrase)).toBe(0);
    }
  });

  it('catches the contradictions it is meant to catch, and not the rule itself', () => {
    const caught = (text: string) => contradictingPhrases.some((phrase) => phrase.test(text));
    expect(caught('Wir melden uns mit einem unverbindlichen Angebot.')).toBe(true);
    expect(caught('We get back to you with a non-binding offer.')).toBe(true);
    expect(caught('You receive an indicative quote.')).toBe(true);
    expect(caught('Das ist ein verbindlicher Höchstpreis.')).toBe(true);
    for (const locale of locales) expect(caught(binding.rule(locale))).toBe(false);
    expect(caught('unverbindliche Höchstpreise („bis zu“)')).toBe(false);
  });
});
