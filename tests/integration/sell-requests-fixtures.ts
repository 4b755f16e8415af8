/** Sell request fixtures of the integration tests and the browser tests (e2e/support/sell-requests.ts): no Vitest here. */
import { randomUUID } from 'node:crypto';
import { productListings } from '@/content/catalogue/listings';
import { berlinToday } from '@/lib/calendar-day';

/** A listed product of the catalogue (its article number, name and "bis zu" price). */
export const listed = productListings()[0]!;

export const TOKEN_SECRET = 'test-secret-for-status-tokens-0123456789';

/** A day `offset` days from today in Cologne, YYYY-MM-DD. */
export function day(offset: number): string {
  return berlinToday(new Date(Date.now() + offset * 86_400_000));
}

/** A sell request body as the list page sends it: a listed item, a battery lot, a free-text line, a pickup. */
export function sellRequestBody(overrides: Record<string, unknown> = {}) {
  return {
    locale: 'de',
    firstName: 'Erika',
    lastName: 'Beispiel',
    email: 'erika@example.org',
    phone: '+49 221 1234567',
    company: 'Beispiel GmbH',
    vatId: 'DE 123 456 789',
    message: 'Alles steht im Lager bereit.',
    lines: [
      { itemId: listed.articleNumber, name: 'Name aus dem Browser (wird ersetzt)', quantity: 3, grade: 'used-working' },
      {
        name: 'Akku-Pack 48 V',
        quantity: 12,
        grade: 'used-defects',
        notes: 'Zwei Packs aufgebläht – NotizMarker',
        battery: { chemistry: 'li-ion', installed: false, damaged: true, weightKg: 14.5, packaging: true },
      },
      { name: 'Gemischte Netzteile', quantity: 40, grade: 'defective' },
    ],
    handover: {
      kind: 'pickup',
      street: 'Lagerweg 7',
      postalCode: '50667',
      city: 'Köln',
      dateFrom: day(2),
      dateTo: day(9),
      loadingDock: true,
      forklift: false,
      floor: 'EG',
      lift: false,
      contactName: 'Max Lager',
      contactPhone: '+49 221 7654321',
    },
    idempotencyKey: randomUUID(),
    page: '/ankaufsliste',
    website: '',
    startedAt: Date.now() - 60_000,
    ...overrides,
  };
}
