import { cx } from '@/lib/cx';
import { fieldId, inputClass, invalidClass, messageId } from './editor-kit';

/**
 * One editable cell of the draft form: the value (`name`) and the value shown when the page was
 * made (`baseName`), so only real edits are saved. A refused value is shown again with its
 * message below (aria-invalid, described by it); after a clash the current value stands beside it.
 */
export function DraftField({
  name,
  baseName,
  base,
  value,
  label,
  kind,
  error,
  theirs,
}: {
  name: string;
  baseName: string;
  base: string;
  value: string;
  label: string;
  kind: 'amount' | 'text' | 'checkbox';
  error?: string;
  theirs?: string;
}) {
  const message = error ?? theirs;
  const common = {
    id: fieldId(name),
    name,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': message ? messageId(name) : undefined,
  };
  return (
    <>
      <input type="hidden" name={baseName} value={base} />
      {kind === 'checkbox' ? (
        <input type="checkbox" value="retired" defaultChecked={value === 'retired'} className="size-5" {...common} />
      ) : kind === 'amount' ? (
        <input
          className={cx(inputClass, 'text-right tabular', error && invalidClass)}
          inputMode="decimal"
          defaultValue={value}
          {...common}
        />
      ) : (
        <textarea className={cx(inputClass, error && invalidClass)} rows={2} defaultValue={value} {...common} />
      )}
      {message ? (
        <span id={messageId(name)} className="mt-1 block text-xs font-medium text-rose-800">
          {message}
        </span>
      ) : null}
    </>
  );
}
