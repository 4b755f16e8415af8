import { describe, expect, it } from 'vitest';
import { contactPageFieldsSchema, contactRequestSchema, inquiryFieldsSchema } from './contact-schema';

const valid = {
  firstName: 'Anna',
  lastName: 'Becker',
  email: 'anna@example.com',
  subject: 'Akkus abholen',
  message: 'Wir haben 40 E-Bike-Akkus abzugeben.',
};

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('contact schema', () => {
  it('accepts a valid inquiry and trims it', () => {
    const parsed = inquiryFieldsSchema('de').parse({ ...valid, firstName: '  Anna ' });
    expect(parsed.firstName).toBe('Anna');
  });

  it('reports the exact German messages of spec §5', () => {
    const result = inquiryFieldsSchema('de').safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'nope',
      subject: 'Hi',
      message: 'kurz',
    });
    expect(fieldErrors(result)).toEqual({
      firstName: 'Vorname muss mindestens 2 Zeichen haben',
      lastName: 'Nachname muss mindestens 2 Zeichen haben',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      subject: 'Betreff muss mindestens 5 Zeichen haben',
      message: 'Nachricht muss mindestens 10 Zeichen haben',
    });
  });

  it('reports English messages for en', () => {
    const result = inquiryFieldsSchema('en').safeParse({ ...valid, firstName: ' ' });
    expect(fieldErrors(result)).toEqual({ firstName: 'First name must be at least 2 characters' });
  });

  it('rejects line breaks in single-line fields (no e-mail header injection)', () => {
    const result = inquiryFieldsSchema('de').safeParse({ ...valid, subject: 'Hallo\r\nBcc: x@example.com' });
    expect(fieldErrors(result).subject).toMatch(/Steuerzeichen/);
  });

  it('allows line breaks in the message', () => {
    expect(inquiryFieldsSchema('de').safeParse({ ...valid, message: 'Zeile eins\nZeile zwei' }).success).toBe(true);
  });

  it('treats the phone as optional on the contact page', () => {
    const schema = contactPageFieldsSchema('de');
    expect(schema.parse({ ...valid, phone: '' }).phone).toBeUndefined();
    expect(schema.parse({ ...valid, phone: '+49 221 123456' }).phone).toBe('+49 221 123456');
    expect(schema.safeParse({ ...valid, phone: 'ruf mich an' }).success).toBe(false);
  });

  it('tells the two forms apart and requires an idempotency key', () => {
    const schema = contactRequestSchema('de');
    expect(schema.safeParse({ ...valid, form: 'inquiry', idempotencyKey: crypto.randomUUID() }).success).toBe(true);
    expect(schema.safeParse({ ...valid, form: 'inquiry' }).success).toBe(false);
    const page = schema.parse({
      ...valid,
      form: 'contact-page',
      idempotencyKey: crypto.randomUUID(),
      subject: 'ignored',
    });
    expect('subject' in page).toBe(false);
  });
});
