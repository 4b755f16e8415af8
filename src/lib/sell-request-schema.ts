import { z } from 'zod';
import { CONTACT_LIMITS } from './contact-limits';
import { personFieldsSchema, submissionMetaSchema, text } from './contact-schema';
import { isIsoDate } from './calendar-day';
import {
  batteryChemistryIds,
  conditionGradeIds,
  isItemId,
  isPostalCode,
  isVatId,
  normalizeVatId,
  SELL_REQUEST_LIMITS,
  type SellRequestValidationMessages,
} from './sell-request-rules';
import { hasForbiddenControls, isPhoneNumber, stripBidiControls, visibleLength } from './text-input';

/**
 * The ONE validation schema of a sell request (POST /api/sell-requests). Contact fields are the contact forms' own (same rules, same
 * messages); the rest has its messages in `SellRequestValidation` (sell-requests.json), resolved
 * by the caller for the visitor's language. Its rules (limits, patterns) are in
 * `sell-request-rules.ts`, which the list page checks before sending without loading zod. Whether
 * an `itemId` is in the catalogue is checked by the server (this module imports no content).
 */

/**
 * An optional text: empty (no visible character) means absent; otherwise at most `max`, no control
 * characters (a multi-line text allows line breaks and tabs).
 */
function optionalText(max: number, maxMessage: string, controlMessage: string, multiline = false) {
  return z
    .string({ error: maxMessage })
    .optional()
    .transform((value) => {
      const cleaned = stripBidiControls(value ?? '').trim();
      return visibleLength(cleaned) === 0 ? undefined : cleaned;
    })
    .pipe(
      z
        .string()
        .max(max, { error: maxMessage })
        .refine((value) => !hasForbiddenControls(value, multiline), {
          error: controlMessage,
        })
        .optional(),
    );
}

export function sellRequestSchema(m: SellRequestValidationMessages, { today }: { today: string }) {
  const c = m.contact;
  const contact = personFieldsSchema(c).shape;
  const flag = z.boolean({ error: m.flag });
  const line = (min: number, max: number, minMessage: string, multiline = false) =>
    text({ min, max, minMessage, maxMessage: minMessage, controlMessage: c.controlCharacters, multiline });

  const battery = z.object(
    {
      chemistry: z.enum(batteryChemistryIds, { error: m.chemistry }),
      installed: flag,
      damaged: flag,
      weightKg: z
        .number({ error: m.weightKg })
        .refine((value) => Number.isFinite(value) && value > 0 && value <= SELL_REQUEST_LIMITS.weightKgMax, {
          error: m.weightKg,
        }),
      packaging: flag,
    },
    { error: m.battery },
  );

  const lineSchema = z.object(
    {
      itemId: z
        .string({ error: m.itemId })
        .trim()
        .max(SELL_REQUEST_LIMITS.itemIdMax, { error: m.itemId })
        .refine((value) => value === '' || isItemId(value), { error: m.itemId })
        .optional()
        .transform((value) => (value ? value : undefined)),
      name: text({
        min: SELL_REQUEST_LIMITS.lineNameMin,
        max: SELL_REQUEST_LIMITS.lineNameMax,
        minMessage: m.name,
        maxMessage: m.name,
        controlMessage: c.controlCharacters,
      }),
      quantity: z
        .number({ error: m.quantity })
        .int({ error: m.quantity })
        .min(SELL_REQUEST_LIMITS.quantityMin, { error: m.quantity })
        .max(SELL_REQUEST_LIMITS.quantityMax, { error: m.quantity }),
      grade: z.enum(conditionGradeIds, { error: m.grade }),
      notes: optionalText(SELL_REQUEST_LIMITS.notesMax, m.notesTooLong, c.controlCharacters, true),
      battery: battery.optional(),
    },
    { error: m.line },
  );

  const date = z
    .string({ error: m.date })
    .trim()
    .refine(isIsoDate, { error: m.date })
    .refine((value) => !isIsoDate(value) || value >= today, { error: m.datePast });

  const pickup = z
    .object({
      kind: z.literal('pickup'),
      street: line(SELL_REQUEST_LIMITS.streetMin, SELL_REQUEST_LIMITS.streetMax, m.street),
      postalCode: z.string({ error: m.postalCode }).trim().refine(isPostalCode, { error: m.postalCode }),
      city: line(CONTACT_LIMITS.nameMin, SELL_REQUEST_LIMITS.cityMax, m.city),
      dateFrom: date,
      dateTo: date,
      loadingDock: flag,
      forklift: flag,
      floor: line(1, SELL_REQUEST_LIMITS.floorMax, m.floor),
      lift: flag,
      contactName: line(CONTACT_LIMITS.nameMin, CONTACT_LIMITS.nameMax, m.contactName),
      contactPhone: z
        .string({ error: c.phone })
        .trim()
        .refine((value) => value.length <= CONTACT_LIMITS.phoneMax, { error: c.tooLong.phone })
        .refine(isPhoneNumber, { error: c.phone }),
    })
    .superRefine((value, ctx) => {
      if (isIsoDate(value.dateFrom) && isIsoDate(value.dateTo) && value.dateTo < value.dateFrom) {
        ctx.addIssue({ code: 'custom', path: ['dateTo'], message: m.dateOrder });
      }
    });

  return z
    .object({
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phone,
      company: optionalText(SELL_REQUEST_LIMITS.companyMax, m.company, c.controlCharacters),
      vatId: z
        .string({ error: m.vatId })
        .optional()
        .transform((value) => normalizeVatId(value ?? ''))
        .refine((value) => value === '' || isVatId(value), { error: m.vatId })
        .transform((value) => (value ? value : undefined)),
      message: optionalText(CONTACT_LIMITS.messageMax, c.tooLong.message, c.controlCharacters, true),
      lines: z
        .array(lineSchema, { error: m.lines })
        .min(SELL_REQUEST_LIMITS.linesMin, { error: m.lines })
        .max(SELL_REQUEST_LIMITS.linesMax, { error: m.linesMax }),
      handover: z.discriminatedUnion('kind', [z.object({ kind: z.literal('shipping') }), pickup], {
        error: m.handover,
      }),
      /** Ids of files uploaded before (POST /api/uploads), attached in the request's transaction. */
      attachmentIds: z
        .array(z.uuid({ error: m.attachments }), { error: m.attachments })
        .max(SELL_REQUEST_LIMITS.attachmentsMax, { error: m.attachments })
        .optional(),
    })
    .extend(submissionMetaSchema.shape);
}

export type SellRequest = z.infer<ReturnType<typeof sellRequestSchema>>;
