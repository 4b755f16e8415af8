import 'server-only';
import type { Locale } from '@/i18n/locales';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { grantablePermissions } from '../auth/permissions';
import { memberGrants, setMemberGrants } from '../auth/staff-members';
import { getDatabase } from '../db';
import { staffFormPost, withQuery } from '../http/staff-endpoint';
import { writeAudit } from './audit';
import { StaffActionError } from './staff-error';

/** A staff account's id (better-auth's random ids); anything else is a 404. */
const USER_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const teamPage = (locale: Locale) => staffHref(staffPaths.team, locale);

/**
 * POST /api/staff/team/<userId>/grants: the member's permissions beyond their role, one checkbox
 * `grant:<permission>` per grantable permission (an unticked one is not posted: revoked). Needs
 * `team`; the change and its audit row (`team.permissions_changed`, `<userId>:<grants>`) commit
 * together. The member's next request already has them (sessions read the account each time).
 */
export const postMemberGrants = staffFormPost<{ userId: string }>(
  { name: 'member grants', permission: 'team', params: { userId: USER_ID_PATTERN } },
  {
    async run({ form, session, locale, params: { userId } }) {
      const { db } = await getDatabase();
      const grants = grantablePermissions.filter((permission) => form[`grant:${permission}`] === 'on');
      const changed = await db.transaction().execute(async (trx) => {
        const member = await trx.selectFrom('staff_users').select('id').where('id', '=', userId).executeTakeFirst();
        if (!member) throw new StaffActionError('member_not_found');
        const before = await memberGrants(trx, userId);
        if (before.join(',') === [...grants].sort().join(',')) return false;
        await setMemberGrants(trx, userId, grants);
        const stored = await memberGrants(trx, userId);
        await writeAudit(trx, {
          actorId: session.userId,
          action: 'team.permissions_changed',
          detail: `${userId}:${stored.join(',') || 'none'}`,
        });
        return true;
      });
      const back = withQuery(teamPage(locale), 'notice', changed ? 'grants_saved' : 'grants_unchanged');
      return `${withQuery(back, 'member', userId)}#grants`;
    },
    onRefusal: ({ locale }) => teamPage(locale),
  },
);
