import { z } from 'zod';
import { routes } from '@/content/routes';
import analysisFile from './analysis.json';
import examplesFile from './examples.json';
import factsFile from './facts.json';
import intentsFile from './intents.json';
import synonymsFile from './synonyms.json';
import battery from './topics/battery.json';
import company from './topics/company.json';
import dataDestruction from './topics/data-destruction.json';
import ewaste from './topics/ewaste.json';
import orderFile from './topics/order.json';
import privacy from './topics/privacy.json';
import sellList from './topics/sell-list.json';
import service from './topics/service.json';
import terms from './topics/terms.json';
import wordsFile from './words.json';

/**
 * What the assistant knows beyond the pages and the catalogue, as data (docs/assistant.md says how
 * to extend it): the visitor's words for the site's (synonyms), named word groups, the topics
 * and facts a question can be about (word rules, the pages and headings that answer them, example
 * questions), the words and patterns that read a question (stop words, small talk, out of scope).
 * A word group is one line: words and phrases separated by commas, "@NAME" for a named group of
 * words.json. Patterns are regular expressions over folded text (lower case, umlauts folded).
 * Everything is checked when this module loads (and so at build time and in its test): a file
 * that does not fit its schema, a reference to no group, a pattern that does not compile, a
 * topic missing from the order or a page that is no route stops the build with the reason.
 */

const isPattern = (source: string) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};
const pattern = z.string().min(1).refine(isPattern, 'is no valid regular expression');
const group = z
  .string()
  .min(1)
  .refine((text) => text.split(',').every((entry) => entry.trim().length > 0), 'has an empty entry');
const lines = z.array(group);
const knownPaths = new Set<string>(routes.map((route) => route.path));
const page = z.string().refine((path) => knownPaths.has(path), 'is no route of src/content/routes.ts');

const rule = z.strictObject({ all: z.array(group).min(1), none: group.optional() });

const topicSchema = z.strictObject({
  pages: z.array(page).optional(),
  titles: pattern.optional(),
  clause: pattern.optional(),
  whoAsks: z.boolean().optional(),
  byQuestion: z.boolean().optional(),
  rules: z.array(rule).min(1),
});

const factSchema = z.strictObject({
  path: page,
  also: z.array(page).optional(),
  general: z.boolean().optional(),
  fromPage: z.boolean().optional(),
  pattern,
  unless: pattern.optional(),
  beside: pattern.optional(),
  rules: z.array(rule).optional(),
});

const byLanguage = z.strictObject({ de: lines, en: lines });

const analysisSchema = z.strictObject({
  stopwords: byLanguage,
  stemExceptions: z.record(z.string(), group),
  separableParticles: group,
  intentWords: lines,
  languageMarkers: byLanguage,
  units: group,
  seriesWords: group,
  genericModelWords: group,
  batteryWords: group,
  sumWords: group,
});

const intentsSchema = z.strictObject({
  smallTalk: z.strictObject({
    identity: pattern,
    human: pattern,
    howAreYou: pattern,
    thanks: pattern,
    bye: pattern,
    greeting: pattern,
  }),
  outOfScope: z.array(pattern),
  weeeNumber: pattern,
  price: pattern,
  cost: pattern,
  trade: pattern,
  who: pattern,
  when: pattern,
  howLong: pattern,
  pickup: pattern,
  europe: pattern,
  abroad: z.strictObject({ austria: pattern, switzerland: pattern, benelux: pattern, abroad: pattern }),
  idioms: z.array(z.tuple([pattern, z.string()])),
  /** A follow-up's signs (a message that leans on the one before) and requests for a language. */
  followUp: z.strictObject({ markers: pattern, english: pattern, german: pattern }),
});

/** An example question and what answers it: a topic or fact name, or a page ("/agb"). */
const exampleSchema = z.strictObject({ examples: z.record(z.string(), lines) });

export type TopicData = z.infer<typeof topicSchema> & { name: string };
export type FactData = z.infer<typeof factSchema>;
export type RuleData = z.infer<typeof rule>;
export type AnalysisData = z.infer<typeof analysisSchema>;
export type IntentsData = z.infer<typeof intentsSchema>;

/** Parses one file, naming it in the error. */
function read<T>(name: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`src/content/assistant/${name}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const words = read('words.json', z.record(z.string().regex(/^[A-Z][A-Z0-9_]*$/), group), wordsFile);

/** The words of a group line, "@NAME" references resolved (in order, each once). */
export function wordsOf(line: string, seen: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const raw of line.split(',')) {
    const entry = raw.trim();
    if (!entry.startsWith('@')) {
      out.push(entry);
      continue;
    }
    const name = entry.slice(1);
    const named = words[name];
    if (named === undefined) throw new Error(`src/content/assistant: "@${name}" names no group of words.json`);
    if (seen.includes(name)) throw new Error(`src/content/assistant: "@${name}" refers to itself`);
    out.push(...wordsOf(named, [...seen, name]));
  }
  return out;
}

const topicFiles = { battery, company, dataDestruction, ewaste, privacy, sellList, service, terms };
const specs = new Map<string, z.infer<typeof topicSchema>>();
for (const [file, content] of Object.entries(topicFiles)) {
  for (const [name, spec] of Object.entries(read(`topics/${file}.json`, z.record(z.string(), topicSchema), content))) {
    if (specs.has(name)) throw new Error(`src/content/assistant/topics: topic "${name}" is defined twice`);
    specs.set(name, spec);
  }
}
const order = read('topics/order.json', z.strictObject({ order: z.array(z.string()) }), orderFile).order;
for (const name of order)
  if (!specs.has(name)) throw new Error(`src/content/assistant/topics/order.json: "${name}" is no topic`);
for (const name of specs.keys())
  if (order.filter((listed) => listed === name).length !== 1)
    throw new Error(`src/content/assistant/topics/order.json: topic "${name}" must be listed once`);

/** The topics in the order they are tried (the first one's page ranks first for a section). */
export const topicData: readonly TopicData[] = order.map((name) => ({ ...specs.get(name)!, name }));

export const factData: Readonly<Record<string, FactData>> = read(
  'facts.json',
  z.record(z.string(), factSchema),
  factsFile,
);
export const analysisData: AnalysisData = read('analysis.json', analysisSchema, analysisFile);
export const intentsData: IntentsData = read('intents.json', intentsSchema, intentsFile);
/** Groups of words that mean the same to a visitor (German and English), one group per line. */
export const synonymGroups: readonly string[] = read(
  'synonyms.json',
  z.strictObject({ groups: lines }),
  synonymsFile,
).groups;
/** Example questions, by what answers them (a topic, a fact or a page). */
export const exampleData: Readonly<Record<string, readonly string[]>> = read(
  'examples.json',
  exampleSchema,
  examplesFile,
).examples;

// Every reference resolves, every answer of an example exists.
for (const spec of [...specs.values(), ...Object.values(factData)])
  for (const { all, none } of spec.rules ?? []) for (const line of [...all, none ?? '']) if (line) wordsOf(line);
for (const line of Object.values(words)) wordsOf(line);
for (const target of Object.keys(exampleData))
  if (!specs.has(target) && !(target in factData) && !knownPaths.has(target))
    throw new Error(`src/content/assistant/examples.json: "${target}" is no topic, fact or page`);
