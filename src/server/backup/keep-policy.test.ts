import { describe, expect, it } from 'vitest';
import { archivesToKeep, maxAgeDays, parseKeepPolicy } from './keep-policy';

const at = (iso: string) => ({ name: iso, createdAt: new Date(iso) });

describe('BACKUP_KEEP', () => {
  it('reads "7 daily, 4 weekly" and its variants', () => {
    expect(parseKeepPolicy('7 daily, 4 weekly')).toEqual([
      { count: 7, unit: 'daily' },
      { count: 4, unit: 'weekly' },
    ]);
    expect(parseKeepPolicy(' 24 HOURLY ,1 monthly ')).toEqual([
      { count: 24, unit: 'hourly' },
      { count: 1, unit: 'monthly' },
    ]);
  });

  it('refuses what it cannot read, with the expected form in the message', () => {
    for (const text of ['', 'seven daily', '7 days', '0 daily', '7daily', '7 daily 4 weekly', '-1 weekly'])
      expect(() => parseKeepPolicy(text), text).toThrow(/7 daily, 4 weekly/);
    expect(() => parseKeepPolicy('7 daily, 3 daily')).toThrow(/daily given twice/);
  });

  it('bounds the age of what a policy keeps', () => {
    expect(maxAgeDays(parseKeepPolicy('7 daily, 4 weekly'))).toBe(28);
    expect(maxAgeDays(parseKeepPolicy('48 hourly'))).toBe(2);
    expect(maxAgeDays(parseKeepPolicy('2 monthly'))).toBe(62);
  });

  it('keeps the newest archive of each of the last N days and ISO weeks', () => {
    // Saturday 2026-11-28, 18:00 UTC; two archives a day for three weeks.
    const now = new Date('2026-11-28T18:00:00Z');
    const archives = [];
    for (let day = 0; day < 21; day += 1)
      for (const hour of ['03', '15']) {
        const date = new Date(Date.UTC(2026, 10, 28 - day, Number(hour)));
        archives.push(at(date.toISOString()));
      }
    const kept = [...archivesToKeep(archives, parseKeepPolicy('3 daily, 3 weekly'), now)].sort();
    expect(kept).toEqual([
      // Newest of the last two Sundays' weeks: Sunday 15:00 (ISO weeks end on Sunday).
      '2026-11-15T15:00:00.000Z',
      '2026-11-22T15:00:00.000Z',
      // The last three days, the newest of each (this week's newest is today's).
      '2026-11-26T15:00:00.000Z',
      '2026-11-27T15:00:00.000Z',
      '2026-11-28T15:00:00.000Z',
    ]);
  });

  it('always keeps the newest archive, even when no rule reaches it', () => {
    const now = new Date('2026-11-28T18:00:00Z');
    const kept = archivesToKeep(
      [at('2026-11-01T00:00:00Z'), at('2026-10-01T00:00:00Z')],
      parseKeepPolicy('1 hourly'),
      now,
    );
    expect([...kept]).toEqual(['2026-11-01T00:00:00Z']);
  });
});
