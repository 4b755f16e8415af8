import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AttachmentList } from '@/components/staff/attachment-list';
import { EntryList } from '@/components/staff/entry-list';
import { FormNotice } from '@/components/staff/form-notice';
import { LeadStatusBadge } from '@/components/staff/lead-status-badge';
import { LeadWorkflowForms } from '@/components/staff/lead-workflow-forms';
import { SellRequestCard } from '@/components/staff/sell-request-card';
import { StaffCard } from '@/components/staff/staff-card';
import { buttonVariants } from '@/components/ui/button';
import { resolveLocale } from '@/i18n/server';
import { formatDateTime } from '@/lib/format';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { listStaffMembers, requireStaffPage } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { nextStatuses } from '@/server/staff/lead-status';
import { getLeadDetail, NOTE_MAX_CHARS } from '@/server/staff/lead-workflow';
import { listAttachments } from '@/server/uploads';
import { acknowledgeDecision } from '@/server/sell-requests/decision';
import { sellRequestCardModel } from '@/server/sell-requests/staff-card';
import { actorNames, auditEntryTitles } from '../../audit-entry-title';
import { OfficeFrame } from '../../office-frame';
import { readNotice, type StaffSearchParams } from '../../page-notice';
import { LeadDetails } from './lead-details';

type LeadPageProps = { params: Promise<{ locale: string; id: string }>; searchParams: StaffSearchParams };

export async function generateMetadata({ params }: LeadPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffLead' });
  return { title: t('details') };
}

/** One lead: all it holds, its mails' delivery, the work on it (status, assignment, notes), its history. */
export default async function LeadPage({ params, searchParams }: LeadPageProps) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const session = await requireStaffPage(locale, 'leads', staffPaths.lead(id));
  const { db } = await getDatabase();
  // Reading the detail writes its audit row ('lead.viewed').
  const [detail, members] = await Promise.all([getLeadDetail(db, id, session.userId), listStaffMembers()]);
  if (!detail) notFound();
  // A sell request (form 'sell-list') brings its own card: lines, handover, offer, progress.
  const sellRequest = await sellRequestCardModel(db, { leadId: id, locale, searchParams: await searchParams });
  // Staff have now seen the visitor's decision: the inbox stops marking the lead.
  if (sellRequest?.decisionNews) await acknowledgeDecision(db, id);
  const { notice, error } = await readNotice(searchParams, ['status', 'assigned', 'note'] as const);
  const t = await getTranslations({ locale, namespace: 'StaffLead' });
  const tLeads = await getTranslations({ locale, namespace: 'StaffLeads' });
  const tAudit = await getTranslations({ locale, namespace: 'StaffAudit' });
  const tErrors = await getTranslations({ locale, namespace: 'StaffErrors' });
  const tUploads = await getTranslations({ locale, namespace: 'Uploads.staff' });
  const { lead } = detail;
  const memberName = await actorNames(locale, members);
  const auditTitle = await auditEntryTitles(locale, memberName);
  const reference = lead.reference ?? '';
  const replySubject = t('replySubject', { reference: reference || lead.subject || '' }).trim();

  return (
    <OfficeFrame locale={locale} session={session} section="inbox">
      <a
        href={staffHref(staffPaths.inbox, locale)}
        className="text-sm font-medium text-brand-800 underline underline-offset-2"
      >
        {t('back')}
      </a>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-navy-900">
          {reference
            ? t('title', { reference })
            : t('titleWithoutReference', { date: formatDateTime(lead.created_at, locale) })}
        </h1>
        <LeadStatusBadge status={lead.status} label={tLeads(`status.${lead.status}`)} />
        <a
          href={`mailto:${encodeURIComponent(lead.email)}?subject=${encodeURIComponent(replySubject)}`}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          {t('reply')}
        </a>
      </div>
      <div className="mt-4 space-y-2">
        {notice && <FormNotice kind="success" text={t(`notices.${notice}`)} />}
        {error && <FormNotice kind="error" text={tErrors(error, { max: NOTE_MAX_CHARS })} />}
      </div>

      {/* From 1280 px the sell request's offer table fits its card without scrolling. */}
      <div className="mt-4 grid gap-4 lg:grid-cols-[3fr_2fr] xl:grid-cols-[2fr_1fr]">
        {/* min-w-0: a wide table scrolls inside its card instead of widening the page. */}
        <div className="min-w-0 space-y-4">
          <LeadDetails locale={locale} lead={lead} sellRequestLines={sellRequest ? sellRequest.lines.length : null} />
          {sellRequest && <SellRequestCard data={sellRequest} />}
          <StaffCard title={tUploads('title')} id="attachments">
            <AttachmentList locale={locale} attachments={await listAttachments(db, lead.id)} />
          </StaffCard>
          <StaffCard title={t('mails')} id="mails">
            <EntryList
              empty={t('noMails')}
              entries={detail.mails.map((mail) => ({
                key: mail.id,
                title: t(`mailKinds.${mail.kind}`),
                meta:
                  mail.status === 'sent' && mail.sent_at
                    ? t('mailStatus.sent', { date: formatDateTime(mail.sent_at, locale) })
                    : mail.status === 'failed'
                      ? t('mailStatus.failed', { attempts: mail.attempts })
                      : t(`mailStatus.${mail.status === 'sending' ? 'sending' : 'pending'}`),
                body: mail.last_error ?? undefined,
              }))}
            />
          </StaffCard>
        </div>
        <div className="min-w-0 space-y-4">
          <StaffCard title={t('workflow')} id="workflow">
            <LeadWorkflowForms
              locale={locale}
              leadId={lead.id}
              transitions={nextStatuses(lead.status)}
              assignedTo={lead.assigned_to}
              members={members}
              noteMaxLength={NOTE_MAX_CHARS}
            />
          </StaffCard>
          <StaffCard title={t('notes')} id="notes">
            <EntryList
              empty={t('noNotes')}
              entries={detail.notes.map((note) => ({
                key: note.id,
                title: memberName(note.author_id),
                meta: formatDateTime(note.created_at, locale),
                body: note.body,
              }))}
            />
          </StaffCard>
          <StaffCard title={t('timeline')} id="timeline">
            <EntryList
              empty={tAudit('empty')}
              entries={[...detail.audit].reverse().map((entry) => ({
                key: entry.id,
                title: auditTitle(entry),
                meta: `${memberName(entry.actor_id)} · ${formatDateTime(entry.created_at, locale)}`,
              }))}
            />
          </StaffCard>
        </div>
      </div>
    </OfficeFrame>
  );
}
