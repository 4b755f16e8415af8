/**
 * Rules for text people type into forms, shared by the browser and the server.
 */

// Bidirectional formatting controls: they reorder how a text is displayed ("Rechnung ‮fdp.exe"
// shows as "Rechnung exe.pdf") and have no use in a form field.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

// What draws nothing: white space, control and format characters (zero-width space and joiners,
// soft hyphen, BOM), non-spacing and enclosing marks on their own, and the blank letters some
// fonts render empty (Hangul fillers, Braille blank).
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Mn}\p{Me}\u115f\u1160\u3164\uffa0\u2800]/gu;

export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

/** The number of visible characters (code points), the length minimums are counted in. */
export function visibleLength(value: string): number {
  return [...value.replace(INVISIBLE, '')].length;
}

const LOCAL_PART = /^[^\s"(),:;<>@[\\\]\p{Cc}\p{Cf}]+$/u;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The ASCII (punycode) form of a domain as a browser would resolve it, or null when it is not a
 * host name. `müller.de` → `xn--mller-kva.de`. Uses the URL parser, which both the browser and
 * Node have, so the rule is the same on both sides.
 */
function asciiDomain(domain: string): string | null {
  if (!domain || /[\s/?#@:[\]\\%]/.test(domain)) return null;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

/**
 * An e-mail address people really have: a local part without spaces or special characters
 * (letters of any script allowed, RFC 6531), an `@`, and a host name with a top-level domain,
 * international domains included (`jürgen@müller.de`).
 */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1 || at === value.length - 1) return false;
  const local = value.slice(0, at);
  if (local.length > 64 || !LOCAL_PART.test(local) || /^\.|\.$|\.\./.test(local)) return false;
  const domain = asciiDomain(value.slice(at + 1));
  if (!domain || domain.length > 253) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1)!);
}

const PHONE = /^\+?[0-9 ()/\-]{5,}$/;

/** A phone number as people write it: digits, spaces, ( ) / -, an optional leading +; five or more. */
export function isPhoneNumber(value: string): boolean {
  return PHONE.test(value);
}

// Single-line fields (they end up in e-mail headers) allow no control characters at all; a
// multi-line text allows line breaks and tabs but no other control characters.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f\u2028\u2029]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasForbiddenControls(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}
