// The framework floor: a bare Next.js page (one h1, a few paragraphs, no client components),
// built with the same Next.js in the same run, so route figures can be compared with it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function buildFloorApp(root) {
  const dir = path.join(root, '.bench', 'floor');
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    `export const metadata = { title: 'Floor', description: 'A bare Next.js page used as the framework floor in benchmarks.' };
export default function RootLayout({ children }) {
  return (<html lang="de"><body>{children}</body></html>);
}
`,
  );
  writeFileSync(
    path.join(dir, 'app', 'page.jsx'),
    `export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>This page has no client components and no styles of its own.</p>
      <p>It shows what Next.js costs before the site adds anything.</p>
      <p>Lighthouse figures of every route are compared with this page.</p>
    </main>
  );
}
`,
  );
  buildBareApp(root, dir, 'the floor app');
  return dir;
}

/**
 * Gives a bare Next app in `dir` (its app/ already written) an icon and a config, and builds it.
 * Like the site, it declares an icon: without one Chromium asks for /favicon.ico, logs the 404 and
 * Lighthouse takes best-practice points for it, which says nothing about the page.
 */
export function buildBareApp(root, dir, name) {
  writeFileSync(
    path.join(dir, 'app', 'icon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#0f766e"/></svg>\n',
  );
  writeFileSync(path.join(dir, 'next.config.mjs'), 'export default { poweredByHeader: false };\n');
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const build = spawnSync(process.execPath, [nextBin, 'build', dir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`Building ${name} failed`);
}
