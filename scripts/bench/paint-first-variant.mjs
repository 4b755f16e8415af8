// A route "painted before its scripts": the site's own pre-rendered document, changed so that its
// first frame needs nothing but the document. The stylesheet is inline where its link was, the
// links move to the end of the body (React adopts them there, so nothing loads twice) and the font
// is not preloaded. Measured beside the route, it shows what Lighthouse gives and takes when a
// page paints before the framework's scripts run (docs/performance.md, "Painting before the
// scripts"). A measurement, not a product change: the site serves its documents unchanged.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"[^>]*\/>/g;
const FONT_PRELOAD = /<link rel="preload" href="[^"]+" as="font"[^>]*\/>/g;
const TEXT_TYPES = /^(text\/|application\/(javascript|json)|image\/svg)/;

/** The route's document with its stylesheet inline and the links after the content. */
export async function paintFirstDocument(url) {
  const html = await (await fetch(url)).text();
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) throw new Error(`${url} links no stylesheet`);
  let css = '';
  for (const [, href] of links) {
    const sheetUrl = new URL(href, url);
    const text = await (await fetch(sheetUrl)).text();
    // The sheet names its fonts relative to itself (`../media/…`); inline, they need their path.
    css += text.replace(
      /url\((['"]?)(?!data:|\/|https?:)([^'")]+)\1\)/g,
      (_, quote, relative) => `url(${quote}${new URL(relative, sheetUrl).pathname}${quote})`,
    );
  }
  let document = html.replace(links[0][0], `<style>${css}</style>`);
  for (const [tag] of links.slice(1)) document = document.replace(tag, '');
  document = document.replace(FONT_PRELOAD, '');
  return document.replace('</body>', `${links.map(([tag]) => tag).join('')}</body>`);
}

function send(request, response, status, headers, body) {
  const compress =
    TEXT_TYPES.test(headers['content-type'] ?? '') && /gzip/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(status, compress ? { ...headers, 'content-encoding': 'gzip' } : headers);
  response.end(compress ? gzipSync(body) : body);
}

/**
 * Serves the changed document of `origin + pathname` at `/` on `port` (127.0.0.1) and passes every
 * other request (scripts, stylesheets, fonts, prefetches) to the site. Resolves to the server.
 */
export async function servePaintFirst(origin, pathname, port) {
  const document = Buffer.from(await paintFirstDocument(`${origin}${pathname}`));
  const server = createServer(async (request, response) => {
    if (request.url === '/') {
      send(
        request,
        response,
        200,
        { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        document,
      );
      return;
    }
    try {
      const upstream = await fetch(`${origin}${request.url}`, { method: request.method === 'HEAD' ? 'HEAD' : 'GET' });
      const headers = {};
      for (const name of ['content-type', 'cache-control']) {
        const value = upstream.headers.get(name);
        if (value) headers[name] = value;
      }
      send(request, response, upstream.status, headers, Buffer.from(await upstream.arrayBuffer()));
    } catch {
      send(request, response, 502, { 'content-type': 'text/plain' }, Buffer.from('upstream failed'));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
