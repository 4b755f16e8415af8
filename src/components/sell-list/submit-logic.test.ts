import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesByLocale } from '@/i18n/messages';
import { sellRequestValidationMessages } from '@/i18n/sell-request-validation-messages';
import { sellRequestSchema } from '@/lib/sell-request-schema';
import { freeTextLine, type SellListLine } from './sell-list-store';
import { sellRequestContent, sendSellRequest, validateSellRequest, type ContactValues } from './submit-logic';

const texts = messagesByLocale.de.SellList;
const validation = sellRequestValidationMessages('de');
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
        validation,
        emptyList: texts.submitEmpty,
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
      validation,
      emptyList: texts.submitEmpty,
      today: '2026-11-24',
    });
    expect(errors).toEqual({
      firstName: validation.contact.firstName,
      email: validation.contact.email,
      vatId: validation.vatId,
      'lines.0.quantity': validation.quantity,
      'lines.0.battery.chemistry': validation.chemistry,
      'lines.0.battery.weightKg': validation.weightKg,
      'handover.city': validation.city,
      'handover.floor': validation.floor,
      'handover.dateFrom': validation.datePast,
    });
  });

  it('reads a weight with a comma or a point and refuses one that is no positive number', () => {
    const weightError = (weightKg: string) =>
      validateSellRequest({
        contact,
        handover: pickup,
        lines: [{ ...battery, battery: { ...battery.battery!, weightKg } }],
        isBattery,
        validation,
        emptyList: texts.submitEmpty,
        today: '2026-11-24',
      })['lines.0.battery.weightKg'];
    for (const weight of ['12,5', '12.5', ' 3 ']) expect(weightError(weight), weight).toBeUndefined();
    for (const weight of ['0', '-1', '', '  ', '1,2,3']) expect(weightError(weight), weight).toBe(validation.weightKg);
  });

  it('finds what the server finds, with the same message on the same field', () => {
    const today = '2026-11-24';
    const cases: [ContactValues, Parameters<typeof validateSellRequest>[0]['handover'], SellListLine][] = [
      [
        { ...contact, lastName: 'x', phone: 'ruf an', vatId: 'de-12', company: 'M'.repeat(201) },
        { ...pickup, street: 'ab', postalCode: '5', contactPhone: 'abc', dateFrom: '2026-12-05', dateTo: '2026-12-01' },
        { ...battery, name: ' a ', quantity: 100_001 },
      ],
      [contact, { ...pickup, dateFrom: '2026-13-01', contactName: 'M', floor: 'x'.repeat(41) }, battery],
    ];
    for (const [values, handover, line] of cases) {
      const client = validateSellRequest({
        contact: values,
        handover,
        lines: [line],
        isBattery,
        validation,
        emptyList: texts.submitEmpty,
        today,
      });
      const body = {
        ...sellRequestContent(values, handover, [line], isBattery),
        idempotencyKey: crypto.randomUUID(),
        website: '',
      };
      const parsed = sellRequestSchema(validation, { today }).safeParse(body);
      const server: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) server[issue.path.join('.')] ??= issue.message;
      expect(Object.keys(client).length).toBeGreaterThanOrEqual(3);
      expect(client).toEqual(server);
    }
  });

  it('refuses an empty list', () => {
    expect(
      validateSellRequest({
        contact,
        handover: { kind: 'shipping' },
        lines: [],
        isBattery,
        validation,
        emptyList: texts.submitEmpty,
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
  afterEach(() => vi.unstubAllGlobals());
  const answer = (status: number, body: unknown) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
  };

  it('returns the reference and the status page', async () => {
    answer(201, { ok: true, id: 'x', reference: 'AL-2026-000001', statusUrl: '/anfrage/abc' });
    await expect(sendSellRequest(request, texts)).resolves.toEqual({
      ok: true,
      reference: 'AL-2026-000001',
      statusUrl: '/anfrage/abc',
    });
  });

  it('passes field errors on and explains 409, 413 and 429', async () => {
    answer(400, { error: 'x', code: 'validation', fields: { 'lines.0.quantity': 'zu viel' } });
    await expect(sendSellRequest(request, texts)).resolves.toEqual({
      ok: false,
      errors: { 'lines.0.quantity': 'zu viel' },
      message: texts.invalidDescription,
    });
    answer(409, {});
    await expect(sendSellRequest(request, texts)).resolves.toMatchObject({
      message: texts.conflictDescription,
    });
    answer(413, {});
    await expect(sendSellRequest(request, texts)).resolves.toMatchObject({
      message: texts.tooLargeDescription,
    });
    answer(429, { error: 'Bitte warten.' });
    await expect(sendSellRequest(request, texts)).resolves.toMatchObject({
      message: 'Bitte warten.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await expect(sendSellRequest(request, texts)).resolves.toMatchObject({ message: texts.networkDescription });
  });
});
