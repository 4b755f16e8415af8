import 'server-only';
import { createMemoryChatStore, type ChatStore } from './chat-repository';

let store: ChatStore | undefined;

/**
 * The store the endpoint uses. Until the site database (`src/server/db`) is on this branch the
 * conversations live in process memory; `createKyselyChatStore(db)` is the database store.
 */
export function getChatStore(): ChatStore {
  return (store ??= createMemoryChatStore());
}
