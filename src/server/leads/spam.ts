/** Minimum time between showing the form and sending it; people need longer, bots do not. */
export const MIN_FILL_TIME_MS = 3_000;

export type SpamReason = 'honeypot' | 'too_fast';

/**
 * No third party involved: the hidden `website` field (people never see it) and the fill time.
 * `startedAt` comes from the browser's clock; only a time 0–3 s before now counts as too fast,
 * so a browser clock running ahead (negative elapsed time) never turns a real inquiry into spam.
 */
export function detectSpam(
  { website, startedAt }: { website?: string; startedAt?: number },
  now: number,
): SpamReason | null {
  if (website && website.trim() !== '') return 'honeypot';
  if (startedAt !== undefined) {
    const elapsed = now - startedAt;
    if (elapsed >= 0 && elapsed < MIN_FILL_TIME_MS) return 'too_fast';
  }
  return null;
}
