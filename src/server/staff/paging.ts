import 'server-only';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** A page of a server-paged list: its rows, how many there are in all, where the reader is. */
export type Paged<Row> = { rows: Row[]; total: number; page: number; pageCount: number };

/**
 * Which page to show of `total` rows, `size` a page: the requested one, kept within 1 and the
 * last page (a bookmarked page past the end shows the last one), and the rows to skip for it.
 */
function pageWindow(total: number, requested: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pageCount);
  return { page, pageCount, offset: (page - 1) * size };
}

/**
 * Reads one page of a list: counts the rows `from` selects (a table, its filter), keeps the
 * requested page within the list (`pageWindow`) and reads that page's rows from its offset.
 */
export async function readPage<Row>(
  from: SelectQueryBuilder<Database, keyof Database, object>,
  { requested, size }: { requested: number; size: number },
  read: (offset: number, total: number) => Promise<Row[]>,
): Promise<Paged<Row>> {
  const counted = await from.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const { page, pageCount, offset } = pageWindow(total, requested, size);
  return { rows: await read(offset, total), total, page, pageCount };
}
