import { z } from 'zod';
import { locales } from '@/i18n/locales';

/** Longest question the assistant takes, in characters after trimming. */
export const MAX_CONTENT_LENGTH = 1000;
/** Request bodies above this many bytes are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 16 * 1024;

// Control characters other than tab and line breaks have no business in a chat message.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const chatRequestSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'empty')
    .max(MAX_CONTENT_LENGTH, 'too_long')
    .refine((value) => !CONTROL.test(value), 'control_characters'),
  // The widget makes it from the time and a random number (spec §3); any safe token is accepted.
  sessionId: z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'invalid_session'),
  locale: z.enum(locales).optional(),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;

export type ChatResponse = { response: string; sources: Array<{ title: string; url: string }> };
