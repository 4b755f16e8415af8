/**
 * The short reference a visitor sees after sending an inquiry, derived from the id the server
 * returns (`201 { ok, id }`): the id's first eight hex digits in two groups, e.g. "3F2A-9C1B".
 * Enough for staff to find the lead; if the server later issues its own reference number, this
 * is the one place to switch.
 */
export function inquiryReference(id: string): string {
  const hex = id.replace(/[^0-9a-f]/gi, '').toUpperCase();
  if (hex.length < 8) return id.toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}
