/**
 * The database's columns, the contract between the schema (migrations), the code and the
 * Datenschutz page (which lists what is stored). A test checks the migrated schema of both
 * dialects against this list.
 */
export const databaseColumns = {
  leads: [
    'id',
    'form',
    'first_name',
    'last_name',
    'email',
    'phone',
    'subject',
    'message',
    'locale',
    'page',
    'status',
    'is_spam',
    'idempotency_key',
    'created_at',
    'updated_at',
    // Added by later migrations, so they come last in the table.
    'reference',
    'content_hash',
  ],
  mail_outbox: [
    'id',
    'lead_id',
    'kind',
    'recipient',
    'subject',
    'body_text',
    'body_html',
    'reply_to',
    'status',
    'attempts',
    'next_attempt_at',
    'locked_until',
    'last_error',
    'sent_at',
    'created_at',
  ],
  chat_sessions: ['id', 'locale', 'created_at', 'last_message_at'],
  chat_messages: ['id', 'session_id', 'role', 'content', 'created_at'],
  reference_counters: ['scope', 'value'],
} as const;

/** The table rate-limiter-flexible creates and manages itself (client IP based keys, expiring). */
export const rateLimitTable = 'rate_limits';
