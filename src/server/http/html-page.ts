import 'server-only';
import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import { escapeHtml } from '@/server/mail/escape';

/**
 * A complete, static HTML page for answers to form posts sent without JavaScript (errors, a
 * refused cross-site post). No scripts; one inline stylesheet, allowed by its hash and nothing
 * else; forms may post back to the site only.
 */
const style = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.55}
main{max-width:44rem;margin:0 auto;padding:2.5rem 1.25rem}h1{font-size:1.75rem;line-height:1.25;margin:0 0 .75rem}
.box{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem;margin-top:1.5rem}
.errors{border-color:#b91c1c;background:#fef2f2}.errors h2{font-size:1rem;margin:0 0 .5rem;color:#991b1b}.errors a{color:#991b1b;font-weight:600}
label{display:block;font-weight:600;margin:1rem 0 .35rem}input,textarea{display:block;width:100%;font:inherit;padding:.6rem .8rem;border:1px solid #94a3b8;border-radius:.5rem;background:#fff;color:inherit}
[aria-invalid=true]{border:2px solid #b91c1c}.msg{color:#b91c1c;font-weight:500;margin:.35rem 0 0}.opt{font-weight:400;color:#475569}
button{margin-top:1.5rem;font:inherit;font-weight:600;color:#fff;background:#0f766e;border:0;border-radius:.5rem;padding:.75rem 1.5rem;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #0f766e;outline-offset:2px}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}.back{display:inline-block;margin-top:1.5rem;color:#115e59}`;

const styleHash = `'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`;

/** The policy of these pages: their own stylesheet, posts back to the site, nothing else. */
const htmlPagePolicy = [
  "default-src 'none'",
  `style-src ${styleHash}`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

type HtmlPageInput = {
  status: number;
  locale: Locale;
  title: string;
  /** The page's content below the heading: already escaped HTML. */
  bodyHtml: string;
  headers?: Record<string, string>;
};

export function htmlPage({ status, locale, title, bodyHtml, headers = {} }: HtmlPageInput): Response {
  const document = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${bodyHtml}</main></body></html>`;
  return new Response(document, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': htmlPagePolicy,
      ...headers,
    },
  });
}
