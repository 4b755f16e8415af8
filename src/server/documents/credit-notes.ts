import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { loadCompanyFacts } from '@/content/company';
import { documentTotals, paymentDueDay, taxWording, vatLineLabel, type TaxTreatment } from '@/content/legal/tax';
import { translator } from '@/i18n/translator';
import { formatDate } from '@/lib/format';
import { berlinToday } from '@/lib/calendar-day';
import type { Database } from '../db/schema';
import { nextReferenceNumber } from '../leads/reference-number';
import { lockAcceptedRequest } from '../sell-requests/accepted-request';
import { gradeLabel } from '../sell-requests/request-text';
import { SellRequestError } from '../sell-requests/sell-request-error';
import { writeAudit } from '../staff/audit';
import type { CreditNoteDocument, IssuerCopy, SellerCopy } from './credit-note-document';

export function issuerCopy(env: Record<string, string | undefined> = process.env): IssuerCopy {
  const company = loadCompanyFacts(env);
  return {
    legalName: company.legalName,
    street: company.street,
    postalCode: company.postalCode,
    city: company.city,
    country: company.country,
    vatId: company.vatId,
    email: company.email,
    phone: company.phone,
    registerCourt: company.registerCourt,
    registerNumber: company.registerNumber,
    managingDirector: company.managingDirector,
  };
}

/**
 * Issues the credit note (Gutschrift) of a sell request whose goods were received and inspected:
 * the lines bought at their final prices, net/VAT/gross by the tax rule (src/content/legal/tax.ts)
 * for the chosen treatment, the payment term of the terms. ONE transaction: the number from the
 * gapless per-year sequence (`GS-2026-000001`; a rolled-back issue gives its number back), the
 * row with its own copy of everything the PDF shows, the audit row. One credit note per request.
 */
export async function issueCreditNote(
  db: Kysely<Database>,
  {
    leadId,
    seller,
    treatment,
    actorId,
    now = new Date(),
    env = process.env,
  }: {
    leadId: string;
    seller: SellerCopy;
    treatment: TaxTreatment;
    actorId: string;
    now?: Date;
    env?: Record<string, string | undefined>;
  },
): Promise<{ id: string; number: string }> {
  return db.transaction().execute(async (trx) => {
    const { request, lead, lines } = await lockAcceptedRequest(trx, leadId);
    if (!request.goods_received_at) throw new SellRequestError('goods_not_received');
    const existing = await trx.selectFrom('credit_notes').select('id').where('lead_id', '=', leadId).executeTakeFirst();
    if (existing) throw new SellRequestError('credit_note_exists');
    const receipt = new Map(
      (await trx.selectFrom('sell_receipt_lines').selectAll().where('lead_id', '=', leadId).execute()).map((row) => [
        row.line_id,
        row,
      ]),
    );
    const locale = lead.locale;
    const bought = lines.flatMap((line) => {
      const row = receipt.get(line.id);
      if (!row || row.outcome !== 'bought' || row.final_price_cents === null) return [];
      return [
        {
          position: line.position + 1,
          name: line.name,
          articleNumber: line.item_id,
          quantity: row.quantity_received,
          grade: gradeLabel(row.final_grade, locale),
          unitCents: row.final_price_cents,
          totalCents: row.final_price_cents * row.quantity_received,
        },
      ];
    });
    if (bought.length === 0) throw new SellRequestError('nothing_bought');
    const notBought = lines.flatMap((line) => {
      const row = receipt.get(line.id);
      return row && row.outcome !== 'bought'
        ? [
            {
              position: line.position + 1,
              name: line.name,
              quantity: line.quantity,
              outcome: row.outcome as 'returned' | 'recycled',
            },
          ]
        : [];
    });
    const issuedOn = berlinToday(now);
    const dueOn = paymentDueDay(issuedOn);
    const number = await nextReferenceNumber(trx, { kind: 'credit-note', now, prefix: 'GS' });
    const t = translator(locale, 'SellDocuments');
    const document: CreditNoteDocument = {
      number,
      locale,
      issuedOn,
      suppliedOn: berlinToday(new Date(request.goods_received_at)),
      dueOn,
      reference: lead.reference ?? '',
      issuer: issuerCopy(env),
      seller,
      treatment,
      lines: bought,
      notBought,
      totals: documentTotals(
        bought.map((line) => line.totalCents),
        treatment,
      ),
      texts: {
        taxNote: taxWording[locale].note[treatment],
        vatLine: vatLineLabel(treatment, locale),
        payment: t('creditNote.payment', { date: formatDate(`${dueOn}T12:00:00Z`, locale) }),
      },
    };
    const id = randomUUID();
    await trx
      .insertInto('credit_notes')
      .values({
        id,
        number,
        lead_id: leadId,
        lead_reference: lead.reference,
        issued_at: now.toISOString(),
        issued_by: actorId,
        gross_cents: document.totals.grossCents,
        payment_due: dueOn,
        paid_on: null,
        paid_recorded_by: null,
        document: JSON.stringify(document),
      })
      .execute();
    await writeAudit(trx, { actorId, action: 'credit_note.issued', leadId, detail: number, now });
    return { id, number };
  });
}

/**
 * Staff record the payment of a credit note with the day it was made (not before the issue day,
 * not in the future). The status page then says "bezahlt". Once, audited.
 */
export async function markCreditNotePaid(
  db: Kysely<Database>,
  { leadId, paidOn, actorId, now = new Date() }: { leadId: string; paidOn: string; actorId: string; now?: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockAcceptedRequest(trx, leadId);
    const note = await trx
      .selectFrom('credit_notes')
      .select(['id', 'number', 'issued_at', 'paid_on'])
      .where('lead_id', '=', leadId)
      .executeTakeFirst();
    if (!note) throw new SellRequestError('not_issued');
    if (note.paid_on) throw new SellRequestError('already_marked');
    if (paidOn < berlinToday(new Date(note.issued_at)) || paidOn > berlinToday(now)) {
      throw new SellRequestError('paid_invalid');
    }
    await trx
      .updateTable('credit_notes')
      .set({ paid_on: paidOn, paid_recorded_by: actorId })
      .where('id', '=', note.id)
      .execute();
    // Noon UTC is the same calendar day in Cologne all year.
    await trx
      .updateTable('sell_requests')
      .set({ paid_at: `${paidOn}T12:00:00.000Z` })
      .where('lead_id', '=', leadId)
      .execute();
    await trx.updateTable('leads').set({ updated_at: now.toISOString() }).where('id', '=', leadId).execute();
    await writeAudit(trx, { actorId, action: 'sell_request.paid', leadId, detail: note.number, now });
  });
}

/** A credit note's row for its PDF, by id. */
export async function findCreditNote(db: Kysely<Database>, id: string) {
  return (await db.selectFrom('credit_notes').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}
