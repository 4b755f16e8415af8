import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { FilterOption } from './inbox-filter-form';
import { LocaleField, StaffSubmitButton, staffFieldClass } from './staff-form-controls';

type SelectForm = { action: string; label: string; options: FilterOption[]; value: string; submit: string };

type LeadWorkflowFormsProps = {
  locale: Locale;
  leadId: string;
  /** The statuses the workflow allows next (none: no status form). */
  transitions: readonly string[];
  assignedTo: string | null;
  members: readonly { id: string; name: string }[];
  noteMaxLength: number;
};

/**
 * The three things staff do to a lead, as plain form posts (they work without JavaScript; the
 * answer redirects back here with a notice). Status offers only the transitions the workflow allows.
 */
export async function LeadWorkflowForms({
  locale,
  leadId,
  transitions,
  assignedTo,
  members,
  noteMaxLength,
}: LeadWorkflowFormsProps) {
  const t = await getTranslations({ locale, namespace: 'StaffLead' });
  const tLeads = await getTranslations({ locale, namespace: 'StaffLeads' });
  const actionBase = `/api/staff/leads/${encodeURIComponent(leadId)}`;
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
      {transitions.length > 0 &&
        select(
          {
            action: `${actionBase}/status`,
            label: t('statusLabel'),
            // Nothing preselected: a status change is a choice, never the default.
            value: '',
            options: [
              { value: '', label: t('chooseStatus') },
              ...transitions.map((status) => ({ value: status, label: tLeads(`status.${status as 'new'}`) })),
            ],
            submit: t('changeStatus'),
          },
          'status',
        )}
      {select(
        {
          action: `${actionBase}/assignment`,
          label: t('assignLabel'),
          value: assignedTo ?? '',
          options: [
            { value: '', label: t('nobody') },
            ...members.map((member) => ({ value: member.id, label: member.name })),
          ],
          submit: t('assign'),
        },
        'assigneeId',
      )}
      <form method="post" action={`${actionBase}/notes`} className="space-y-2">
        <LocaleField locale={locale} />
        <label className="block text-sm font-medium text-slate-700">
          {t('noteLabel')}
          <textarea name="body" required rows={3} maxLength={noteMaxLength} className={staffFieldClass} />
        </label>
        <StaffSubmitButton>{t('addNote')}</StaffSubmitButton>
      </form>
    </div>
  );
}
