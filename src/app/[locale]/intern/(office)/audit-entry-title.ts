import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { isStaffRole } from '@/server/auth/staff-policy';
import { COMMAND_LINE_ACTOR, isAuditAction } from '@/server/staff/audit';
import type { StaffMember } from '@/server/auth/staff-session';
import { VISITOR_ACTOR } from '@/server/sell-requests/sell-request-error';
import { isLeadStatus } from '@/server/staff/lead-status';

type AuditEntryLike = { action: string; detail: string | null };

const numbered = new Set(['credit_note.issued', 'certificate.issued', 'certificate.revoked', 'sell_request.paid']);

/**
 * How an audit entry reads for people: the action, and for a status change or an assignment
 * what it changed to (the row holds only statuses and user ids, never personal data).
 */
export async function auditEntryTitles(locale: Locale, memberName: (userId: string) => string) {
  const tAudit = await getTranslations({ locale, namespace: 'StaffAudit' });
  const tLeads = await getTranslations({ locale, namespace: 'StaffLeads' });
  const tLead = await getTranslations({ locale, namespace: 'StaffLead' });
  const tAuth = await getTranslations({ locale, namespace: 'StaffAuth' });
  const tNav = await getTranslations({ locale, namespace: 'Staff.nav' });
  return (entry: AuditEntryLike): string => {
    const label = isAuditAction(entry.action) ? tAudit(`actions.${entry.action}`) : entry.action;
    if (entry.action === 'lead.status_changed' && entry.detail) {
      const [from, to] = entry.detail.split('->');
      if (isLeadStatus(from) && isLeadStatus(to)) {
        return `${label}: ${tLeads(`status.${from}`)} → ${tLeads(`status.${to}`)}`;
      }
    }
    if (entry.action === 'member.invited' && isStaffRole(entry.detail)) {
      return `${label}: ${tAuth(`roles.${entry.detail}`)}`;
    }
    // Documents name their number (not personal data).
    if (numbered.has(entry.action) && entry.detail) return `${label}: ${entry.detail}`;
    if (entry.action === 'staff.access_reset' && entry.detail) return `${label}: ${memberName(entry.detail)}`;
    if (entry.action === 'lead.assigned' && entry.detail) {
      return `${label}: ${entry.detail === 'none' ? tLead('nobody') : memberName(entry.detail)}`;
    }
    if (entry.action === 'team.permissions_changed' && entry.detail) {
      const [userId = '', grants = 'none'] = entry.detail.split(':');
      const names =
        grants === 'none'
          ? '–'
          : grants
              .split(',')
              .map((grant) => tNav(grant as 'prices'))
              .join(', ');
      return `${label}: ${memberName(userId)} → ${names}`;
    }
    // "gpu v7", "gpu v9 (= v7)": which list and version, from the entry's own detail.
    if (entry.action.startsWith('prices.') && entry.detail) return `${label}: ${entry.detail}`;
    return label;
  };
}

/**
 * Who an audit entry or a note names: a member of the team, the visitor (their decision on the
 * status page), or a member whose account was removed since.
 */
export async function actorNames(locale: Locale, members: readonly StaffMember[]) {
  const tLead = await getTranslations({ locale, namespace: 'StaffLead' });
  return (userId: string | null): string =>
    userId === VISITOR_ACTOR
      ? tLead('visitorActor')
      : userId === COMMAND_LINE_ACTOR
        ? tLead('commandLineActor')
        : (userId && members.find((member) => member.id === userId)?.name) || tLead('unknownActor');
}
