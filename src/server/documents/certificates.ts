import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { berlinToday } from '@/lib/calendar-day';
import type { Database } from '../db/schema';
import type { CertificateKind } from '../db/trade-in-schema';
import { nextReferenceNumber } from '../leads/reference-number';
import { lockAcceptedRequest } from '../sell-requests/accepted-request';
import { SellRequestError } from '../sell-requests/sell-request-error';
import { writeAudit } from '../staff/audit';
import {
  destructionMethods,
  materialClasses,
  protectionClasses,
  recyclingCategories,
  securityLevels,
  type CertificateDocument,
  type DataDestructionDocument,
  type RecyclingDocument,
} from './certificate-document';
import { issuerCopy } from './credit-notes';

export const CERTIFICATE_LIMITS = { serialsMax: 5_000, categoriesMax: 20, weightKgMax: 1_000_000 } as const;

/** What staff enter; the rest (number, holder, issuer, responsible member) is filled in here. */
export type CertificateInput =
  | Pick<DataDestructionDocument, 'kind' | 'destroyedOn' | 'method' | 'protectionClass' | 'securityLevel' | 'serials'>
  | Pick<RecyclingDocument, 'kind' | 'recycledOn' | 'categories'>;

const prefixes: Record<CertificateKind, { kind: string; prefix: string }> = {
  'data-destruction': { kind: 'certificate-dd', prefix: 'DV' },
  recycling: { kind: 'certificate-rn', prefix: 'RN' },
};

function checkInput(input: CertificateInput, today: string, goodsReceivedDay: string): number {
  if (input.kind === 'data-destruction') {
    const [material, level] = input.securityLevel.split('-');
    const valid =
      (destructionMethods as readonly string[]).includes(input.method) &&
      (protectionClasses as readonly number[]).includes(input.protectionClass) &&
      (materialClasses as readonly string[]).includes(material ?? '') &&
      (securityLevels as readonly number[]).includes(Number(level)) &&
      input.serials.length >= 1 &&
      input.serials.length <= CERTIFICATE_LIMITS.serialsMax &&
      input.destroyedOn >= goodsReceivedDay &&
      input.destroyedOn <= today;
    if (!valid) throw new SellRequestError('certificate_invalid');
    return input.serials.length;
  }
  const categories = new Set(input.categories.map((entry) => entry.category));
  const valid =
    input.categories.length >= 1 &&
    input.categories.length <= CERTIFICATE_LIMITS.categoriesMax &&
    categories.size === input.categories.length &&
    input.categories.every(
      (entry) =>
        (recyclingCategories as readonly string[]).includes(entry.category) &&
        Number.isFinite(entry.weightKg) &&
        entry.weightKg > 0 &&
        entry.weightKg <= CERTIFICATE_LIMITS.weightKgMax,
    ) &&
    input.recycledOn >= goodsReceivedDay &&
    input.recycledOn <= today;
  if (!valid) throw new SellRequestError('certificate_invalid');
  return input.categories.length;
}

/**
 * Issues a data-destruction certificate (method, DIN 66399 protection class and security level,
 * serial numbers, date, responsible member) or a recycling proof (categories and weights) for a
 * sell request whose goods were received. ONE transaction: the number from the kind's gapless
 * per-year sequence (DV-… / RN-…), a random id for the public verification page, the row with its
 * own copy of what the PDF shows, the audit row.
 */
export async function issueCertificate(
  db: Kysely<Database>,
  {
    leadId,
    input,
    actor,
    now = new Date(),
    env = process.env,
  }: {
    leadId: string;
    input: CertificateInput;
    actor: { id: string; name: string };
    now?: Date;
    env?: Record<string, string | undefined>;
  },
): Promise<{ id: string; number: string }> {
  return db.transaction().execute(async (trx) => {
    const { request, lead } = await lockAcceptedRequest(trx, leadId);
    if (!request.goods_received_at) throw new SellRequestError('goods_not_received');
    const count = checkInput(input, berlinToday(now), berlinToday(new Date(request.goods_received_at)));
    const { kind, prefix } = prefixes[input.kind];
    const number = await nextReferenceNumber(trx, { kind, now, prefix });
    const document = {
      ...input,
      number,
      locale: lead.locale,
      issuedOn: berlinToday(now),
      reference: lead.reference ?? '',
      issuer: issuerCopy(env),
      holder: { name: `${lead.first_name} ${lead.last_name}`, company: request.company },
      responsible: actor.name,
    } as CertificateDocument;
    const id = randomUUID();
    await trx
      .insertInto('certificates')
      .values({
        id,
        number,
        kind: input.kind,
        lead_id: leadId,
        lead_reference: lead.reference,
        issued_at: now.toISOString(),
        issued_by: actor.id,
        item_count: count,
        revoked_at: null,
        revoked_by: null,
        document: JSON.stringify(document),
      })
      .execute();
    await writeAudit(trx, { actorId: actor.id, action: 'certificate.issued', leadId, detail: number, now });
    return { id, number };
  });
}

/** Staff revoke a certificate: it keeps its number, and its verification page says it was revoked. Once, audited. */
export async function revokeCertificate(
  db: Kysely<Database>,
  { id, actorId, now = new Date() }: { id: string; actorId: string; now?: Date },
): Promise<{ leadId: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('certificates')
      .select(['id', 'number', 'lead_id', 'revoked_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new SellRequestError('certificate_invalid');
    if (row.revoked_at) throw new SellRequestError('already_marked');
    await trx
      .updateTable('certificates')
      .set({ revoked_at: now.toISOString(), revoked_by: actorId })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    await writeAudit(trx, { actorId, action: 'certificate.revoked', leadId: row.lead_id, detail: row.number, now });
    return { leadId: row.lead_id };
  });
}

/** A certificate's row, by its id (the verification page's key and the PDF route's). */
export async function findCertificate(db: Kysely<Database>, id: string) {
  return (await db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/**
 * What the public verification page may show: number, kind, date, count (and total weight of a
 * recycling proof), whether it was revoked. Nothing about the person or company.
 */
export async function verifyCertificate(db: Kysely<Database>, id: string) {
  const row = await findCertificate(db, id);
  if (!row) return null;
  const document = JSON.parse(row.document) as CertificateDocument;
  return {
    number: row.number,
    kind: row.kind,
    issuedAt: row.issued_at,
    count: row.item_count,
    totalWeightKg:
      document.kind === 'recycling' ? document.categories.reduce((sum, entry) => sum + entry.weightKg, 0) : null,
    revokedAt: row.revoked_at,
  };
}
