import type { Locale } from '@/i18n/locales';
import type { TimelineStep } from '@/lib/sell-request-timeline';

export type StatusLine = {
  id: string;
  position: number;
  articleNumber: string | null;
  name: string;
  quantity: number;
  gradeLabel: string;
  notes: string | null;
  /** What arrived, once the goods were inspected (after an accepted offer). */
  received: {
    outcome: 'bought' | 'returned' | 'recycled';
    quantity: number;
    gradeLabel: string;
    priceCents: number | null;
    /** Why the line differs from the accepted offer; null when it does not. */
    deviation: string | null;
  } | null;
};

export type StatusOffer = {
  id: string;
  version: number;
  sentAt: string;
  validUntil: string;
  state: 'open' | 'accepted' | 'declined' | 'expired' | 'withdrawn';
  decidedAt: string | null;
  withdrawnAt: string | null;
  /** Per line id: the unit price in cents, or the declined reason. */
  lines: Record<string, { priceCents: number | null; declinedReason: string | null }>;
  totalCents: number;
  /** Net prices or final amounts (src/content/legal/tax.ts); null for old offers. */
  basis: string | null;
};

export type StatusViewData = {
  locale: Locale;
  reference: string;
  receivedAt: string;
  steps: TimelineStep[];
  lines: StatusLine[];
  handover: { label: string; value: string }[];
  /** The agreed pickup or shipping, with the notes that fit the request. */
  schedule: { sentence: string; instructions: string | null; notes: string[]; changed: boolean; at: string } | null;
  offer: StatusOffer | null;
  /** What binds and what does not (src/content/binding.ts). */
  binding: string;
  creditNote: { number: string; grossCents: number; dueOn: string; paidOn: string | null; href: string } | null;
  certificates: {
    number: string;
    kind: 'data-destruction' | 'recycling';
    issuedAt: string;
    revoked: boolean;
    href: string;
    verifyHref: string;
  }[];
  /** Where the decision form posts. */
  decisionAction: string;
  notice: 'accepted' | 'declined' | 'expired' | 'already_decided' | 'no_offer' | 'changed' | 'withdrawn' | null;
};
