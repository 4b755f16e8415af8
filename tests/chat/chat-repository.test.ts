import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKyselyChatStore, createMemoryChatStore, type ChatStore } from '@/server/chat/chat-repository';
import type { Database as SiteDatabase } from '@/server/db/schema';
import { openTestDatabase, type TestDatabase } from '../integration/helpers';
import { retention } from '@/content/retention';

const day = 24 * 60 * 60 * 1000;

/** The database store on both dialects with the site's migrations, and the in-memory store. */
describe.each(['sqlite', 'postgres', 'memory'] as const)('chat store (%s)', (kind) => {
  let handle: TestDatabase | undefined;
  let db: Kysely<SiteDatabase> | undefined;
  let store: ChatStore;

  beforeEach(async () => {
    if (kind === 'memory') {
      store = createMemoryChatStore();
      return;
    }
    handle = await openTestDatabase(kind);
    db = handle.db;
    store = createKyselyChatStore(db);
  });
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
    db = undefined;
  });

  it('tells a new session from a known one', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(await store.touchSession({ sessionId: 's1', locale: 'de', now })).toEqual({ isNew: true });
    expect(await store.touchSession({ sessionId: 's1', locale: 'de', now })).toEqual({ isNew: false });
    expect(await store.touchSession({ sessionId: 's2', locale: 'en', now })).toEqual({ isNew: true });
  });

  it("reads a session's last questions, oldest first, as the conversation's context", async () => {
    const start = new Date('2026-11-22T10:00:00Z').getTime();
    for (const [i, question] of ['Eins?', 'Zwei?', 'Drei?', 'Vier?'].entries()) {
      const now = new Date(start + i * 1000);
      await store.touchSession({ sessionId: 's1', locale: 'de', now });
      await store.addMessages({
        sessionId: 's1',
        messages: [
          { role: 'user', content: question },
          { role: 'assistant', content: `Antwort auf ${question}` },
        ],
        now,
      });
    }
    expect(await store.recentQuestions('s1', 3)).toEqual(['Zwei?', 'Drei?', 'Vier?']);
    expect(await store.recentQuestions('s2', 3)).toEqual([]);
  });

  it('stores question and answer in order', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    await store.touchSession({ sessionId: 's1', locale: 'de', now });
    await store.addMessages({
      sessionId: 's1',
      messages: [
        { role: 'user', content: 'Frage' },
        { role: 'assistant', content: 'Antwort' },
      ],
      now,
    });
    if (db) {
      const rows = await db
        .selectFrom('chat_messages')
        .select(['role', 'content'])
        .where('session_id', '=', 's1')
        .orderBy('created_at')
        .execute();
      expect(rows).toEqual([
        { role: 'user', content: 'Frage' },
        { role: 'assistant', content: 'Antwort' },
      ]);
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
