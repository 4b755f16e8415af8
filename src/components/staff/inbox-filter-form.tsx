import { StaffSubmitButton, staffFieldClass } from './staff-form-controls';

export type FilterOption = { value: string; label: string };
export type SelectFilter = { name: string; label: string; value: string; options: FilterOption[] };

type InboxFilterFormProps = {
  action: string;
  legend: string;
  search: { label: string; placeholder: string; value: string };
  selects: SelectFilter[];
  dates: { name: string; label: string; value: string }[];
  applyLabel: string;
  reset: { href: string; label: string };
  /** The label of the collapsed filters ("Filter (2 aktiv)"); open when one is set. */
  more: { label: string; open: boolean };
};

/**
 * The inbox's filters as a plain GET form: the view's state is the URL, so a view can be
 * bookmarked and shared, and the form works without JavaScript. The search is always there; the
 * other filters fold into a `<details>` (open while one is set), so on a phone the first results
 * are on the first screen.
 */
export function InboxFilterForm({
  action,
  legend,
  search,
  selects,
  dates,
  applyLabel,
  reset,
  more,
}: InboxFilterFormProps) {
  return (
    <form method="get" action={action} className="rounded-lg border border-slate-200 bg-white p-4" role="search">
      <fieldset>
        <legend className="sr-only">{legend}</legend>
        <div className="flex flex-wrap items-end gap-3">
          <label className="min-w-0 flex-1 basis-60 text-sm font-medium text-slate-700">
            {search.label}
            <input
              type="search"
              name="q"
              defaultValue={search.value}
              placeholder={search.placeholder}
              className={staffFieldClass}
            />
          </label>
          <StaffSubmitButton>{applyLabel}</StaffSubmitButton>
        </div>
        <details open={more.open} className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">{more.label}</summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {selects.map((select) => (
              <label key={select.name} className="text-sm font-medium text-slate-700">
                {select.label}
                <select name={select.name} defaultValue={select.value} className={staffFieldClass}>
                  {select.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            {dates.map((date) => (
              <label key={date.name} className="text-sm font-medium text-slate-700">
                {date.label}
                <input type="date" name={date.name} defaultValue={date.value} className={staffFieldClass} />
              </label>
            ))}
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <StaffSubmitButton>{applyLabel}</StaffSubmitButton>
            <a href={reset.href} className="text-sm font-medium text-brand-800 underline underline-offset-2">
              {reset.label}
            </a>
          </div>
        </details>
      </fieldset>
    </form>
  );
}
