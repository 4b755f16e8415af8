import 'server-only';
import type { Kysely } from 'kysely';
import { defaultTaxTreatment, documentTotals, taxTreatments, taxWording } from '@/content/legal/tax';
import { conditionGrades } from '@/content/sell-list';
import { localizedPath } from '@/lib/site-url';
import { berlinToday } from '@/lib/calendar-day';
import type { Database } from '../db/schema';
import { firstParam as first } from '../staff/search-params';
import {
  destructionMethods,
  materialClasses,
  protectionClasses,
  recyclingCategories,
  securityLevels,
  type RecyclingCategory,
} from '../documents/certificate-document';
import { lineBasics } from './request-text';
import { notesFor, scheduleSentence } from './fulfilment-mails';
import { isSellRequestErrorCode } from './sell-request-error';
import { getSellRequest, type SellRequestPageInput, type SellRequestView } from './view';

const notices = ['scheduled', 'received', 'credit_note', 'paid', 'certificate', 'revoked'] as const;

/** Where a staff member opens a document's PDF (credit note or certificate, by id). */
export function staffDocumentPath(id: string): string {
  return `/api/staff/documents/${encodeURIComponent(id)}`;
}

/** The recycling categories a request's battery lots suggest, with their stated weights. */
function suggestedCategories(view: SellRequestView): { category: RecyclingCategory; weightKg: number }[] {
  const weights = new Map<RecyclingCategory, number>();
  for (const line of view.lines) {
    if (!line.battery_chemistry) continue;
    const category: RecyclingCategory =
      line.battery_chemistry === 'lead-acid'
        ? 'lead-acid-batteries'
        : line.battery_chemistry === 'li-ion' || line.battery_chemistry === 'lifepo4'
          ? 'lithium-batteries'
          : 'other-batteries';
    weights.set(category, (weights.get(category) ?? 0) + (line.battery_weight_kg ?? 0));
  }
  return [...weights].map(([category, weightKg]) => ({ category, weightKg }));
}

/**
 * The page after the acceptance (`/intern/anfragen/<id>/abwicklung`): pickup or shipping, the
 * goods received per line, the credit note and its payment, the certificates. Null when the lead
 * is no sell request; `accepted: false` while no offer was accepted (the page then says so).
 */
export async function fulfilmentPageModel(
  db: Kysely<Database>,
  { leadId, locale, searchParams, now = new Date() }: SellRequestPageInput,
) {
  const view = await getSellRequest(db, leadId);
  if (!view) return null;
  const { lead, request, lines, offer, schedule, receipt, creditNote } = view;
  const accepted = offer?.decision === 'accepted';
  const offerPrices = new Map(offer?.lines.map((line) => [line.line_id, line.price_cents]) ?? []);
  const received = request.goods_received_at !== null;
  const boughtTotals = lines.flatMap((line) => {
    const row = receipt.get(line.id);
    return row?.outcome === 'bought' && row.final_price_cents !== null
      ? [row.final_price_cents * row.quantity_received]
      : [];
  });
  const treatment = defaultTaxTreatment({ company: request.company, vatId: request.vat_id });
  const base = `/api/staff/sell-requests/${encodeURIComponent(leadId)}`;
  const today = berlinToday(now);
  const serials = lines.flatMap((line) => receipt.get(line.id)?.serials?.split('\n') ?? []);
  const notice = first(searchParams.notice);
  const error = first(searchParams.error);
  return {
    locale,
    leadId,
    reference: lead.reference ?? '',
    seller: { name: `${lead.first_name} ${lead.last_name}`, company: request.company, vatId: request.vat_id },
    accepted,
    today,
    schedule: {
      action: `${base}/schedule`,
      current: schedule
        ? { sentence: scheduleSentence(schedule, locale), instructions: schedule.instructions, at: schedule.created_at }
        : null,
      changes: Math.max(0, view.scheduleCount - 1),
      canChange: accepted && !received,
      defaults: {
        kind: schedule?.kind ?? request.handover_kind,
        pickupDate:
          schedule?.pickup_date ??
          (request.pickup_date_from && request.pickup_date_from >= today ? request.pickup_date_from : today),
        timeFrom: schedule?.time_from ?? '08:00',
        timeTo: schedule?.time_to ?? '12:00',
        instructions: schedule?.instructions ?? '',
      },
      notes: {
        pickup: notesFor(lines, false, locale),
        shipping: notesFor(lines, true, locale),
      },
    },
    receipt: {
      action: `${base}/receipt`,
      recorded: received,
      canRecord: accepted && !creditNote,
      grades: conditionGrades.map((grade) => ({ id: grade.id, label: grade.label[locale] })),
      lines: lines.map((line) => {
        const row = receipt.get(line.id);
        const offerPrice = offerPrices.get(line.id) ?? null;
        return {
          ...lineBasics(line, locale),
          grade: line.grade,
          offerPriceCents: offerPrice,
          value: {
            outcome: row?.outcome ?? (offerPrice === null ? 'returned' : 'bought'),
            quantity: row?.quantity_received ?? line.quantity,
            serials: row?.serials ?? '',
            grade: row?.final_grade ?? line.grade,
            priceCents: row ? row.final_price_cents : offerPrice,
            reason: row?.deviation_reason ?? '',
          },
        };
      }),
    },
    creditNote: creditNote
      ? {
          number: creditNote.number,
          grossCents: creditNote.gross_cents,
          dueOn: creditNote.payment_due,
          paidOn: creditNote.paid_on,
          href: staffDocumentPath(creditNote.id),
          paidAction: `${base}/paid`,
        }
      : null,
    issue: {
      action: `${base}/credit-note`,
      canIssue: accepted && received && !creditNote && boughtTotals.length > 0,
      treatment,
      treatments: taxTreatments.map((id) => ({ id, label: taxWording[locale].label[id] })),
      preview: documentTotals(boughtTotals, treatment),
      billing: {
        name: `${lead.first_name} ${lead.last_name}`,
        company: request.company ?? '',
        street: request.pickup_street ?? '',
        postalCode: request.pickup_postal_code ?? '',
        city: request.pickup_city ?? '',
        country: request.vat_id?.slice(0, 2).toUpperCase() || 'DE',
        vatId: request.vat_id ?? '',
      },
    },
    certificates: {
      action: `${base}/certificate`,
      canIssue: accepted && received,
      list: view.certificates.map((certificate) => ({
        id: certificate.id,
        number: certificate.number,
        kind: certificate.kind,
        issuedAt: certificate.issued_at,
        count: certificate.item_count,
        revokedAt: certificate.revoked_at,
        href: staffDocumentPath(certificate.id),
        verifyHref: localizedPath(`/zertifikat/${certificate.id}`, locale),
        revokeAction: `/api/staff/certificates/${encodeURIComponent(certificate.id)}/revoke`,
      })),
      destruction: {
        methods: destructionMethods,
        protectionClasses,
        levels: materialClasses.flatMap((material) => securityLevels.map((level) => `${material}-${level}`)),
        defaults: { method: 'shredding', protectionClass: 2, securityLevel: 'H-4', serials: serials.join('\n') },
      },
      recycling: { categories: recyclingCategories, suggested: suggestedCategories(view) },
    },
    notice: (notices as readonly string[]).includes(notice ?? '') ? (notice as (typeof notices)[number]) : null,
    error: isSellRequestErrorCode(error) ? error : null,
  } as const;
}

export type FulfilmentPageModel = NonNullable<Awaited<ReturnType<typeof fulfilmentPageModel>>>;
