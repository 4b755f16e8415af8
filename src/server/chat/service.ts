import 'server-only';
import type { ChatRequest, ChatResponse } from './request-schema';
import { composeResponse, type ChatEngine } from './engine';
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

/** Answers one visitor message: retrieval answer, optional model rewrite, storage, AI disclosure. */
export async function replyToMessage(request: ChatRequest, deps: ChatServiceDeps): Promise<ChatResponse> {
  const started = performance.now();
  const now = deps.now?.() ?? new Date();
  const answer = deps.engine.answer(request.content, { locale: request.locale });

  let firstInSession = true;
  try {
    ({ isNew: firstInSession } = await deps.store.touchSession({
      sessionId: request.sessionId,
      locale: answer.locale,
      now,
    }));
  } catch (error) {
    // Without the session we cannot tell whether this is the first reply: disclose to be safe.
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
  const response = composeResponse({ main, followUps: answer.followUps, locale: answer.locale, firstInSession });

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
    sources: answer.sources.length,
    ms: Math.round((performance.now() - started) * 10) / 10,
  });
  return { response, sources: answer.sources };
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : 'unknown';
}
