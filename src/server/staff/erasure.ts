import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database, Lead } from '../db/schema';
import { restrictDocumentsOfLeads } from '../documents/kept-records';
import { sweepMailFiles } from '../mail/mail-files';
import { deleteUploadRows, getUploadStore, type UploadStore } from '../uploads';
import { writeAudit } from './audit';
import { idsWithEmail, normalizedEmail } from './email-match';
import { dialectOf } from './lead-search';
import { StaffActionError } from './staff-error';

export type PersonLead = Pick<Lead, 'id' | 'reference' | 'created_at' | 'status' | 'form' | 'first_name' | 'last_name'>;

export type ErasureResult = {
  leads: number;
  notes: number;
  mails: number;
  /**
   * Credit notes and certificates of the erased leads, kept because the law requires it and
   * restricted from now on (src/server/documents/kept-records.ts).
   */
  keptDocuments: number;
  /** .eml files deleted (only when `dataDir` was given and mail is written to files). */
  mailFiles: number;
  /**
   * Always 0: assistant conversations are not linked to leads or addresses (the browser's random
   * conversation id is all they hold), so an erasure by address cannot find them. A request for
   * a conversation is handled by its time and content (Datenschutz, "Ihre Rechte").
   */
  chatSessions: number;
};

/** The leads of one address, case-insensitively (the page shows them before erasing). */
export async function findPersonByEmail(db: Kysely<Database>, email: string): Promise<PersonLead[]> {
  const ids = await idsWithEmail(db, { table: 'leads', column: 'leads.email', email });
  if (ids.length === 0) return [];
  return db
    .selectFrom('leads')
    .select(['id', 'reference', 'created_at', 'status', 'form', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * Art. 17 GDPR: erases everything stored about an address in ONE transaction — its leads, their
 * notes, their attachments (photos and documents), their mails (queued and sent: every outbox row of those leads, and any row sent to or
 * replying to the address). What the law makes the company keep stays, restricted (Art. 17 (3)
 * (b), Art. 18): the credit notes and certificates of those leads, each a copy of only what the
 * document shows (docs/sell-requests.md, "Erasure and retention"); the retention sweep deletes
 * them when their period ends. Audit rows record only ids, action, actor and time: one
 * 'lead.erased' per lead (the log outlives the lead; the id no longer leads to anything) and one
 * 'person.erased' with the counts. The address itself is written nowhere.
 *
 * `dataDir`: pass DATA_DIR when mail is written to .eml files (no SMTP_URL); the files of the
 * deleted mails are then removed right after the commit, the same way the retention sweep does.
 * Without it they go at the next retention sweep (at most `sweepIntervalMinutes` later).
 */
export async function erasePerson(
  db: Kysely<Database>,
  {
    email,
    actorId,
    dataDir,
    uploadStore,
  }: { email: string; actorId: string; dataDir?: string; uploadStore?: UploadStore },
): Promise<ErasureResult> {
  if (!normalizedEmail(email).includes('@')) throw new StaffActionError('invalid_email');
  const counts = await db.transaction().execute(async (trx) => {
    const leadIds = await idsWithEmail(trx, { table: 'leads', column: 'leads.email', email });
    const mailIds = new Set([
      ...(await idsWithEmail(trx, { table: 'mail_outbox', column: 'mail_outbox.recipient', email })),
      ...(await idsWithEmail(trx, { table: 'mail_outbox', column: 'mail_outbox.reply_to', email })),
    ]);
    if (leadIds.length > 0) {
      const ofLeads = await trx.selectFrom('mail_outbox').select('id').where('lead_id', 'in', leadIds).execute();
      for (const row of ofLeads) mailIds.add(row.id);
    }
    const mails = mailIds.size
      ? Number(
          (
            await trx
              .deleteFrom('mail_outbox')
              .where('id', 'in', [...mailIds])
              .executeTakeFirst()
          ).numDeletedRows,
        )
      : 0;
    const now = new Date();
    const keptDocuments = await restrictDocumentsOfLeads(trx, leadIds, now);
    const uploadIds = await deleteUploadRows(trx, { leadIds });
    const notes = leadIds.length
      ? Number((await trx.deleteFrom('lead_notes').where('lead_id', 'in', leadIds).executeTakeFirst()).numDeletedRows)
      : 0;
    // The reference numbers stay in the audit log (not personal data): read them before the rows go.
    const references = new Map(
      leadIds.length
        ? (await trx.selectFrom('leads').select(['id', 'reference']).where('id', 'in', leadIds).execute()).map(
            (row) => [row.id, row.reference],
          )
        : [],
    );
    const leads = leadIds.length
      ? Number((await trx.deleteFrom('leads').where('id', 'in', leadIds).executeTakeFirst()).numDeletedRows)
      : 0;
    for (const leadId of leadIds) {
      await writeAudit(trx, { actorId, action: 'lead.erased', leadId, reference: references.get(leadId) ?? null, now });
    }
    await writeAudit(trx, {
      actorId,
      action: 'person.erased',
      // The attachments' count only when there were any (the record of a text-only erasure stays as it was).
      detail:
        `leads=${leads};notes=${notes};mails=${mails}` +
        (uploadIds.length ? `;uploads=${uploadIds.length}` : '') +
        (keptDocuments ? `;kept=${keptDocuments}` : ''),
      now,
    });
    return { leads, notes, mails, keptDocuments, uploadIds };
  });
  // An S3 store's objects go right after the commit (the database store's bytes went in it).
  const { uploadIds, ...deleted } = counts;
  await (uploadStore ?? getUploadStore()).removeObjects(uploadIds);
  const mailFiles = dataDir ? await sweepMailFiles(db, dataDir) : 0;
  await checkpointAfterErasure(db);
  return { ...deleted, mailFiles, chatSessions: 0 };
}

/**
 * SQLite keeps a committed change in the write-ahead log (`site.db-wal`) until a checkpoint copies
 * it into the database file; the erased rows' old pages sat there readable. With `secure_delete`
 * on (src/server/db/client.ts) the database file's freed pages are zeroed; a TRUNCATE checkpoint
 * then copies everything back and empties the log. It cannot finish while another connection
 * reads an older snapshot; the next erasure or SQLite's automatic checkpoints catch up.
 * PostgreSQL: docs/leads.md says what VACUUM does and does not guarantee.
 */
async function checkpointAfterErasure(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}
