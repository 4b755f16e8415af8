import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InviteForm, RemoveMemberButton } from '@/components/staff/auth/team-forms';
import { StaffCard } from '@/components/staff/staff-card';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { formatDateTime } from '@/lib/format';
import { staffPaths } from '@/lib/staff-paths';
import { listPendingInvitations } from '@/server/auth/invitations';
import { listMembers } from '@/server/auth/staff-members';
import { INVITATION_VALID_HOURS } from '@/server/auth/staff-policy';
import { requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { authTexts } from '../../(auth)/auth-texts';
import { OfficeFrame } from '../office-frame';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffAuth' });
  return { title: t('team.title') };
}

/** Admins: invite colleagues, see members and open invitations, remove a member (not oneself). */
export default async function TeamPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const session = await requireStaffPage(locale, 'team', staffPaths.team);
  const { db } = await getDatabase();
  const [members, pending] = await Promise.all([listMembers(db), listPendingInvitations(db)]);
  const { t, errors } = await authTexts(locale);
  const roles = { admin: t('roles.admin'), staff: t('roles.staff') };
  return (
    <OfficeFrame locale={locale} session={session} section="team">
      <h1 className="text-2xl font-bold text-navy-900">{t('team.title')}</h1>
      <div className="mt-4 grid max-w-4xl gap-4">
        <StaffCard title={t('team.inviteTitle')} id="invite">
          <p className="mb-3 text-sm text-slate-700">{t('team.inviteIntro', { hours: INVITATION_VALID_HOURS })}</p>
          <InviteForm
            locale={locale}
            errors={errors}
            labels={{
              email: t('team.email'),
              role: t('team.role'),
              invite: t('team.invite'),
              inviting: t('team.inviting'),
              // {email} is filled in by the island.
              invited: t.raw('team.invited') as string,
              roles,
            }}
          />
        </StaffCard>
        <StaffCard title={t('team.membersTitle')} id="members">
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pr-3">
                    {t('team.name')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('team.email')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('team.role')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('team.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <tr key={member.id} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-3">
                      {member.name}
                      {member.id === session.userId && <span className="text-slate-600"> ({t('team.you')})</span>}
                      {!member.twoFactorEnabled && (
                        <span className="block text-xs text-amber-800">{t('team.twoFactorPending')}</span>
                      )}
                    </td>
                    <td className="py-2 pr-3 break-all">{member.email}</td>
                    <td className="py-2 pr-3">{roles[member.role]}</td>
                    <td className="py-2">
                      {member.id !== session.userId && (
                        <RemoveMemberButton
                          userId={member.id}
                          label={t('team.remove')}
                          ariaLabel={t('team.removeLabel', { name: member.name })}
                          confirmText={t('team.removeConfirm', { name: member.name })}
                          errorText={errors.generic}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </StaffCard>
        <StaffCard title={t('team.pendingTitle')} id="pending">
          {pending.length === 0 ? (
            <p className="text-sm text-slate-700">{t('team.noPending')}</p>
          ) : (
            <ul className="space-y-1 text-sm" data-testid="pending-invitations">
              {pending.map((invitation) => (
                <li key={invitation.id}>
                  <span className="font-medium">{invitation.email}</span> · {roles[invitation.role]} ·{' '}
                  {t('team.validUntil', { date: formatDateTime(invitation.expires_at, locale) })}
                </li>
              ))}
            </ul>
          )}
        </StaffCard>
      </div>
    </OfficeFrame>
  );
}
