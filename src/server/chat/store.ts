import 'server-only';
import { getDatabase } from '@/server/db';
import { createKyselyChatStore, type ChatStore } from './chat-repository';

let store: ChatStore | undefined;

/**
 * The store the endpoint uses: the site database (SQLite at DATA_DIR/site.db, or PostgreSQL with
 * DATABASE_URL), opened on first use; a failed open is retried with the next message.
 */
export function getChatStore(): ChatStore {
  if (store) return store;
  let opening: Promise<ChatStore> | undefined;
  const open = () =>
    (opening ??= getDatabase()
      .then((handle) => createKyselyChatStore(handle.db))
      .catch((error: unknown) => {
        opening = undefined;
        throw error;
      }));
  store = {
    touchSession: async (input) => (await open()).touchSession(input),
    addMessages: async (input) => (await open()).addMessages(input),
    purgeExpired: async (now) => (await open()).purgeExpired(now),
    recentQuestions: async (sessionId, limit) => (await open()).recentQuestions(sessionId, limit),
  };
  return store;
}
