import 'server-only';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/lib/site-url';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { getStaffAuth } from '../auth/staff-auth-instance';
import { listStaffMembers, type StaffSession } from '../auth/staff-session';
import { getDatabase } from '../db';
import { serverEnv } from '../env';
import { endpoint } from '../http/endpoint';
import { UUID_PATTERN } from '../http/params';
import { staffEndpoint, staffFormPost, withQuery } from '../http/staff-endpoint';
import { erasePerson } from './erasure';
import { parseInboxQuery } from './inbox-query';
import { leadCsvStream } from './lead-export';
import { isLeadStatus } from './lead-status';
import { addNote, assignLead, changeStatus } from './lead-workflow';
import { resendMail } from './outbox-admin';
import { StaffActionError } from './staff-error';

/** The back office's own endpoints under /api/staff (the sell requests' are in sell-requests/staff-http.ts). */

const leadParams = { id: UUID_PATTERN };

/** A form post on one lead that returns to its page with `notice` (or the refusal). */
function leadFormPost(
  notice: string,
  run: (input: { form: Record<string, string>; session: StaffSession; leadId: string }) => Promise<void>,
) {
  const leadPage = (leadId: string, locale: Locale) => staffHref(staffPaths.lead(leadId), locale);
  return staffFormPost<{ id: string }>(
    { name: `lead ${notice}`, permission: 'leads', params: leadParams },
    {
      async run({ form, session, locale, params }) {
        await run({ form, session, leadId: params.id });
        return withQuery(leadPage(params.id, locale), 'notice', notice);
      },
      onRefusal: ({ locale, params }) => leadPage(params.id, locale),
    },
  );
}

/** POST /api/staff/leads/<id>/status: moves a lead along the workflow (field `status`). */
export const postLeadStatus = leadFormPost('status', async ({ form, session, leadId }) => {
  if (!isLeadStatus(form.status)) throw new StaffActionError('invalid_transition');
  await changeStatus((await getDatabase()).db, { leadId, status: form.status, actorId: session.userId });
});

/** POST /api/staff/leads/<id>/notes: adds an internal note (field `body`). */
export const postLeadNote = leadFormPost('note', async ({ form, session, leadId }) => {
  await addNote((await getDatabase()).db, { leadId, body: form.body ?? '', actorId: session.userId });
});

/** POST /api/staff/leads/<id>/assignment: assigns the lead (field `assigneeId`, empty for nobody). */
export const postLeadAssignment = leadFormPost('assigned', async ({ form, session, leadId }) => {
  const assigneeId = form.assigneeId?.trim() || null;
  if (assigneeId && !(await listStaffMembers()).some((member) => member.id === assigneeId)) {
    throw new StaffActionError('invalid_assignee');
  }
  await assignLead((await getDatabase()).db, { leadId, assigneeId, actorId: session.userId });
});

/**
 * POST /api/staff/erasure: erases a person's leads, notes and mails (fields `email` and
 * `confirm=yes`). The answer's URL carries only the counts, never the address.
 */
export const postErasure = staffFormPost(
  { name: 'erasure', permission: 'erasure' },
  {
    async run({ form, session, locale }) {
      if (form.confirm !== 'yes') throw new StaffActionError('erasure_unconfirmed');
      const erased = await erasePerson((await getDatabase()).db, {
        email: form.email ?? '',
        actorId: session.userId,
        // The mails' .eml copies go at once, not at the next retention sweep.
        dataDir: serverEnv().DATA_DIR,
      });
      const counts = new URLSearchParams({
        notice: 'erased',
        leads: String(erased.leads),
        mails: String(erased.mails),
        notes: String(erased.notes),
      });
      return staffHref(staffPaths.erasure, locale, counts);
    },
    onRefusal: ({ locale }) => staffHref(staffPaths.erasure, locale),
  },
);

const failedMails = (locale: Locale) => staffHref(staffPaths.outbox, locale, 'status=failed');

/** POST /api/staff/outbox/<id>/resend: sends a failed mail again; back to the failed mails. */
export const postOutboxResend = staffFormPost<{ id: string }>(
  { name: 'mail resend', permission: 'outbox', params: { id: UUID_PATTERN } },
  {
    async run({ session, locale, params }) {
      await resendMail((await getDatabase()).db, { mailId: params.id, actorId: session.userId });
      return withQuery(failedMails(locale), 'notice', 'resent');
    },
    onRefusal: ({ locale }) => failedMails(locale),
  },
);

/**
 * GET /api/staff/leads/export: the inbox's current view as CSV, the same filters as the inbox's
 * URL, streamed page by page, UTF-8 with BOM and `;` for German Excel. Audited when it starts.
 */
export const getLeadExport = staffEndpoint({ name: 'lead export', permission: 'export' }, async (context) => {
  const query = parseInboxQuery(context.url.searchParams);
  const { db } = await getDatabase();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadCsvStream(db, { query, locale: context.locale, actorId: context.session.userId }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="anfragen-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

/**
 * POST /api/staff/sign-out: signs this browser out (the office's "Abmelden", a plain form post)
 * and returns to the sign-in page. Works without a session; another site cannot sign a member out.
 */
export const postSignOut = endpoint({ name: 'sign-out', body: { accept: ['form'], limit: 1024 } }, async (context) => {
  const auth = await getStaffAuth();
  const signedOut = await auth.api.signOut({ headers: context.request.headers, asResponse: true });
  const headers = new Headers({
    Location: localizedPath(staffPaths.signIn, context.locale),
    'Cache-Control': 'no-store',
  });
  for (const cookie of signedOut.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
});
