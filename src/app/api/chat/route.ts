import { getChatEngine } from '@/server/chat/default-engine';
import { createChatHandler } from '@/server/chat/http';
import { llmConfigFromEnv } from '@/server/chat/llm';
import { chatLogger } from '@/server/chat/log';
import { getChatStore } from '@/server/chat/store';
import { serverEnv } from '@/server/env';
import { siteOrigin } from '@/lib/site-url';
import { siteLimiters } from '@/server/rate-limit/registry';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

let handler: ((request: Request) => Promise<Response>) | undefined;

/** The assistant's endpoint; see src/server/chat/http.ts for the contract and error codes. */
export async function POST(request: Request): Promise<Response> {
  handler ??= createChatHandler({
    // Each question asks for the engine of the published price version (it swaps on a publish).
    engine: {
      answer: (question, options) => getChatEngine().answer(question, options),
      index: () => getChatEngine().index(),
    },
    store: getChatStore(),
    log: chatLogger,
    llm: llmConfigFromEnv(),
    rateLimiter: siteLimiters.chat,
    trustProxy: serverEnv().TRUST_PROXY,
    siteOrigin: siteOrigin(),
  });
  return handler(request);
}
