/**
 * What the browser loads with the page: every module a client component (`'use client'`) reaches
 * through static imports is in some page's first JavaScript. Some packages must never get there:
 * they are heavy and have a light stand-in that the client uses instead.
 *
 * - `tailwind-merge` (~9 KiB gzip): client code joins classes with `cx` (src/lib/cx.ts), not `cn`.
 * - `zod` (~13 KiB gzip): client forms check input with the rules in src/lib, the server with zod.
 * - `next-intl`: client components get their strings as props; links are localized on the server.
 * - `lucide-react`: icons are drawn from the sprite (src/components/icons). lucide's `Icon` is a
 *   client component, so each icon drawn with it, on the server too, would be hydrated in the
 *   browser and bring lucide's code along. Only the sprite's builder reads lucide's drawings, and
 *   no module outside it imports lucide-react (the last test).
 *
 * Dynamic `import()` is not followed: it loads on first use (the toaster, the widget panels).
 * Type-only imports are not followed: they leave no code behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');
const forbidden = ['tailwind-merge', 'zod', 'next-intl', 'lucide-react'];
/** The one module that imports lucide's drawings: the icon sprite's, read on the server only. */
const spriteDrawings = 'src/components/icons/sprite-icons.ts';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveModule(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(root, from)} imports ${specifier}, which does not resolve`);
}

/** The package name of a bare specifier: `radix-ui`, `@scope/name`, `next` for `next/link`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The specifiers a module imports at run time: not type-only, not dynamic. */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        !clause.name &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

function isClientComponent(file: string): boolean {
  return /^\s*(['"])use client\1/.test(fs.readFileSync(file, 'utf8'));
}

/** For each forbidden package a client component reaches: the chain of modules that leads there. */
function forbiddenChains(entry: string): string[] {
  const chains: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      const resolved = resolveModule(specifier, file);
      if (resolved) visit(resolved, [...chain, path.relative(root, resolved)]);
      else if (forbidden.includes(packageName(specifier))) chains.push([...chain, specifier].join(' → '));
    }
  };
  visit(entry, [path.relative(root, entry)]);
  return chains;
}

describe('client code', () => {
  const clientComponents = sourceFiles(src).filter(isClientComponent);

  it('finds the client components', () => {
    expect(clientComponents.length).toBeGreaterThan(20);
  });

  it(`reaches none of ${forbidden.join(', ')} through static imports`, () => {
    expect(clientComponents.flatMap(forbiddenChains)).toEqual([]);
  });

  it("leaves lucide-react to the icon sprite's builder", () => {
    const importers = sourceFiles(src)
      .filter((file) => runtimeImports(file).includes('lucide-react'))
      .map((file) => path.relative(root, file));
    expect(importers).toEqual([spriteDrawings]);
  });
});
