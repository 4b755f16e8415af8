import 'server-only';
import type { ChatRequest, ChatResponse } from './request-schema';
import { replyText, type ChatEngine } from './engine';
import { refineWithLlm, type FetchLike, type LlmConfig } from './llm';
import type { ChatLogger } from './log';
import type { ChatStore } from './chat-repository';

export type ChatServiceDeps = {
  engine: ChatEngine;
  store: ChatStore;
  log: ChatLogger;
  /** Language-model mode; undefined keeps the retrieval answer. */
  llm?: LlmConfig;
  fetchImpl?: FetchLike;
  now?: () => Date;
};

/** How many of the session's earlier questions the engine reads as the conversation's context. */
const CONTEXT_QUESTIONS = 3;

/**
 * Answers one visitor message: the session's earlier questions as context (kept in the session's
 * stored messages, deleted with them), the retrieval answer, an optional model rewrite, storage.
 */
export async function replyToMessage(request: ChatRequest, deps: ChatServiceDeps): Promise<ChatResponse> {
  const started = performance.now();
  const now = deps.now?.() ?? new Date();

  let previous: string[] = [];
  try {
    previous = await deps.store.recentQuestions(request.sessionId, CONTEXT_QUESTIONS);
  } catch (error) {
    // Without the conversation, the message is answered on its own.
    deps.log.error({ event: 'chat.store_failed', step: 'context', err: errorName(error) });
  }
  const answer = deps.engine.answer(request.content, { locale: request.locale, previous });

  try {
    await deps.store.touchSession({ sessionId: request.sessionId, locale: answer.locale, now });
  } catch (error) {
    deps.log.error({ event: 'chat.store_failed', step: 'session', err: errorName(error) });
  }

  let main = answer.main;
  let llm: 'off' | 'used' | 'fallback' = 'off';
  if (deps.llm && answer.facts.length > 0) {
    const refined = await refineWithLlm(
      { question: request.content, facts: answer.facts, locale: answer.locale },
      deps.llm,
      deps.fetchImpl,
    );
    llm = refined ? 'used' : 'fallback';
    if (refined) main = refined;
  }
  const response = replyText(main, answer.followUps);

  try {
    await deps.store.addMessages({
      sessionId: request.sessionId,
      messages: [
        { role: 'user', content: request.content },
        { role: 'assistant', content: response },
      ],
      now,
    });
  } catch (error) {
    deps.log.error({ event: 'chat.store_failed', step: 'messages', err: errorName(error) });
  }

  deps.log.info({
    event: 'chat.reply',
    locale: answer.locale,
    kinds: answer.kinds,
    llm,
    context: previous.length > 0,
    sources: answer.sources.length,
    ms: Math.round((performance.now() - started) * 10) / 10,
  });
  return { response, sources: answer.sources, ...(answer.choices && { choices: answer.choices }) };
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : 'unknown';
}
