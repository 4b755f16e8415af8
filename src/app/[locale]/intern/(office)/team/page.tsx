import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InviteForm } from '@/components/staff/auth/team-forms';
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
import { MembersTable } from './members-table';

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
  const { t, errors, invite } = await authTexts(locale);
  return (
    <OfficeFrame locale={locale} session={session} section="team">
      <h1 className="text-2xl font-bold text-navy-900">{t('team.title')}</h1>
      <div className="mt-4 grid max-w-4xl gap-4 [&>*]:min-w-0">
        <StaffCard title={t('team.inviteTitle')} id="invite">
          <p className="mb-3 text-sm text-slate-700">{t('team.inviteIntro', { hours: INVITATION_VALID_HOURS })}</p>
          <InviteForm locale={locale} errors={errors} labels={invite} />
        </StaffCard>
        <StaffCard title={t('team.membersTitle')} id="members">
          <MembersTable
            locale={locale}
            userId={session.userId}
            members={members}
            passkeys={passkeys}
            errorText={errors.generic}
          />
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
          />
        </StaffCard>
        <StaffCard title={t('team.pendingTitle')} id="pending">
          {pending.length === 0 ? (
            <p className="text-sm text-slate-700">{t('team.noPending')}</p>
          ) : (
            <ul className="space-y-1 text-sm" data-testid="pending-invitations">
              {pending.map((invitation) => (
                <li key={invitation.id}>
                  <span className="font-medium">{invitation.email}</span> · {invite.roles[invitation.role]} ·{' '}
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
