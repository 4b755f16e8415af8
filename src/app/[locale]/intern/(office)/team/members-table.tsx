import { getTranslations } from 'next-intl/server';
import { RemoveMemberButton, ResetAccessButton } from '@/components/staff/auth/team-forms';
import { HeaderRow } from '@/components/staff/header-row';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/lib/format';
import type { listMembers, listTeamPasskeys } from '@/server/auth/staff-members';

/** The team's members with their passkeys; a member can reset or remove anyone but themselves. */
export async function MembersTable({
  locale,
  userId,
  members,
  passkeys,
  errorText,
}: {
  locale: Locale;
  /** The signed-in member. */
  userId: string;
  members: Awaited<ReturnType<typeof listMembers>>;
  passkeys: Awaited<ReturnType<typeof listTeamPasskeys>>;
  errorText: string;
}) {
  const t = await getTranslations({ locale, namespace: 'StaffAuth' });
  const column = 'py-2 pr-3';
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('team.membersTitle')}>
      <table className="w-full text-left text-sm">
        <thead>
          <HeaderRow
            className="border-b border-slate-200"
            cells={[
              { label: t('team.name'), className: column },
              { label: t('team.email'), className: column },
              { label: t('team.role'), className: column },
              { label: t('team.passkeys'), className: column },
              { label: t('team.actions'), className: 'py-2' },
            ]}
          />
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3">
                {member.name}
                {member.id === userId && <span className="text-slate-600"> ({t('team.you')})</span>}
                {!member.twoFactorEnabled && (
                  <span className="block text-xs text-amber-800">{t('team.twoFactorPending')}</span>
                )}
              </td>
              <td className="py-2 pr-3 break-all">{member.email}</td>
              <td className="py-2 pr-3">{t(`roles.${member.role}`)}</td>
              <td className="py-2 pr-3" data-testid={`passkeys-${member.id}`}>
                {(passkeys.get(member.id) ?? []).length === 0 ? (
                  <span className="text-slate-600">{t('team.noPasskeys')}</span>
                ) : (
                  <ul className="space-y-0.5">
                    {passkeys.get(member.id)!.map((passkey) => (
                      <li key={passkey.id}>
                        {passkey.name || t('konto.unnamedPasskey')}
                        {passkey.createdAt && (
                          <span className="block text-xs text-slate-600">
                            {t('konto.passkeyCreated', { date: formatDateTime(passkey.createdAt, locale) })}
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="py-2">
                {member.id !== userId && (
                  <span className="flex flex-wrap gap-2">
                    <ResetAccessButton
                      userId={member.id}
                      locale={locale}
                      label={t('team.reset')}
                      ariaLabel={t('team.resetLabel', { name: member.name })}
                      confirmText={t('team.resetConfirm', { name: member.name })}
                      doneText={t('team.resetDone')}
                      errorText={errorText}
                    />
                    <RemoveMemberButton
                      userId={member.id}
                      label={t('team.remove')}
                      ariaLabel={t('team.removeLabel', { name: member.name })}
                      confirmText={t('team.removeConfirm', { name: member.name })}
                      errorText={errorText}
                    />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
