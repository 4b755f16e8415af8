import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InviteForm, RemoveMemberButton, ResetAccessButton } from '@/components/staff/auth/team-forms';
import { StaffCard } from '@/components/staff/staff-card';
import { TeamGrants } from '@/components/staff/team-grants';
import { resolveLocale, type LocaleParams } from '@/i18n/server';
import { formatDateTime } from '@/lib/format';
import { staffPaths } from '@/lib/staff-paths';
import { listPendingInvitations } from '@/server/auth/invitations';
import { grantablePermissions } from '@/server/auth/permissions';
import { listMemberGrants, listMembers, listTeamPasskeys } from '@/server/auth/staff-members';
import { INVITATION_VALID_HOURS } from '@/server/auth/staff-policy';
import { requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { authTexts } from '../../(auth)/auth-texts';
import { OfficeFrame } from '../office-frame';
import { readNotice, type StaffSearchParams } from '../page-notice';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffAuth' });
  return { title: t('team.title') };
}

/** Admins: invite colleagues, see members and open invitations, remove a member (not oneself). */
export default async function TeamPage({ params, searchParams }: LocaleParams & { searchParams: StaffSearchParams }) {
  const locale = await resolveLocale(params);
  const session = await requireStaffPage(locale, 'team', staffPaths.team);
  const { db } = await getDatabase();
  const [members, pending, passkeys, grants] = await Promise.all([
    listMembers(db),
    listPendingInvitations(db),
    listTeamPasskeys(db),
    listMemberGrants(db),
  ]);
  const grantNotice = await readNotice(searchParams, ['grants_saved', 'grants_unchanged'] as const);
  const grantedId = (await searchParams).member;
  const grantedName = members.find((member) => member.id === grantedId)?.name ?? '';
  const { t, errors } = await authTexts(locale);
  const roles = { admin: t('roles.admin'), staff: t('roles.staff') };
  return (
    <OfficeFrame locale={locale} session={session} section="team">
      <h1 className="text-2xl font-bold text-navy-900">{t('team.title')}</h1>
      <div className="mt-4 grid max-w-4xl gap-4 [&>*]:min-w-0">
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
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('team.membersTitle')}>
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
                  <th scope="col" className="py-2 pr-3">
                    {t('team.passkeys')}
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
                      {member.id !== session.userId && (
                        <span className="flex flex-wrap gap-2">
                          <ResetAccessButton
                            userId={member.id}
                            locale={locale}
                            label={t('team.reset')}
                            ariaLabel={t('team.resetLabel', { name: member.name })}
                            confirmText={t('team.resetConfirm', { name: member.name })}
                            doneText={t('team.resetDone')}
                            errorText={errors.generic}
                          />
                          <RemoveMemberButton
                            userId={member.id}
                            label={t('team.remove')}
                            ariaLabel={t('team.removeLabel', { name: member.name })}
                            confirmText={t('team.removeConfirm', { name: member.name })}
                            errorText={errors.generic}
                          />
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </StaffCard>
        <StaffCard title={t('team.grants.title')} id="grants">
          <TeamGrants
            locale={locale}
            members={members
              .filter((member) => member.role === 'staff')
              .map((member) => ({ ...member, grants: grants.get(member.id) ?? [] }))}
            grantable={grantablePermissions}
            notice={
              grantNotice.notice === 'grants_saved'
                ? { kind: 'success', text: t('team.grants.saved', { name: grantedName }) }
                : grantNotice.notice === 'grants_unchanged'
                  ? { kind: 'success', text: t('team.grants.unchanged') }
                  : grantNotice.error === 'member_not_found'
                    ? { kind: 'error', text: t('team.grants.memberNotFound') }
                    : null
            }
            texts={{
              intro: t('team.grants.intro'),
              none: t('team.grants.none'),
              save: t('team.grants.save'),
              saveLabel: t.raw('team.grants.saveLabel') as string,
              permissions: Object.fromEntries(
                grantablePermissions.map((permission) => [
                  permission,
                  t(`team.grants.permissions.${permission as 'prices'}`),
                ]),
              ),
            }}
          />
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
