import 'server-only';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { loadCompanyFacts } from '@/content/company';
import type { OutboxRow } from '../db/schema';
import { mailDirectory, mailFileName } from './mail-files';

/** Sends one outbox row; resolves when the message was accepted (SMTP) or written (.eml). */
export type MailSender = {
  kind: 'smtp' | 'eml';
  send(row: OutboxRow): Promise<void>;
  close(): void;
};

type TransportOptions = {
  smtpUrl?: string;
  mailFrom?: string;
  dataDir: string;
  env?: Record<string, string | undefined>;
};

function senderAddress(mailFrom: string | undefined, env: Record<string, string | undefined>): string {
  if (mailFrom) return mailFrom;
  const company = loadCompanyFacts(env);
  return `"${company.name.replace(/["\\]/g, '')}" <${company.email}>`;
}

function message(row: OutboxRow, from: string) {
  const domain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    replyTo: row.reply_to ?? undefined,
    // Stable per outbox row: if a crash ever made a second delivery, mail clients see one message.
    messageId: `<${row.id}@${domain}>`,
    date: new Date(row.created_at),
    headers: row.lead_id ? { 'X-Lead-Id': row.lead_id } : undefined,
  };
}

/**
 * SMTP_URL set: nodemailer over SMTP (timeouts well below the worker's lease). Unset: the
 * message is written as DATA_DIR/mail/<time>-<id>.eml (written to a temp file, synced, renamed),
 * so nothing is lost and staff can open it.
 */
export function createMailSender({ smtpUrl, mailFrom, dataDir, env = process.env }: TransportOptions): MailSender {
  const from = senderAddress(mailFrom, env);
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      async send(row) {
        await transport.sendMail(message(row, from));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const dir = mailDirectory(dataDir);
  return {
    kind: 'eml',
    async send(row) {
      const info = await transport.sendMail(message(row, from));
      await mkdir(dir, { recursive: true });
      const name = mailFileName(row);
      const tmp = path.join(dir, `.${name}.tmp`);
      const file = await open(tmp, 'w');
      try {
        await file.writeFile(info.message as Buffer);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(tmp, path.join(dir, name));
    },
    close: () => transport.close(),
  };
}
