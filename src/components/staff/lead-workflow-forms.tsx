import type { FilterOption } from './inbox-filter-form';
import { LocaleField, StaffSubmitButton, staffFieldClass } from './staff-form-controls';

type SelectForm = { action: string; label: string; options: FilterOption[]; value: string; submit: string };

type LeadWorkflowFormsProps = {
  locale: string;
  status: SelectForm | null;
  assignment: SelectForm;
  note: { action: string; label: string; submit: string; maxLength: number };
};

/**
 * The three things staff do to a lead, as plain form posts (they work without JavaScript; the
 * answer redirects back here with a notice). Status offers only the transitions the workflow allows.
 */
export function LeadWorkflowForms({ locale, status, assignment, note }: LeadWorkflowFormsProps) {
  const select = (form: SelectForm, name: string) => (
    <form method="post" action={form.action} className="flex flex-wrap items-end gap-2">
      <LocaleField locale={locale} />
      <label className="min-w-48 flex-1 text-sm font-medium text-slate-700">
        {form.label}
        <select name={name} defaultValue={form.value} required={name === 'status'} className={staffFieldClass}>
          {form.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <StaffSubmitButton>{form.submit}</StaffSubmitButton>
    </form>
  );
  return (
    <div className="space-y-4">
      {status && select(status, 'status')}
      {select(assignment, 'assigneeId')}
      <form method="post" action={note.action} className="space-y-2">
        <LocaleField locale={locale} />
        <label className="block text-sm font-medium text-slate-700">
          {note.label}
          <textarea name="body" required rows={3} maxLength={note.maxLength} className={staffFieldClass} />
        </label>
        <StaffSubmitButton>{note.submit}</StaffSubmitButton>
      </form>
    </div>
  );
}
