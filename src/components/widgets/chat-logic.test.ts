import { describe, expect, it } from 'vitest';
import { followUps } from '@/content/widgets';
import { createSessionId, followUpsFor, parseChatReply, prepareMessage, replyParts } from './chat-logic';

describe('createSessionId', () => {
  it('is made from the time and a random number', () => {
    expect(createSessionId(1_700_000_000_000, 0.5)).toBe(
      `session_${(1_700_000_000_000).toString(36)}_${Math.floor(0.5 * 36 ** 8).toString(36)}`,
    );
  });

  it('differs between sessions started in the same millisecond', () => {
    expect(createSessionId(1, 0.1)).not.toBe(createSessionId(1, 0.2));
  });

  it('keeps a fixed shape, also for a random number of zero', () => {
    expect(createSessionId(0, 0)).toBe('session_0_00000000');
    expect(createSessionId()).toMatch(/^session_[0-9a-z]+_[0-9a-z]{8}$/);
  });
});

describe('followUpsFor', () => {
  const kinds = (reply: string, locale: 'de' | 'en' = 'de') =>
    followUpsFor(reply, followUps[locale]).map((item) => item.kind);

  it('offers nothing for a reply without trigger words', () => {
    expect(kinds('Guten Tag! Wie kann ich helfen?')).toEqual([]);
  });

  it("reacts to 'Kontakt', 'Bewertung', 'Lithium' and 'Batterie' ", () => {
    expect(kinds('Nehmen Sie gern Kontakt mit uns auf.')).toEqual(['appointment']);
    expect(kinds('Die Bewertung ist kostenlos.')).toEqual(['valuation']);
    expect(kinds('Wir kaufen Lithium-Akkus an.')).toEqual(['batteries']);
    expect(kinds('Jede Batterie wird geprüft.')).toEqual(['batteries']);
  });

  it('keeps the order of the list and offers each follow-up once', () => {
    expect(kinds('Batterie? Lithium! Für eine Bewertung nehmen Sie Kontakt auf.')).toEqual([
      'appointment',
      'valuation',
      'batteries',
    ]);
  });

  it('ignores case and understands English replies', () => {
    expect(kinds('kontaktformular')).toEqual(['appointment']);
    expect(kinds('Please contact us for a free valuation of your batteries.', 'en')).toEqual([
      'appointment',
      'valuation',
      'batteries',
    ]);
  });
});

describe('prepareMessage', () => {
  it('trims the text and refuses empty or whitespace-only input', () => {
    expect(prepareMessage('  Hallo \n')).toBe('Hallo');
    expect(prepareMessage('')).toBeNull();
    expect(prepareMessage(' \n\t ')).toBeNull();
  });

  it('keeps inner line breaks (Shift+Enter)', () => {
    expect(prepareMessage('Zeile 1\nZeile 2\n')).toBe('Zeile 1\nZeile 2');
  });
});

describe('parseChatReply', () => {
  it('reads the response and titled sources', () => {
    expect(
      parseChatReply({ response: 'Bis zu 1.800 €', sources: [{ title: 'Grafikkarten', url: '/grafikkarten-ankauf' }] }),
    ).toEqual({
      response: 'Bis zu 1.800 €',
      sources: [{ title: 'Grafikkarten', url: '/grafikkarten-ankauf' }],
      choices: [],
    });
  });

  it('treats sources and choices as optional', () => {
    expect(parseChatReply({ response: 'Hallo' })).toEqual({ response: 'Hallo', sources: [], choices: [] });
  });

  it('reads up to three "Meinten Sie …?" choices, each a title and the question it asks', () => {
    const choice = (n: number) => ({ title: `Seite ${n}`, url: `/s${n}`, question: `Frage ${n}?` });
    const reply = parseChatReply({
      response: 'Da bin ich mir nicht sicher.',
      choices: [choice(1), { title: 'Ohne Frage' }, { title: ' ', question: 'x' }, 7, choice(2), choice(3), choice(4)],
    });
    expect(reply.choices).toEqual([
      { title: 'Seite 1', question: 'Frage 1?' },
      { title: 'Seite 2', question: 'Frage 2?' },
      { title: 'Seite 3', question: 'Frage 3?' },
    ]);
    expect(parseChatReply({ response: 'x', choices: 'nein' }).choices).toEqual([]);
  });

  it('accepts plain URLs and href/path fields, drops unsafe and duplicate links', () => {
    const reply = parseChatReply({
      response: 'x',
      sources: [
        '/agb',
        { label: 'Kontakt', href: '/kontakt' },
        { title: 'Doppelt', path: '/agb' },
        'javascript:alert(1)',
        { title: 'Fremd', url: '//evil.example' },
        42,
      ],
    });
    expect(reply.sources).toEqual([
      { title: '/agb', url: '/agb' },
      { title: 'Kontakt', url: '/kontakt' },
    ]);
  });

  it('throws on an answer without a response', () => {
    expect(() => parseChatReply({})).toThrow();
    expect(() => parseChatReply(null)).toThrow();
    expect(() => parseChatReply({ response: '  ' })).toThrow();
  });
});

describe('follow-ups and links', () => {
  it('ignores trigger words that only appear inside a link', async () => {
    const { followUpsFor } = await import('./chat-logic');
    const { followUps } = await import('@/content/widgets');
    const kinds = (reply: string) => followUpsFor(reply, followUps.de).map((followUp) => followUp.kind);
    expect(kinds('Preisliste: /grafikkarten-ankauf – Formular: /kontakt')).toEqual([]);
    expect(kinds('Nehmen Sie gern Kontakt mit uns auf: /kontakt')).toContain('appointment');
  });
});

describe('replyParts', () => {
  const sources = [
    { title: 'Datenschutzerklärung', url: '/datenschutz' },
    { title: 'Kontakt', url: '/en/kontakt' },
    { title: 'Externe Seite', url: 'https://example.com/x' },
  ];

  it('makes the site paths a reply cites links to their sources', () => {
    expect(replyParts('Speicherdauer: 30 Tage. Mehr dazu: /datenschutz', sources)).toEqual([
      { text: 'Speicherdauer: 30 Tage. Mehr dazu: ' },
      { text: '/datenschutz', source: sources[0] },
    ]);
    expect(replyParts('through the contact form (/en/kontakt) or by phone.', sources)).toEqual([
      { text: 'through the contact form (' },
      { text: '/en/kontakt', source: sources[1] },
      { text: ') or by phone.' },
    ]);
    // A sentence may end right after the path.
    expect(replyParts('See /datenschutz.', sources)[1]).toEqual({ text: '/datenschutz', source: sources[0] });
  });

  it('leaves paths alone that are no source, part of a word or of a longer path, and external URLs', () => {
    for (const text of [
      'Mehr dazu: /agb',
      'und/oder /datenschutzerklaerung',
      'a/datenschutz',
      'https://example.com/x',
      '/datenschutz/alt',
    ])
      expect(replyParts(text, sources), text).toEqual([{ text }]);
  });

  it('returns the whole reply as text when nothing is cited, also an empty one', () => {
    expect(replyParts('Hallo', [])).toEqual([{ text: 'Hallo' }]);
    expect(replyParts('', sources)).toEqual([{ text: '' }]);
  });
});
