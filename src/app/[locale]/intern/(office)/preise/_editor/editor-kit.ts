import type { getTranslations } from 'next-intl/server';
import { firstParam } from '@/server/staff/search-params';

/** What every part of the price editor shares: its translator, field styles, the query's values. */
export type PricesT = Awaited<ReturnType<typeof getTranslations<'StaffPrices'>>>;

export type Query = Record<string, string | string[] | undefined>;
export const one = (value: string | string[] | undefined) => firstParam(value) ?? '';

export const inputClass =
  'w-full rounded border border-slate-400 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-700';
export const invalidClass = 'border-rose-700 bg-rose-50';
export const linkClass = 'text-brand-800 underline';

/** Today in Berlin (the default "Stand" of a publish). */
export const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

/** An editor field's DOM id and its message's, from its form name ("f:KW-GPU-0101:price"). */
export const fieldId = (name: string) => name.replace(/[^A-Za-z0-9-]/g, '-');
export const messageId = (name: string) => `${fieldId(name)}-message`;
