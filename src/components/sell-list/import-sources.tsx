'use client';

import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/fill';
import { inputClass } from '@/components/ui/form-field';
import type { SellListPageProps } from './texts';
import type { ImportSource } from './use-import';

type Invalid = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** One way in (pasted rows or a file): its control, its error beside it, its submit button. */
function SourceForm({
  controlId,
  label,
  error,
  submit,
  disabled,
  onSubmit,
  control,
}: {
  controlId: string;
  label: string;
  error: string;
  submit: string;
  disabled: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  control: (invalid: Invalid) => ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
      <label htmlFor={controlId} className="font-semibold text-navy-900">
        {label}
      </label>
      {control({
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${controlId}-error` : undefined,
      })}
      {error ? (
        <p id={`${controlId}-error`} role="alert" className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={disabled} className="mt-4 w-full sm:w-auto">
        {submit}
      </Button>
    </form>
  );
}

/** The import's two ways in side by side: a textarea for pasted rows and a CSV/XLSX file picker. */
export function ImportSources({
  id,
  props: { texts, importMax },
  errors,
  busy,
  onPaste,
  onFile,
}: {
  id: string;
  props: SellListPageProps;
  errors: Record<ImportSource, string>;
  busy: ImportSource | null;
  onPaste: (event: FormEvent<HTMLFormElement>) => void;
  onFile: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SourceForm
        controlId={`${id}-rows`}
        label={texts.importPaste}
        error={errors.paste}
        submit={busy === 'paste' ? texts.importWorking : texts.importPasteSubmit}
        disabled={busy !== null}
        onSubmit={onPaste}
        control={(invalid) => (
          <textarea
            id={`${id}-rows`}
            name="rows"
            rows={6}
            placeholder={texts.importPastePlaceholder}
            {...invalid}
            className={`${inputClass} mt-2 font-mono text-sm`}
          />
        )}
      />
      <SourceForm
        controlId={`${id}-file`}
        label={fill(texts.importFile, { max: importMax.text })}
        error={errors.file}
        submit={busy === 'file' ? texts.importWorking : texts.importFileSubmit}
        disabled={busy !== null}
        onSubmit={onFile}
        control={(invalid) => (
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            {...invalid}
            className="mt-2 block w-full rounded-lg border border-slate-300 bg-white p-2 text-sm text-navy-900 file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:font-semibold file:text-navy-900"
          />
        )}
      />
    </div>
  );
}
