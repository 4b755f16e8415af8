// Scores the served headers of a page with the published MDN HTTP Observatory rules
// (the scoring document of mozilla/http-observatory: baseline 100, bonuses only from 90 up; 100+ is A+).
// Deployment-dependent tests (http→https redirection, HSTS preload) are scored as a TLS-terminating
// proxy in front of the site would make them: redirection to https on the same host (0).
export async function observatorySection(origin, path = '/') {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  const h = (name) => response.headers.get(name) ?? '';
  const csp = h('content-security-policy');
  const directive = (name) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';
  const scriptSrc = directive('script-src') || directive('default-src');
  const rows = [];
  const add = (test, result, modifier) => rows.push({ test, result, modifier });

  if (!csp) add('Content Security Policy', 'csp-not-implemented', -25);
  else if (/unsafe-inline/.test(scriptSrc) && !/'(nonce|sha256)-/.test(scriptSrc))
    add('Content Security Policy', 'csp-implemented-with-unsafe-inline', -20);
  else if (/unsafe-eval/.test(scriptSrc)) add('Content Security Policy', 'csp-implemented-with-unsafe-eval', -10);
  else if (/unsafe-inline/.test(directive('style-src')))
    add('Content Security Policy', 'csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  else if (/default-src 'none'/.test(csp))
    add('Content Security Policy', 'csp-implemented-with-no-unsafe-default-src-none', 10);
  else add('Content Security Policy', 'csp-implemented-with-no-unsafe', 5);

  add('Cookies', h('set-cookie') ? 'cookies-present (not scored here)' : 'cookies-not-found', 0);
  add(
    'Cross-origin Resource Sharing',
    h('access-control-allow-origin') === '*'
      ? 'cross-origin-resource-sharing-implemented-with-universal-access'
      : 'cross-origin-resource-sharing-not-implemented',
    h('access-control-allow-origin') === '*' ? -50 : 0,
  );
  add('Redirection', 'redirection-to-https (by the TLS proxy)', 0);

  const referrer = h('referrer-policy');
  add(
    'Referrer Policy',
    /no-referrer|same-origin|strict-origin/.test(referrer)
      ? 'referrer-policy-private'
      : 'referrer-policy-not-implemented',
    /no-referrer|same-origin|strict-origin/.test(referrer) ? 5 : 0,
  );

  const maxAge = Number(/max-age=(\d+)/.exec(h('strict-transport-security'))?.[1] ?? 0);
  add(
    'HTTP Strict Transport Security',
    maxAge >= 15768000 ? 'hsts-implemented-max-age-at-least-six-months' : 'hsts-not-implemented',
    maxAge >= 15768000 ? 0 : -20,
  );

  const html = await response.text();
  const external = [...html.matchAll(/<script[^>]*\ssrc="(https?:)?\/\/[^"]+"/g)].length;
  add(
    'Subresource Integrity',
    external
      ? 'sri-not-implemented-but-external-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    external ? -5 : 0,
  );
  add(
    'X-Content-Type-Options',
    h('x-content-type-options') === 'nosniff'
      ? 'x-content-type-options-nosniff'
      : 'x-content-type-options-not-implemented',
    h('x-content-type-options') === 'nosniff' ? 0 : -5,
  );
  add(
    'X-Frame-Options',
    /frame-ancestors/.test(csp)
      ? 'x-frame-options-implemented-via-csp'
      : h('x-frame-options')
        ? 'x-frame-options-sameorigin-or-deny'
        : 'x-frame-options-not-implemented',
    /frame-ancestors/.test(csp) ? 5 : h('x-frame-options') ? 0 : -20,
  );
  add(
    'Cross Origin Resource Policy',
    h('cross-origin-resource-policy')
      ? `corp-implemented-with-${h('cross-origin-resource-policy')}`
      : 'corp-not-implemented',
    0,
  );

  const penalties = rows.filter((row) => row.modifier < 0).reduce((sum, row) => sum + row.modifier, 0);
  const base = 100 + penalties;
  const bonus = base >= 90 ? rows.filter((row) => row.modifier > 0).reduce((sum, row) => sum + row.modifier, 0) : 0;
  const score = Math.max(0, base + bonus);
  const grade =
    score >= 100 ? 'A+' : score >= 90 ? 'A' : score >= 85 ? 'A-' : score >= 80 ? 'B+' : score >= 70 ? 'B' : 'below B';
  return [
    '## HTTP Observatory score (computed from the published rules)',
    '',
    `Headers of \`${path}\` as served by \`npm start\`, scored with the MDN HTTP Observatory rules (mozilla/http-observatory, docs/scoring.md). Score **${score}**, grade **${grade}**.`,
    '',
    '| test | result | modifier |',
    '|---|---|---|',
    ...rows.map((row) => `| ${row.test} | ${row.result} | ${row.modifier > 0 ? '+' : ''}${row.modifier} |`),
    '',
  ].join('\n');
}
