import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import type { Locale } from '@/i18n/locales';
import { retention } from '@/content/retention';
import { randomUuid } from '@/lib/uuid';

/**
 * Storage of assistant conversations in the site's one database (`src/server/db`, tables
 * `chat_sessions` and `chat_messages`: text keys and ISO timestamps, the same for SQLite and
 * PostgreSQL). Conversations are deleted `retention.chatDays` after their last message, as
 * Datenschutz states; the server's retention sweep (`src/server/retention.ts`) does that on a
 * schedule, `purgeExpired` is the same rule for this store alone.
 */
export type ChatRole = 'user' | 'assistant';

export type ChatStore = {
  /** Creates the session if it does not exist yet; `isNew` tells whether this is its first message. */
  touchSession(input: { sessionId: string; locale: Locale; now: Date }): Promise<{ isNew: boolean }>;
  /** Appends messages to a session and updates its last-message time. */
  addMessages(input: {
    sessionId: string;
    messages: ReadonlyArray<{ role: ChatRole; content: string }>;
    now: Date;
  }): Promise<void>;
  /** Deletes conversations whose last message is older than the retention period; returns sessions deleted. */
  purgeExpired(now: Date): Promise<number>;
  /** The visitor's last questions of a session (at most `limit`), oldest first: the conversation's context. */
  recentQuestions(sessionId: string, limit: number): Promise<string[]>;
};

export function retentionCutoff(now: Date): string {
  return new Date(now.getTime() - retention.chatDays * 24 * 60 * 60 * 1000).toISOString();
}

/** The database store (SQLite or PostgreSQL, the same queries). */
export function createKyselyChatStore(db: Kysely<Database>): ChatStore {
  return {
    async touchSession({ sessionId, locale, now }) {
      const at = now.toISOString();
      const inserted = await db
        .insertInto('chat_sessions')
        .values({ id: sessionId, locale, created_at: at, last_message_at: at })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return { isNew: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
    },
    async addMessages({ sessionId, messages, now }) {
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        if (messages.length > 0) {
          await trx
            .insertInto('chat_messages')
            .values(
              messages.map((message, order) => ({
                id: randomUuid(),
                session_id: sessionId,
                role: message.role,
                content: message.content,
                // Keeps question before answer when both share a timestamp.
                created_at: new Date(now.getTime() + order).toISOString(),
              })),
            )
            .execute();
        }
        await trx.updateTable('chat_sessions').set({ last_message_at: at }).where('id', '=', sessionId).execute();
      });
    },
    async recentQuestions(sessionId, limit) {
      const rows = await db
        .selectFrom('chat_messages')
        .select('content')
        .where('session_id', '=', sessionId)
        .where('role', '=', 'user')
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.content).reverse();
    },
    async purgeExpired(now) {
      const cutoff = retentionCutoff(now);
      return db.transaction().execute(async (trx) => {
        const expired = trx.selectFrom('chat_sessions').select('id').where('last_message_at', '<', cutoff);
        await trx.deleteFrom('chat_messages').where('session_id', 'in', expired).execute();
        const result = await trx.deleteFrom('chat_sessions').where('last_message_at', '<', cutoff).executeTakeFirst();
        return Number(result.numDeletedRows ?? 0);
      });
    },
  };
}

/** An in-process store (tests, and until the site database is wired). */
export function createMemoryChatStore({ maxSessions = 10_000 } = {}): ChatStore & {
  sessions: Map<
    string,
    {
      locale: Locale;
      createdAt: string;
      lastMessageAt: string;
      messages: Array<{ role: ChatRole; content: string; createdAt: string }>;
    }
  >;
} {
  const sessions = new Map<
    string,
    {
      locale: Locale;
      createdAt: string;
      lastMessageAt: string;
      messages: Array<{ role: ChatRole; content: string; createdAt: string }>;
    }
  >();
  return {
    sessions,
    async touchSession({ sessionId, locale, now }) {
      if (sessions.has(sessionId)) return { isNew: false };
      // Bounded: the oldest conversation goes first once the process holds too many.
      if (sessions.size >= maxSessions) sessions.delete(sessions.keys().next().value!);
      sessions.set(sessionId, { locale, createdAt: now.toISOString(), lastMessageAt: now.toISOString(), messages: [] });
      return { isNew: true };
    },
    async addMessages({ sessionId, messages, now }) {
      const session = sessions.get(sessionId);
      if (!session) return;
      for (const message of messages) session.messages.push({ ...message, createdAt: now.toISOString() });
      session.lastMessageAt = now.toISOString();
    },
    async recentQuestions(sessionId, limit) {
      const questions = (sessions.get(sessionId)?.messages ?? [])
        .filter((message) => message.role === 'user')
        .map((message) => message.content);
      return questions.slice(-limit);
    },
    async purgeExpired(now) {
      const cutoff = retentionCutoff(now);
      let deleted = 0;
      for (const [id, session] of sessions)
        if (session.lastMessageAt < cutoff) {
          sessions.delete(id);
          deleted += 1;
        }
      return deleted;
    },
  };
}
