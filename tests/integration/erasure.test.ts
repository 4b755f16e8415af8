import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mailDirectory, mailFileName } from '@/server/mail/mail-files';
import { erasePerson, findPersonByEmail } from '@/server/staff/erasure';
import { addNote } from '@/server/staff/lead-workflow';
import { columnsHolding } from './database-scan';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';
import { auditRows, seedLead, seedMail } from './staff-fixtures';

describe.each(dialects)('erasure (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('finds a person by address regardless of case, also with non-ASCII letters', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    const a = await seedLead(db, { email: 'Erika.Muster@Example.org' });
    const b = await seedLead(db, { email: 'erika.muster@example.org' });
    await seedLead(db, { email: 'erika.muster@example.org.evil' });
    await seedLead(db, { email: 'erika_muster@example.org' });
    const c = await seedLead(db, { email: 'JÜRGEN@Müller.de' });
    expect((await findPersonByEmail(db, ' ERIKA.MUSTER@example.ORG ')).map((lead) => lead.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect((await findPersonByEmail(db, 'jürgen@müller.de')).map((lead) => lead.id)).toEqual([c.id]);
    expect(await findPersonByEmail(db, 'erika%@example.org')).toEqual([]);
    expect(await findPersonByEmail(db, '')).toEqual([]);
  });

  it('erases leads, notes, mails and mail files of an address in one go; nothing holds it afterwards', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    const address = 'Jürgen.Weiß@Example-Recycling.de';
    const mine = [
      await seedLead(db, { email: address, first_name: 'Jürgen', last_name: 'Weiß', status: 'in_progress' }),
      await seedLead(db, { email: address.toLowerCase(), status: 'spam' }),
    ];
    const other = await seedLead(db, { email: 'someone@else.example' });
    await addNote(db, { leadId: mine[0]!.id, body: 'Ruft zurück', actorId: 'staff-a' });
    await addNote(db, { leadId: other.id, body: 'Bleibt', actorId: 'staff-a' });
    const mails = [
      await seedMail(db, { lead_id: mine[0]!.id, reply_to: address, body_text: `Von ${address}` }),
      await seedMail(db, {
        lead_id: mine[0]!.id,
        kind: 'confirmation',
        recipient: address,
        status: 'sent',
        sent_at: new Date().toISOString(),
      }),
      // A mail to the address whose lead is gone already (lead_id null).
      await seedMail(db, { lead_id: null, kind: 'confirmation', recipient: 'JÜRGEN.Weiß@EXAMPLE-recycling.DE' }),
    ];
    const kept = await seedMail(db, { lead_id: other.id });
    const dir = mailDirectory(handle.dataDir);
    mkdirSync(dir, { recursive: true });
    for (const mail of [...mails, kept]) {
      writeFileSync(path.join(dir, mailFileName({ id: mail.id, kind: mail.kind, created_at: mail.created_at })), 'x');
    }
    expect(await columnsHolding(handle, address)).not.toEqual([]);

    const result = await erasePerson(db, {
      email: address.toLowerCase(),
      actorId: 'staff-admin',
      dataDir: handle.dataDir,
    });
    expect(result).toEqual({ leads: 2, notes: 1, mails: 3, keptDocuments: 0, mailFiles: 3, chatSessions: 0 });

    expect(await columnsHolding(handle, address)).toEqual([]);
    expect(await columnsHolding(handle, 'weiß@example')).toEqual([]);
    expect(readdirSync(dir)).toEqual([mailFileName({ id: kept.id, kind: kept.kind, created_at: kept.created_at })]);
    expect((await db.selectFrom('leads').select('id').execute()).map((row) => row.id)).toEqual([other.id]);
    expect((await db.selectFrom('lead_notes').select('body').execute()).map((row) => row.body)).toEqual(['Bleibt']);
    expect((await db.selectFrom('mail_outbox').select('id').execute()).map((row) => row.id)).toEqual([kept.id]);

    // Audit: ids, action, actor and time only.
    const audit = (await auditRows(db)).filter((row) => row.action.endsWith('erased'));
    expect(audit.map((row) => [row.action, row.lead_id, row.actor_id]).sort()).toEqual(
      [
        ['lead.erased', mine[0]!.id, 'staff-admin'],
        ['lead.erased', mine[1]!.id, 'staff-admin'],
        ['person.erased', null, 'staff-admin'],
      ].sort(),
    );
    expect(audit.find((row) => row.action === 'person.erased')!.detail).toBe('leads=2;notes=1;mails=3');
    expect(existsSync(dir)).toBe(true);
  });

  it('erases nothing when the transaction fails part-way', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    const lead = await seedLead(db, { email: 'weg@example.org' });
    await seedMail(db, { lead_id: lead.id, recipient: 'weg@example.org' });
    await expect(erasePerson(db, { email: 'weg@example.org', actorId: null as unknown as string })).rejects.toThrow();
    expect(await db.selectFrom('leads').select('id').execute()).toHaveLength(1);
    expect(await db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(1);
    await expect(erasePerson(db, { email: 'no address', actorId: 'a' })).rejects.toMatchObject({
      code: 'invalid_email',
    });
  });
});
