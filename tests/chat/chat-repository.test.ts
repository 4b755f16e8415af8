import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKyselyChatStore, createMemoryChatStore, type ChatStore, type ChatTables } from '@/server/chat/chat-repository';
import { retention } from '@/content/retention';

/** The chat tables as the site's migrations define them (contract with src/server/db). */
async function createTables(db: Kysely<ChatTables>) {
  await db.schema.createTable('chat_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('locale', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_message_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createTable('chat_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('session_id', 'text', (column) => column.notNull().references('chat_sessions.id'))
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

const day = 24 * 60 * 60 * 1000;

describe.each(['sqlite', 'memory'] as const)('chat store (%s)', (kind) => {
  let db: Kysely<ChatTables> | undefined;
  let store: ChatStore;

  beforeEach(async () => {
    if (kind === 'sqlite') {
      db = new Kysely<ChatTables>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
      await createTables(db);
      store = createKyselyChatStore(db);
    } else {
      store = createMemoryChatStore();
    }
  });
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  it('tells a new session from a known one', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(await store.touchSession({ sessionId: 's1', locale: 'de', now })).toEqual({ isNew: true });
    expect(await store.touchSession({ sessionId: 's1', locale: 'de', now })).toEqual({ isNew: false });
    expect(await store.touchSession({ sessionId: 's2', locale: 'en', now })).toEqual({ isNew: true });
  });

  it('stores question and answer in order', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    await store.touchSession({ sessionId: 's1', locale: 'de', now });
    await store.addMessages({ sessionId: 's1', messages: [{ role: 'user', content: 'Frage' }, { role: 'assistant', content: 'Antwort' }], now });
    if (db) {
      const rows = await db.selectFrom('chat_messages').select(['role', 'content']).where('session_id', '=', 's1').orderBy('created_at').execute();
      expect(rows).toEqual([{ role: 'user', content: 'Frage' }, { role: 'assistant', content: 'Antwort' }]);
    }
  });

  it(`deletes conversations ${retention.chatDays} days after their last message`, async () => {
    const start = new Date('2026-10-01T10:00:00Z');
    await store.touchSession({ sessionId: 'old', locale: 'de', now: start });
    await store.addMessages({ sessionId: 'old', messages: [{ role: 'user', content: 'alt' }], now: start });
    const later = new Date(start.getTime() + 20 * day);
    await store.touchSession({ sessionId: 'recent', locale: 'de', now: later });
    await store.addMessages({ sessionId: 'recent', messages: [{ role: 'user', content: 'neu' }], now: later });

    const sweep = new Date(start.getTime() + (retention.chatDays + 1) * day);
    expect(await store.purgeExpired(sweep)).toBe(1);
    expect(await store.touchSession({ sessionId: 'old', locale: 'de', now: sweep })).toEqual({ isNew: true });
    expect(await store.touchSession({ sessionId: 'recent', locale: 'de', now: sweep })).toEqual({ isNew: false });
    if (db) {
      const left = await db.selectFrom('chat_messages').select('content').execute();
      expect(left).toEqual([{ content: 'neu' }]);
    }
  });
});
