import { bindingFact } from '@/content/binding';
import { locales, type Locale, type Localized } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import type { RoutePath } from '@/content/routes';
import { claims } from '@/content/claims';
import { company } from '@/content/company';
import { companyProfilePage } from '@/content/pages/unternehmensprofil';
import { retention } from '@/content/retention';
import { formatNumber, formatPercent } from '@/lib/format';
import { factData } from '@/content/assistant';
import { compileConcepts, conceptRule, meetsConcept, type CompiledConcept } from './concepts';
import { dataPattern } from './intents';
import type { KnowledgeDoc, KnowledgeSource } from './knowledge';

/**
 * Process and company facts, composed from the typed modules (claims, company, retention). Each
 * fact answers one kind of question; `pattern` recognises that question on folded text (see
 * analyzer `fold`: lowercase, umlauts folded, ß → ss).
 */
const FACT_TOPICS = [
  'payment',
  'valuation',
  'pickup',
  'pickupCost',
  'appointment',
  'hours',
  'contact',
  'business',
  'company',
  'sustainability',
  'goals',
  'privacy',
  'binding',
  'process',
  'sellList',
] as const;

export type FactTopic = (typeof FACT_TOPICS)[number];

export type Fact = {
  topic: FactTopic;
  path: RoutePath;
  text: Localized;
  pattern: RegExp;
  /** The same question recognised by concept (stems, synonyms, compounds; `concepts.ts`, rules in facts.json). */
  concepts: readonly CompiledConcept[];
  /** Questions that match `pattern` but are about something else. */
  unless?: RegExp;
  /** A general answer, left out when a more specific fact answers the question. */
  general?: boolean;
  /**
   * What the fact is really about, when a topic names a section on its page: the chat's privacy
   * fact answers "how long do you keep this chat", but "delete my data" is the rights section's.
   */
  beside?: RegExp;
  /** Further pages the fact's text stands on (cited with `path`). */
  also?: readonly RoutePath[];
  /** The text is a page's own passage, indexed with its page already. */
  fromPage?: boolean;
};

/** The year `claims.balance2024` reports on. */
const BALANCE_YEAR = 2024;

/** The figures the facts state, as arguments of their messages (namespace `ChatFacts`). */
function factValues(locale: Locale) {
  const { weekdays, replyWithinHours } = company.openingHours;
  return {
    paymentDays: claims.paymentDays,
    valuationMin: claims.valuationHours.min,
    valuationMax: claims.valuationHours.max,
    pickupMin: claims.pickupWorkingDays.min,
    pickupMax: claims.pickupWorkingDays.max,
    freeModules: claims.freePickupFrom.modules,
    freeInverters: claims.freePickupFrom.inverters,
    replyHours: replyWithinHours,
    estimateHours: claims.priceEstimateHours,
    opens: weekdays.opens,
    closes: weekdays.closes,
    phone: company.phone,
    email: company.email,
    legalName: company.legalName,
    street: company.street,
    postalCode: company.postalCode,
    city: company.city,
    foundingYear: claims.foundingYear,
    yearsOfExperience: claims.yearsOfExperience,
    devicesRecycled: formatNumber(claims.devicesRecycled, locale),
    recoveryRate: formatPercent(claims.recoveryRatePercent, locale),
    reusedShare: formatPercent(claims.reusedPercent, locale),
    recycledShare: formatPercent(claims.recycledPercent, locale),
    balanceYear: BALANCE_YEAR,
    co2Tonnes: formatNumber(claims.balance2024.co2SavedTonnes, locale),
    lithiumTonnes: formatNumber(claims.balance2024.lithiumTonnes, locale),
    rareEarthsTonnes: formatNumber(claims.balance2024.rareEarthsTonnes, locale),
    goalYear: claims.goals2030.climateNeutralYear,
    goalDevicesMillions: formatNumber(claims.goals2030.devices / 1_000_000, locale),
    chatDays: retention.chatDays,
  };
}

/** The fact of a topic in both languages, from the message files (namespace `ChatFacts`). */
function factText(topic: Exclude<FactTopic, 'business' | 'binding'>): Localized {
  const text = (locale: Locale) => translator(locale, 'ChatFacts')(topic, factValues(locale));
  return Object.fromEntries(locales.map((locale) => [locale, text(locale)])) as Localized;
}

/** Builds the facts from the data files and the current content modules (company facts may come from the environment). */
export function buildFacts(): Fact[] {
  return FACT_TOPICS.map((topic) => {
    const data = factData[topic];
    if (!data) throw new Error(`src/content/assistant/facts.json has no fact "${topic}"`);
    return {
      topic,
      path: data.path as RoutePath,
      also: data.also as RoutePath[] | undefined,
      general: data.general,
      fromPage: data.fromPage,
      pattern: dataPattern(data.pattern),
      unless: data.unless === undefined ? undefined : dataPattern(data.unless),
      beside: data.beside === undefined ? undefined : dataPattern(data.beside),
      concepts: compileConcepts((data.rules ?? []).map(conceptRule)),
      // The business fact quotes the company profile's lead, the binding fact the one wording of
      // what binds (src/content/binding.ts); the others are the assistant's sentences.
      text:
        topic === 'business'
          ? { de: companyProfilePage.de.hero.lead, en: companyProfilePage.en.hero.lead }
          : topic === 'binding'
            ? bindingFact
            : factText(topic),
    };
  });
}

/** The facts as documents, so that general retrieval finds them too. */
export const factSource: KnowledgeSource = {
  name: 'facts',
  docs() {
    const docs: KnowledgeDoc[] = [];
    for (const fact of buildFacts()) {
      if (fact.fromPage) continue;
      for (const locale of ['de', 'en'] as const) {
        docs.push({
          id: `fact:${locale}:${fact.topic}`,
          kind: 'fact',
          locale,
          title: fact.topic,
          text: fact.text[locale],
          path: fact.path,
        });
      }
    }
    return docs;
  },
};

/** The facts a question asks for by their pattern or their word rules (and not ruled out by `unless`). */
export function factsAsked(facts: readonly Fact[], folded: string, concepts: ReadonlySet<string>): Fact[] {
  return facts.filter(
    (fact) => (fact.pattern.test(folded) || meetsConcept(fact.concepts, concepts)) && !fact.unless?.test(folded),
  );
}
