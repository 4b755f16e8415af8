import { SELL_LIST_MAX_ROWS } from '@/lib/sell-list-match';

/** Limits of the asset-list import (docs/sell-list-import.md); the error messages name them. */
export const sellListLimits = {
  /** Rows of one list (pasted or a file's data rows). */
  maxRows: SELL_LIST_MAX_ROWS,
  /** Characters of one row's text. */
  maxRowLength: 500,
  /** An uploaded file, in bytes. */
  maxFileBytes: 5 * 1024 * 1024,
  /** A JSON body: 5,000 rows of 500 characters with room for escapes. */
  maxJsonBytes: 6 * 1024 * 1024,
  /** What an XLSX may unpack to (all entries read), and how many entries it may have. */
  maxUnpackedBytes: 40 * 1024 * 1024,
  maxZipEntries: 500,
  /** Time budget for reading one file in the worker; the worker is ended past it. */
  parseTimeoutMs: 10_000,
  /** Heap of the worker that reads a file. */
  parseHeapMb: 256,
  /** Files read at the same time by one process (2 cores); more wait, within the time budget. */
  parallelParses: 2,
} as const;
