import { intentsData } from '@/content/assistant';
import type { Locale } from '@/i18n/locales';
import { fold, foldedWords, STOPWORDS } from './analyzer';
import { dataPattern } from './intents';

/**
 * The conversation's context: a follow-up without a subject of its own ("Holt ihr die auch in
 * Wien ab?", "und sonntags?", "Was kostet das?") is read with the subject of the questions before
 * it; "und auf Englisch?" asks the previous question again in English. The patterns are data
 * (src/content/assistant/intents.json, `followUp`); the earlier questions come from the session's
 * stored messages (chat-repository `recentQuestions`).
 */
const { markers, english, german } = intentsData.followUp;
const MARKERS = dataPattern(markers);
const IN_ENGLISH = dataPattern(english);
const IN_GERMAN = dataPattern(german);

/** A follow-up is short: a longer message says what it is about. */
const MAX_FOLLOW_UP_WORDS = 9;

export type Reading = {
  /** The question to answer. */
  question: string;
  /** The earlier questions' subject, for a follow-up that has none of its own. */
  context?: string;
  /** The language the visitor asked for ("und auf Englisch?"). */
  language?: Locale;
};

/** A message of this few words that say something ("how many days?") is a fragment of a conversation. */
const FRAGMENT_WORDS = 2;

/**
 * Whether a message leans on the one before: it points back ("und …", "die", "dabei", "it", "what
 * about …"), or it is a fragment ("by which method?", "how many days?").
 */
export function leansOnContext(question: string): boolean {
  const folded = fold(question);
  const words = foldedWords(folded);
  if (words.length > MAX_FOLLOW_UP_WORDS) return false;
  return MARKERS.test(folded) || words.filter((word) => !STOPWORDS.has(word)).length <= FRAGMENT_WORDS;
}

/** "und auf Englisch?", "in German please": the language asked for, when that is all the message asks. */
function languageAskedFor(question: string): Locale | undefined {
  const folded = fold(question);
  if (foldedWords(folded).length > MAX_FOLLOW_UP_WORDS) return undefined;
  if (IN_ENGLISH.test(folded)) return 'en';
  if (IN_GERMAN.test(folded)) return 'de';
  return undefined;
}

/**
 * How to read a message after the session's earlier questions (oldest first): alone, with the
 * subject of the questions it follows (a follow-up of a follow-up keeps the first one's subject),
 * or as the previous question in another language.
 */
export function readInContext(question: string, previous: readonly string[] = []): Reading {
  const last = previous.at(-1);
  if (last === undefined) return { question };
  const language = languageAskedFor(question);
  if (language) return { ...readInContext(last, previous.slice(0, -1)), language };
  if (!leansOnContext(question)) return { question };
  const before = readInContext(last, previous.slice(0, -1));
  return { question, context: [before.context, before.question].filter(Boolean).join(' ') };
}
