import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInboxQuery, toSearchParams, type InboxQuery } from '@/server/staff/inbox-query';
import { leadsPerWeek, listLeads, statusCounts } from '@/server/staff/lead-inbox-repository';
import { searchTerms } from '@/server/staff/lead-search';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';
import { seedLead } from './staff-fixtures';

const q = (query: Partial<InboxQuery>): InboxQuery => ({ spam: 'exclude', page: 1, ...query });

describe('inbox query from the URL', () => {
  it('reads valid values and falls back to defaults for invalid ones, never throwing', () => {
    expect(parseInboxQuery(new URLSearchParams(''))).toEqual({ spam: 'exclude', page: 1 });
    expect(
      parseInboxQuery(
        new URLSearchParams(
          'status=won&form=contact-page&locale=en&from=2026-01-01&to=2026-01-31&assignedTo=none&spam=only&q=J%C3%BCrgen&page=3',
        ),
      ),
    ).toEqual({
      status: 'won',
      form: 'contact-page',
      locale: 'en',
      from: '2026-01-01',
      to: '2026-01-31',
      assignedTo: 'none',
      spam: 'only',
      q: 'Jürgen',
      page: 3,
    });
    const bad = parseInboxQuery(
      new URLSearchParams('status=deleted&form=x&locale=fr&from=2026-13-45&to=yesterday&spam=maybe&page=-2&q=%20'),
    );
    expect(bad).toEqual({ spam: 'exclude', page: 1 });
    expect(parseInboxQuery({ page: ['2', '9'], status: 'lost' })).toEqual({ spam: 'exclude', page: 2, status: 'lost' });
    expect(parseInboxQuery(new URLSearchParams('page=1e9'))).toEqual({ spam: 'exclude', page: 1 });
    expect(parseInboxQuery(new URLSearchParams('from=2026-02-01&to=2026-01-01'))).toMatchObject({
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });

  it('writes links that read back to the same query, defaults left out', () => {
    const query = q({ status: 'offer_sent', q: 'Müller "AND"', page: 2, assignedTo: 'user-1' });
    const params = toSearchParams(query);
    expect(params.toString()).toBe('status=offer_sent&assignedTo=user-1&q=M%C3%BCller+%22AND%22&page=2');
    expect(parseInboxQuery(params)).toEqual(query);
    expect(toSearchParams(q({})).toString()).toBe('');
  });

  it('turns any search text into plain words', () => {
    expect(searchTerms('"Jürgen" AND müller* -x @y (z) :* NEAR(a b)')).toEqual([
      'jürgen',
      'and',
      'müller',
      'x',
      'y',
      'z',
      'near',
      'a',
    ]); // at most 8 words count
    expect(searchTerms('" * - ( ) : ^')).toEqual([]);
  });
});

describe.each(dialects)('lead inbox (%s)', (dialect) => {
  let handle: TestDatabase;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    // 60 plain leads over two days, newest on 2026-03-02.
    for (let i = 0; i < 60; i += 1) {
      await seedLead(db, {
        created_at: new Date(Date.UTC(2026, 2, 1, 0, i)).toISOString(),
        first_name: 'Anna',
        last_name: `Schmidt${i}`,
        email: `anna${i}@firma.de`,
        message: 'Routineanfrage',
        form: i % 2 ? 'inquiry' : 'contact-page',
        locale: i % 3 ? 'de' : 'en',
      });
    }
    ids.juergen = (
      await seedLead(db, {
        created_at: '2026-03-02T10:00:00.000Z',
        first_name: 'Jürgen',
        last_name: 'Müller',
        email: 'juergen.mueller@beispiel-gmbh.de',
        subject: 'Solarmodule abzugeben',
        message: 'Wir bauen 40 Module ab, Abholung in Köln möglich?',
        status: 'in_progress',
        assigned_to: 'staff-a',
      })
    ).id;
    ids.spam = (
      await seedLead(db, {
        created_at: '2026-03-02T11:00:00.000Z',
        first_name: 'Bot',
        message: 'cheap pills',
        status: 'spam',
      })
    ).id;
    ids.won = (
      await seedLead(db, {
        created_at: '2026-03-03T23:30:00.000Z',
        first_name: 'Zoë',
        last_name: "O'Brien",
        email: 'zoe@example.co.uk',
        subject: 'Server "AND" racks',
        message: 'Decommissioning 12 servers - AND some NOT working; price*?',
        status: 'won',
        locale: 'en',
        assigned_to: 'staff-b',
      })
    ).id;
  });
  afterAll(async () => handle?.cleanup());

  it('pages 50 newest first, with total and page count', async () => {
    const first = await listLeads(handle.db, q({}));
    expect(first.total).toBe(62);
    expect(first.pageCount).toBe(2);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]!.id).toBe(ids.won);
    expect(first.rows[1]!.id).toBe(ids.juergen);
    const created = first.rows.map((row) => row.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect(Object.keys(first.rows[0]!).sort()).toEqual(
      [
        'assigned_to',
        'created_at',
        'email',
        'first_name',
        'form',
        'id',
        'last_name',
        'locale',
        'reference',
        'status',
        'subject',
        // A sell request's number of lines and the visitor's unseen decision (0 / null otherwise).
        'line_count',
        'decision_news',
      ].sort(),
    );
    const second = await listLeads(handle.db, q({ page: 2 }));
    expect(second.rows).toHaveLength(12);
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(62);
    // A page past the end shows the last one.
    expect((await listLeads(handle.db, q({ page: 9 }))).page).toBe(2);
  });

  it('filters by status, form, language, days, assignee and spam', async () => {
    const count = async (query: Partial<InboxQuery>) => (await listLeads(handle.db, q(query))).total;
    expect(await count({ status: 'won' })).toBe(1);
    expect(await count({ status: 'spam' })).toBe(1);
    expect(await count({ spam: 'only' })).toBe(1);
    expect(await count({ spam: 'include' })).toBe(63);
    expect(await count({ form: 'contact-page' })).toBe(30);
    expect(await count({ locale: 'en' })).toBe(21);
    expect(await count({ from: '2026-03-02' })).toBe(2);
    expect(await count({ from: '2026-03-01', to: '2026-03-01' })).toBe(60);
    expect(await count({ to: '2026-03-02' })).toBe(61);
    expect(await count({ from: '2026-03-03', to: '2026-03-03' })).toBe(1);
    expect(await count({ assignedTo: 'staff-a' })).toBe(1);
    expect(await count({ assignedTo: 'none' })).toBe(60);
    expect(await count({ assignedTo: 'none', spam: 'include' })).toBe(61);
  });

  it('searches names, addresses, subjects and messages by word prefix, case-insensitively', async () => {
    const found = async (text: string, extra: Partial<InboxQuery> = {}) =>
      (await listLeads(handle.db, q({ q: text, ...extra }))).rows.map((row) => row.id).sort();
    expect(await found('Jürgen')).toEqual([ids.juergen]);
    expect(await found('jürgen')).toEqual([ids.juergen]);
    expect(await found('müller')).toEqual([ids.juergen]);
    expect(await found('MÜLLER')).toEqual([ids.juergen]);
    expect(await found('mül')).toEqual([ids.juergen]);
    expect(await found('beispiel-gmbh.de')).toEqual([ids.juergen]);
    expect(await found('juergen.mueller@beispiel-gmbh.de')).toEqual([ids.juergen]);
    expect(await found('solarmodule')).toEqual([ids.juergen]);
    expect(await found('Köln abholung')).toEqual([ids.juergen]);
    expect(await found('köln zoë')).toEqual([]);
    expect(await found('zoë')).toEqual([ids.won]);
    expect(await found("o'brien")).toEqual([ids.won]);
    expect(await found('schmidt1')).toHaveLength(11);
    expect((await listLeads(handle.db, q({ q: 'anna' }))).total).toBe(60);
    expect(await found('pills')).toEqual([]);
    expect(await found('pills', { spam: 'only' })).toEqual([ids.spam]);
    expect(await found('juergen', { status: 'won' })).toEqual([]);
  });

  it('never fails on search syntax: quotes, stars, operators, minus, unicode', async () => {
    for (const text of [
      '"',
      '""',
      '*',
      'AND',
      'OR',
      'NOT',
      '-',
      '- -',
      'NEAR(',
      '(',
      ')',
      ':',
      '^',
      "'",
      '\\',
      '%',
      '_',
      'a:*',
      'a & b | !c',
      'AND OR NOT',
      '"AND"',
      'server AND',
      '-servers',
      'price*',
      'Jürgen"',
      '💥',
      '\u0000x',
      'x'.repeat(5000),
      'a '.repeat(400),
    ]) {
      await expect(listLeads(handle.db, q({ q: text })), text.slice(0, 20)).resolves.toBeDefined();
    }
    expect((await listLeads(handle.db, q({ q: '"AND"' }))).rows.map((row) => row.id)).toEqual([ids.won]);
    expect((await listLeads(handle.db, q({ q: 'server AND' }))).rows.map((row) => row.id)).toEqual([ids.won]);
    expect((await listLeads(handle.db, q({ q: '"' }))).total).toBe(62);
  });

  it('keeps the search in step with changes and deletions', async () => {
    const db = handle.db;
    const lead = await seedLead(db, { message: 'Altbatterien aus Lagerauflösung' });
    const found = async (text: string) => (await listLeads(db, q({ q: text }))).rows.map((row) => row.id);
    expect(await found('lagerauflösung')).toEqual([lead.id]);
    await db.updateTable('leads').set({ message: 'Kupferkabel' }).where('id', '=', lead.id).execute();
    expect(await found('lagerauflösung')).toEqual([]);
    expect(await found('kupferkabel')).toEqual([lead.id]);
    await db.updateTable('leads').set({ status: 'in_progress' }).where('id', '=', lead.id).execute();
    expect(await found('kupferkabel')).toEqual([lead.id]);
    await db.deleteFrom('leads').where('id', '=', lead.id).execute();
    expect(await found('kupferkabel')).toEqual([]);
  });

  it('counts leads per status, every status present', async () => {
    expect(await statusCounts(handle.db)).toEqual({
      new: 60,
      in_progress: 1,
      offer_sent: 0,
      won: 1,
      lost: 0,
      spam: 1,
    });
  });

  it('counts leads per week for the last 12 weeks, zeros included, spam left out', async () => {
    const weeks = await leadsPerWeek(handle.db, 12, new Date('2026-03-04T12:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-03-02', count: 2 });
    expect(weeks.at(-2)).toEqual({ weekStart: '2026-02-23', count: 60 });
    expect(weeks[0]).toEqual({ weekStart: '2025-12-15', count: 0 });
    expect(weeks.slice(0, 10).every((week) => week.count === 0)).toBe(true);
    expect(new Set(weeks.map((week) => new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()))).toEqual(new Set([1]));
    expect(await leadsPerWeek(handle.db, 4, new Date('2026-03-08T23:59:59Z'))).toEqual([
      { weekStart: '2026-02-09', count: 0 },
      { weekStart: '2026-02-16', count: 0 },
      { weekStart: '2026-02-23', count: 60 },
      { weekStart: '2026-03-02', count: 2 },
    ]);
  });
});
