import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadServerEnv } from '@/server/env';
import { derivedIdempotencyKey } from '@/server/leads/http';
import { addressKey, clientAddress, parseTrustProxy, REMOTE_ADDRESS_HEADER } from '@/server/http/client-address';
import { headerLine } from '@/server/mail/escape';

describe('server configuration', () => {
  it('has safe defaults', () => {
    const env = loadServerEnv({});
    expect(env).toMatchObject({
      DATA_DIR: './data',
      MAIL_CONFIRMATION: false,
      CONTACT_RATE_LIMIT: 5,
      TRUST_PROXY: { kind: 'none' },
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
      TRUST_PROXY: { kind: 'hops', hops: 1 },
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
    expect(() => loadServerEnv({ TRUST_PROXY: 'the proxy' })).toThrow(/TRUST_PROXY/);
  });
});

describe('client address for the rate limits', () => {
  const request = (peer: string | null, xff?: string) =>
    new Headers({
      ...(peer ? { [REMOTE_ADDRESS_HEADER]: peer } : {}),
      ...(xff !== undefined ? { 'x-forwarded-for': xff } : {}),
    });
  const none = parseTrustProxy(undefined);

  it('without TRUST_PROXY: the TCP peer, whatever X-Forwarded-For says', () => {
    for (const xff of [undefined, '198.51.100.1', ',', '', 'garbage, 1.2.3.4', '203.0.113.9, 10.0.0.1'])
      expect(clientAddress(request('192.0.2.7', xff), none)).toBe('192.0.2.7');
    expect(clientAddress(request('::ffff:192.0.2.1'), none)).toBe('192.0.2.1');
    // Not served by scripts/server.mjs (e.g. `next dev`): the peer is unknown.
    expect(clientAddress(request(null, '198.51.100.1'), none)).toBeNull();
    expect(addressKey(null)).toBe('unknown');
  });

  it('with TRUST_PROXY=1 (or true): the address the one proxy appended, not what the client wrote', () => {
    const one = parseTrustProxy('1');
    expect(parseTrustProxy('true')).toEqual(one);
    expect(clientAddress(request('10.0.0.2', '203.0.113.5'), one)).toBe('203.0.113.5');
    // A client-chosen entry in front of the proxy's is ignored.
    expect(clientAddress(request('10.0.0.2', '1.1.1.1, 203.0.113.5'), one)).toBe('203.0.113.5');
    // No header at all: the peer itself.
    expect(clientAddress(request('10.0.0.2'), one)).toBe('10.0.0.2');
    // A broken entry never becomes the key: the nearest trustworthy hop does.
    expect(clientAddress(request('10.0.0.2', ','), one)).toBe('10.0.0.2');
  });

  it('with two proxies: the second entry from the right', () => {
    const two = parseTrustProxy('2');
    expect(clientAddress(request('10.0.0.3', 'evil, 203.0.113.5, 10.0.0.2'), two)).toBe('203.0.113.5');
  });

  it('with proxy addresses: hops from those addresses are skipped, the first other one is the client', () => {
    const trusted = parseTrustProxy('10.0.0.0/8, 2001:db8::/32, 127.0.0.1');
    expect(clientAddress(request('10.1.2.3', '203.0.113.5, 10.0.0.9'), trusted)).toBe('203.0.113.5');
    expect(clientAddress(request('2001:db8::1', '198.51.100.4'), trusted)).toBe('198.51.100.4');
    // The peer is not a trusted proxy: its header is not believed.
    expect(clientAddress(request('192.0.2.50', '203.0.113.5'), trusted)).toBe('192.0.2.50');
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow();
    expect(() => parseTrustProxy('proxy.example')).toThrow();
  });

  it('counts IPv6 clients by their /64 network', () => {
    expect(addressKey('2001:db8:1:2:a:b:c:d')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
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
