import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { FormNotice } from './form-notice';
import { LocaleField, StaffSubmitButton } from './staff-form-controls';

export type GrantMember = { id: string; name: string; email: string; grants: readonly string[] };

/**
 * The team page's permissions beyond the role: one plain form per staff member with a checkbox
 * per grantable permission (posted to /api/staff/team/<id>/grants; works without JavaScript).
 */
export async function TeamGrants({
  locale,
  members,
  grantable,
  notice,
}: {
  locale: Locale;
  members: readonly GrantMember[];
  grantable: readonly string[];
  notice?: { kind: 'success' | 'error'; text: string } | null;
}) {
  const t = await getTranslations({ locale, namespace: 'StaffAuth.team.grants' });
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {notice ? <FormNotice kind={notice.kind} text={notice.text} /> : null}
      {members.length === 0 ? (
        <p className="text-sm text-slate-700">{t('none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="member-grants">
          {members.map((member) => (
            <li key={member.id} className="py-2">
              <form
                method="post"
                action={`/api/staff/team/${encodeURIComponent(member.id)}/grants`}
                className="flex flex-wrap items-center gap-x-4 gap-y-2"
                aria-label={member.name}
              >
                <LocaleField locale={locale} />
                <span className="min-w-40 flex-1 text-sm">
                  <span className="font-medium">{member.name}</span>
                  <span className="block break-all text-slate-600">{member.email}</span>
                </span>
                {grantable.map((permission) => (
                  <label key={permission} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name={`grant:${permission}`}
                      defaultChecked={member.grants.includes(permission)}
                      className="size-4"
                    />
                    {t.has(`permissions.${permission as 'prices'}`)
                      ? t(`permissions.${permission as 'prices'}`)
                      : permission}
                  </label>
                ))}
                <StaffSubmitButton aria-label={t('saveLabel', { name: member.name })}>{t('save')}</StaffSubmitButton>
              </form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
