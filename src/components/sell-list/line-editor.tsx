'use client';

import { Trash2 } from '@/components/icons';
import { useState } from 'react';
import { formatEuro } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, inputClass } from '@/components/ui/form-field';
import { SELL_LIST_LIMITS, type BatteryDetails, type SellListLine } from './sell-list-store';
import { fill } from '@/lib/fill';
import type { SellListPageProps } from './texts';

type Props = {
  line: SellListLine;
  index: number;
  props: SellListPageProps;
  /** The catalogue's facts of the line's item, if it is one. */
  item?: { price: number | null; path: string; battery: boolean };
  errors: Record<string, string>;
  onChange: (line: SellListLine) => void;
  onRemove: (line: SellListLine) => void;
};

const emptyBattery: BatteryDetails = {
  chemistry: '',
  installed: false,
  damaged: false,
  weightKg: '',
  packaging: false,
};

/** One line of the list: what it is and its price, quantity, condition, notes, battery facts, remove. */
export function LineEditor({ line, index, props, item, errors, onChange, onRemove }: Props) {
  const { texts, grades, chemistries, locale } = props;
  const id = `line-${line.id}`;
  const error = (field: string) => errors[`lines.${index}.${field}`];
  // Errors the fields below do not show (e.g. an article number the catalogue no longer has).
  const shown = ['name', 'quantity', 'battery.chemistry', 'battery.weightKg'];
  const otherErrors = Object.entries(errors)
    .filter(([key]) => key.startsWith(`lines.${index}.`) && !shown.includes(key.slice(`lines.${index}.`.length)))
    .map(([, message]) => message);
  const grade = grades.find((entry) => entry.id === line.grade) ?? grades[0]!;
  const isBattery = item ? item.battery : line.isBattery === true;
  const battery = line.battery ?? emptyBattery;
  const setBattery = (patch: Partial<BatteryDetails>) => onChange({ ...line, battery: { ...battery, ...patch } });

  // While typing, the field shows what is typed ("" while replacing the number); the list keeps
  // the last valid quantity, and leaving the field shows it again.
  const [draft, setDraft] = useState<string | null>(null);
  const quantity = draft ?? String(line.quantity);

  return (
    <li data-testid="sell-list-line" className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="text-lg font-semibold break-words">
            {item ? (
              <a href={item.path} className="text-navy-900 underline-offset-4 hover:text-brand-800 hover:underline">
                {line.name}
              </a>
            ) : (
              line.name
            )}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {item ? (
              <>
                {texts.articleNumber} <span className="tabular">{line.itemId}</span> ·{' '}
                {item.price === null ? (
                  texts.onRequest
                ) : (
                  <span data-testid="line-price" className="tabular">
                    {fill(texts.upToEach, { price: formatEuro(item.price, locale) })}
                  </span>
                )}
              </>
            ) : (
              <>
                {texts.freeText} · {texts.notInCatalogue}
              </>
            )}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onRemove(line)}
          aria-label={fill(texts.removeFor, { name: line.name })}
          className="shrink-0 text-slate-700 max-sm:px-2"
        >
          <Trash2 aria-hidden="true" />
          <span className="max-sm:sr-only">{texts.remove}</span>
        </Button>
      </div>

      {otherErrors.length > 0 ? (
        <ul data-testid="line-errors" className="mt-2 text-sm font-medium text-destructive">
          {otherErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}

      {item ? null : (
        <div className="mt-4 grid gap-3">
          <Field id={`${id}-title`} label={texts.lineName} error={error('name')} required>
            {(describedBy, invalid) => (
              <input
                id={`${id}-title`}
                type="text"
                className={inputClass}
                value={line.name}
                maxLength={SELL_LIST_LIMITS.nameMax}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(event) => onChange({ ...line, name: event.target.value })}
                onBlur={() => {
                  if (!line.name.trim()) onChange({ ...line, name: line.name.trim() || texts.freeText });
                }}
              />
            )}
          </Field>
          <Checkbox
            id={`${id}-is-battery`}
            label={texts.batteryCheckbox}
            checked={line.isBattery === true}
            onChange={(checked) => onChange({ ...line, isBattery: checked || undefined })}
          />
        </div>
      )}

      <div className="mt-4 grid gap-4 sm:grid-cols-[9rem_1fr]">
        <Field id={`${id}-quantity`} label={texts.quantity} error={error('quantity')} required>
          {(describedBy, invalid) => (
            <input
              id={`${id}-quantity`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={SELL_LIST_LIMITS.quantityMax}
              step={1}
              className={inputClass}
              value={quantity}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => {
                setDraft(event.target.value);
                const number = Number(event.target.value);
                if (Number.isInteger(number) && number >= 1 && number <= SELL_LIST_LIMITS.quantityMax) {
                  onChange({ ...line, quantity: number });
                }
              }}
              onBlur={() => setDraft(null)}
            />
          )}
        </Field>
        <Field id={`${id}-grade`} label={texts.grade} hint={grade.definition}>
          {(describedBy) => (
            <select
              id={`${id}-grade`}
              name="grade"
              className={inputClass}
              value={line.grade}
              aria-describedby={describedBy}
              onChange={(event) => onChange({ ...line, grade: event.target.value as SellListLine['grade'] })}
            >
              {grades.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <Field id={`${id}-notes`} label={texts.notes} optional={props.contact.optional} className="mt-4">
        {(describedBy) => (
          <textarea
            id={`${id}-notes`}
            name="notes"
            rows={2}
            className={inputClass}
            value={line.notes}
            maxLength={SELL_LIST_LIMITS.notesMax}
            placeholder={texts.notesHint}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...line, notes: event.target.value })}
          />
        )}
      </Field>

      {isBattery ? (
        <fieldset data-testid="battery-fields" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <legend className="px-1 text-sm font-semibold text-navy-900">{texts.batteryHeading}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-chemistry`} label={texts.chemistry} error={error('battery.chemistry')} required>
              {(describedBy, invalid) => (
                <select
                  id={`${id}-chemistry`}
                  className={inputClass}
                  value={battery.chemistry}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  onChange={(event) => setBattery({ chemistry: event.target.value as BatteryDetails['chemistry'] })}
                >
                  <option value="">–</option>
                  {chemistries.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`${id}-weight`} label={texts.weightKg} error={error('battery.weightKg')} required>
              {(describedBy, invalid) => (
                <input
                  id={`${id}-weight`}
                  type="text"
                  inputMode="decimal"
                  className={inputClass}
                  value={battery.weightKg}
                  maxLength={12}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  onChange={(event) => setBattery({ weightKg: event.target.value })}
                />
              )}
            </Field>
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-semibold text-navy-900">{texts.installed}</legend>
              <div className="mt-1 flex flex-wrap gap-x-6">
                {([false, true] as const).map((installed) => (
                  <label key={String(installed)} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name={`${id}-installed`}
                      className="size-5 accent-brand-700"
                      checked={battery.installed === installed}
                      onChange={() => setBattery({ installed })}
                    />
                    {installed ? texts.installedBuiltIn : texts.installedLoose}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="sm:col-span-2">
              <Checkbox
                id={`${id}-damaged`}
                label={texts.damaged}
                checked={battery.damaged}
                onChange={(damaged) => setBattery({ damaged })}
              />
            </div>
            <div className="sm:col-span-2">
              <Checkbox
                id={`${id}-packaging`}
                label={texts.packaging}
                checked={battery.packaging}
                onChange={(packaging) => setBattery({ packaging })}
              />
            </div>
          </div>
        </fieldset>
      ) : null}
    </li>
  );
}
