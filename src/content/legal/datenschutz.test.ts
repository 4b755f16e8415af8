import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseColumns } from '@/server/db/columns';
import { locales } from '@/i18n/locales';
import { retention } from '../retention';
import { buildDatenschutz, chatModelHostFromEnv, datenschutz } from './datenschutz';
import { days, hours, minutes, years } from './shared';
import { storedData } from './stored-data';
import { plainText } from './typography';

const sorted = (values: Iterable<string>) => [...values].sort();

describe('Datenschutz and the database schema', () => {
  it('declares exactly the tables of the schema', () => {
    expect(sorted(Object.keys(storedData))).toEqual(sorted(Object.keys(databaseColumns)));
  });

  for (const [table, columns] of Object.entries(databaseColumns)) {
    it(`declares every column of ${table} and no other`, () => {
      const declared = storedData[table as keyof typeof storedData];
      expect(declared, `table ${table} is stored but not named in Datenschutz`).toBeDefined();
      const missing = columns.filter((column) => !(column in declared));
      const extra = Object.keys(declared).filter((column) => !(columns as readonly string[]).includes(column));
      expect(missing, `stored in ${table} but not named in Datenschutz`).toEqual([]);
      expect(extra, `named in Datenschutz but not stored in ${table}`).toEqual([]);
    });
  }

  for (const locale of locales) {
    it(`names every declared column on the ${locale} page`, () => {
      const text = plainText(datenschutz[locale]);
      const unnamed = Object.entries(storedData).flatMap(([table, columns]) =>
        Object.entries(columns)
          .filter(([, column]) => !text.includes(column.label[locale]))
          .map(([name]) => `${table}.${name}`),
      );
      expect(unnamed).toEqual([]);
    });
  }

  it('holds the personal fields of the contact forms as personal data', () => {
    const personal = Object.entries(storedData.leads)
      .filter(([, column]) => column.personal)
      .map(([name]) => name);
    expect(personal).toEqual(
      expect.arrayContaining([
        'first_name',
        'last_name',
        'email',
        'phone',
        'subject',
        'message',
        'locale',
        'page',
        'created_at',
      ]),
    );
    expect(storedData.chat_messages.content.personal).toBe(true);
    expect(storedData.mail_outbox.reply_to.personal).toBe(true);
  });
});

describe('Datenschutz content', () => {
  for (const locale of locales) {
    const document = datenschutz[locale];
    const text = plainText(document);

    it(`has at least seven sections with unique anchors and a table of contents (${locale})`, () => {
      expect(document.sections.length).toBeGreaterThanOrEqual(7);
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(document.tableOfContents).toBe(true);
    });

    it(`states every retention period from retention.ts (${locale})`, () => {
      for (const count of [
        retention.leadDays,
        retention.spamLeadDays,
        retention.sentMailDays,
        retention.chatDays,
        retention.accessLogDays,
        retention.backupDays,
      ]) {
        expect(text).toContain(days(count, locale));
      }
      // Each period the page names is the one the code enforces.
      expect(text).toContain(minutes(retention.rateLimitWindowMinutes, locale));
      expect(text).toContain(minutes(retention.rateLimitSweepMinutes, locale));
      expect(text).toContain(minutes(retention.rateLimitWindowMinutes + retention.rateLimitSweepMinutes, locale));
      expect(text).toContain(hours(retention.confirmationLimitHours, locale));
      expect(text).toContain(minutes(retention.sweepIntervalMinutes, locale));
      // The records the law keeps through an erasure: both periods, in the overview and the sell list's section.
      for (const count of [retention.creditNoteYears, retention.certificateYears]) {
        expect(text.split(years(count, locale)).length - 1).toBeGreaterThanOrEqual(2);
      }
    });

    it(`states no period the code does not enforce (${locale})`, () => {
      const enforced = new Set([
        ...[
          retention.leadDays,
          retention.spamLeadDays,
          retention.sentMailDays,
          retention.chatDays,
          retention.accessLogDays,
          retention.backupDays,
        ].map((count) => days(count, locale)),
        ...[
          retention.rateLimitWindowMinutes,
          retention.rateLimitSweepMinutes,
          retention.rateLimitWindowMinutes + retention.rateLimitSweepMinutes,
          retention.sweepIntervalMinutes,
        ].map((count) => minutes(count, locale)),
        hours(retention.confirmationLimitHours, locale),
        ...[retention.staffInvitationHours, retention.staffSessionIdleHours].map((count) => hours(count, locale)),
        ...[retention.creditNoteYears, retention.certificateYears].map((count) => years(count, locale)),
      ]);
      const unit = locale === 'de' ? '(?:Tage?|Minuten?|Stunden?|Jahre?)' : '(?:days?|minutes?|hours?|years?)';
      const stated = [...text.matchAll(new RegExp(`\\d[\\d.,]*\\u00a0${unit}\\b`, 'g'))].map((match) => match[0]);
      expect(stated.length).toBeGreaterThan(5);
      expect(stated.filter((period) => !enforced.has(period))).toEqual([]);
    });

    it(`covers what the site processes (${locale})`, () => {
      const words = text.replaceAll('\u00a0', ' ');
      for (const id of [
        'verantwortlicher',
        'server-protokolle',
        'kontaktformulare',
        'e-mail',
        'assistent',
        'missbrauchsschutz',
        'spracheinstellung',
        'empfaenger',
        'rechte',
        'aufsichtsbehoerde',
      ]) {
        expect(document.sections.map((section) => section.id)).toContain(id);
      }
      expect(words).toContain('language');
      expect(words).toContain('localStorage');
      expect(words).toMatch(/LDI NRW/);
      for (const article of ['15', '16', '17', '18', '20', '21', '77']) expect(words).toContain(`Art. ${article}`);
      expect(words).toContain(locale === 'de' ? 'Art. 6 Abs. 1 lit. b DSGVO' : 'Art. 6(1)(b) GDPR');
      expect(words).toContain(locale === 'de' ? 'Art. 6 Abs. 1 lit. f DSGVO' : 'Art. 6(1)(f) GDPR');
    });
  }

  it('never types a retention period by hand', () => {
    const folder = path.join(__dirname, 'datenschutz');
    const source = readdirSync(folder)
      .map((file) => readFileSync(path.join(folder, file), 'utf8'))
      .join('\n');
    const handWritten = Object.values(retention).filter((value) =>
      new RegExp(`\\b${value}\\s*(Tage|Tagen|days|Minuten|minutes|Jahre|Jahren|years)`).test(source),
    );
    expect(handWritten).toEqual([]);
  });

  it('says no external AI service is used by default, and names the service when one is configured', () => {
    const local = buildDatenschutz({ chatModelHost: null });
    const remote = buildDatenschutz({ chatModelHost: 'llm.example.net' });
    expect(plainText(local.de)).toContain('an keinen externen KI-Dienst');
    expect(plainText(local.en)).toContain('not sent to any external AI service');
    for (const locale of locales) {
      expect(plainText(remote[locale])).toContain('llm.example.net');
      expect(plainText(remote[locale])).toContain('Art.\u00a028');
    }
  });

  it('reads the model host from CHAT_LLM_BASE_URL', () => {
    expect(chatModelHostFromEnv({})).toBeNull();
    expect(chatModelHostFromEnv({ CHAT_LLM_BASE_URL: 'https://llm.example.net/v1' })).toBe('llm.example.net');
  });
});
