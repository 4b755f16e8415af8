/**
 * Every repository path that README.md, docs/*.md and the comments under src/ and scripts/ name
 * must exist, so a moved or deleted file cannot leave a stale pointer behind.
 *
 * What counts as a path (the rule):
 * - Rooted: text starting with src/, scripts/, e2e/, tests/, docs/ or eval/ (`@/` stands for src/).
 *   It must be a file or folder from the repository root; without an extension it may also name a
 *   module (`src/lib/cx` → src/lib/cx.ts, …/index.ts).
 * - Relative: a name with a folder and a file extension that does not start at the root
 *   (`leads/http.ts`, `messages/de/contact.json`). It must be the tail of some file in the
 *   repository: prose says `sell-requests/http.ts` meaning src/server/sell-requests/http.ts.
 * - `./x.ts` and `../x.ts` resolve from the file's folder (or the root: `./src/…` in a command).
 * - A bare file name (`runtime.ts`, `routes.test.ts`) must be the name of some file in the
 *   repository (`.js` is left out: "Node.js"); `*.e2e.ts`-style patterns are not names.
 * - Markdown link targets (`[x](decisions.md)`) resolve from the document's folder.
 * Placeholders: `<name>` and `*` stand for one name, `**`, `…` and `...` for any depth, `{de,en}`
 * for each of its words (each must exist). Next's `[locale]`, `[slug]`, `(site)` are real folder
 * names. Dropped: a trailing `:74` or `:22-35` (line numbers), `#anchor`, sentence punctuation.
 * Comments are found by TypeScript's parser, so strings and URLs in code are not read.
 * The README's API list must also name every route under src/app/api (`POST /api/contact`).
 * Not checked: URLs, absolute paths, paths into an installed package (`next/dist/…`, found in
 * node_modules) and into what a run writes (`.next/`, `bench-results/`, `data/`: the top-level
 * folders skipped below).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const skippedFolders = new Set([
  'node_modules',
  '.git',
  '.next',
  '.node',
  'data',
  'out',
  'coverage',
  'test-results',
  'playwright-report',
  'bench-results',
  'screenshots',
  '.bench',
]);

function listFiles(dir = root, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return prefix === '' && skippedFolders.has(entry.name)
        ? []
        : listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    }
    return [`${prefix}${entry.name}`];
  });
}

const segment = String.raw`(?:[\w.*+@-]|…|\([\w.-]+\)|\[[\w.-]+\]|\{[\w.,-]+\}|<[\w-]+>)+`;
const rooted = new RegExp(String.raw`(?<![\w/.@:-])(?:@/|(?:src|scripts|e2e|tests|docs|eval)/)(?:${segment}/?)*`, 'g');
const extensions = 'ts|tsx|mts|mjs|js|json|md|css|svg|txt|yml|yaml';
const relative = new RegExp(String.raw`(?<![\w/.@:-])(?:${segment}/)+[\w.<>*{},-]+\.(?:${extensions})(?![\w/])`, 'g');

/** The paths a piece of prose or a comment names (placeholders kept, punctuation dropped). */
/** Bare names of files that live elsewhere: the manifest inside a backup archive. */
const notRepositoryFiles = new Set(['manifest.json']);
const bare = /(?<![\w/.@:*<>{}-])[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mts|mjs|json|md|css)(?![\w/*.-])/g;

function namedPaths(text: string): { path: string; rooted: boolean }[] {
  const found: { path: string; rooted: boolean }[] = [];
  const spans: [number, number][] = [];
  for (const match of text.matchAll(rooted)) {
    spans.push([match.index, match.index + match[0].length]);
    found.push({ path: tidy(match[0].replace(/^@\//, 'src/')), rooted: true });
  }
  for (const match of text.matchAll(relative)) {
    if (spans.some(([start, end]) => match.index >= start && match.index < end)) continue;
    if (skippedFolders.has(match[0].split('/')[0] ?? '')) continue;
    spans.push([match.index, match.index + match[0].length]);
    found.push({ path: tidy(match[0]), rooted: false });
  }
  for (const match of text.matchAll(bare)) {
    if (spans.some(([start, end]) => match.index >= start && match.index < end)) continue;
    if (notRepositoryFiles.has(match[0])) continue;
    found.push({ path: match[0], rooted: false });
  }
  return found;
}

function tidy(named: string): string {
  return named.endsWith('...') ? named : named.replace(/[.,]+$/, '');
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts`. */
function expandBraces(named: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(named);
  if (!match) return [named];
  return (match[1] ?? '')
    .split(',')
    .flatMap((word) => expandBraces(named.slice(0, match.index) + word + named.slice(match.index + match[0].length)));
}

function pattern(named: string): string {
  return named
    .replace(/\/$/, '')
    .split(/(\*\*|\*|…|\.\.\.|<[\w-]+>)/)
    .map((part) => {
      if (part === '**' || part === '…' || part === '...') return '.*';
      if (part === '*' || part.startsWith('<')) return '[^/]*';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
}

function pathExists(files: readonly string[], named: string, isRooted: boolean, from = ''): boolean {
  if (/^\.\.?\//.test(named)) {
    const local = path.posix.normalize(path.posix.join(from, named));
    return [local, path.posix.normalize(named)].some((candidate) => pathExists(files, candidate, true));
  }
  if (!isRooted && fs.existsSync(path.join(root, 'node_modules', named))) return true;
  return expandBraces(named).every((one) => {
    const body = pattern(one);
    const moduleSuffix = /\.\w+$/.test(one) ? '' : String.raw`(?:\.\w+|/index\.\w+)?`;
    const regex = new RegExp(`${isRooted ? '^' : '(?:^|/)'}${body}${moduleSuffix}(?:/|$)`);
    return files.some((file) => regex.test(file));
  });
}

/** Comment text of a script, found by TypeScript's parser (so string contents are not read). */
function comments(file: string, text: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const seen = new Set<number>();
  const found: { text: string; line: number }[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      found.push({
        text: text.slice(range.pos, range.end),
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
      });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return found;
}

/** Where a path is named: its text, split so each piece keeps its line number. */
function sources(files: readonly string[]): { file: string; line: number; text: string }[] {
  const pieces: { file: string; line: number; text: string }[] = [];
  const markdown = files.filter((file) => file === 'README.md' || /^docs\/[^/]+\.md$/.test(file));
  for (const file of markdown) {
    fs.readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((text, index) => pieces.push({ file, line: index + 1, text }));
  }
  const code = files.filter((file) => /^(src|scripts)\/.*\.(ts|tsx|mts|mjs|js)$/.test(file));
  for (const file of code) {
    for (const comment of comments(file, fs.readFileSync(path.join(root, file), 'utf8'))) {
      comment.text.split('\n').forEach((text, index) => pieces.push({ file, line: comment.line + index, text }));
    }
  }
  const styles = files.filter((file) => /^src\/.*\.css$/.test(file));
  for (const file of styles) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(/\/\*[\s\S]*?\*\//g)) {
      const line = text.slice(0, match.index).split('\n').length;
      match[0].split('\n').forEach((piece, index) => pieces.push({ file, line: line + index, text: piece }));
    }
  }
  return pieces;
}

/** `[text](target)` links of a markdown line that point into the repository. */
function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').replace(/#.*$/, ''))
    .filter((target) => target && !/^(?:[a-z]+:|\/)/.test(target));
}

describe('paths named in the docs and code comments', () => {
  const files = listFiles();

  it('reads paths the way the rule above says', () => {
    expect(namedPaths('see `src/server/runtime.ts:74` and (docs/leads.md).')).toEqual([
      { path: 'src/server/runtime.ts', rooted: true },
      { path: 'docs/leads.md', rooted: true },
    ]);
    expect(namedPaths('src/app/[locale]/(site)/… and messages/{de,en}/<feature>.json')).toEqual([
      { path: 'src/app/[locale]/(site)/…', rooted: true },
      { path: 'messages/{de,en}/<feature>.json', rooted: false },
    ]);
    expect(namedPaths('https://example.com/src/x.ts, /usr/lib/x.js, next/font/local, Node.js')).toEqual([]);
    expect(namedPaths('`runtime.ts` and *.e2e.ts')).toEqual([{ path: 'runtime.ts', rooted: false }]);
    expect(namedPaths('import from `@/components/icons`')).toEqual([{ path: 'src/components/icons', rooted: true }]);
  });

  it('finds files through placeholders and fails on names that are not there', () => {
    expect(pathExists(files, 'src/app/[locale]/(site)/…', true)).toBe(true);
    expect(pathExists(files, 'src/i18n/messages/{de,en}/<feature>.json', true)).toBe(true);
    expect(pathExists(files, 'src/app/api/…/route.ts', true)).toBe(true);
    expect(pathExists(files, 'src/components/icons', true)).toBe(true);
    expect(pathExists(files, 'leads/http.ts', false)).toBe(true);
    expect(pathExists(files, './claims.ts', false, 'src/content')).toBe(true);
    expect(pathExists(files, 'next/dist/server/base-server.js', false)).toBe(true);
    expect(pathExists(files, 'scripts/csp-manifest.mjs', true)).toBe(false);
    expect(pathExists(files, 'staff/staff-form-post.ts', false)).toBe(false);
    expect(pathExists(files, 'src/i18n/messages/{de,fr}/contact.json', true)).toBe(false);
  });

  it('every path named in README.md, docs/*.md and comments under src/ and scripts/ exists', () => {
    const stale: string[] = [];
    let checked = 0;
    for (const piece of sources(files)) {
      for (const named of namedPaths(piece.text)) {
        checked += 1;
        if (!pathExists(files, named.path, named.rooted, path.posix.dirname(piece.file)))
          stale.push(`${piece.file}:${piece.line} names ${named.path}`);
      }
      if (!piece.file.endsWith('.md')) continue;
      for (const target of linkTargets(piece.text)) {
        checked += 1;
        const resolved = path.posix
          .normalize(path.posix.join(path.posix.dirname(piece.file), target))
          .replace(/\/$/, '');
        if (!files.some((file) => file === resolved || file.startsWith(`${resolved}/`))) {
          stale.push(`${piece.file}:${piece.line} links ${target}`);
        }
      }
    }
    // The docs name hundreds of paths; far fewer means the reading broke, not that all is well.
    expect(checked).toBeGreaterThan(500);
    expect(stale).toEqual([]);
  }, 120_000); // parses every script under src/ and scripts/: seconds on a busy machine

  it("lists every route under src/app/api in the README's API list", () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const routes = files
      .filter((file) => /^src\/app\/api\/.*\/route\.ts$/.test(file))
      .map((file) => file.replace(/^src\/app/, '').replace(/\/route\.ts$/, ''));
    expect(routes.length).toBeGreaterThan(10);
    const named = (route: string) =>
      new RegExp(`\\s${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\`\\s]`).test(readme);
    expect(routes.filter((route) => !named(route))).toEqual([]);
  });
});
