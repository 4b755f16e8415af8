/**
 * BACKUP_KEEP: which archives a backup directory keeps, e.g. "7 daily, 4 weekly". Each rule keeps
 * the newest archive of each of the last N calendar periods (UTC): "7 daily" the newest of today
 * and each of the 6 days before, "4 weekly" the newest of this ISO week (Monday to Sunday) and
 * each of the 3 before, "24 hourly" and "6 monthly" alike. An archive any rule keeps stays; the
 * newest archive always stays. Because the periods are calendar periods, a policy bounds the age
 * of every archive it keeps (`maxAgeDays`), which the privacy page states.
 */
export const keepUnits = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export type KeepUnit = (typeof keepUnits)[number];
export type KeepRule = { count: number; unit: KeepUnit };

export const defaultKeepPolicy = '7 daily, 4 weekly';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Parses "7 daily, 4 weekly"; throws an Error whose message says what is expected. */
export function parseKeepPolicy(text: string): KeepRule[] {
  const expected = `expected a list like "${defaultKeepPolicy}" (units: ${keepUnits.join(', ')})`;
  const parts = text
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (parts.length === 0) throw new Error(expected);
  const rules: KeepRule[] = [];
  for (const part of parts) {
    const match = /^(\d{1,4})\s+([a-z]+)$/.exec(part);
    const unit = match?.[2] as KeepUnit | undefined;
    const count = Number(match?.[1]);
    if (!match || !unit || !keepUnits.includes(unit) || count < 1) throw new Error(expected);
    if (rules.some((rule) => rule.unit === unit)) throw new Error(`${unit} given twice; ${expected}`);
    rules.push({ count, unit });
  }
  return rules;
}

/** The oldest an archive kept by these rules can be, in days. */
export function maxAgeDays(rules: KeepRule[]): number {
  const days = { hourly: 1 / 24, daily: 1, weekly: 7, monthly: 31 } satisfies Record<KeepUnit, number>;
  return Math.max(0, ...rules.map((rule) => rule.count * days[rule.unit]));
}

/** The start (ms, UTC) of the period of `unit` that contains `time`, `back` periods earlier. */
function periodStart(unit: KeepUnit, time: number, back = 0): number {
  const date = new Date(time);
  switch (unit) {
    case 'hourly':
      return Math.floor(time / HOUR) * HOUR - back * HOUR;
    case 'daily':
      return Math.floor(time / DAY) * DAY - back * DAY;
    case 'weekly': {
      const day = Math.floor(time / DAY) * DAY;
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      return day - sinceMonday * DAY - back * 7 * DAY;
    }
    case 'monthly':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1);
  }
}

export type ArchiveInfo = { name: string; createdAt: Date };

/** The names of the archives to keep; every other archive is deleted (src/server/backup/prune.ts). */
export function archivesToKeep(archives: ArchiveInfo[], rules: KeepRule[], now: Date): Set<string> {
  const newestFirst = [...archives].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<string>();
  if (newestFirst[0]) keep.add(newestFirst[0].name);
  for (const rule of rules) {
    const oldest = periodStart(rule.unit, now.getTime(), rule.count - 1);
    const seen = new Set<number>();
    for (const archive of newestFirst) {
      const time = archive.createdAt.getTime();
      if (time < oldest || time > now.getTime()) continue;
      const period = periodStart(rule.unit, time);
      if (seen.has(period)) continue;
      seen.add(period);
      keep.add(archive.name);
    }
  }
  return keep;
}
