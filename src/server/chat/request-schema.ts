import { z } from 'zod';
import { locales } from '@/i18n/locales';

/** Longest question the assistant takes, in characters after trimming. */
export const MAX_CONTENT_LENGTH = 1000;
/** Request bodies above this many bytes are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 16 * 1024;

// Control characters other than tab and line breaks have no business in a chat message.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Which `ChatRequest` messages (message files) a failed field maps to. */
export type ChatFieldProblem = 'empty' | 'tooLong' | 'invalid';

/** The body of POST /api/chat: `{ content, sessionId, locale? }`. Issue messages are problem codes. */
export const chatRequestSchema = z.object({
  content: z
    .string({ error: 'invalid' satisfies ChatFieldProblem })
    .trim()
    .min(1, 'empty' satisfies ChatFieldProblem)
    .max(MAX_CONTENT_LENGTH, 'tooLong' satisfies ChatFieldProblem)
    .refine((value) => !CONTROL.test(value), 'invalid' satisfies ChatFieldProblem),
  // The widget makes it from the time and a random number; any safe token is accepted.
  sessionId: z
    .string({ error: 'invalid' satisfies ChatFieldProblem })
    .regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'invalid' satisfies ChatFieldProblem),
  locale: z.enum(locales, { error: 'invalid' satisfies ChatFieldProblem }).optional(),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;

export type ChatResponse = {
  response: string;
  sources: Array<{ title: string; url: string }>;
  /** Low confidence: "Meinten Sie …?" pages, each with the question that asks for it. */
  choices?: Array<{ title: string; url: string; question: string }>;
};
