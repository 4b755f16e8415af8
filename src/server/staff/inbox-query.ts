import 'server-only';
import { z } from 'zod';
import { locales } from '@/i18n/locales';
import { leadForms, type LeadForm } from '../db/schema';
import { firstParam, type SearchParams } from './search-params';
import { leadStatuses } from './lead-status';

/**
 * The inbox's filter, page and search, read from the URL so every view is a link (bookmark,
 * back button, shared with a colleague). Parsing never throws: a value that does not fit falls
 * back to its default, the rest of the query still applies.
 *
 * `from`/`to` are calendar days (YYYY-MM-DD), both inclusive. They are applied as UTC day bounds
 * (00:00 UTC of `from` to 24:00 UTC of `to`), an approximation of the day in Cologne that is off
 * by one or two hours at the edges; good enough for a filter, not for accounting.
 */
export type SpamFilter = 'exclude' | 'only' | 'include';

export type InboxQuery = {
  status?: (typeof leadStatuses)[number];
  form?: LeadForm;
  locale?: (typeof locales)[number];
  from?: string;
  to?: string;
  /** A staff user id, or 'none' for unassigned leads. */
  assignedTo?: string;
  spam: SpamFilter;
  q?: string;
  page: number;
};

const defaultInboxQuery: InboxQuery = { spam: 'exclude', page: 1 };

const isoDay = z.iso.date();

/** Each field on its own, so one bad value does not spoil the others. */
const fields = {
  status: z.enum(leadStatuses),
  form: z.enum(leadForms),
  locale: z.enum(locales),
  from: isoDay,
  to: isoDay,
  assignedTo: z.string().trim().min(1).max(200),
  spam: z.enum(['exclude', 'only', 'include']),
  q: z.string().trim().min(1).max(200),
  page: z.coerce.number().int().min(1).max(100_000),
} as const;

type Source = URLSearchParams | SearchParams;

function read(source: Source, key: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(key) ?? undefined;
  return firstParam(source[key]);
}

/** Reads the query from URLSearchParams (or a page's `searchParams` object). */
export function parseInboxQuery(source: Source): InboxQuery {
  const query: Record<string, unknown> = { ...defaultInboxQuery };
  for (const [key, schema] of Object.entries(fields)) {
    const raw = read(source, key);
    if (raw === undefined || raw === '') continue;
    const parsed = schema.safeParse(raw);
    if (parsed.success) query[key] = parsed.data;
  }
  const result = query as InboxQuery;
  // A reversed range is a typo, not a wish for nothing: swap it.
  if (result.from && result.to && result.from > result.to) [result.from, result.to] = [result.to, result.from];
  return result;
}

/** The query as URL parameters for links; defaults are left out so URLs stay short. */
export function toSearchParams(query: Partial<InboxQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const order = ['status', 'form', 'locale', 'from', 'to', 'assignedTo', 'spam', 'q', 'page'] as const;
  for (const key of order) {
    const value = query[key];
    if (value === undefined || value === '' || value === defaultInboxQuery[key]) continue;
    params.set(key, String(value));
  }
  return params;
}
