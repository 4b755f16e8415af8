import { describe, expect, it } from 'vitest';
import { analyze, fold, foldPattern, splitCompound, stem, withSeparableVerbs } from './analyzer';

const vocabulary = new Set(
  ['lithium', 'batteri', 'akku', 'grafik', 'kart', 'speich', 'solar', 'modul'].map((w) => stem(w)),
);

describe('fold', () => {
  it('folds case, umlauts and ß, and their ae/oe/ue spellings alike', () => {
    expect(fold('Österreich')).toBe('osterreich');
    expect(fold('Oesterreich')).toBe('osterreich');
    expect(fold('für')).toBe(fold('fuer'));
    expect(fold('Größe')).toBe('grosse');
    expect(fold('Grösse')).toBe('grosse');
    expect(fold('Überweisung')).toBe(fold('Ueberweisung'));
  });

  it('leaves vowel-led ue/ae alone (neue, Mauer)', () => {
    expect(fold('neue')).toBe('neue');
    expect(fold('Mauer')).toBe('mauer');
  });
});

describe('foldPattern', () => {
  it('folds the words of a pattern but keeps its escapes', () => {
    expect(foldPattern(/^quote(?=\W*$)/).test(fold('quote?'))).toBe(true);
    expect(foldPattern(/\bfür\b/).test(fold('Preis fuer Akkus'))).toBe(true);
  });
});

describe('stem', () => {
  it('gives singular and plural one stem', () => {
    expect(stem('grafikkarte')).toBe(stem('grafikkarten'));
    expect(stem('batterie')).toBe(stem('batterien'));
    expect(stem('batteries')).toBe(stem('battery'));
    expect(stem('akkus')).toBe(stem('akku'));
    expect(stem('wechselrichter')).toBe(stem('wechselrichtern'));
  });

  it('gives plurals, verb forms and their nouns one stem', () => {
    expect(stem('servers')).toBe(stem('server'));
    expect(stem('xeons')).toBe(stem('xeon'));
    expect(stem('vernichtet')).toBe(stem('vernichten'));
    expect(stem('vernichtung')).toBe(stem('vernichten'));
    expect(stem('tracking')).toBe(stem('track'));
    expect(stem('shredding')).toBe(stem('shred'));
    expect(stem('damaged')).toBe(stem('damage'));
  });

  it('keeps law, invoice and computer apart', () => {
    expect(new Set([stem('recht'), stem('rechnung'), stem('rechner')]).size).toBe(3);
    expect(stem('rechnungen')).toBe(stem('rechnung'));
    expect(stem('rechnern')).toBe(stem('rechner'));
  });

  it('keeps German words of different meaning and German–English false friends apart', () => {
    const pairs: Array<[string, string]> = [
      ['wert', 'wer'],
      ['markt', 'marke'],
      ['wartung', 'ware'],
      ['roller', 'rolle'],
      ['sitzung', 'sitz'],
      ['andern', 'andere'],
      ['want', 'wann'],
      ['and', 'andern'],
      ['for', 'fort'],
      ['quite', 'quittung'],
      ['less', 'lesen'],
      ['date', 'daten'],
      ['lost', 'lose'],
      ['stored', 'storung'],
      ['off', 'offen'],
    ];
    for (const [one, other] of pairs) expect(stem(one), `${one} / ${other}`).not.toBe(stem(other));
    // … while their own inflections still meet.
    expect(stem('werte')).toBe(stem('wert'));
    expect(stem('fristen')).toBe(stem('frist'));
    expect(stem('interested')).toBe(stem('interest'));
    expect(stem('anderungen')).toBe(stem('andern'));
    expect(stem('selling')).toBe(stem('sell'));
  });

  it('keeps model numbers whole', () => {
    expect(stem('4090')).toBe('4090');
    expect(stem('7995wx')).toBe('7995wx');
  });
});

describe('splitCompound', () => {
  it('splits compounds into known parts, with a linking s', () => {
    expect(splitCompound('lithiumbatterien', vocabulary)).toEqual(['lithium', 'batterien']);
    expect(splitCompound('solarmodule', vocabulary)).toEqual(['solar', 'module']);
    expect(splitCompound('unbekanntwort', vocabulary)).toEqual([]);
  });

  it('reads English words as compounds only by parts of four-letter stems', () => {
    const site = new Set([stem('process'), stem('sort'), stem('local'), stem('storage')]);
    // "sors" stems to "sor", the stem of "sort": a German compound may have such a part, an English word not.
    expect(splitCompound('processors', site, 'de')).toEqual(['proces', 'sors']);
    expect(splitCompound('processors', site, 'en')).toEqual([]);
    expect(splitCompound('localstorage', site, 'en')).toEqual(['local', 'storage']);
  });
});

describe('analyze', () => {
  const terms = (text: string) => new Set(analyze(text, { vocabulary }));

  it('splits the short prefixes of E-Waste and Altbatterien off', () => {
    expect(terms('Altbatterien').has(stem('batterien'))).toBe(true);
    expect(terms('E-Akku').has(stem('akku'))).toBe(true);
    expect(fold('e-waste')).toBe('ewaste');
  });

  it('matches model numbers with and without spaces or hyphens', () => {
    for (const spelling of ['RTX4090', 'rtx 4090', 'RTX-4090']) {
      const set = terms(spelling);
      expect(set.has('rtx4090')).toBe(true);
      expect(set.has('rtx')).toBe(true);
      expect(set.has('4090')).toBe(true);
    }
    expect(terms('luna 2000').has('luna2000')).toBe(true);
    expect(terms('LUNA2000-5-S0').has('luna2000')).toBe(true);
  });

  it('joins no small word to a number ("for b2b", "von 2019")', () => {
    const keep = (text: string) => new Set(analyze(text, { vocabulary, keepStopwords: true }));
    expect(keep('for b2b').has('forb2b')).toBe(false);
    expect(keep('Akkus von 2019').has('von2019')).toBe(false);
    expect(keep('a 100').has('a100')).toBe(true);
  });

  it('lets "Lithium-Akku" and "Lithiumbatterien" share terms', () => {
    const hyphen = terms('Lithium-Akku');
    const compound = terms('Lithiumbatterien');
    expect(hyphen.has('lithium') && compound.has('lithium')).toBe(true);
    expect(compound.has(stem('batterien'))).toBe(true);
  });

  it('drops stopwords but keeps content words', () => {
    expect(analyze('Was zahlt ihr für die Grafikkarte?')).toEqual(['zahl', stem('grafikkarte')]);
  });
});

describe('withSeparableVerbs', () => {
  const verbs = new Set(['ablehnen', 'abholen', 'annehmen'].map((w) => stem(w)));

  it('joins a German verb to the particle that ends its clause, when the site uses the verb', () => {
    expect(withSeparableVerbs('Wie lehne ich das Angebot ab?', verbs)).toContain('ablehne');
    expect(withSeparableVerbs('Holt ihr die Akkus ab, und wann?', verbs)).toContain('abholt');
    expect(withSeparableVerbs('Nehmt ihr auch defekte Geräte an?', verbs)).toContain('annehmt');
  });

  it('reads a separable verb\'s "zu" infinitive as the verb', () => {
    expect(withSeparableVerbs('Ist es möglich, die Akkus abzuholen?', verbs)).toMatch(/ abholen$/);
    expect(withSeparableVerbs('Bis wann ist das Angebot anzunehmen?', verbs)).toMatch(/ annehmen$/);
    // "zuzuhören" is no separable verb of the site; "Anzug" no infinitive.
    expect(withSeparableVerbs('Danke fürs Zuzuhören im Anzug', verbs)).toBe('Danke fürs Zuzuhören im Anzug');
  });

  it('leaves questions alone whose clauses end otherwise, or whose joins the site does not use', () => {
    expect(withSeparableVerbs('Wann holt ihr ab', new Set())).toBe('Wann holt ihr ab');
    expect(withSeparableVerbs('Do you pick up batteries?', verbs)).toBe('Do you pick up batteries?');
  });
});

describe('adverbs', () => {
  it('gives English adverbs the terms of their adjective', () => {
    expect(stem('legally')).toBe(stem('legal'));
    expect(analyze('stored safely')).toContain(stem('safe'));
  });
});
