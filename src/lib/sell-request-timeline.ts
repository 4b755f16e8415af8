/**
 * The steps of a sell request's timeline, as the server derives them
 * (`src/server/sell-requests/timeline.ts`) and the status page shows them. No zod, no server code.
 */
export type TimelineStepId =
  | 'received'
  | 'review'
  | 'offer'
  | 'accepted'
  | 'declined'
  | 'expired'
  | 'withdrawn'
  | 'decision'
  | 'handover'
  | 'goods_received'
  | 'settled'
  | 'paid';

export type TimelineStep = { id: TimelineStepId; state: 'done' | 'current' | 'upcoming'; at: string | null };
