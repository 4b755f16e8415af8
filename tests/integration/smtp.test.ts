import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxWorker } from '@/server/mail/outbox-worker';
import { createMailSender } from '@/server/mail/transport';
import { inquiry, openTestDatabase, type TestDatabase, storeLeadOk } from './helpers';

type Received = { from: string; to: string[]; raw: string };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startSmtp(port: number): Promise<{ received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** One MIME part's body, quoted-printable decoded. */
function part(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  expect(start).toBeGreaterThan(-1);
  const bodyStart = raw.indexOf('\r\n\r\n', start) + 4;
  const end = raw.indexOf('\r\n--', bodyStart);
  const encoded = raw.slice(bodyStart, end);
  const bytes = encoded
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const hostile = inquiry({
  firstName: 'Mallory <script>',
  lastName: "O'Brien & Söhne",
  email: 'mallory@example.org',
  subject: 'Akkus "alt" <b>fett</b> Bcc: x@example.com',
  message: 'Zeile 1\n<img src=x onerror=alert(1)>\nZeile 3',
});

describe('mail over real SMTP (smtp-server on 127.0.0.1)', () => {
  let handle: TestDatabase | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    await handle?.cleanup();
    handle = undefined;
  });

  it('delivers the notification to the company address, Reply-To the visitor, values escaped', async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    handle = await openTestDatabase('sqlite');
    const { id } = await storeLeadOk(
      handle.db,
      { request: hostile, locale: 'de' },
      { notificationRecipient: 'team@example.com' },
    );
    const sender = createMailSender({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Website <website@example.com>',
      dataDir: handle.dataDir,
    });
    const worker = new OutboxWorker({ db: handle.db, dialect: handle.dialect, sender });
    expect(await worker.runOnce()).toBe(1);
    sender.close();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['team@example.com']);
    expect(mail.raw).toMatch(/^Reply-To: mallory@example\.org\r?$/m);
    expect(mail.raw).toMatch(/^X-Lead-Id: /im);
    expect(mail.raw).toContain(id);
    // One subject line; the visitor's "Bcc:" stays text inside it.
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^Subject: /m);
    // The HTML part carries no raw markup from the visitor; the plain-text part has the values as typed.
    const html = part(mail.raw, 'text/html');
    expect(html).toContain('Mallory &lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('O&#39;Brien &amp; Söhne');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(part(mail.raw, 'text/plain')).toContain('<img src=x onerror=alert(1)>');
    const row = await handle.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });

  it('SMTP down, then up: the notification arrives after the server comes back, exactly once', async () => {
    const port = await freePort();
    handle = await openTestDatabase('sqlite');
    let now = new Date();
    await storeLeadOk(
      handle.db,
      { request: inquiry(), locale: 'de' },
      { now, notificationRecipient: 'team@example.com' },
    );
    const sender = createMailSender({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: handle.dataDir });
    const worker = new OutboxWorker({
      db: handle.db,
      dialect: handle.dialect,
      sender,
      baseDelayMs: 1_000,
      now: () => now,
    });
    expect(await worker.runOnce()).toBe(0);
    let row = await handle.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);

    smtp = await startSmtp(port);
    now = new Date(now.getTime() + 2_000);
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    sender.close();
    expect(smtp.received).toHaveLength(1);
    row = await handle.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('without SMTP_URL writes the message as an .eml file under DATA_DIR/mail', async () => {
    handle = await openTestDatabase('sqlite');
    await storeLeadOk(handle.db, { request: hostile, locale: 'de' }, { notificationRecipient: 'team@example.com' });
    const sender = createMailSender({ dataDir: handle.dataDir });
    const worker = new OutboxWorker({ db: handle.db, dialect: handle.dialect, sender });
    expect(await worker.runOnce()).toBe(1);
    const dir = path.join(handle.dataDir, 'mail');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-notification-.*\.eml$/);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: team@example\.com\r?$/m);
    expect(eml).toMatch(/^Reply-To: mallory@example\.org\r?$/m);
  });

  it('an internationalised address: the confirmation reaches it and Reply-To names it (SMTPUTF8)', async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    handle = await openTestDatabase('sqlite');
    await storeLeadOk(
      handle.db,
      { request: inquiry({ email: 'jürgen@müller.de' }), locale: 'de' },
      { notificationRecipient: 'team@example.com', confirmation: true },
    );
    const sender = createMailSender({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: handle.dataDir });
    const worker = new OutboxWorker({ db: handle.db, dialect: handle.dialect, sender });
    expect(await worker.runOnce()).toBe(2);
    sender.close();
    const confirmation = smtp.received.find((mail) => mail.to[0] !== 'team@example.com')!;
    expect(['jürgen@müller.de', 'jürgen@xn--mller-kva.de']).toContain(confirmation.to[0]);
    const notification = smtp.received.find((mail) => mail.to[0] === 'team@example.com')!;
    const replyTo = /^Reply-To: (.*)$/m.exec(notification.raw)?.[1]?.trim();
    expect(['jürgen@müller.de', 'jürgen@xn--mller-kva.de']).toContain(replyTo);
  });
});
