import pino, { type Logger } from 'pino';

/**
 * The assistant's log: JSON lines with event names, language, answer kinds and timings. Never the
 * question, the answer, the session id or the client address.
 */
export type ChatLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

export const chatLogger: ChatLogger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { component: 'chat' },
});
