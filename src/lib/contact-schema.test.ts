import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactValidationMessages } from '@/i18n/contact-validation-messages';
import { contactFieldsSchema, contactRequestSchema } from './contact-schema';

const de = contactValidationMessages('de');
const en = contactValidationMessages('en');

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
    const parsed = contactFieldsSchema(de).parse({ ...valid, firstName: '  Anna ' });
    expect(parsed.firstName).toBe('Anna');
  });

  it('reports the exact German messages, the minimums filled in from the limits', () => {
    const result = contactFieldsSchema(de).safeParse({
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
    const result = contactFieldsSchema(en).safeParse({ ...valid, firstName: ' ' });
    expect(fieldErrors(result)).toEqual({ firstName: 'First name must be at least 2 characters' });
  });

  it('rejects line breaks in single-line fields (no e-mail header injection)', () => {
    const result = contactFieldsSchema(de).safeParse({ ...valid, subject: 'Hallo\r\nBcc: x@example.com' });
    expect(fieldErrors(result).subject).toMatch(/Steuerzeichen/);
  });

  it('allows line breaks in the message', () => {
    expect(contactFieldsSchema(de).safeParse({ ...valid, message: 'Zeile eins\nZeile zwei' }).success).toBe(true);
  });

  it('treats the phone as optional', () => {
    const schema = contactFieldsSchema(de);
    expect(schema.parse(valid).phone).toBeUndefined();
    expect(schema.parse({ ...valid, phone: '' }).phone).toBeUndefined();
    expect(schema.parse({ ...valid, phone: '+49 221 123456' }).phone).toBe('+49 221 123456');
    expect(fieldErrors(schema.safeParse({ ...valid, phone: 'ruf mich an' }))).toEqual({
      phone: de.phone,
    });
  });

  it('asks both forms for the same fields and requires an idempotency key', () => {
    const schema = contactRequestSchema(de);
    for (const form of ['inquiry', 'contact-page'] as const) {
      const parsed = schema.parse({ ...valid, phone: '0221 123456', form, idempotencyKey: crypto.randomUUID() });
      expect(parsed).toMatchObject({ ...valid, phone: '0221 123456', form });
      // The subject is required on the contact page too.
      const withoutSubject: Partial<typeof valid> = { ...valid };
      delete withoutSubject.subject;
      expect(fieldErrors(schema.safeParse({ ...withoutSubject, form, idempotencyKey: crypto.randomUUID() }))).toEqual({
        subject: 'Betreff muss mindestens 5 Zeichen haben',
      });
    }
    expect(schema.safeParse({ ...valid, form: 'inquiry' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, form: 'other', idempotencyKey: crypto.randomUUID() }).success).toBe(false);
  });

  // Characters that draw nothing: spaces of every kind, zero-width and format characters,
  // marks on their own, and blank letters.
  const invisible = fc.constantFrom(
    ' ',
    '\u00a0',
    '\u2003',
    '\u3000',
    '\u200b',
    '\u200c',
    '\u200d',
    '\u2060',
    '\ufeff',
    '\u00ad',
    '\u0301',
    '\u3164',
    '\u115f',
    '\u2800',
    '\u202e',
    '\u2066',
  );

  it('property: names, subject and message made only of invisible characters are empty', () => {
    fc.assert(
      fc.property(fc.array(invisible, { minLength: 1, maxLength: 40 }), (chars) => {
        const blank = chars.join('');
        const errors = fieldErrors(
          contactFieldsSchema(de).safeParse({
            ...valid,
            firstName: blank,
            lastName: blank,
            subject: blank,
            message: blank,
          }),
        );
        expect(errors).toEqual({
          firstName: de.firstName,
          lastName: de.lastName,
          subject: de.subject,
          message: de.message,
        });
      }),
    );
  });

  it('property: invisible characters around a short text do not make it long enough', () => {
    fc.assert(
      fc.property(fc.array(invisible, { minLength: 1, maxLength: 20 }), (chars) => {
        const padded = `${chars.join('')}A${chars.join('')}`;
        expect(fieldErrors(contactFieldsSchema(de).safeParse({ ...valid, firstName: padded })).firstName).toBe(
          de.firstName,
        );
      }),
    );
  });

  it('property: bidi controls are removed from every field, nothing else is', () => {
    const bidi = fc.constantFrom(
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    );
    fc.assert(
      fc.property(fc.array(bidi, { minLength: 1, maxLength: 5 }), (controls) => {
        const subject = `Rechnung ${controls.join('')}fdp.exe`;
        const parsed = contactFieldsSchema(de).parse({ ...valid, subject, firstName: `${controls.join('')}Anna` });
        expect(parsed.subject).toBe('Rechnung fdp.exe');
        expect(parsed.firstName).toBe('Anna');
      }),
    );
  });

  it('accepts internationalised addresses as typed and refuses what is not an address', () => {
    for (const email of [
      'jürgen@müller.de',
      'anna@xn--mller-kva.de',
      'δοκιμή@παράδειγμα.δοκιμή',
      'a.b+c@example.co.uk',
    ]) {
      const parsed = contactFieldsSchema(de).safeParse({ ...valid, email });
      expect(parsed.success, email).toBe(true);
      expect(parsed.data?.email).toBe(email);
    }
    for (const email of [
      'kein-at',
      'a@b',
      'a@@b.de',
      'a b@c.de',
      '.a@b.de',
      'a..b@c.de',
      'a@b..de',
      'a@-b.de',
      'a@b.de:25',
      'a@[1.2.3.4]',
      'a@1.2.3.4',
      'a@b.d',
    ]) {
      expect(fieldErrors(contactFieldsSchema(de).safeParse({ ...valid, email })).email, email).toBe(de.email);
    }
  });

  it('property: any address of letters from any script at a domain of them is accepted', () => {
    const letter = fc.constantFrom(...'abcxyzäöüßéñçøåαβγжщ中文'.split(''));
    const word = fc.array(letter, { minLength: 1, maxLength: 12 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(word, word, fc.constantFrom('de', 'com', 'eu', 'köln'), (local, domain, tld) => {
        expect(contactFieldsSchema(de).safeParse({ ...valid, email: `${local}@${domain}.${tld}` }).success).toBe(true);
      }),
    );
  });
});
