import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadServerEnv } from '@/server/env';
import { derivedIdempotencyKey } from '@/server/leads/contact-handler';
import { clientKey } from '@/server/rate-limit';
import { headerLine } from '@/server/mail/escape';

describe('server configuration', () => {
  it('has safe defaults', () => {
    const env = loadServerEnv({});
    expect(env).toMatchObject({
      DATA_DIR: './data',
      MAIL_CONFIRMATION: false,
      CONTACT_RATE_LIMIT: 5,
      TRUST_PROXY: false,
      MAIL_WORKER: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('reads every variable and treats empty values as unset', () => {
    const env = loadServerEnv({
      DATA_DIR: '/srv/data',
      DATABASE_URL: 'postgres://u:p@db/site',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Web <web@example.com>',
      MAIL_CONFIRMATION: 'true',
      CONTACT_RATE_LIMIT: '20',
      TRUST_PROXY: '1',
    });
    expect(env).toMatchObject({
      DATA_DIR: '/srv/data',
      DATABASE_URL: 'postgres://u:p@db/site',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_CONFIRMATION: true,
      CONTACT_RATE_LIMIT: 20,
      TRUST_PROXY: true,
    });
    const empty = loadServerEnv({ DATABASE_URL: '', SMTP_URL: '  ' });
    expect(empty.DATABASE_URL).toBeUndefined();
    expect(empty.SMTP_URL).toBeUndefined();
  });

  it('refuses malformed values, naming the variable but never its value', () => {
    expect(() => loadServerEnv({ DATABASE_URL: 'mysql://secret@db' })).toThrow(/DATABASE_URL/);
    expect(() => loadServerEnv({ DATABASE_URL: 'mysql://secret@db' })).not.toThrow(/secret/);
    expect(() => loadServerEnv({ CONTACT_RATE_LIMIT: '0' })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => loadServerEnv({ MAIL_CONFIRMATION: 'vielleicht' })).toThrow(/MAIL_CONFIRMATION/);
  });
});

describe('client key for the rate limit', () => {
  const headers = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {});
  it('uses the first X-Forwarded-For entry without a trusted proxy and the right-most with one', () => {
    expect(clientKey(headers('203.0.113.5'), false)).toBe('203.0.113.5');
    expect(clientKey(headers('198.51.100.1, 203.0.113.5'), false)).toBe('198.51.100.1');
    expect(clientKey(headers('198.51.100.1, 203.0.113.5'), true)).toBe('203.0.113.5');
    expect(clientKey(headers('::ffff:192.0.2.1'), false)).toBe('192.0.2.1');
    expect(clientKey(headers(), false)).toBe('unknown');
  });
});

describe('derived idempotency key (forms sent without JavaScript)', () => {
  const body = {
    form: 'inquiry',
    locale: 'de',
    firstName: 'Erika',
    lastName: 'Beispiel',
    email: 'e@example.org',
    subject: 'Betreff',
    message: 'Nachricht',
  };
  it('is a valid UUID, the same for the same content on the same day, different otherwise', () => {
    const day = new Date('2026-11-22T08:00:00Z');
    const key = derivedIdempotencyKey(body, day);
    expect(z.uuid().safeParse(key).success).toBe(true);
    expect(derivedIdempotencyKey({ ...body }, new Date('2026-11-22T20:00:00Z'))).toBe(key);
    expect(derivedIdempotencyKey({ ...body, message: 'Andere Nachricht' }, day)).not.toBe(key);
    expect(derivedIdempotencyKey(body, new Date('2026-11-23T08:00:00Z'))).not.toBe(key);
  });
});

describe('mail header lines', () => {
  it('never contain line breaks or control characters', () => {
    expect(headerLine('Hallo\r\nBcc: x@example.com\u0085\u2028Ende')).toBe('Hallo Bcc: x@example.com Ende');
    expect(headerLine('x'.repeat(400)).length).toBe(150);
  });
});
