// A route's content twin: a bare Next.js app whose one page renders the same document (the route's
// server-rendered DOM, its stylesheet and its preloaded font) as a Server Component tree without a
// single client component. Measured beside the route and the floor page, it shows how much of a
// route's paint is the framework carrying that much content, and how much the site's islands add.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { buildBareApp } from './floor-app.mjs';

/** Runs in the page: the body as a JSON tree, without scripts (the twin has no client code). */
function serializeBody() {
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const tag = node.tagName.toLowerCase();
    if (tag === 'script' || tag === 'noscript' || tag === 'template') return null;
    const attributes = {};
    for (const attribute of node.attributes) attributes[attribute.name] = attribute.value;
    const children = [...node.childNodes].map(walk).filter((child) => child !== null && child !== '');
    return { tag: node.namespaceURI === 'http://www.w3.org/2000/svg' ? node.tagName : tag, attributes, children };
  };
  return {
    lang: document.documentElement.lang,
    htmlClass: document.documentElement.className,
    bodyClass: document.body.className,
    body: [...document.body.childNodes].map(walk).filter((child) => child !== null && child !== ''),
    stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href),
    fonts: [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => link.href),
  };
}

// The page component of the twin: attribute names become React props on the server.
const pageSource = `import data from './tree.json';
import { createElement } from 'react';

const renamed = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', readonly: 'readOnly',
  maxlength: 'maxLength', minlength: 'minLength', autocomplete: 'autoComplete', inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint', 'accept-charset': 'acceptCharset', colspan: 'colSpan', rowspan: 'rowSpan',
  srcset: 'srcSet', fetchpriority: 'fetchPriority', crossorigin: 'crossOrigin', datetime: 'dateTime',
  'xlink:href': 'xlinkHref', 'xml:space': 'xmlSpace' };
const booleans = new Set(['hidden', 'disabled', 'required', 'checked', 'open', 'multiple', 'selected', 'novalidate']);

function styleObject(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const [name, ...value] = declaration.split(':');
    if (!name.trim() || !value.length) continue;
    const key = name.trim().startsWith('--') ? name.trim() : name.trim().replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    style[key] = value.join(':').trim();
  }
  return style;
}

function props(attributes, key) {
  const result = { key };
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style') result.style = styleObject(value);
    else if (booleans.has(name)) result[name === 'novalidate' ? 'noValidate' : name] = true;
    else if (name.startsWith('data-') || name.startsWith('aria-')) result[name] = value;
    else if (renamed[name]) result[renamed[name]] = value;
    else if (name.includes('-')) result[name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = value;
    else result[name] = value;
  }
  return result;
}

function render(node, key) {
  if (typeof node === 'string') return node;
  const children = node.children.map(render);
  return createElement(node.tag, props(node.attributes, key), ...(children.length ? children : []));
}

export const metadata = { title: 'Content twin', description: 'A route\\'s content without client components.' };

export default function Page() {
  return data.body.map(render);
}
`;

/** Captures `url` (with JavaScript off: the server's document) and builds its twin app. */
export async function buildContentTwin(root, url, name) {
  const dir = path.join(root, '.bench', `twin-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  mkdirSync(path.join(dir, 'public', 'twin'), { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  let snapshot;
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    snapshot = await page.evaluate(serializeBody);
  } finally {
    await browser.close();
  }
  // The stylesheet and the fonts it names, served by the twin from public/twin/.
  const assets = new Map();
  let css = '';
  for (const href of snapshot.stylesheets) {
    const text = await (await fetch(href)).text();
    // Fonts are named relative to the stylesheet (`../media/…`): fetched from there, served from /twin/.
    css += `${text.replace(/url\((['"]?)([^'")]+\.woff2)\1\)/g, (_, quote, asset) => {
      const local = `/twin/${path.basename(asset)}`;
      assets.set(new URL(asset, href).href, local);
      return `url(${quote}${local}${quote})`;
    })}\n`;
  }
  for (const [asset, local] of assets) {
    const body = Buffer.from(await (await fetch(asset)).arrayBuffer());
    writeFileSync(path.join(dir, 'public', local), body);
  }
  writeFileSync(path.join(dir, 'public', 'twin', 'site.css'), css);
  const fonts = snapshot.fonts.map((href) => `/twin/${path.basename(new URL(href).pathname)}`);
  writeFileSync(path.join(dir, 'app', 'tree.json'), JSON.stringify({ body: snapshot.body }));
  writeFileSync(path.join(dir, 'app', 'page.jsx'), pageSource);
  writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    `export default function RootLayout({ children }) {
  return (
    <html lang=${JSON.stringify(snapshot.lang)} className=${JSON.stringify(snapshot.htmlClass)}>
      <head>
${fonts.map((font) => `        <link rel="preload" href=${JSON.stringify(font)} as="font" type="font/woff2" crossOrigin="" />`).join('\n')}
        <link rel="stylesheet" href="/twin/site.css" precedence="default" />
      </head>
      <body className=${JSON.stringify(snapshot.bodyClass)}>{children}</body>
    </html>
  );
}
`,
  );
  buildBareApp(root, dir, `the content twin of ${url}`);
  return dir;
}
