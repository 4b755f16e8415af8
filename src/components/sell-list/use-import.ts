'use client';

import { useId, useState, type FormEvent } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import { fill } from '@/lib/fill';
import { SELL_LIST_MAX_ROWS, type AnsweredRow } from '@/lib/sell-list-match';
import { linesFromReview, reviewRows, type ReviewRow } from './import-rows';
import type { SellListLine } from './sell-list-store';
import type { SellListPageProps } from './texts';

export type ImportSource = 'paste' | 'file';

/**
 * The import's state: pasted rows or a file sent to the match endpoint, the answer under review,
 * and an error per source, shown next to the control that caused it.
 */
export function useImport(
  { texts, importMax, locale, grades }: SellListPageProps,
  onAdd: (lines: SellListLine[]) => number,
) {
  const id = useId();
  const [pasteError, setPasteError] = useState('');
  const [fileError, setFileError] = useState('');
  const [busy, setBusy] = useState<ImportSource | null>(null);
  const [rows, setRows] = useState<ReviewRow[] | null>(null);
  const [done, setDone] = useState('');

  const tooLarge = () => fill(texts.importTooLarge, { max: importMax.text });
  const refusal = (status: number, data: { error?: unknown } | null | undefined) =>
    typeof data?.error === 'string' && data.error
      ? data.error
      : status === 413
        ? tooLarge()
        : status === 415
          ? texts.importWrongType
          : texts.importFailed;

  const match = async (source: ImportSource, body: FormData | { rows: string[]; locale: string }) => {
    const setError = source === 'paste' ? setPasteError : setFileError;
    setError('');
    setDone('');
    setBusy(source);
    try {
      // The language in the query too: the endpoint's error messages follow it.
      const response = await apiRequest('POST', `/api/sell-list/match?locale=${locale}`, body);
      const data = (await response.json().catch(() => null)) as { rows?: AnsweredRow[]; error?: unknown } | null;
      if (!Array.isArray(data?.rows)) {
        setError(refusal(response.status, data));
        return;
      }
      if (data.rows.length === 0) {
        setError(texts.reviewNone);
        return;
      }
      setRows(reviewRows(data.rows));
      requestAnimationFrame(() => document.getElementById(`${id}-review`)?.focus());
    } catch (error) {
      setError(error instanceof ApiError ? refusal(error.status, error.json()) : texts.importNetwork);
    } finally {
      setBusy(null);
    }
  };

  const onPaste = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('rows');
    // Rows as pasted: tab-separated cells stay as they are (the endpoint reads them as a sheet).
    const lines = String(text ?? '')
      .split(/\r?\n/)
      .filter((line) => line.trim())
      .slice(0, SELL_LIST_MAX_ROWS);
    if (lines.length === 0) {
      setPasteError(texts.importEmpty);
      return;
    }
    void match('paste', { rows: lines, locale });
  };

  const onFile = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) {
      setFileError(texts.importNoFile);
      return;
    }
    if (!/\.(csv|xlsx)$/i.test(file.name)) {
      setFileError(texts.importWrongType);
      return;
    }
    if (file.size > importMax.bytes) {
      setFileError(tooLarge());
      return;
    }
    const body = new FormData();
    body.append('locale', locale);
    body.append('file', file);
    void match('file', body);
  };

  const chosen = rows?.filter((row) => row.take && row.choice) ?? [];

  const addChosen = () => {
    const added = onAdd(linesFromReview(chosen, grades));
    setRows(null);
    setDone(fill(texts.reviewAdded, { count: added }));
  };

  const update = (key: number, patch: Partial<ReviewRow>) =>
    setRows((current) => current?.map((row) => (row.key === key ? { ...row, ...patch } : row)) ?? null);

  return {
    id,
    sources: { errors: { paste: pasteError, file: fileError }, busy, onPaste, onFile },
    done,
    review: { rows, chosen, update, onAdd: addChosen, onCancel: () => setRows(null) },
  };
}
