import { describe, expect, it } from 'vitest';
import { contactValidationMessages } from '@/i18n/contact-validation-messages';
import { messagesByLocale } from '@/i18n/messages';
import { freeTextLine, type SellListLine } from './sell-list-store';
import {
  parseWeight,
  sellRequestContent,
  sendSellRequest,
  validateSellRequest,
  type ContactValues,
} from './submit-logic';

const texts = messagesByLocale.de.SellList;
const validation = contactValidationMessages('de');
const contact: ContactValues = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.com',
  phone: '',
  company: ' Muster GmbH ',
  vatId: '',
  message: '',
};
const pickup = {
  kind: 'pickup' as const,
  street: 'Musterweg 1',
  postalCode: '50667',
  city: 'Köln',
  dateFrom: '2026-12-01',
  dateTo: '2026-12-05',
  loadingDock: true,
  forklift: false,
  floor: 'EG',
  lift: false,
  contactName: 'Max Lager',
  contactPhone: '+49 221 123456',
};
const battery: SellListLine = {
  ...freeTextLine('Akkupacks', { quantity: 3, isBattery: true })!,
  battery: { chemistry: 'li-ion', installed: false, damaged: true, weightKg: '12,5', packaging: true },
};
const isBattery = (line: SellListLine) => line.isBattery === true;

describe('validateSellRequest', () => {
  it('accepts a complete request', () => {
    expect(
      validateSellRequest({
        contact,
        handover: pickup,
        lines: [battery],
        isBattery,
        messages: texts,
        validation,
        today: '2026-11-24',
      }),
    ).toEqual({});
  });

  it('names every missing field by the path the server uses', () => {
    const errors = validateSellRequest({
      contact: { ...contact, firstName: ' ', email: 'kein-at', vatId: 'de 1' },
      handover: { ...pickup, city: '', floor: '', dateFrom: '2026-11-23', dateTo: '2026-11-30' },
      lines: [{ ...battery, quantity: 0, battery: { ...battery.battery!, chemistry: '', weightKg: 'schwer' } }],
      isBattery,
      messages: texts,
      validation,
      today: '2026-11-24',
    });
    expect(errors).toEqual({
      firstName: validation.firstName,
      email: validation.email,
      vatId: texts.vatIdInvalid,
      'lines.0.quantity': texts.quantityInvalid,
      'lines.0.battery.chemistry': texts.required,
      'lines.0.battery.weightKg': texts.weightInvalid,
      'handover.city': texts.required,
      'handover.floor': texts.required,
      'handover.dateFrom': texts.datePast,
    });
  });

  it('refuses an empty list', () => {
    expect(
      validateSellRequest({
        contact,
        handover: { kind: 'shipping' },
        lines: [],
        isBattery,
        messages: texts,
        validation,
        today: '2026-11-24',
      }),
    ).toEqual({ lines: texts.submitEmpty });
  });
});

describe('sellRequestContent', () => {
  it('builds the body of POST /api/sell-requests', () => {
    const catalogueLine: SellListLine = { ...freeTextLine('RTX 4090')!, itemId: 'KW-GPU-0101', notes: ' SN 42 ' };
    const body = sellRequestContent(contact, pickup, [catalogueLine, battery], isBattery);
    expect(body.company).toBe('Muster GmbH');
    expect(body.lines).toEqual([
      { itemId: 'KW-GPU-0101', name: 'RTX 4090', quantity: 1, grade: 'used-working', notes: 'SN 42' },
      {
        name: 'Akkupacks',
        quantity: 3,
        grade: 'used-working',
        battery: { chemistry: 'li-ion', installed: false, damaged: true, weightKg: 12.5, packaging: true },
      },
    ]);
    expect(body.handover).toEqual(pickup);
    expect(parseWeight('0')).toBeNaN();
  });
});

describe('sendSellRequest', () => {
  const request = {
    ...sellRequestContent(contact, { kind: 'shipping' }, [battery], isBattery),
    idempotencyKey: 'k',
    page: '/ankaufsliste',
    website: '',
    startedAt: 1,
    locale: 'de',
  };
  const answer = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('returns the reference and the status page', async () => {
    await expect(
      sendSellRequest(
        request,
        texts,
        answer(201, { ok: true, id: 'x', reference: 'AL-2026-000001', statusUrl: '/anfrage/abc' }),
      ),
    ).resolves.toEqual({ ok: true, reference: 'AL-2026-000001', statusUrl: '/anfrage/abc' });
  });

  it('passes field errors on and explains 409, 413 and 429', async () => {
    await expect(
      sendSellRequest(
        request,
        texts,
        answer(400, { error: 'x', code: 'validation', fields: { 'lines.0.quantity': 'zu viel' } }),
      ),
    ).resolves.toEqual({ ok: false, errors: { 'lines.0.quantity': 'zu viel' }, message: texts.invalidDescription });
    await expect(sendSellRequest(request, texts, answer(409, {}))).resolves.toMatchObject({
      message: texts.conflictDescription,
    });
    await expect(sendSellRequest(request, texts, answer(413, {}))).resolves.toMatchObject({
      message: texts.tooLargeDescription,
    });
    await expect(sendSellRequest(request, texts, answer(429, { error: 'Bitte warten.' }))).resolves.toMatchObject({
      message: 'Bitte warten.',
    });
    await expect(
      sendSellRequest(request, texts, async () => {
        throw new TypeError('offline');
      }),
    ).resolves.toMatchObject({ message: texts.networkDescription });
  });
});
