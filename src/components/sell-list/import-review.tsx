'use client';

import { Button } from '@/components/ui/button';
import { fill } from '@/lib/fill';
import { inputClass } from '@/components/ui/form-field';
import { FREE, type ReviewRow } from './import-rows';
import type { SellListPageProps } from './texts';

type Update = (key: number, patch: Partial<ReviewRow>) => void;

/** One row of the answer: a box to take it, what the file said, and what it was matched to. */
function ReviewItem({
  id,
  row,
  props: { texts, grades },
  update,
}: {
  id: string;
  row: ReviewRow;
  props: SellListPageProps;
  update: Update;
}) {
  const rowId = `${id}-row-${row.key}`;
  return (
    <li
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
              onChange={(event) => update(row.key, { choice: event.target.value, take: event.target.value !== '' })}
            >
              <option value="">{texts.reviewUnsure}</option>
              {row.candidates.map((candidate) => (
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
}

/** The answer under review: nothing reaches the list before the visitor adds the chosen rows. */
export function ImportReview({
  id,
  props,
  rows,
  chosen,
  update,
  onAdd,
  onCancel,
}: {
  id: string;
  props: SellListPageProps;
  rows: ReviewRow[];
  chosen: ReviewRow[];
  update: Update;
  onAdd: () => void;
  onCancel: () => void;
}) {
  const { texts } = props;
  return (
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
        {rows.map((row) => (
          <ReviewItem key={row.key} id={id} row={row} props={props} update={update} />
        ))}
      </ul>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onAdd} disabled={chosen.length === 0} className="w-full sm:w-auto">
          {fill(texts.reviewAdd, { count: chosen.length })}
        </Button>
        <Button variant="secondary" onClick={onCancel} className="w-full sm:w-auto">
          {texts.reviewCancel}
        </Button>
      </div>
    </section>
  );
}
