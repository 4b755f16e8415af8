import 'server-only';

/** A page of a server-paged list: its rows, how many there are in all, where the reader is. */
export type Paged<Row> = { rows: Row[]; total: number; page: number; pageCount: number };

/**
 * Which page to show of `total` rows, `size` a page: the requested one, kept within 1 and the
 * last page (a bookmarked page past the end shows the last one), and the rows to skip for it.
 */
export function pageWindow(total: number, requested: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pageCount);
  return { page, pageCount, offset: (page - 1) * size };
}
