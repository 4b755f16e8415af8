/**
 * The reference a visitor sees after sending an inquiry: the lead's reference number when the
 * server issued one (`KW-2026-000123`, the number staff use), otherwise a short form of its id
 * (the first eight hex digits in two groups, e.g. "3F2A-9C1B"). The one place to change it.
 */
export function inquiryReference({ reference, id }: { reference: string | null; id: string | null }): string {
  if (reference) return reference;
  const hex = (id ?? '').replace(/[^0-9a-f]/gi, '').toUpperCase();
  if (hex.length < 8) return (id ?? '').toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}
