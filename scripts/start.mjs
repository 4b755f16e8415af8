// `npm start`: serves the production build on PORT (default 3000), building first when there is
// no build yet, so that `npm install && npm start` works on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import './check-node.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('No production build found: running `next build` first (about a minute) …');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// No -H 127.0.0.1: next-intl's rewrite of `/` then loops (TRAPS.md); next start listens on all
// interfaces, put a proxy or firewall in front for production.
const port = process.env.PORT || '3000';
const server = spawn(process.execPath, [nextBin, 'start', '-p', port], { cwd: root, env, stdio: 'inherit' });

// Pass termination signals on, so the server can finish in-flight work before exiting.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
