import { followUpTriggers, type FollowUp } from '@/content/widgets';

/**
 * Pure logic of the assistant widget, kept apart from React so that it is unit-tested and the
 * launcher stays small.
 */

/**
 * A session id per chat session, made from the time and a random number and nothing else: it keeps
 * a conversation together without saying who the visitor is (the Datenschutzerklärung says so).
 */
export function createSessionId(now: number = Date.now(), random: number = Math.random()): string {
  const randomPart = Math.floor(random * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
  return `session_${now.toString(36)}_${randomPart}`;
}

/** The follow-up buttons a reply earns, in the order of the list given. */
export function followUpsFor(reply: string, candidates: readonly FollowUp[]): FollowUp[] {
  // Links are not words: a source path like "/kontakt" alone must not trigger "Termin anfragen".
  const text = reply.replace(/(https?:\/\/\S+|(^|\s)\/[\w\-/#?=&%.]*)/g, ' ').toLocaleLowerCase('de');
  return candidates.filter((candidate) =>
    followUpTriggers[candidate.kind].some((word) => text.includes(word.toLocaleLowerCase('de'))),
  );
}

/** Empty or whitespace-only input is not sent (there is nothing to answer); sent text is trimmed. */
export function prepareMessage(input: string): string | null {
  const trimmed = input.trim();
  return trimmed.length > 0 ? trimmed : null;
}

export type ChatSource = { title: string; url: string };
/** A "Meinten Sie …?" choice: a page's title as a button that asks the question finding its answer. */
export type ChatChoice = { title: string; question: string };
type ChatReply = { response: string; sources: ChatSource[]; choices: ChatChoice[] };

/** At most this many choices are shown (the engine offers up to three). */
const MAX_CHOICES = 3;

function toChoice(raw: unknown): ChatChoice | null {
  if (!raw || typeof raw !== 'object') return null;
  const { title, question } = raw as Record<string, unknown>;
  if (typeof title !== 'string' || typeof question !== 'string') return null;
  if (!title.trim() || !question.trim() || question.length > 500) return null;
  return { title: title.trim(), question: question.trim() };
}

/** Only site paths and http(s) URLs become links; anything else (javascript:, data:) is dropped. */
function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

function toSource(raw: unknown): ChatSource | null {
  if (typeof raw === 'string') {
    const url = safeUrl(raw);
    return url ? { title: url, url } : null;
  }
  if (raw && typeof raw === 'object') {
    const record = raw as Record<string, unknown>;
    const url = safeUrl(record.url ?? record.href ?? record.path);
    if (!url) return null;
    const title = [record.title, record.label].find(
      (value): value is string => typeof value === 'string' && value.trim().length > 0,
    );
    return { title: title?.trim() ?? url, url };
  }
  return null;
}

/** A piece of a reply: text, or a site path the reply cites, to be shown as a link to its source. */
type ReplyPart = { text: string; source?: ChatSource };

/** A site path standing as a word of its own ("Mehr dazu: /datenschutz", "(/kontakt)"). */
const CITED_PATH = /(^|[\s(„"“])(\/[\w\-/#?=&%.]*[\w/])(?=$|[\s),.;:!?“"])/g;

/**
 * The reply with the site paths it cites made links: a path that is one of the reply's sources
 * becomes that source (shown by its title, "Mehr dazu: Datenschutzerklärung"); any other text,
 * and a path that is no source, stays text. Only sources are linked, so a reply cannot link
 * anywhere `parseChatReply` would not.
 */
export function replyParts(response: string, sources: readonly ChatSource[]): ReplyPart[] {
  const byUrl = new Map(sources.filter((source) => source.url.startsWith('/')).map((source) => [source.url, source]));
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of response.matchAll(CITED_PATH)) {
    const source = byUrl.get(match[2]!);
    if (!source) continue;
    const start = match.index + match[1]!.length;
    if (start > last) parts.push({ text: response.slice(last, start) });
    parts.push({ text: match[2]!, source });
    last = start + match[2]!.length;
  }
  if (last < response.length || parts.length === 0) parts.push({ text: response.slice(last) });
  return parts;
}

/**
 * Reads the answer of `POST /api/chat` (`{ response, sources?, choices? }`). Throws when `response` is not
 * a non-empty string, so that a malformed answer is treated like a failed call.
 */
export function parseChatReply(data: unknown): ChatReply {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  if (typeof record.response !== 'string' || record.response.trim() === '') {
    throw new Error('Malformed chat reply: missing "response"');
  }
  const rawSources = Array.isArray(record.sources) ? record.sources : [];
  const seen = new Set<string>();
  const sources = rawSources
    .map(toSource)
    .filter(
      (source): source is ChatSource => source !== null && !seen.has(source.url) && Boolean(seen.add(source.url)),
    );
  const choices = (Array.isArray(record.choices) ? record.choices : [])
    .map(toChoice)
    .filter((choice): choice is ChatChoice => choice !== null)
    .slice(0, MAX_CHOICES);
  return { response: record.response, sources, choices };
}
