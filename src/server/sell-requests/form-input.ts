import 'server-only';
import { stripBidiControls, visibleLength } from '@/lib/text-input';

/** Euros as staff type them ("12,50", "12.50", "1.234,56", "1234", "0") → cents; null for anything else. */
export function parsePriceCents(text: string): number | null {
  let value = text.replace(/[\s\u00a0€]/g, '');
  if (value.includes(',')) value = value.replace(/\.(?=\d{3}(?:\D|$))/g, '').replace(',', '.');
  else if (/^\d{1,3}(?:\.\d{3})+$/.test(value)) value = value.replace(/\./g, '');
  if (!/^\d{1,8}(?:\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Kilograms as staff type them ("14,5", "14.5", "1.200") → a number > 0 with at most 3 decimals, else null. */
export function parseWeightKg(text: string): number | null {
  const value = text
    .replace(/[\s\u00a0]|kg$/gi, '')
    .replace(/\.(?=\d{3}(?:\D|$))/g, '')
    .replace(',', '.');
  if (!/^\d{1,6}(?:\.\d{1,3})?$/.test(value)) return null;
  const kg = Number(value);
  return kg > 0 ? kg : null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD, else null. */
export function parseIsoDay(text: string | undefined): string | null {
  const match = ISO_DAY.exec(text?.trim() ?? '');
  if (!match) return null;
  const date = new Date(`${match[0]}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[0] ? null : match[0];
}

/** A time of day as HH:MM (00:00–23:59), else null. */
export function parseTimeOfDay(text: string | undefined): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text?.trim() ?? '');
  return match ? match[0] : null;
}

/**
 * Text staff type for the visitor or a document: bidi controls removed, trimmed, no control
 * characters (line breaks and tabs allowed when `multiline`), at most `max` characters. Empty is
 * null; anything refused is `undefined`.
 */
export function staffText(value: string | undefined, max: number, multiline = false): string | null | undefined {
  const text = stripBidiControls(value ?? '')
    .replace(/\r\n?/g, '\n')
    .trim();
  if (visibleLength(text) === 0) return null;
  const control = multiline ? /[\u0000-\u0008\u000b-\u001f\u007f]/ : /[\u0000-\u001f\u007f]/;
  if (control.test(text) || [...text].length > max) return undefined;
  return text;
}

/** A pasted list of serial numbers: one per line (or separated by commas, semicolons, tabs), de-duplicated. */
export function parseSerials(text: string | undefined, { max, maxLength }: { max: number; maxLength: number }) {
  const serials = [
    ...new Set(
      stripBidiControls(text ?? '')
        .split(/[\n\r,;\t]+/)
        .map((serial) => serial.trim())
        .filter(Boolean),
    ),
  ];
  if (
    serials.length > max ||
    serials.some((serial) => serial.length > maxLength || /[\u0000-\u001f\u007f]/.test(serial))
  ) {
    return null;
  }
  return serials;
}
