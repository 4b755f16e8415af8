'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from './fields';
import type { ConditionGradeId } from '@/lib/sell-request-rules';
import { freeTextLine, SELL_LIST_LIMITS, type SellListLine } from './sell-list-store';
import { fill, type SellListPageProps } from './texts';

/** One row of POST /api/sell-list/match's answer. */
type MatchRow = {
  input: string;
  text?: string;
  quantity?: number;
  status: 'matched' | 'review' | 'unknown';
  itemId?: string;
  name?: string;
  candidates?: { itemId: string; name: string }[];
  /** The file's condition column, as a grade ("defekt" → defective). */
  grade?: ConditionGradeId;
  /** The file's remark columns and a condition no grade names: the line's notes. */
  remark?: string;
};

/** A row under review: taken or not, and as which item ('' = not chosen yet, 'free' = free text). */
type ReviewRow = MatchRow & { key: number; take: boolean; choice: string };

const FREE = 'free';
/** The endpoint's limit (src/server/sell-list/limits.ts). */
const MAX_ROWS = 5000;

/** The row's name without its quantity marker ("2x Dell R740" → "Dell R740"), as the endpoint read it. */
const rowName = (row: MatchRow) => row.text?.trim() || row.input;

function reviewRows(rows: MatchRow[]): ReviewRow[] {
  return rows.map((row, key) => {
    if (row.status === 'matched' && row.itemId) return { ...row, key, take: true, choice: row.itemId };
    if (row.status === 'review' && row.candidates?.length) return { ...row, key, take: false, choice: '' };
    // An unknown row is offered as a free position, ticked only when it carries a model number:
    // "asdfgh qwertz ###" stays unticked unless the visitor means it.
    return { ...row, key, status: 'unknown', take: /\d/.test(rowName(row)), choice: FREE };
  });
}

/**
 * Import: pasted spreadsheet rows or a CSV/XLSX file go to the match endpoint; the answer is
 * reviewed here (recognised rows ticked, uncertain ones to choose, unknown ones as free text)
 * before anything is added to the list. Errors appear next to the control that caused them.
 */
export function ImportPanel({ props, onAdd }: { props: SellListPageProps; onAdd: (lines: SellListLine[]) => number }) {
  const { texts, importMax, locale, grades } = props;
  const id = useId();
  const [pasteError, setPasteError] = useState('');
  const [fileError, setFileError] = useState('');
  const [busy, setBusy] = useState<'paste' | 'file' | null>(null);
  const [rows, setRows] = useState<ReviewRow[] | null>(null);
  const [done, setDone] = useState('');

  const match = async (source: 'paste' | 'file', body: BodyInit, json: boolean) => {
    const setError = source === 'paste' ? setPasteError : setFileError;
    setError('');
    setDone('');
    setBusy(source);
    try {
      // The language in the query too: the endpoint's error messages follow it.
      const response = await fetch(`/api/sell-list/match?locale=${locale}`, {
        method: 'POST',
        headers: json ? { 'Content-Type': 'application/json' } : undefined,
        body,
        credentials: 'include',
      });
      const data = (await response.json().catch(() => null)) as { rows?: MatchRow[]; error?: string } | null;
      if (!response.ok || !Array.isArray(data?.rows)) {
        setError(
          typeof data?.error === 'string' && data.error
            ? data.error
            : response.status === 413
              ? fill(texts.importTooLarge, { max: importMax.text })
              : response.status === 415
                ? texts.importWrongType
                : texts.importFailed,
        );
        return;
      }
      if (data.rows.length === 0) {
        setError(texts.reviewNone);
        return;
      }
      setRows(reviewRows(data.rows));
      requestAnimationFrame(() => document.getElementById(`${id}-review`)?.focus());
    } catch {
      setError(texts.importNetwork);
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
      .slice(0, MAX_ROWS);
    if (lines.length === 0) {
      setPasteError(texts.importEmpty);
      return;
    }
    void match('paste', JSON.stringify({ rows: lines, locale }), true);
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
      setFileError(fill(texts.importTooLarge, { max: importMax.text }));
      return;
    }
    const body = new FormData();
    body.append('locale', locale);
    body.append('file', file);
    void match('file', body, false);
  };

  const chosen = rows?.filter((row) => row.take && row.choice) ?? [];

  const addChosen = () => {
    const lines = chosen
      .map((row): SellListLine | null => {
        const quantity = row.quantity && row.quantity >= 1 ? row.quantity : 1;
        const candidate =
          row.choice === FREE
            ? undefined
            : row.choice === row.itemId
              ? { name: row.name }
              : row.candidates?.find((entry) => entry.itemId === row.choice);
        const line = freeTextLine(candidate?.name || rowName(row), { quantity });
        if (!line) return null;
        // The file's condition and remark columns travel with the line to the request.
        return {
          ...line,
          ...(row.choice === FREE ? {} : { itemId: row.choice }),
          ...(row.grade && grades.some((grade) => grade.id === row.grade) ? { grade: row.grade } : {}),
          notes: (row.remark ?? '').slice(0, SELL_LIST_LIMITS.notesMax),
        };
      })
      .filter((line): line is SellListLine => line !== null);
    const added = onAdd(lines);
    setRows(null);
    setDone(fill(texts.reviewAdded, { count: added }));
  };

  const update = (key: number, patch: Partial<ReviewRow>) =>
    setRows((current) => current?.map((row) => (row.key === key ? { ...row, ...patch } : row)) ?? null);

  return (
    <div>
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={onPaste} noValidate className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
          <label htmlFor={`${id}-rows`} className="font-semibold text-navy-900">
            {texts.importPaste}
          </label>
          <textarea
            id={`${id}-rows`}
            name="rows"
            rows={6}
            placeholder={texts.importPastePlaceholder}
            aria-invalid={pasteError ? true : undefined}
            aria-describedby={pasteError ? `${id}-rows-error` : undefined}
            className={`${inputClass} mt-2 font-mono text-sm`}
          />
          {pasteError ? (
            <p id={`${id}-rows-error`} role="alert" className="mt-2 text-sm font-medium text-destructive">
              {pasteError}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" disabled={busy !== null} className="mt-4 w-full sm:w-auto">
            {busy === 'paste' ? texts.importWorking : texts.importPasteSubmit}
          </Button>
        </form>
        <form onSubmit={onFile} noValidate className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
          <label htmlFor={`${id}-file`} className="font-semibold text-navy-900">
            {fill(texts.importFile, { max: importMax.text })}
          </label>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            className="mt-2 block w-full rounded-lg border border-slate-300 bg-white p-2 text-sm text-navy-900 file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:font-semibold file:text-navy-900"
          />
          {fileError ? (
            <p id={`${id}-file-error`} role="alert" className="mt-2 text-sm font-medium text-destructive">
              {fileError}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" disabled={busy !== null} className="mt-4 w-full sm:w-auto">
            {busy === 'file' ? texts.importWorking : texts.importFileSubmit}
          </Button>
        </form>
      </div>
      <p role="status" className="mt-4 min-h-6 font-semibold text-brand-800">
        {done}
      </p>
      {rows ? (
        <section
          id={`${id}-review`}
          tabIndex={-1}
          aria-labelledby={`${id}-review-heading`}
          data-testid="import-review"
          className="mt-4 rounded-card border border-slate-200 bg-white p-5 outline-none sm:p-6"
        >
          <h3 id={`${id}-review-heading`} className="text-xl font-semibold">
            {texts.reviewHeading}
          </h3>
          <p className="mt-1 text-slate-600">{texts.reviewIntro}</p>
          <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
            {rows.map((row) => {
              const rowId = `${id}-row-${row.key}`;
              return (
                <li
                  key={row.key}
                  data-testid="import-row"
                  data-status={row.status}
                  className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] sm:items-center sm:gap-4"
                >
                  <label className="flex min-h-11 items-center gap-3">
                    <input
                      id={`${rowId}-take`}
                      type="checkbox"
                      className="size-5 shrink-0 accent-brand-700"
                      checked={row.take}
                      disabled={!row.choice}
                      onChange={(event) => update(row.key, { take: event.target.checked })}
                      aria-label={fill(texts.reviewTake, { input: row.input })}
                    />
                    <span className="min-w-0">
                      <span className="block font-mono text-sm break-words text-navy-900">{row.input}</span>
                      {row.quantity && row.quantity > 1 ? (
                        <span className="block text-sm text-slate-600">
                          {texts.quantity}: <span className="tabular">{row.quantity}</span>
                        </span>
                      ) : null}
                      {row.grade ? (
                        <span className="block text-sm text-slate-600" data-testid="import-row-grade">
                          {texts.grade}: {grades.find((grade) => grade.id === row.grade)?.label}
                        </span>
                      ) : null}
                      {row.remark ? (
                        <span className="block text-sm break-words text-slate-600" data-testid="import-row-remark">
                          {texts.notes}: {row.remark}
                        </span>
                      ) : null}
                    </span>
                  </label>
                  <div className="min-w-0 text-sm">
                    {row.status === 'matched' ? (
                      <p>
                        <span className="mr-2 inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                          {texts.reviewMatched}
                        </span>
                        <span className="font-semibold text-navy-900">{row.name}</span>{' '}
                        <span className="text-slate-600 tabular">({row.itemId})</span>
                      </p>
                    ) : row.status === 'review' ? (
                      <>
                        <label htmlFor={`${rowId}-choice`} className="sr-only">
                          {texts.reviewResult}: {row.input}
                        </label>
                        <select
                          id={`${rowId}-choice`}
                          className={inputClass}
                          value={row.choice}
                          onChange={(event) =>
                            update(row.key, { choice: event.target.value, take: event.target.value !== '' })
                          }
                        >
                          <option value="">{texts.reviewUnsure}</option>
                          {row.candidates?.map((candidate) => (
                            <option key={candidate.itemId} value={candidate.itemId}>
                              {candidate.name} ({candidate.itemId})
                            </option>
                          ))}
                          <option value={FREE}>{texts.reviewAsFreeText}</option>
                        </select>
                      </>
                    ) : (
                      <p className="text-slate-700">{texts.reviewUnknown}</p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button onClick={addChosen} disabled={chosen.length === 0} className="w-full sm:w-auto">
              {fill(texts.reviewAdd, { count: chosen.length })}
            </Button>
            <Button variant="secondary" onClick={() => setRows(null)} className="w-full sm:w-auto">
              {texts.reviewCancel}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
