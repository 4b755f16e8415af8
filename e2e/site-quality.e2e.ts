import { expect, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { routes } from '../src/content/routes';
import { locales } from '../src/i18n/locales';
import { localizedPath } from '../src/lib/site-url';

// Whole-site checks over the served HTML (no browser needed): valid HTML, JSON-LD with the
// properties its type requires, and internal links that answer 200 with existing #anchors.

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Serialisation style of React's HTML writer (`<meta … />`, `noModule=""`, `async=""`):
    // formatting, not validity, and not ours to choose.
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId and Next's bootstrap script produce ids like "_R_1f2_"; valid HTML5 ids.
    'valid-id': ['error', { relaxed: true }],
    // Phone numbers use non-breaking spaces; call buttons whose text is a label are exempt.
    'tel-non-breaking': ['error', { ignoreClasses: ['cta-phone'] }],
    // next/image's getImageProps writes `color:transparent`; image frames
    // reserve their aspect ratio (no layout shift), the loading indicator has its timing and the
    // recovery bars a data-driven width. Everything else belongs in CSS.
    'no-inline-style': [
      'error',
      { allowedProperties: ['display', 'color', 'aspect-ratio', 'animation-duration', 'width'] },
    ],
  },
});

const pages = routes.flatMap((route) => locales.map((locale) => localizedPath(route.path, locale)));
const htmlCache = new Map<string, Promise<{ status: number; html: string }>>();

function fetchPage(request: APIRequestContext, path: string) {
  let cached = htmlCache.get(path);
  if (!cached) {
    cached = request
      .get(path, { maxRedirects: 0 })
      .then(async (response) => ({ status: response.status(), html: await response.text() }));
    htmlCache.set(path, cached);
  }
  return cached;
}

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));

type JsonLdNode = Record<string, unknown>;

function requiredProblems(node: JsonLdNode): string[] {
  const type = node['@type'];
  const missing = (keys: string[]) =>
    keys.filter((key) => node[key] === undefined || node[key] === '').map((key) => `${String(type)} without ${key}`);
  switch (type) {
    case 'LocalBusiness':
    case 'Organization': {
      const address = node.address as JsonLdNode | undefined;
      return [
        ...missing(['name', 'url', 'address', 'telephone']),
        ...(address
          ? ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry']
              .filter((key) => !address[key])
              .map((key) => `address without ${key}`)
          : []),
      ];
    }
    case 'BreadcrumbList': {
      const items = (node.itemListElement as JsonLdNode[] | undefined) ?? [];
      return [
        ...missing(['itemListElement']),
        ...items.flatMap((item, index) =>
          item.position === index + 1 && item.name && item.item ? [] : [`ListItem ${index + 1} incomplete`],
        ),
      ];
    }
    case 'Service':
      return missing(['name', 'provider', 'serviceType']);
    case 'Product': {
      const offers = (Array.isArray(node.offers) ? node.offers : [node.offers]) as (JsonLdNode | undefined)[];
      return [
        ...missing(['name', 'offers']),
        ...offers.flatMap((offer) =>
          offer && (offer.price !== undefined || offer.priceSpecification) && offer.priceCurrency === 'EUR'
            ? []
            : ['Offer without price in EUR'],
        ),
      ];
    }
    case 'ItemList':
      return missing(['itemListElement']);
    default:
      return [];
  }
}

function collectNodes(value: unknown): JsonLdNode[] {
  if (Array.isArray(value)) return value.flatMap(collectNodes);
  if (value && typeof value === 'object') {
    const node = value as JsonLdNode;
    return [node, ...Object.values(node).flatMap(collectNodes)];
  }
  return [];
}

for (const path of pages) {
  test(`html and json-ld ${path}`, async ({ request }) => {
    const { status, html } = await fetchPage(request, path);
    expect(status).toBe(200);
    const report = await validator.validateString(html);
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([]);

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      const data = JSON.parse(block) as JsonLdNode;
      const nodes = collectNodes(data).filter((node) => typeof node['@type'] === 'string');
      expect(nodes.flatMap(requiredProblems)).toEqual([]);
    }
  });
}

test('every internal link answers 200 and every #anchor exists', async ({ request }) => {
  test.setTimeout(240_000);
  const links = new Map<string, Set<string>>(); // target path → anchors wanted
  const sources = new Map<string, string>(); // target → a page linking to it, for the message
  for (const path of pages) {
    const { html } = await fetchPage(request, path);
    for (const match of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
      const href = match[1]!.replace(/&amp;/g, '&');
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, `http://site${path}`);
      const target = url.pathname;
      if (!links.has(target)) links.set(target, new Set());
      if (url.hash) links.get(target)!.add(decodeURIComponent(url.hash.slice(1)));
      if (!sources.has(target)) sources.set(target, path);
    }
  }
  const problems: string[] = [];
  for (const [target, anchors] of links) {
    const { status, html } = await fetchPage(request, target);
    if (status !== 200) {
      problems.push(`${target} answers ${status} (linked from ${sources.get(target)})`);
      continue;
    }
    const present = ids(html);
    for (const anchor of anchors)
      if (!present.has(anchor))
        problems.push(`${target}#${anchor} has no such id (linked from ${sources.get(target)})`);
  }
  expect(problems).toEqual([]);
  expect(links.size).toBeGreaterThan(40);
});
