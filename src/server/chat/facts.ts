import { bindingFact } from '@/content/binding';
import { locales, type Locale, type Localized } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import type { RoutePath } from '@/content/routes';
import { claims } from '@/content/claims';
import { company } from '@/content/company';
import { companyProfilePage } from '@/content/pages/unternehmensprofil';
import { retention } from '@/content/retention';
import { formatNumber, formatPercent } from '@/lib/format';
import { foldPattern } from './analyzer';
import { compileConcepts, type CompiledConcept } from './concepts';
import { FACT_CONCEPTS } from './fact-concepts';
import type { KnowledgeDoc, KnowledgeSource } from './knowledge';

/**
 * Process and company facts, composed from the typed modules (claims, company, retention). Each
 * fact answers one kind of question; `pattern` recognises that question on folded text (see
 * analyzer `fold`: lowercase, umlauts folded, ß → ss).
 */
export type FactTopic =
  | 'payment'
  | 'valuation'
  | 'pickup'
  | 'pickupCost'
  | 'appointment'
  | 'hours'
  | 'contact'
  | 'business'
  | 'company'
  | 'sustainability'
  | 'goals'
  | 'privacy'
  | 'binding'
  | 'process'
  | 'sellList';

export type Fact = {
  topic: FactTopic;
  path: RoutePath;
  text: Localized;
  pattern: RegExp;
  /** The same question recognised by concept (stems, synonyms, compounds; `fact-concepts.ts`). */
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

/** The fact of a topic in both languages, from the message files (the business fact quotes its page). */
function factText(topic: Exclude<FactTopic, 'business' | 'binding'>): Localized {
  const text = (locale: Locale) => translator(locale, 'ChatFacts')(topic, factValues(locale));
  return Object.fromEntries(locales.map((locale) => [locale, text(locale)])) as Localized;
}

/** Builds the facts from the current content modules (company facts may come from the environment). */
export function buildFacts(): Fact[] {
  return factList().map((fact) => ({ ...fact, concepts: compileConcepts(FACT_CONCEPTS[fact.topic] ?? []) }));
}

function factList(): Array<Omit<Fact, 'concepts'>> {
  return [
    {
      topic: 'payment',
      path: '/agb',
      // "Do we have to pay …", "who pays the shipping back": what something costs the visitor;
      // "gegen Geld abgeben", "for cash": selling, not being paid.
      unless: foldPattern(
        /\b(have to pay|has to pay|must (we|i) pay|mussen (wir|ich) (\w+ ){0,4}(be)?zahlen|muss ich (\w+ ){0,4}(be)?zahlen|who pays|wer zahlt|wer bezahlt|(gegen|fur) (geld|bares|cash|kohle)|for (cash|money))\b/,
      ),
      pattern: foldPattern(
        /\b(geld|auszahl\w*|(zahlt|zahlen|bezahlt|bezahlen) (ihr |sie )?(auch )?bar|(wie schnell|wie lange|wann) (zahlt|bezahlt|uberweist|zahlen)|uberweis\w*|bezahlt werd\w*|wird bezahlt|wann (zahlt|bezahlt|wird)|zahlung|bezahlung|zahlungsziel|zahlungsfrist|get paid|paid|payment|pay out|money|bank transfer|funds|acct|verkaufserlos\w*|erlos\w*|zahlungseingang|(eingang|ankunft) (des|der|vom) (geldes|geld|zahlung|betrags)|geld (ist |kommt )?(da|an))\b/,
      ),
      text: factText('payment'),
    },
    {
      topic: 'valuation',
      path: '/agb',
      pattern: foldPattern(
        /\b(bewert\w*|begutacht\w*|gutacht\w*|einschatzung|schatzung|estimate|appraisal|(welche|what) (infos?|informationen|angaben|details|information|unterlagen)\b.*\b(angebot|quote|offer|bewertung|valuation|preis|price)|(infos?|information|details) (u |you )?need for (a |an |the )?(quote|offer)|(geliefert|angekommen|delivered|arrived)\b.*\b(was passiert|what happens|wie geht es weiter|what next)|anhand (von |der |einer )?(bildern|fotos|liste|aufstellung)|from (photos|pictures|a list)|based on (photos|pictures)|rough (quote|price)|grobe[nr]? (aufstellung|liste|schatzung|preis\w*)|was (muss|soll) ich (euch |ihnen )?(alles )?(schicken|senden)|what (do|should) i (need to )?send( you)?|prufung|pruft|wie lange dauert (es|das)|valuation|valued|apprais\w*|assessment|how long does it take|final price|endgultig\w*|^quote(?=\W*$)|(get|request|need) a quote|was ich wirklich bekomme|wirklich bekomm\w*)\b/,
      ),
      text: factText('valuation'),
    },
    {
      topic: 'pickup',
      path: '/agb',
      also: ['/lithium-batterien'],
      pattern: foldPattern(
        /\b(abhol\w*|einsammel\w*|einzusammeln|holt|holen|hol|abgeholt|kommt ihr|kommen sie|fahrt ihr|transport\w*|versand|versend\w*|schicken|liefern|anliefer\w*|pick ?up|picked up|collect\w*|collection|ship\w*|send)\b/,
      ),
      text: factText('pickup'),
    },
    {
      topic: 'pickupCost',
      path: '/agb',
      also: ['/lithium-batterien'],
      pattern: foldPattern(
        /\b(abholkosten|transportkosten|kostenlose? abholung|free (pickup|collection)|pickup fee)\b/,
      ),
      text: factText('pickupCost'),
    },
    {
      topic: 'appointment',
      path: '/kontakt',
      pattern: foldPattern(
        /\b(termin\w*|appointment\w*|vorbeibring\w*|vorbeikommen|selbst (bringen|vorbei\w*|liefern|anliefern)|drop ?off|drop (it|them|\w+) off|bring (it|them|the \w+|\w+) (over|by|to you)|deliver (it|them) (myself|ourselves)|visit you|selbst( \w+){0,4} (abgeben|bringen|vorbeibringen|anliefern)|(bei euch|bei ihnen) (\w+ )?(abgeben|vorbeibringen)|personlich (abgeben|vorbeibringen|bringen|vorbeikommen)|self ?deliver\w*|drop( \w+){0,3} off( myself)?)\b/,
      ),
      text: factText('appointment'),
    },
    {
      topic: 'hours',
      path: '/kontakt',
      pattern: foldPattern(
        /\b(offnungszeit\w*|geoffnet|offen|erreichbar\w*|unter der woche|werktags|wochentags|feierabend|bis wann|wann seid ihr( \w+){0,3} da|when are you (there|in|around)|weekdays?|after work|(habt|haben|hat|macht|machen) (ihr|sie) (\w+ ){0,2}(auf|zu)|sprechzeit\w*|uhrzeit|samstag\w*|sonntag\w*|wochenende|opening hours|open|hours|saturday|sunday|weekend|business hours|(office|opening|business) hrs|office hours|(from|von) (when|wann) (till|until|to|bis) (when|wann)|what time (are|r) (you|u)( \w+){0,3} (open|around|there|in))\b/,
      ),
      text: factText('hours'),
    },
    {
      // "Telefon" and "phone" ask for our number, "alte Telefone", a "Telefonanlage" or "my old
      // phone" are goods.
      topic: 'contact',
      path: '/kontakt',
      pattern: foldPattern(
        /\b(telefon(?!e\b|en\b|anlage|ie\b)\w*|tel|tel\.? ?nr|nummer|anruf\w*|anrufen|e ?mail|mail|adresse|anschrift|wo (seid|sitzt|sind|sitzen|befindet|finde) (ihr|sie|euch|man euch)|postanschrift|postal|adress\w*|wo genau|standort|sitz|erreich\w*|kontakt\w*|(?<!\b(old|my|our|broken|dead|used|defective|cell|mobile) )phone|call|address|located|location|where are you|based|headquarters?|reach you|contact)\b/,
      ),
      // "Wie lange speichert ihr Kontaktanfragen?" asks the privacy policy, not for our number.
      unless: foldPattern(
        /\b(speicher\w*|gespeichert|aufbewahr\w*|retention|retain\w*|stored|store|keep|kept|frist|datenschutz\w*|privacy|losch\w*|delet\w*|vernicht\w*|schredder\w*|zerstor\w*)\b/,
      ),
      text: factText('contact'),
    },
    {
      // "Was macht ihr?", "what do you buy?" have no word a passage could match: the profile's lead
      // says what we buy and recycle.
      topic: 'business',
      path: '/unternehmensprofil',
      pattern: foldPattern(
        /^\W*(was (macht|machen|tut|tun|kauft|kaufen|nehmt|nehmen|recycelt|recyceln) (ihr|sie)( (eigentlich|genau|so|denn|hier|alles|an|ein|auf))*|what (do|does) (you|you guys|your (company|firm|business))( (actually|exactly|guys))? (do|buy|take|accept|recycle|purchase)( exactly)?)\W*( annehmt| annehmen)?\W*$/,
      ),
      text: { de: companyProfilePage.de.hero.lead, en: companyProfilePage.en.hero.lead },
      fromPage: true,
    },
    {
      topic: 'company',
      path: '/unternehmensprofil',
      // The reuse and recycling shares stand, with their basis, on the sustainability page.
      also: ['/sustainability'],
      pattern: foldPattern(
        /\b(gegrund\w*|grundung\w*|founding|seit wann|wie lange gibt|erfahrung|wer seid|uber euch|uber sie|(eure|ihre|eurer|ihrer|die|der|dieser) (firma|unternehmen)|wie viele gerate|stuckzahl\w*|wie ?viel\w* (stuck|gerate|elektronik)|how many (items|pieces)|\w+quote|wiederverwend\w*|wiederverwertet|reuse\w*|reused|anzahl( \w+)? gerate|gerate bisher|in business|been around|how long have you been|(recycling|ruckgewinnungs|verwertungs) ?quote|ruckgewinnung\w*|founded|since when|experience|establish\w*|year of (foundation|founding)|about you|who are you guys|company|how many devices|recovery rate|recycling rate)\b/,
      ),
      text: factText('company'),
    },
    {
      topic: 'sustainability',
      path: '/sustainability',
      pattern: foldPattern(
        /\b(nachhaltig\w*|co2|2024|klima\w*|umwelt\w*|bilanz|seltene erden|rohstoff\w*|lithium recover\w*|lithium (figures|zahlen|menge)|sustainab\w*|climate|environment\w*|carbon|rare earths?)\b/,
      ),
      text: factText('sustainability'),
    },
    {
      topic: 'goals',
      path: '/vision',
      pattern: foldPattern(
        /\b(ziel\w*|vision|2030|zukunft|goals?|future|plans?|klimaneutral\w*|co2[- ]?neutral\w*|emissionsfrei|climate[- ]neutral|carbon[- ]neutral|co2[- ]neutral|net zero)\b/,
      ),
      text: factText('goals'),
    },
    {
      topic: 'privacy',
      path: '/datenschutz',
      pattern: foldPattern(
        /\b(datenschutzerklarung|datenschutz\??$|meine daten|meinen daten|gespeichert|speicher\w* (ihr|sie) (meine|die) (daten|nachricht\w*|chat\w*)|chatnachricht\w*|chatverlauf|(heb\w*|speicher\w*|bewahr\w*) (sie|ihr) (die |den |das |meine )?(unterhaltung|chat\w*|gesprach\w*|nachricht\w*)|(unterhaltung|chat|gesprach|conversation)\b.*\b(aufheb\w*|aufbewahr\w*|speicher\w*|keep|kept|store|stored)|speichert ihr|speichern sie|personenbezogen\w*|cookies?|privacy|gdpr|personal data|my data|(keep|store|save)\w* (my )?(chat|messages|data|conversation)|chat messages|(chat|nachricht\w*|messages?|conversation|unterhaltung|gesprach\w*)( \w+){0,3} (stored|saved|kept|gespeichert|aufbewahrt|geloscht|entfernt|deleted|erased|removed)|(losch\w*|delete\w*|erase\w*|entfern\w*|remove\w*) (\w+ ){0,3}(chat\w*|unterhaltung|gesprach\w*|conversation)|aufbewahr\w*)\b/,
      ),
      // (A question about the chat's own messages stays one: "chatverlauf löschung wann".)
      unless: foldPattern(
        /^(?!.*\b(chat\w*|unterhaltung|gesprach|conversation)\b).*\b(festplatt\w*|datentrag\w*|ssds?|hdds?|laptops?|server\w*|hard ?drives?|disks?|vernicht\w*|losch\w*|destr\w*|eras\w*|kontaktanfrage\w*|kontaktformular\w*|anfragen?|contact (requests?|form)|inquir\w*|enquir\w*|ankaufsliste|sell list)\b/,
      ),
      beside: foldPattern(/\b(chat\w*|unterhaltung\w*|gesprach\w*|conversation\w*|nachricht\w*|messages?)\b/),
      text: factText('privacy'),
    },
    {
      topic: 'binding',
      path: '/agb',
      pattern: foldPattern(
        /\b(verbindlich\w*|unverbindlich\w*|garant\w*|guaran\w*|guarent\w*|(preise|betrage|prices|amounts) (auf|on) (der |eurer |ihrer |your |the )?(webseite|website|seite|site)|festpreis\w*|fix(e|er)? preis\w*|preis\w* (\w+ ){0,3}(fix|fest)|binding|guarantee\w*|fixed price|prices? (\w+ ){0,3}fixed|fixed|(preis\w*|betrag\w*|darauf|drauf)( \w+){0,4} berufen|hold (you|u) to|stick to (that|this|the) (price|quote|amount)|(exakt|genau)\w* (den|diesen|die|das) (betrag|summe\w*|preis)|exact(ly)? (the )?(amount|price|sum)s?)\b/,
      ),
      text: bindingFact,
    },
    {
      topic: 'process',
      path: '/mission',
      general: true,
      pattern: foldPattern(
        /\b(wie funktioniert|wie lauft|ablauf|wie geht (das|der|ihr)|wie gehe ich vor|vorgehen|schritte?|how does (it|this|the \w+) work|how it works|process|steps)\b/,
      ),
      text: factText('process'),
    },
    {
      topic: 'sellList',
      path: '/ankaufsliste',
      pattern: foldPattern(/\b(ankaufsliste|verkaufsliste|sell ?list|statuslink|status link)\b/),
      text: factText('sellList'),
    },
  ];
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
