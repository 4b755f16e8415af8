import 'server-only';
import type { Kysely } from 'kysely';
import { retention } from '@/content/retention';
import type { Database } from './db/schema';
import { logger } from './log';
import { sweepMailFiles } from './mail/mail-files';
import { deleteUploadRows, getUploadStore, unattachedCutoff, type UploadStore } from './uploads';

const DAY = 24 * 60 * 60_000;

type RetentionResult = {
  leads: number;
  spamLeads: number;
  sentMails: number;
  chatSessions: number;
  mailFiles: number;
};

/**
 * Deletes what the Datenschutz page says is deleted (periods from src/content/retention.ts):
 * leads after `leadDays` (their outbox rows go with them), spam after `spamLeadDays`, sent mails
 * after `sentMailDays`, chat sessions (with their messages) after `chatDays` without a message,
 * the back office's audit entries after `auditLogDays` (counted in the log line only, so the result
 * keeps its shape), and the .eml files of mails whose outbox row is gone (`dataDir` given).
 * Lead notes go with their lead (foreign key, cascade). Rate-limit counters
 * have their own, more frequent sweep (src/server/rate-limit/limiter.ts).
 */
export async function sweepRetention(
  db: Kysely<Database>,
  { now = new Date(), dataDir, uploadStore }: { now?: Date; dataDir?: string; uploadStore?: UploadStore } = {},
): Promise<RetentionResult> {
  const before = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const { auditEntries, uploadIds, ...result } = await db.transaction().execute(async (trx) => {
    const expiredLeads = (lead: { is_spam: number; days: number }) =>
      trx
        .selectFrom('leads')
        .select('id')
        .where('is_spam', '=', lead.is_spam)
        .where('created_at', '<', before(lead.days));
    await trx
      .deleteFrom('mail_outbox')
      .where('lead_id', 'in', expiredLeads({ is_spam: 0, days: retention.leadDays }))
      .execute();
    await trx
      .deleteFrom('mail_outbox')
      .where('lead_id', 'in', expiredLeads({ is_spam: 1, days: retention.spamLeadDays }))
      .execute();
    // Attachments go with their lead; files uploaded but never sent after unattachedUploadHours.
    const uploadIds = [
      ...(await deleteUploadRows(trx, { leadIds: expiredLeads({ is_spam: 0, days: retention.leadDays }) })),
      ...(await deleteUploadRows(trx, { leadIds: expiredLeads({ is_spam: 1, days: retention.spamLeadDays }) })),
      ...(await deleteUploadRows(trx, { unattachedBefore: unattachedCutoff(now) })),
    ];
    const leads = await trx
      .deleteFrom('leads')
      .where('is_spam', '=', 0)
      .where('created_at', '<', before(retention.leadDays))
      .executeTakeFirst();
    const spamLeads = await trx
      .deleteFrom('leads')
      .where('is_spam', '=', 1)
      .where('created_at', '<', before(retention.spamLeadDays))
      .executeTakeFirst();
    const sentMails = await trx
      .deleteFrom('mail_outbox')
      .where('status', '=', 'sent')
      .where('sent_at', '<', before(retention.sentMailDays))
      .executeTakeFirst();
    const stale = trx
      .selectFrom('chat_sessions')
      .select('id')
      .where('last_message_at', '<', before(retention.chatDays));
    await trx.deleteFrom('chat_messages').where('session_id', 'in', stale).execute();
    const chatSessions = await trx
      .deleteFrom('chat_sessions')
      .where('last_message_at', '<', before(retention.chatDays))
      .executeTakeFirst();
    const auditEntries = await trx
      .deleteFrom('audit_log')
      .where('created_at', '<', before(retention.auditLogDays))
      .executeTakeFirst();
    return {
      uploadIds,
      auditEntries: Number(auditEntries.numDeletedRows),
      leads: Number(leads.numDeletedRows),
      spamLeads: Number(spamLeads.numDeletedRows),
      sentMails: Number(sentMails.numDeletedRows),
      chatSessions: Number(chatSessions.numDeletedRows),
    };
  });
  // An S3 store's objects of the deleted rows (the database store's bytes went with them).
  await (uploadStore ?? getUploadStore()).removeObjects(uploadIds);
  const mailFiles = dataDir ? await sweepMailFiles(db, dataDir, now.getTime()) : 0;
  logger.info({ ...result, auditEntries, uploads: uploadIds.length, mailFiles }, 'retention sweep');
  return { ...result, mailFiles };
}
