import type { Logger } from 'pino';
import { logger } from '@/server/log';

/**
 * The assistant's log: the site logger with event names, language, answer kinds and timings.
 * Never the question, the answer, the session id or the client address.
 */
export type ChatLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

export const chatLogger: ChatLogger = logger.child({ component: 'chat' });
