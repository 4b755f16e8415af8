import { getRoute, type RoutePath } from '@/content/routes';
import { factPart, groupPart, MAX_LISTED, type Part } from '../answer-parts';
import { COST_PATTERN } from '../intents';
import type { KnowledgeDoc } from '../knowledge';
import {
  dedupeProducts,
  matchDescribedProducts,
  matchGroup,
  matchProducts,
  pathsOf,
  seriesLabelFrom,
} from '../product-match';
import * as say from '../replies';
import { asksAboutService, type AnswerStep } from './turn';

/** 1. Named models; 2. otherwise a series, brand or category. */
export const answerProducts: AnswerStep = ({
  index,
  locale,
  folded,
  goodsQuery: query,
  hits,
  priceIntent,
  tradeIntent,
  topics,
}) => {
  const priceListLinks = (paths: readonly RoutePath[], kind: 'product' | 'group'): Part[] =>
    paths.map((path) => factPart(kind, say.priceListLink(path, getRoute(path).label[locale], locale), [path]));
  const products = matchProducts(hits, index, query);
  if (products.length > 0) {
    const unique = dedupeProducts(products.map((match) => match.doc));
    let lead: Part;
    if (unique.length === 1) lead = factPart('product', say.singleProduct(unique[0]!.product!, locale));
    else if (unique.length <= MAX_LISTED + 2)
      lead = factPart(
        'product',
        [say.productListIntro(locale), ...unique.map((doc) => `• ${say.productLine(doc.product!, locale)}`)].join('\n'),
      );
    else lead = groupPart(unique, seriesLabelFrom(unique), locale).part;
    return withValuation([lead, ...priceListLinks(pathsOf(unique), 'product')]);
  }
  const namesNoModel =
    (tradeIntent || query.words.length <= 2) &&
    !query.namesModel &&
    // A topic makes it a question about a service, unless the goods' price is asked ("Preisbereich
    // für HPE-ProLiant-Server"); what a service costs ("Was kostet ein Container?") is no price of goods.
    (!asksAboutService(topics) || (priceIntent && !COST_PATTERN.test(folded)));
  if (!namesNoModel) return [];
  // Only a question about what goods earn: "Which batteries do you buy?" asks what we take.
  const described = priceIntent ? matchDescribedProducts(hits, query) : [];
  const group =
    matchGroup(query, index, locale, { trade: tradeIntent, price: priceIntent }) ??
    (described.length > 0 ? { label: seriesLabelFrom(described), products: described } : undefined);
  if (!group || query.words.length === 0) return [];
  const unique = dedupeProducts(group.products);
  let lead: Part;
  let listed: KnowledgeDoc[] = [];
  if (unique.length === 1) lead = factPart('group', say.singleProduct(unique[0]!.product!, locale));
  else ({ part: lead, named: listed } = groupPart(unique, group.label, locale));
  // The pages of the models named come first: every price shown stands on a cited list.
  // … and the page of the lowest price, which the range quotes too.
  const priced = unique.filter((doc) => doc.product!.maxPriceEur !== null);
  const lowest = priced.reduce<KnowledgeDoc | undefined>(
    (min, doc) => (min && min.product!.maxPriceEur! <= doc.product!.maxPriceEur! ? min : doc),
    undefined,
  );
  const named = [...new Set([...pathsOf(listed), ...(lowest ? [lowest.path] : [])])];
  const paths = [...new Set([...named, ...pathsOf(unique)])].slice(0, Math.max(3, named.length));
  return withValuation([lead, ...priceListLinks(paths, 'group')]);
};

/** A price answer ends with the offer of a free valuation. */
const withValuation = (parts: Part[]): Part[] =>
  parts.map((part, i) => (i === 0 ? { ...part, offersValuation: true } : part));
