import { company } from '@/content/company';
import type { Locale } from '@/i18n/locales';
import { fold, foldedWords, foldPattern, stem } from './analyzer';

/** Recognisers that work on folded text (see analyzer `fold`). */

const GERMAN_MARKERS = new Set([
  'ust',
  'nr',
  'ich',
  'ihr',
  'sie',
  'was',
  'wie',
  'wann',
  'wo',
  'wer',
  'und',
  'fur',
  'zahlt',
  'zahlen',
  'kann',
  'konnt',
  'konnen',
  'bitte',
  'gibt',
  'habe',
  'hallo',
  'danke',
  'ist',
  'der',
  'die',
  'das',
  'ein',
  'eine',
  'einen',
  'mein',
  'meine',
  'mit',
  'welche',
  'nicht',
  'auch',
  'bekomme',
  'holt',
  'euch',
  'bei',
  'verkaufen',
  'kauft',
  'ankauf',
  'preis',
  'moin',
  'servus',
  'tag',
  'guten',
  'bist',
  'du',
  'seid',
  'nehmt',
  'entsorgen',
  'wieviel',
  'viel',
  'noch',
  'alte',
  'alten',
  'uber',
  'auf',
  'ab',
  'ankaufspreis',
  'preise',
  'kosten',
  'kostet',
  'abholung',
  'gebt',
  'krieg',
  'kriege',
  'lohnt',
  'habt',
  'gibts',
  'macht',
  'euer',
  'eure',
  'euren',
  'wir',
  'uns',
  'unsere',
  'nehmt',
  'kauft',
  'gebraucht',
  'gebrauchte',
  'kaputt',
  'kaputte',
]);
const ENGLISH_MARKERS = new Set([
  'i',
  'you',
  'up',
  'stupid',
  'shut',
  'what',
  'how',
  'when',
  'where',
  'who',
  'do',
  'does',
  'the',
  'and',
  'for',
  'pay',
  'can',
  'is',
  'are',
  'my',
  'with',
  'which',
  'please',
  'hello',
  'hi',
  'thanks',
  'thank',
  'much',
  'your',
  'get',
  'sell',
  'buy',
  'of',
  'a',
  'an',
  'it',
  'we',
  'us',
  'price',
  'old',
  'will',
  'would',
  'there',
  'have',
  'this',
  'in',
  'to',
  'be',
  'many',
  'long',
  'take',
  'offer',
  'collect',
  'prices',
  'worth',
  'value',
  'cost',
  'costs',
  'free',
  'used',
  'broken',
  'buyback',
  'pickup',
  'shipping',
  'opening',
  'hours',
  'open',
  'u',
  'r',
  'ur',
  'any',
  'does',
  'did',
  'size',
]);

/** How often each word occurs in the site's texts, per language (from the index). */
export type LanguageWords = ReadonlyMap<string, { de: number; en: number }>;

/**
 * Letter trigrams of the site's German and English texts: how German or English a word looks
 * that the site never uses ("appointment" once in a German text, "script", "fetch"). Built with
 * the index from the same folded words (`buildLanguageModel`).
 */
export type LanguageModel = {
  /** Log-likelihood ratio English : German of each trigram seen (smoothed). */
  ratio: ReadonlyMap<string, number>;
  /** The ratio of a trigram neither language has. */
  unseen: number;
};

const trigramsOf = (word: string) => {
  const padded = `^${word}$`;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i += 1) out.push(padded.slice(i, i + 3));
  return out;
};

/** The trigram model of the site's words, from `[word, language]` occurrences. */
export function buildLanguageModel(words: Iterable<[string, Locale]>): LanguageModel {
  const counts = new Map<string, { de: number; en: number }>();
  const totals = { de: 0, en: 0 };
  for (const [word, locale] of words) {
    if (word.length < 2 || /\d/.test(word)) continue;
    for (const trigram of trigramsOf(word)) {
      const count = counts.get(trigram) ?? { de: 0, en: 0 };
      count[locale] += 1;
      counts.set(trigram, count);
      totals[locale] += 1;
    }
  }
  const size = counts.size + 1;
  const logP = (count: number, total: number) => Math.log((count + 0.5) / (total + 0.5 * size));
  const ratio = new Map<string, number>();
  for (const [trigram, count] of counts) ratio.set(trigram, logP(count.en, totals.en) - logP(count.de, totals.de));
  return { ratio, unseen: logP(0, totals.en) - logP(0, totals.de) };
}

/** How English (positive) or German (negative) a word looks, per trigram. */
function wordLean(word: string, model: LanguageModel): number {
  const trigrams = trigramsOf(word);
  let sum = 0;
  for (const trigram of trigrams) sum += model.ratio.get(trigram) ?? model.unseen;
  return sum / trigrams.length;
}

/** English word endings German does not have ("shredding", "disposal", "collection"). */
const ENGLISH_ENDINGS = /(ing|tion|sal|ness|ity|ies)$/;

/** A word is evidence for a language when the site uses it there at least this many times as often. */
const LANGUAGE_RATIO = 3;

/** A word the site does not tell apart counts for the language its letters lean to by at least this much. */
const LEAN_THRESHOLD = 0.35;

/**
 * German or English, from the words of the question: function words first, then words the site
 * uses (mostly) in one language ("Abholung" / "pickup", "battery" beside the product names both
 * languages share), then how the remaining words look (letter trigrams of the site's texts).
 * `hint` (the locale of the page the question was asked on) decides when the question is too
 * short or too mixed to tell: a lead of one weak clue is no reason to leave the page's language.
 */
export function detectLanguage(text: string, hint?: Locale, words?: LanguageWords, model?: LanguageModel): Locale {
  if (/[äöüß]/i.test(text)) return 'de';
  let de = 0;
  let en = 0;
  for (const token of foldedWords(text)) {
    if (GERMAN_MARKERS.has(token)) de += 2;
    if (ENGLISH_MARKERS.has(token)) en += 2;
    if (/\d/.test(token) || token.length < 3) continue;
    const count = words?.get(token);
    if (count && count.de + 1 >= LANGUAGE_RATIO * (count.en + 1)) de += 1;
    else if (count && count.en + 1 >= LANGUAGE_RATIO * (count.de + 1)) en += 1;
    else if (!count && token.length > 5 && ENGLISH_ENDINGS.test(token)) en += 1;
    // Names both languages use alike (products, brands) say nothing; other words by their letters.
    else if (model && (!count || Math.max(count.de, count.en) + 1 >= 1.5 * (Math.min(count.de, count.en) + 1))) {
      const lean = wordLean(token, model);
      if (lean >= LEAN_THRESHOLD) en += 1;
      else if (lean <= -LEAN_THRESHOLD) de += 1;
    }
  }
  if (hint && Math.abs(de - en) <= 1) return hint;
  if (de > en) return 'de';
  if (en > de) return 'en';
  return hint ?? 'de';
}

export type SmallTalk = 'greeting' | 'thanks' | 'bye' | 'identity' | 'howAreYou' | 'human';

const SMALL_TALK: Array<[SmallTalk, RegExp]> = [
  [
    'identity',
    /\b(wer bist du|wer sind sie|was bist du|was sind sie|bist du (ein|eine|echt|ein echter)|sind sie (ein|eine|echt)|(ist das|is this) (ein|eine|a|an) (ki|bot|chatbot|mensch|human|ai|person)|was kannst du|was konnen sie|wobei kannst du|who are you|what are you|are you (a|an|human|real)|what can you do|(echter|echte|echtes|real|actual) (mensch|person|human)|(bist du|sind sie|ist das|am i talking to|is this) (\w+ ){0,3}(mensch|bot|ki|human|robot|roboter|machine|maschine))\b/,
  ],
  [
    'human',
    /\b(mensch(en)?|mitarbeiter\w*|berater\w*|person|human|real person|staff|agent)\b.*\b(sprechen|reden|verbinden|talk|speak|connect)\b|\b(speak|talk) to (a|an) (human|person)/,
  ],
  ['howAreYou', /\b(wie geht'?s|wie geht es (dir|ihnen)|how are you)\b/],
  ['thanks', /\b(danke\w*|vielen dank|merci|thanks?|thank you|cheers)\b/],
  ['bye', /\b(tschuss|auf wiedersehen|ciao|bis bald|bye|goodbye|see you)\b/],
  [
    'greeting',
    /\b(hallo|hi|hey|moin|servus|gruss gott|guten (morgen|tag|abend)|hello|good (morning|afternoon|evening))\b/,
  ],
];

/** Small-talk kinds found in the text, in the order above. */
const FOLDED_SMALL_TALK = SMALL_TALK.map(([kind, pattern]) => [kind, foldPattern(pattern)] as const);

export function detectSmallTalk(folded: string): SmallTalk[] {
  return FOLDED_SMALL_TALK.filter(([, pattern]) => pattern.test(folded)).map(([kind]) => kind);
}

/** The visitor asks what something earns or costs. */
export const PRICE_PATTERN = foldPattern(
  /\b(zahlt|zahlen|zahle|bezahlt ihr|bezahlen sie|preis\w*|kostet|kosten|wert|wie ?viel(?! (prozent|zeit|platz|gewicht|kilo\w*|tonnen|davon|der|die|des))|was bekomm\w*|bekomm\w* (ich|man|wir) (da)?fur|was krieg\w*|was (bringt|bringen|bringe)|bringt (das|der|die|so)|erziel\w*|ankaufspreis\w*|angebot|(was|wie ?viel) (gebt|gibst|geben|gibt)|gebt ihr|was gibt'?s|gibts (da|dafur)|what do i get|pay|price\w*|cost\w*|worth|how much(?! (of|time|percent|weight|space|longer))|offer|quote|get for|fetch\w*|go(ing)? for|sell for|give for|(do|would|will|can) (you|u) give|buy ?back value|value)\b/,
);

/**
 * Questions no page of the site answers, whatever words they share with it: the time, sums,
 * advice on what to buy, repairs, jokes. They get the friendly out-of-scope reply, never a page
 * that happens to mention "time" or "phone".
 */
const OUT_OF_SCOPE = [
  /\b(what time is it|what'?s the time(?! ?(frame|line|scale))|what (day|date) is (it|today)|which day is (it|today)|what'?s the date|wie spat ist es|wie viel uhr (ist es|haben wir)|welcher tag ist heute|welches datum (ist|haben wir))\b/,
  /\b(which|what) (?!(condition|state|grade|category|option)\b)(\w+ ){0,3}should i (buy|get|choose|pick|use)\b|\bshould i buy\b|\b(welche[nrsm]?) (?!(zustand|kategorie|option)\b)(\w+ ){0,3}soll(te)? ich (mir )?(\w+ )?(kaufen|holen|nehmen|auswahlen)\b|\b(recommend|empfiehlst du|empfehlen sie mir)\b .*\b(buy|kaufen|to get)\b/,
  /\bhow (do|can|should) i (fix|repair)\b|\b(fix|repair) my (car|bike|phone|laptop|pc|computer|tv|washing machine|heating)\b|\bwie (repariere|reparier|flicke) ich\b|\b(reparier\w*|repariert) (ihr|sie) (?!(lieber|eher|oder|vorher|zuerst|erst|bevor|statt)\b)\w*|\b(konnt|konnen|kannst) (ihr|sie|du) (\w+ ){0,4}reparieren\b|\b(can|could|do) you (\w+ ){0,3}(fix|repair)\b/,
  // Taxes, pensions, furniture, tyres, clothes: trades and matters we do not deal in
  /\b(steuererklarung\w*|(beste[nr]?|gute[nr]?|empfehl\w*) (\w+ ){0,3}steuerberat\w*|steuerberat\w* (empfehl\w*|finden|suchen)|rente|renten|pension|mobel\w*|schreibtisch\w*|burostuhl\w*|burostuhle|furniture|desks?|office chairs?|reifen|autoreifen|tyres?|tires?|kleidung|altkleider|clothes|clothing)\b/,
  // Homework, essays, applications, translations
  /\b(hausaufgabe\w*|homework|aufsatz|essay|ubersetz\w*|translate|lebenslauf|cover letter)\b|\bwrite (me )?(a|an) (letter|essay|poem|story|song)\b|\b(schreib\w*|verfass\w*|formulier\w*|korrigier\w*|hilf\w*|write|draft|proofread|help)\b.{0,30}\b(bewerbung\w*|anschreiben|application letter)\b|\b(bewerbung\w*|anschreiben|application letter)\b.{0,30}\b(schreiben|verfassen|formulieren|korrigieren|write|draft|proofread)\b/,
  // Requests for the assistant's instructions and attempts to override them
  /\b(system ?prompt|(your|dein|deinen|ihren) prompt|deine (regeln|anweisungen|instruktionen)|(interne[nr]?|geheime[nr]?|versteckte[nr]?) (regeln|anweisungen|instruktionen)|your (instructions|rules|system message)|(hidden|secret|internal) (instructions|rules)|ignore (all |the |your )?(previous|prior|above|earlier)|ignoriere (alle |die |deine )?(vorherigen|bisherigen|obigen|fruheren)|jailbreak|developer mode|entwicklermodus|new rule|from now on|ab jetzt gilt|ab sofort gilt|neue regel|you (always|must) (quote|say|answer)|du (sagst|nennst|antwortest) (ab jetzt |immer ))\b/,
  // Insults: no page answers them; the reply stays friendly and points to the team.
  /\b(inkompetent\w*|idiot\w*|vollidiot\w*|blodmann|schamt euch|arschloch\w*|scheiss\w*|incompetent|idiots?|morons?|shame on you|you suck|useless bot|stupid bot)\b/,
  /\b(tell me a joke|erzahl (mir )?(einen|nen) witz|einen witz)\b/,
  // Selling one's car or home, advice on what to buy
  /^(?=.*\b(mein|meine|my) (auto|car|wagen|pkw|haus|house|wohnung|flat)\b)(?=.*\b(verkauf\w*|sell\w*)\b)/,
  /^(?=.*\b(empfehl\w*|recommend\w*)\b)(?=.*\b(laptop|notebook|handy|smartphone|phone|computer|pc|tv|fernseher|wallet|auto|car)\b)/,
  // Parking and directions, our bank details, advertising offers: nothing the pages say.
  /\b(parkplatz\w*|parkplatze|parken|parking|park (my car|right|in front|at your)|public transport|offentlichen verkehrsmittel\w*|haltestelle|bus stop)\b/,
  /\b((ihre|eure|euer|your) (iban|bic|bankverbindung|bank details|bank account|kontonummer|kontoverbindung)|whats your iban|what is your iban|wie lautet (ihre|eure) iban|(an|auf) welche(s)? (bank|konto) (\w+ ){0,3}(zahlen|uberweisen) wir|which (bank )?account (do|should) (we|i) pay)\b/,
  /\b(seo|backlinks?|guest posts?|gastbeitrag\w*|suchmaschinenoptimierung|platz 1 bei google|first page of google|google ranking|linkbuilding|link building|get rich|reich werden|investment opportunity)\b/,
  /\b(shut up|halt die klappe|halts maul|stupid (machine|thing)|dumb (bot|machine)|dumme maschine|blode maschine)\b/,
  // Weather, sport, horoscopes, recipes, poems: nothing a recycler's pages can say.
  /\b(wie (warm|kalt|heiss) wird es|temperatur\w*|regnet es|will it rain|how (warm|cold|hot) (will|is) it|wetter\w*|weather|forecast|wettervorhersage|bundesliga|fussballergebnis\w*|football scores?|horoskop|horoscope|lottozahlen|lottery numbers|rezept\w*|recipes?|gedicht|poem)\b/,
  // General knowledge, politics, markets, cooking, health, travel: questions for a search engine.
  /\b(hauptstadt\w*|capital (city )?of|(bundes)?kanzler\w*|chancellor|prime minister|(der|die|den) (bundes)?prasident\w*|president of|who is the president|politik|politics|political|afd|cdu|spd|fdp|trump|biden|aktien?|aktienkurs\w*|dax|borsenkurs\w*|stock market|stock prices?|share prices?|bitcoin ?kurs|bitcoin price|kochen|koche ich|cook|cooking|backe ich|bake|baking|welches medikament|medication for|medicine for|which medicine|kopfschmerz\w*|headache|fieber|fever|fahrplan|timetable|next train|nachste zug|zugverbindung|flug nach|flight to|\w*weltmeister\w*|world cup|champions league)\b|\bsoll(te)? ich (\w+ ){0,3}kaufen\b/,
  // Role play and attempts to reconfigure the assistant, requests for its settings or passwords
  /\b(tu so als|tun sie so als|stell dir vor,? du bist|du bist (jetzt|ab sofort|ab heute|nun) (ein|eine|der|die|mein)|spiel (mal )?(ein|eine|den|die)|rollenspiel|pretend (to be|you are|you're)|act as (my|if|though)|role ?play|(du bist|you are) (jetzt|ab sofort|nun|now) (\w+ )?(und|and|ohne|without|ein|eine|der|die|mein|a|an|my|the)|(du hast|you have) (keine|no) (einschrankungen|regeln|filter|grenzen|restrictions|rules|filters|limits)|antworte (ab jetzt |ab sofort |nur noch |nur )(in|auf|als|mit)|answer (only|from now on) (in|as|with)|vergiss (alles|was|deine|alle)|forget (everything|all|your|what)|(deine|eure|your) (konfiguration|configuration|config)|(dein|euer|your) (admin ?)?(passwort|password|kennwort)|(backend|admin) ?(passwort|password)|welche anweisungen (hast du|hat man dir|wurden dir)|neue anweisung\w*|new instructions?|maintenance mode|wartungsmodus|admin ?mode|adminmodus|(wiederhole|repeat) (den|the) (text|prompt)|(gib|zeig|nenn|show|give|list|send) (mir |me )?([\w-]+ ){0,5}(anderen kunden|andere kunden|other customers'?|all leads|alle leads|datenbank|database)|what instructions (were you|have you been|did you get)|quote (them|your instructions))\b/,
  // Insults aimed at the assistant or the company, obscenities and spam
  /\b(dumm|dummer|dummes|dumme|dummste\w*|dummkopf|dumb|dumbest|drecks\w*|schrottladen|saftladen|scheissladen|blechbuchse|crooks|halsabschneider\w*|(ihr|you) (betruger|abzocker|scammers|ripoff artists)|fick dich|fuck\w*|wichser|hurensohn|viagra|cialis|casino|instagram follower\w*|garbage bot|trash bot|junk bot|piece of junk|piece of crap|useless piece)\b|\b(bot|chatbot|assistent\w*|assistant|ki|ai|maschine|machine|ding) (\w+ ){0,3}(garbage|trash|junk|mull|nutzlos\w*|useless|stupid|crap)\b/,
  // Prize draws and click bait
  /\b(gewinnspiel\w*|sie haben (\w+ ){0,3}gewonnen|you (have )?won|congratulations|gluckwunsch|click here|hier klicken|klicken sie hier|jetzt klicken)\b/,
  // Jokes, the assistant's age, help with installing software
  /\b(witz\w*|flachwitz\w*|jokes?|something funny|was lustiges|etwas lustiges|wie alt bist du|how old are you|wie installiere ich|how (do|can) i (re)?install|neu installieren)\b/,
].map(foldPattern);

/** Words around a sum ("what is 2+2", "Was ist 3 mal 4?"). */
const SUM =
  /\d+(?:[.,]\d+)?(?:\s*(?:[-+*\/×x:^=]|plus|minus|mal|times|geteilt durch|divided by|multiplied by|hoch)\s*\d+(?:[.,]\d+)?)+/g;
const SUM_WORDS = new Set(
  [
    'what',
    'whats',
    's',
    'is',
    'how',
    'much',
    'was',
    'ist',
    'wie',
    'viel',
    'wieviel',
    'ergibt',
    'equals',
    'calculate',
    'rechne',
    'berechne',
    'bitte',
    'please',
    'the',
    'result',
    'of',
    'das',
    'ergebnis',
    'von',
    'und',
    'and',
    'plus',
    'minus',
    'mal',
    'times',
  ].map(fold),
);

/** Our WEEE registration number: out of scope while the company has not configured one. */
const WEEE_NUMBER = foldPattern(
  /\b((weee|ear)[- ]?(registrierungs)?(nummer|nr)|weee[- ]?(registration )?(number|no)|stiftung ear)\b/,
);

export function isOutOfScope(folded: string): boolean {
  if (OUT_OF_SCOPE.some((pattern) => pattern.test(folded))) return true;
  if (!company.registrations.weeeNumber && WEEE_NUMBER.test(folded)) return true;
  const sums = folded.match(SUM);
  if (!sums) return false;
  const rest = foldedWords(folded.replace(SUM, ' '));
  return rest.every((word) => SUM_WORDS.has(word));
}

/** What a service costs the visitor ("Was kostet die Abholung?"), not what goods earn. */
export const COST_PATTERN = foldPattern(/\b(kostet|kosten|kostenpflichtig|gebuhr\w*|costs?|fees?|charges?)\b/);

/** The visitor wants to sell, or asks whether something is bought. */
export const TRADE_PATTERN = foldPattern(
  /\b(verkauf\w*|kauft|kaufen|ankauf\w*|abkauf\w*|nehmt ihr|nehmen sie|sell\w*|buy\w*|purchase\w*|take)\b/,
);

/** Europe or abroad in general; what the content says about it applies to the countries below. */
export const EUROPE = foldPattern(/\b(europa\w*|europaisch\w*|eu ?weit|ausland\w*|europe\w*|abroad|outside germany)\b/);

/** Regions outside Germany a visitor may ask about; the replies name them ("in Österreich") from the message files. */
export type AbroadRegion = 'austria' | 'switzerland' | 'benelux' | 'abroad';

/** Countries outside Germany a visitor may ask about (folded), most specific first. */
export const ABROAD: Array<{ pattern: RegExp; region: AbroadRegion }> = [
  {
    pattern: foldPattern(
      /\b(osterreich\w*|austria\w*|wien|vienna|tirol|tyrol|vorarlberg|salzburg|karnten|carinthia|steiermark|styria|burgenland|innsbruck|graz|linz|klagenfurt)\b/,
    ),
    region: 'austria',
  },
  {
    pattern: foldPattern(
      /\b(schweiz\w*|switzerland|swiss|zurich|basel|bern|genf|geneva|luzern|lucerne|st\.? gallen|lausanne|winterthur)\b/,
    ),
    region: 'switzerland',
  },
  { pattern: foldPattern(/\b(niederland\w*|holland|netherlands|belgi\w*)\b/), region: 'benelux' },
  {
    pattern: foldPattern(
      /\b(europa\w*|europaisch\w*|eu ?weit|ausland\w*|europe\w*|abroad|outside germany|polen|poland|tschechi\w*|czech\w*|frankreich|france|italien|italy|spanien|spain|danemark|denmark|luxemburg|luxembourg|schweden|sweden|ungarn|hungary|slowak\w*|slovak\w*|slowen\w*|sloven\w*|kroatien|croatia|portugal|irland|ireland|finnland|finland|norwegen|norway|griechenland|greece|rumanien|romania|bulgarien|bulgaria)\b/,
    ),
    region: 'abroad',
  },
];

/** Words that only carry the question's intent and should not take part in retrieval. */
const INTENT_WORDS = [
  'zahlt',
  'zahlen',
  'bezahlt',
  'bezahlen',
  'preis',
  'preise',
  'kostet',
  'kosten',
  'wert',
  'wieviel',
  'bekomme',
  'bekommt',
  'kriege',
  'verkaufen',
  'verkauft',
  'ankauf',
  'ankaufen',
  'kauft',
  'kaufen',
  'nehmt',
  'nehmen',
  'angebot',
  'pay',
  'paid',
  'price',
  'prices',
  'preisliste',
  'liste',
  'list',
  'cost',
  'costs',
  'worth',
  'sell',
  'buy',
  'offer',
  'quote',
  'viel',
  'guten',
  'tag',
  'hallo',
  'hi',
  'hey',
  'hello',
  'danke',
  'thanks',
  'thank',
  'bitte',
  'please',
  'moin',
  'frage',
  'question',
  'wissen',
  'know',
  'want',
  'mochte',
  'gerne',
  'aktuell',
  'current',
  'currently',
  'derzeit',
  'momentan',
  'ungefahr',
  'roughly',
  'euro',
  'eur',
  'bringen',
  'bringt',
  'fetch',
  'fetches',
  'gebraucht',
  'gebrauchte',
  'gebrauchten',
  'used',
  'alte',
  'alten',
  'old',
  'buyback',
  'back',
  'take',
  'takes',
  'value',
  'values',
  'give',
  'gebt',
  'geben',
  'ankaufspreis',
  'ankaufspreise',
  'verkaufspreis',
  'preisliste',
  'preislisten',
];
export const INTENT_STEMS: ReadonlySet<string> = new Set(INTENT_WORDS.map((word) => stem(fold(word))));

/** Idioms whose words alone mean something else ("in charge of" is no fee), as plain words. */
const IDIOMS: Array<[RegExp, string]> = [
  [/\bin charge of\b/gi, 'responsible for'],
  [/\b(get|gets|getting|got) rid of\b/gi, 'dispose of'],
  // English phrasal verbs, as the single verb the site writes ("send the drives back" is a return,
  // "throw away" disposal, "turn down the offer" declining it, "reach out to" contacting us).
  [/\b(send|sends|sending|sent|ship|ships|shipping|shipped)\b((?: \w+){0,3}?) back\b/gi, 'return$2'],
  [
    /\b(throw|throws|throwing|threw|thrown|chuck|chucking|toss|tossing)\b((?: \w+){0,3}?) (away|out)\b/gi,
    'dispose of$2',
  ],
  [/\b(turn|turns|turning|turned)\b((?: \w+){0,2}?) down\b/gi, 'decline$2'],
  [/\b(call|calls|calling|called)\b((?: \w+){0,2}?) off\b/gi, 'cancel$2'],
  [/\b(back|backs|backing|backed) out\b/gi, 'withdraw'],
  [/\b(reach|reaches|reaching|reached) out( to)?\b/gi, 'contact'],
  [/\b(get|gets|getting|got) in touch( with)?\b/gi, 'contact'],
  [/\b(get|gets|getting|got) back to (me|us)\b/gi, 'reply to $2'],
  [/\bzu geld machen\b/gi, 'verkaufen'],
  // "won't", "don't": written as most visitors type them ("wont", "dont"), which the rules know;
  // split at the apostrophe they would lose their negation ("won" + "t").
  [/\b(\w+)n['’]t\b/gi, '$1nt'],
  // Chat spelling, written out so that the rules' phrases ("are you open", "your pickup") meet it.
  [/\br u\b/gi, 'are you'],
  [/\bu(?![.\w])/gi, 'you'],
  [/\bur\b/gi, 'your'],
  [/\b(pls|plz)\b/gi, 'please'],
  [/\bppl\b/gi, 'people'],
  [/\b(thx|thnx)\b/gi, 'thanks'],
  [/\b(cuz|coz)\b/gi, 'because'],
  [/\bwanna\b/gi, 'want to'],
  [/\bgonna\b/gi, 'going to'],
  [/\bgotta\b/gi, 'have to'],
];

export function plainIdioms(question: string): string {
  return IDIOMS.reduce((text, [idiom, plain]) => text.replace(idiom, plain), question);
}
