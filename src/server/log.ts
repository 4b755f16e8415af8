import 'server-only';
import pino from 'pino';

/**
 * JSON-lines logger. Never log personal data: no names, e-mail addresses, phone numbers,
 * message text or IP addresses; log ids, counts, codes and durations.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'site' },
  timestamp: pino.stdTimeFunctions.isoTime,
  // A safety net in case a personal value ends up in a logged object by mistake.
  redact: {
    paths: [
      'email',
      'firstName',
      'lastName',
      'phone',
      'message',
      'subject',
      'ip',
      'recipient',
      'replyTo',
      '*.email',
      '*.recipient',
      '*.ip',
    ],
    censor: '[redacted]',
  },
});
